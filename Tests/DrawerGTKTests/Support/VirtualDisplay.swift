#if os(Linux)
    import Foundation

    /// An Xvfb X server of our own, on a free display number, stopped with the test.
    ///
    /// Xvfb picks the display number itself and reports it once it accepts connections
    /// (`-displayfd 1`, read from its standard output), so there is no race on display numbers with
    /// other test runs and no polling for readiness. Its standard error (noise about missing fonts
    /// and XKB) is read into memory, not shown.
    final class VirtualDisplay: @unchecked Sendable {
        /// The display name, such as `:3`, for `DISPLAY`.
        let name: String
        /// The screen size in pixels.
        let width: Int
        let height: Int

        private let server: ChildProcess

        /// Starts Xvfb with one screen of the given size and waits until it accepts connections.
        init(width: Int = 1280, height: Int = 1024, timeout: TimeInterval = 15) throws {
            let xvfb = try Command.require("Xvfb")
            server = try ChildProcess(
                executable: xvfb,
                arguments: [
                    "-displayfd", "1", "-screen", "0", "\(width)x\(height)x24",
                    "-nolisten", "tcp", "-noreset",
                ])
            guard let (_, line) = server.output.waitForLine(timeout: timeout, where: { Int($0) != nil }),
                let number = Int(line)
            else {
                server.stop()
                throw UITestError.timeout("Xvfb to report its display (stderr: \(server.errors.snapshot.suffix(5)))")
            }
            self.name = ":\(number)"
            self.width = width
            self.height = height
        }

        deinit { stop() }

        /// Stops the server. Idempotent.
        func stop() { server.stop() }
    }
#endif
