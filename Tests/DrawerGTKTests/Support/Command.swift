#if os(Linux)
    import Foundation
    import Glibc

    /// Runs short helper programs (xdotool, ImageMagick) to completion.
    enum Command {
        /// The full path of `tool` on `PATH`, or `nil`.
        static func which(_ tool: String) -> String? {
            let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
            for directory in path.split(separator: ":") {
                let candidate = "\(directory)/\(tool)"
                if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            }
            return nil
        }

        /// The full path of `tool`, or a `missingTool` error.
        static func require(_ tool: String) throws -> String {
            guard let path = which(tool) else { throw UITestError.missingTool(tool) }
            return path
        }

        /// Runs `tool` with `arguments` and returns its standard output; throws on a non-zero exit
        /// status or after `timeout` seconds (the process is killed).
        @discardableResult
        static func run(
            _ tool: String, _ arguments: [String], environment: [String: String] = [:],
            timeout: TimeInterval = 10
        ) throws -> String {
            let (process, out, err) = try CleanSpawn.launch(try require(tool), arguments, environment: environment)
            let deadline = Date(timeIntervalSinceNow: timeout)
            while process.isRunning && Date() < deadline { usleep(2_000) }
            let command = ([tool] + arguments).joined(separator: " ")
            if process.isRunning {
                kill(process.processIdentifier, SIGKILL)
                process.waitUntilExit()
                throw UITestError.timeout(command)
            }
            _ = out.waitForLine(timeout: 2) { _ in false }  // drain to end of file
            _ = err.waitForLine(timeout: 2) { _ in false }
            let text = out.snapshot.joined(separator: "\n")
            guard process.terminationStatus == 0 else {
                throw UITestError.commandFailed(
                    command, status: process.terminationStatus,
                    output: (out.snapshot + err.snapshot).joined(separator: "\n"))
            }
            return text
        }
    }
#endif
