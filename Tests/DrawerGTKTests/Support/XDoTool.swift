#if os(Linux)
    import Foundation

    /// Drives real X input on a ``VirtualDisplay`` through `xdotool`.
    ///
    /// Coordinates given with a window id are relative to that window's top-left corner (for a GTK 4
    /// window without a window manager, the same as the window widget's coordinates: there is no
    /// client-side shadow then). GTK coalesces motion events per frame, so assert on where a
    /// gesture ended, not on how many motion events arrived.
    struct XDoTool: Sendable {
        /// The display to drive.
        let display: String

        /// Runs one `xdotool` command line (commands may be chained, as xdotool allows).
        @discardableResult
        func run(_ arguments: [String], timeout: TimeInterval = 10) throws -> String {
            try Command.run("xdotool", arguments, environment: ["DISPLAY": display], timeout: timeout)
        }

        /// Runs `parts` as one chained command line (one process, so their timing is the chain's)
        /// and returns when each part began, in seconds of `CLOCK_MONOTONIC`, the clock of the
        /// gallery's trace: before each part `getmouselocation` prints a line, which `stdbuf -oL`
        /// sends at once and the reader stamps as it arrives (`nil` where no line came).
        @discardableResult
        func runMarked(_ parts: [[String]], timeout: TimeInterval = 10) throws -> [Double?] {
            let arguments = ["-oL", try Command.require("xdotool")] + parts.flatMap { ["getmouselocation"] + $0 }
            let outcome = try Command.execute("stdbuf", arguments, environment: ["DISPLAY": display], timeout: timeout)
            guard outcome.status == 0 else {
                throw UITestError.commandFailed(
                    (["xdotool"] + arguments.dropFirst(2)).joined(separator: " "), status: outcome.status,
                    output: outcome.output + "\n" + outcome.errors)
            }
            return parts.indices.map { $0 < outcome.outputArrivals.count ? outcome.outputArrivals[$0] : nil }
        }

        /// Waits until process `pid` has a visible window and returns its id.
        ///
        /// `--onlyvisible` matters: GTK also creates an unmapped 1×1 leader window at (-100, -100)
        /// that carries the same pid, and it is listed first.
        func waitForWindow(pid: Int32, timeout: TimeInterval = 10) throws -> String {
            let deadline = Date(timeIntervalSinceNow: timeout)
            repeat {
                // xdotool search exits 1 when nothing matches yet.
                if let found = try? run(["search", "--onlyvisible", "--pid", String(pid)]),
                    let window = found.split(separator: "\n").first
                {
                    return String(window)
                }
                usleep(50_000)
            } while Date() < deadline
            throw UITestError.timeout("a visible window of pid \(pid)")
        }

        /// The window's position on the screen and size.
        func geometry(of window: String) throws -> (x: Int, y: Int, width: Int, height: Int) {
            var values: [String: Int] = [:]
            for line in try run(["getwindowgeometry", "--shell", window]).split(separator: "\n") {
                let parts = line.split(separator: "=", maxSplits: 1)
                if parts.count == 2, let value = Int(parts[1]) { values[String(parts[0])] = value }
            }
            guard let x = values["X"], let y = values["Y"], let width = values["WIDTH"], let height = values["HEIGHT"]
            else { throw UITestError.commandFailed("xdotool getwindowgeometry", status: 0, output: "\(values)") }
            return (x, y, width, height)
        }

        /// Resizes a window (the app sees a new allocation a frame later).
        func setSize(of window: String, width: Int, height: Int) throws {
            try run(["windowsize", "--sync", window, String(width), String(height)])
        }

        /// Moves the pointer to (`x`, `y`) in `window`'s coordinates, or the screen's if `nil`.
        func mouseMove(to x: Double, _ y: Double, in window: String? = nil) throws {
            try run(Self.move(x, y, in: window))
        }

        /// Presses a mouse button (1 left, 2 middle, 3 right) where the pointer is.
        func mouseDown(button: Int = 1) throws { try run(["mousedown", String(button)]) }

        /// Moves to (`x`, `y`) in `window` and presses a button there, in one xdotool process.
        func press(at x: Double, _ y: Double, in window: String? = nil, button: Int = 1) throws {
            try run(Self.move(x, y, in: window) + ["mousedown", String(button)])
        }

        /// Releases a mouse button.
        func mouseUp(button: Int = 1) throws { try run(["mouseup", String(button)]) }

        /// Moves to (`x`, `y`) in `window` and clicks there.
        func click(at x: Double, _ y: Double, in window: String? = nil, button: Int = 1) throws {
            try run(Self.move(x, y, in: window) + ["sleep", "0.05", "click", String(button)])
        }

        /// Turns the wheel: positive `clicks` scroll down (button 5), negative up (button 4).
        func scroll(clicks: Int) throws {
            guard clicks != 0 else { return }
            try run(["click", "--repeat", String(abs(clicks)), "--delay", "30", clicks > 0 ? "5" : "4"])
        }

        /// Presses and releases keys, in xdotool's names: `"Escape"`, `"Down"`, `"ctrl+w"`.
        func key(_ keys: String...) throws { try run(["key"] + keys) }

        /// Drags smoothly: press at `from`, move to `to` in `steps` equal moves `stepDelay` seconds
        /// apart, optionally hold still, then release `releaseDelay` seconds after the last move.
        /// Runs as one xdotool process for steady timing.
        ///
        /// The release happens at exactly `to`, so a gesture's final offset is `to - from`. A release
        /// more than 40 ms after the last move is a finger that rested (DrawerVelocityTracker's
        /// `restInterval`): a flick must release at once, since on a loaded machine every `sleep`
        /// of xdotool can wake late.
        func drag(
            from start: (x: Double, y: Double), to end: (x: Double, y: Double), in window: String? = nil,
            steps: Int = 20, stepDelay: TimeInterval = 0.016, holdBeforeRelease: TimeInterval = 0,
            releaseDelay: TimeInterval = 0.03, button: Int = 1
        ) throws {
            let steps = max(1, steps)
            var arguments = Self.move(start.x, start.y, in: window) + ["sleep", "0.05", "mousedown", String(button)]
            for step in 1...steps {
                let t = Double(step) / Double(steps)
                arguments += ["sleep", Self.seconds(stepDelay)]
                arguments += Self.move(start.x + (end.x - start.x) * t, start.y + (end.y - start.y) * t, in: window)
            }
            if holdBeforeRelease > 0 { arguments += ["sleep", Self.seconds(holdBeforeRelease)] }
            if releaseDelay > 0 { arguments += ["sleep", Self.seconds(releaseDelay)] }
            arguments += ["mouseup", String(button)]
            try run(arguments, timeout: 10 + Double(steps) * stepDelay + holdBeforeRelease)
        }

        private static func move(_ x: Double, _ y: Double, in window: String?) -> [String] {
            let coordinates = [String(Int(x.rounded())), String(Int(y.rounded()))]
            guard let window else { return ["mousemove", "--sync"] + coordinates }
            return ["mousemove", "--window", window] + coordinates
        }

        private static func seconds(_ value: TimeInterval) -> String {
            String(format: "%.3f", max(0, value))
        }
    }
#endif
