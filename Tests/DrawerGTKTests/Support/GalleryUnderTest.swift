#if os(Linux)
    import Foundation

    /// `drawer-gallery --trace` on its own Xvfb, with helpers in the demo overlay's coordinates
    /// (those of the trace's panel rectangles).
    ///
    /// ```swift
    /// let gallery = try GalleryUnderTest(demo: "maps")
    /// defer { gallery.stop() }
    /// let mark = gallery.mark
    /// try gallery.drag(from: (300, 400), to: (300, 200))
    /// let settled = try gallery.waitForSettled(since: mark)
    /// ```
    final class GalleryUnderTest: @unchecked Sendable {
        let session: GtkAppSession
        /// The `ready` line: window and overlay geometry, the primary drawer's state.
        let ready: TraceEvent
        /// The window id for xdotool.
        let window: String
        /// The overlay's origin in the window.
        let origin: (x: Double, y: Double)

        /// Launches the gallery on `demo` and waits for it to draw.
        init(demo: String, size: String = "800x600", extraArguments: [String] = []) throws {
            session = try GtkAppSession.launch(
                try BuildProducts.executable("drawer-gallery"),
                arguments: ["--trace", "--demo", demo, "--size", size] + extraArguments)
            do {
                ready = try session.app.waitFor("ready", timeout: 20)
                window = try session.window()
                origin = (try ready.require("overlayX"), try ready.require("overlayY"))
            } catch {
                session.stop()
                throw error
            }
        }

        /// The output line count: wait for events after it.
        var mark: Int { session.app.mark }

        /// The overlay's size.
        var overlaySize: (width: Double, height: Double) {
            ((try? ready.require("overlayWidth")) ?? 0, (try? ready.require("overlayHeight")) ?? 0)
        }

        /// Drags in overlay coordinates. `hold` keeps the pointer still before release (a slow
        /// release); few `steps` with a short delay make a flick.
        func drag(
            from start: (Double, Double), to end: (Double, Double), steps: Int = 30, stepDelay: TimeInterval = 0.016,
            hold: TimeInterval = 0
        ) throws {
            try session.input.drag(
                from: (origin.x + start.0, origin.y + start.1), to: (origin.x + end.0, origin.y + end.1), in: window,
                steps: steps, stepDelay: stepDelay, holdBeforeRelease: hold)
        }

        /// A quick flick of `dy` (or `dx`) pixels from `start`, released with its last move: the
        /// 30 ms pause other drags make before releasing left a flick 10 ms from reading as a
        /// finger that rested, which a loaded machine's late wake-ups crossed.
        func flick(from start: (Double, Double), by delta: (Double, Double)) throws {
            try session.input.drag(
                from: (origin.x + start.0, origin.y + start.1), to: (origin.x + start.0 + delta.0, origin.y + start.1 + delta.1),
                in: window, steps: 6, stepDelay: 0.01, releaseDelay: 0)
        }

        /// Clicks at a point in overlay coordinates.
        func click(at point: (Double, Double)) throws {
            try session.input.click(at: origin.x + point.0, origin.y + point.1, in: window)
        }

        /// Clicks the centre of the button labelled `label`, where the gallery last traced it
        /// (at `ready` and after each settle; buttons in drawers move with them) after `since`.
        func clickButton(_ label: String, since: Int = 0) throws {
            let button = try session.app.waitFor("button", since: since) { $0.string("label") == label }
            let x = try button.require("x") + button.require("width") / 2
            let y = try button.require("y") + button.require("height") / 2
            try click(at: (x, y))
        }

        /// Clicks the centre of the button `label` where the gallery traced it last, after waiting
        /// `settle` seconds for the trace of a settle in progress (buttons are traced at `ready` and
        /// after every settle; a button in a sheet moves with it, and a click on one is itself a
        /// press the sheet settles after).
        func clickLastTracedButton(_ label: String, after settle: TimeInterval = 0.2) throws {
            usleep(UInt32(settle * 1_000_000))
            guard let button = session.app.events.last(where: { $0.name == "button" && $0.string("label") == label })
            else { throw UITestError.timeout("button \(label)") }
            try click(
                at: (
                    try button.require("x") + button.require("width") / 2,
                    try button.require("y") + button.require("height") / 2
                ))
        }

        /// Waits for the drawer `drawer` to report `settled` after `since`, optionally at `detent`.
        @discardableResult
        func waitForSettled(
            since: Int, drawer: String? = nil, detent: String? = nil, timeout: TimeInterval = 10
        ) throws -> TraceEvent {
            try session.app.waitFor("settled", since: since, timeout: timeout) { event in
                (drawer == nil || event.string("drawer") == drawer) && (detent == nil || event.string("detent") == detent)
            }
        }

        /// Takes an X screenshot of the whole screen (the window sits at the screen's origin: there
        /// is no window manager) and returns the RGB of a point in overlay coordinates.
        func screenPixels(_ points: [(Double, Double)]) throws -> [[Int]] {
            try screenPixels { points }
        }

        /// Takes the screenshot first and asks `points` where to read it only afterwards: for points
        /// that depend on what the app reported while the screenshot was being taken.
        func screenPixels(at points: () throws -> [(Double, Double)]) throws -> [[Int]] {
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-\(UUID().uuidString).png").path
            defer { try? FileManager.default.removeItem(atPath: path) }
            try Command.run("import", ["-window", "root", path], environment: ["DISPLAY": session.display.name])
            let geometry = try session.input.geometry(of: window)
            return try points().map { point in
                try ImageMagick.pixel(
                    ofFileAt: path, x: geometry.x + Int(origin.x + point.0), y: geometry.y + Int(origin.y + point.1))
            }
        }

        /// Rows of the screen, each `width` pixels from (`x`, `y`) of the drawer area, from one screenshot.
        func screenRows(_ rows: [(x: Double, y: Double, width: Int)]) throws -> [[[Int]]] {
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-\(UUID().uuidString).png").path
            defer { try? FileManager.default.removeItem(atPath: path) }
            try Command.run("import", ["-window", "root", path], environment: ["DISPLAY": session.display.name])
            let geometry = try session.input.geometry(of: window)
            return try rows.map { row in
                try ImageMagick.row(
                    ofFileAt: path, x: geometry.x + Int(origin.x + row.x), y: geometry.y + Int(origin.y + row.y), width: row.width
                )
            }
        }

        func stop() { session.stop() }
    }

    extension [Int] {
        /// Whether an RGB triple is (nearly) white: the panels' default background.
        var isNearlyWhite: Bool { count >= 3 && self[0] >= 245 && self[1] >= 245 && self[2] >= 245 }
    }
#endif
