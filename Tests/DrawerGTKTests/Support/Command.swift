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

        /// The full path of `tool` (a path with a `/` is taken as it is), or a `missingTool` error.
        static func require(_ tool: String) throws -> String {
            if tool.contains("/") {
                guard FileManager.default.isExecutableFile(atPath: tool) else { throw UITestError.missingTool(tool) }
                return tool
            }
            guard let path = which(tool) else { throw UITestError.missingTool(tool) }
            return path
        }

        /// How a finished command ended.
        struct Outcome {
            /// The exit status.
            let status: Int32
            /// Standard output, lines joined by newlines.
            let output: String
            /// Standard error, lines joined by newlines.
            let errors: String
            /// When each line of standard output was read, on `CLOCK_MONOTONIC` (the trace's clock).
            var outputArrivals: [Double] = []
        }

        /// Runs `tool` with `arguments` to its end, whatever its exit status; throws only after
        /// `timeout` seconds (the process is killed).
        static func execute(
            _ tool: String, _ arguments: [String], environment: [String: String] = [:],
            timeout: TimeInterval = 10
        ) throws -> Outcome {
            let (process, out, err) = try CleanSpawn.launch(try require(tool), arguments, environment: environment)
            let deadline = Date(timeIntervalSinceNow: timeout)
            while process.isRunning && Date() < deadline { usleep(2_000) }
            if process.isRunning {
                kill(process.processIdentifier, SIGKILL)
                process.waitUntilExit()
                throw UITestError.timeout(([tool] + arguments).joined(separator: " "))
            }
            _ = out.waitForLine(timeout: 2) { _ in false }  // drain to end of file
            _ = err.waitForLine(timeout: 2) { _ in false }
            return Outcome(
                status: process.terminationStatus, output: out.snapshot.joined(separator: "\n"),
                errors: err.snapshot.joined(separator: "\n"), outputArrivals: out.timedSnapshot.map(\.arrived))
        }

        /// Runs `tool` with `arguments` and returns its standard output; throws on a non-zero exit
        /// status or after `timeout` seconds (the process is killed).
        @discardableResult
        static func run(
            _ tool: String, _ arguments: [String], environment: [String: String] = [:],
            timeout: TimeInterval = 10
        ) throws -> String {
            let outcome = try execute(tool, arguments, environment: environment, timeout: timeout)
            guard outcome.status == 0 else {
                throw UITestError.commandFailed(
                    ([tool] + arguments).joined(separator: " "), status: outcome.status,
                    output: outcome.output + "\n" + outcome.errors)
            }
            return outcome.output
        }
    }
#endif
