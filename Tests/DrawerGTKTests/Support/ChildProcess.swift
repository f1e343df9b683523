#if os(Linux)
    import Foundation
    import Glibc

    /// A long-running child process (Xvfb, the app under test) with its output read line by line,
    /// stopped reliably: by ``stop()``, and, should the test runner itself die, by a watchdog shell
    /// that kills the child once the runner's pid is gone. Nothing outlives the test process.
    final class ChildProcess: @unchecked Sendable {
        /// The child's standard output, line by line.
        let output: LineReader
        /// The child's standard error, line by line.
        let errors: LineReader
        /// The child's pid.
        var pid: Int32 { process.processIdentifier }

        private let process: Process
        private let watchdog: Process?

        /// Starts `executable` with `arguments`, the current environment overridden by `environment`.
        init(executable: String, arguments: [String], environment: [String: String] = [:]) throws {
            (process, output, errors) = try CleanSpawn.launch(executable, arguments, environment: environment)
            watchdog = Self.startWatchdog(guarding: process.processIdentifier)
        }

        deinit { stop() }

        /// Whether the child is still running.
        var isRunning: Bool { process.isRunning }

        /// The exit status once the child has exited.
        var exitStatus: Int32? { process.isRunning ? nil : process.terminationStatus }

        /// Sends SIGTERM, waits up to `grace` seconds, then SIGKILL; stops the watchdog. Idempotent.
        func stop(grace: TimeInterval = 2) {
            if process.isRunning {
                kill(process.processIdentifier, SIGTERM)
                let deadline = Date(timeIntervalSinceNow: grace)
                while process.isRunning && Date() < deadline { usleep(5_000) }
                if process.isRunning { kill(process.processIdentifier, SIGKILL) }
                process.waitUntilExit()
            }
            // Not waited for: Foundation notices a killed child only after a delay (~0.8 s here),
            // and its reaper collects the zombie anyway.
            if let watchdog, watchdog.isRunning {
                kill(watchdog.processIdentifier, SIGKILL)
            }
        }

        /// A shell that polls the test runner's pid and kills `child` when the runner is gone.
        private static func startWatchdog(guarding child: Int32) -> Process? {
            let shell = Process()
            shell.executableURL = URL(fileURLWithPath: "/bin/sh")
            let runner = getpid()
            shell.arguments = [
                "-c",
                "while kill -0 \(runner) 2>/dev/null; do sleep 1; done; "
                    + "kill -TERM \(child) 2>/dev/null; sleep 1; kill -KILL \(child) 2>/dev/null",
            ]
            shell.standardInput = FileHandle.nullDevice
            shell.standardOutput = FileHandle.nullDevice
            shell.standardError = FileHandle.nullDevice
            return (try? CleanSpawn.run(shell)).map { shell }
        }
    }
#endif
