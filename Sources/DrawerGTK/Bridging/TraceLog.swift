#if os(Linux)
    import Glibc

    /// Writes a JSON-lines trace to standard output: one object per line, flushed at once.
    ///
    /// The UI tests read an app's standard output line by line and wait for events, so every line
    /// must reach the pipe immediately: standard output is block-buffered when it is a pipe. Each
    /// line is written with a single `write(2)` (atomic on a pipe up to `PIPE_BUF`), after
    /// `fflush(nil)` pushes out anything `print` buffered earlier, so lines never interleave. Swift 6
    /// forbids touching the global `stdout` from concurrent code; `fflush(nil)` flushes all streams
    /// without naming it.
    ///
    /// Every line has an `"event"` key first, a `"timestamp"` second (seconds of the monotonic
    /// clock, the one ``DrawerClock`` and GTK's frame clock read, so lines can be timed against
    /// each other and against frame times), then the fields in the order given:
    ///
    /// ```swift
    /// TraceLog.emit("drag-ended", ["dx": .double(dx), "dy": .double(dy)])
    /// // {"event":"drag-ended","timestamp":5021.337104,"dx":0.0,"dy":-150.0}
    /// ```
    package enum TraceLog {
        /// Writes one event line to standard output.
        ///
        /// - Parameters:
        ///   - event: the event's name, the value of the `"event"` key.
        ///   - fields: further keys and values, written in order.
        package static func emit(_ event: String, _ fields: KeyValuePairs<String, TraceValue> = [:]) {
            emit(event, fields: fields.map { ($0.key, $0.value) })
        }

        /// Writes one event line whose fields were assembled at run time.
        package static func emit(_ event: String, fields: [(String, TraceValue)]) {
            write(line(event, fields: [("timestamp", .double(monotonicNow()))] + fields))
        }

        /// Seconds of `CLOCK_MONOTONIC` (what `g_get_monotonic_time` reads), to the microsecond.
        package static func monotonicNow() -> Double {
            var now = timespec()
            clock_gettime(CLOCK_MONOTONIC, &now)
            return Double(now.tv_sec) + Double(now.tv_nsec / 1000) / 1_000_000
        }

        /// The JSON text of an event line, without the newline (and without a timestamp: ``emit(_:_:)``
        /// adds it).
        package static func line(_ event: String, _ fields: KeyValuePairs<String, TraceValue> = [:]) -> String {
            line(event, fields: fields.map { ($0.key, $0.value) })
        }

        /// The JSON text of an event line, without the newline.
        package static func line(_ event: String, fields: [(String, TraceValue)]) -> String {
            var text = "{\"event\":" + TraceValue.quoted(event)
            for (key, value) in fields {
                text += "," + TraceValue.quoted(key) + ":" + value.json
            }
            return text + "}"
        }

        /// Writes `line` and a newline to file descriptor 1, retrying short writes.
        private static func write(_ line: String) {
            fflush(nil)
            var bytes = Array((line + "\n").utf8)
            bytes.withUnsafeMutableBytes { buffer in
                guard var base = buffer.baseAddress else { return }
                var remaining = buffer.count
                while remaining > 0 {
                    let written = Glibc.write(STDOUT_FILENO, base, remaining)
                    if written < 0 {
                        if errno == EINTR { continue }
                        return  // reader gone (EPIPE): tracing is best effort
                    }
                    remaining -= written
                    base += written
                }
            }
        }
    }
#endif
