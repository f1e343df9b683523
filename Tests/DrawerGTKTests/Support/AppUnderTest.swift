#if os(Linux)
    import Foundation

    /// A GTK app running on a ``VirtualDisplay``, whose JSON-lines trace the test reads.
    ///
    /// The app is started with `DISPLAY` set to the virtual display, `GDK_BACKEND=x11`,
    /// `GSK_RENDERER=cairo` (steady pixels, no GL in Xvfb) and `GTK_A11Y=none` (no accessibility
    /// bus, so no warnings about a missing session bus).
    final class AppUnderTest: @unchecked Sendable {
        /// The running process.
        let process: ChildProcess

        /// Starts `executable` on `display`.
        init(executable: String, arguments: [String] = [], display: VirtualDisplay, environment: [String: String] = [:]) throws {
            let base = [
                "DISPLAY": display.name, "GDK_BACKEND": "x11", "GSK_RENDERER": "cairo", "GTK_A11Y": "none",
                "NO_AT_BRIDGE": "1", "WAYLAND_DISPLAY": "",
            ]
            process = try ChildProcess(
                executable: executable, arguments: arguments, environment: base.merging(environment) { $1 })
        }

        /// The pid of the app.
        var pid: Int32 { process.pid }

        /// Every trace event so far, in order.
        var events: [TraceEvent] { process.output.snapshot.compactMap(TraceEvent.init(line:)) }

        /// The trace events at output line ≥ `since` (a ``mark``), in order.
        func events(since: Int) -> [TraceEvent] {
            process.output.snapshot.dropFirst(since).compactMap(TraceEvent.init(line:))
        }

        /// The number of output lines so far: pass it as `since` to wait only for later events.
        var mark: Int { process.output.snapshot.count }

        /// Waits for the first event named `name` (at output line ≥ `since`) that satisfies
        /// `predicate`. Throws on timeout or if the app exits first, with the trace and standard
        /// error in the message.
        @discardableResult
        func waitFor(
            _ name: String, since: Int = 0, timeout: TimeInterval = 10,
            where predicate: (TraceEvent) -> Bool = { _ in true }
        ) throws -> TraceEvent {
            let found = process.output.waitForLine(from: since, timeout: timeout) { line in
                guard let event = TraceEvent(line: line), event.name == name else { return false }
                return predicate(event)
            }
            if let found, let event = TraceEvent(line: found.line) { return event }
            if let status = process.exitStatus {
                throw UITestError.appExited(status: status, stderr: process.errors.snapshot.suffix(30).joined(separator: "\n"))
            }
            let trace = process.output.snapshot.suffix(20).joined(separator: "\n")
            throw UITestError.timeout("trace event \"\(name)\"; last lines:\n\(trace)")
        }

        /// The app's standard error so far (GTK warnings land here).
        var standardError: [String] { process.errors.snapshot }

        /// Stops the app. Idempotent.
        func stop() { process.stop() }
    }
#endif
