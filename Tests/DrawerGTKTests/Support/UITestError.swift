#if os(Linux)
    /// Why a real-window UI test could not proceed.
    enum UITestError: Error, CustomStringConvertible {
        /// A required program is not installed; run `scripts/ensure-gtk-deps.sh`.
        case missingTool(String)
        /// A program could not be started or failed.
        case commandFailed(String, status: Int32, output: String)
        /// Something did not happen in time.
        case timeout(String)
        /// A trace event lacks a field.
        case missingField(String, String)
        /// The app under test exited early.
        case appExited(status: Int32, stderr: String)

        var description: String {
            switch self {
            case .missingTool(let tool):
                return "\(tool) not found: run scripts/ensure-gtk-deps.sh"
            case .commandFailed(let command, let status, let output):
                return "\(command) failed with status \(status): \(output)"
            case .timeout(let what):
                return "timed out waiting for \(what)"
            case .missingField(let key, let line):
                return "trace line lacks \(key): \(line)"
            case .appExited(let status, let stderr):
                return "app exited with status \(status); stderr:\n\(stderr)"
            }
        }
    }
#endif
