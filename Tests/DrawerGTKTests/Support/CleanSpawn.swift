#if os(Linux)
    import Foundation
    import Glibc

    /// Starts processes with no signals blocked.
    ///
    /// Foundation's `Process` on Linux spawns the child from the calling thread, and the child
    /// inherits that thread's signal mask. Swift Testing runs tests on Dispatch worker threads,
    /// which block almost every signal, so a child started there ignores SIGTERM (and SIGINT,
    /// SIGHUP...) forever: `SigBlk: fffffffe3bfbea27` in `/proc/PID/status`
    /// (swift-corelibs-foundation issue 4772). This helper calls `run()` on a short-lived thread
    /// of its own that first clears its mask, so the child starts with the default (empty) mask.
    enum CleanSpawn {
        /// Runs `process.run()` on a fresh thread whose signal mask is empty.
        static func run(_ process: Process) throws {
            let box = SpawnOutcome(process: process)
            let thread = Thread { box.spawn() }
            thread.name = "clean-spawn"
            thread.start()
            box.done.wait()
            if let error = box.error { throw error }
        }

        /// Starts `executable` (environment = ours overridden by `environment`, no stdin) and
        /// reads its standard output and error line by line on threads of their own, so a chatty
        /// child never blocks on a full pipe.
        static func launch(
            _ executable: String, _ arguments: [String], environment: [String: String]
        ) throws -> (process: Process, output: LineReader, errors: LineReader) {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = arguments
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
            let out = Pipe()
            let err = Pipe()
            process.standardOutput = out
            process.standardError = err
            process.standardInput = FileHandle.nullDevice
            try run(process)
            let name = URL(fileURLWithPath: executable).lastPathComponent
            let output = LineReader(fileDescriptor: dup(out.fileHandleForReading.fileDescriptor), name: "\(name)-out")
            let errors = LineReader(fileDescriptor: dup(err.fileHandleForReading.fileDescriptor), name: "\(name)-err")
            try? out.fileHandleForReading.close()
            try? err.fileHandleForReading.close()
            return (process, output, errors)
        }
    }

    /// The hand-off between the caller and the spawning thread.
    private final class SpawnOutcome: @unchecked Sendable {
        let process: Process
        let done = DispatchSemaphore(value: 0)
        var error: (any Error)?

        init(process: Process) { self.process = process }

        func spawn() {
            var empty = sigset_t()
            sigemptyset(&empty)
            pthread_sigmask(SIG_SETMASK, &empty, nil)
            do { try process.run() } catch { self.error = error }
            done.signal()
        }
    }
#endif
