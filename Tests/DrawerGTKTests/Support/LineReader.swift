#if os(Linux)
    import Foundation
    import Glibc

    /// Reads a file descriptor line by line on a background thread into a thread-safe list.
    ///
    /// Used for a child process's standard output (the app's JSON-lines trace, Xvfb's display
    /// number) and standard error. Waiting uses a condition variable, so ``waitForLine(timeout:where:)``
    /// wakes as soon as a matching line arrives.
    final class LineReader: @unchecked Sendable {
        private let condition = NSCondition()
        private var lines: [String] = []
        /// When each line arrived, in seconds of `CLOCK_MONOTONIC` (the clock of the gallery's
        /// trace timestamps, `g_get_monotonic_time`).
        private var arrivals: [Double] = []
        private var isAtEnd = false

        /// Starts reading `fileDescriptor` until end of file; the reader closes it then.
        init(fileDescriptor: Int32, name: String) {
            let thread = Thread { [self] in readLoop(fileDescriptor) }
            thread.name = name
            thread.start()
        }

        /// All lines read so far.
        var snapshot: [String] {
            condition.lock()
            defer { condition.unlock() }
            return lines
        }

        /// All lines read so far, each with the `CLOCK_MONOTONIC` second it was read at.
        var timedSnapshot: [(line: String, arrived: Double)] {
            condition.lock()
            defer { condition.unlock() }
            return Array(zip(lines, arrivals))
        }

        /// Now on `CLOCK_MONOTONIC`, in seconds: the trace's clock.
        static func monotonicNow() -> Double {
            var now = timespec()
            clock_gettime(CLOCK_MONOTONIC, &now)
            return Double(now.tv_sec) + Double(now.tv_nsec) / 1_000_000_000
        }

        /// Whether the writer closed its end (usually: the process exited).
        var reachedEnd: Bool {
            condition.lock()
            defer { condition.unlock() }
            return isAtEnd
        }

        /// Waits until a line at index ≥ `start` satisfies `predicate`; returns its index and text,
        /// or `nil` after `timeout` seconds or at end of file without a match.
        func waitForLine(
            from start: Int = 0, timeout: TimeInterval, where predicate: (String) -> Bool
        ) -> (index: Int, line: String)? {
            let deadline = Date(timeIntervalSinceNow: timeout)
            condition.lock()
            defer { condition.unlock() }
            var next = start
            while true {
                while next < lines.count {
                    if predicate(lines[next]) { return (next, lines[next]) }
                    next += 1
                }
                if isAtEnd { return nil }
                if !condition.wait(until: deadline) { return nil }
            }
        }

        private func readLoop(_ fd: Int32) {
            var pending: [UInt8] = []
            var chunk = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
                if count < 0 && errno == EINTR { continue }
                if count <= 0 { break }
                pending.append(contentsOf: chunk[0..<count])
                var complete: [String] = []
                while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                    complete.append(String(decoding: pending[..<newline], as: UTF8.self))
                    pending.removeSubrange(...newline)
                }
                if !complete.isEmpty { append(complete, end: false) }
            }
            close(fd)
            append(pending.isEmpty ? [] : [String(decoding: pending, as: UTF8.self)], end: true)
        }

        private func append(_ newLines: [String], end: Bool) {
            let now = Self.monotonicNow()
            condition.lock()
            lines += newLines
            arrivals += Array(repeating: now, count: newLines.count)
            if end { isAtEnd = true }
            condition.broadcast()
            condition.unlock()
        }
    }
#endif
