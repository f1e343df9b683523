#if os(Linux)
    import Foundation
    import Testing

    /// Real-window tests of the harness itself, against `GtkProbe` (test support built with the
    /// tests, not a product): Xvfb, xdotool input, the trace, and in-app screenshots all work
    /// together.
    @Suite("GtkProbe under Xvfb", .serialized, .timeLimit(.minutes(2)))
    struct ProbeWindowTests {
        /// Launches the probe on its own display and waits for its first frames.
        private func launchProbe(_ arguments: [String] = []) throws -> (GtkAppSession, TraceEvent) {
            let session = try GtkAppSession.launch(try BuildProducts.executable("GtkProbe"), arguments: arguments)
            do {
                let ready = try session.app.waitFor("ready", timeout: 20)
                return (session, ready)
            } catch {
                session.stop()
                throw error
            }
        }

        @Test("A drag reports the mouse's real travel")
        func dragDeltaMatchesMouseTravel() throws {
            let (session, ready) = try launchProbe()
            defer { session.stop() }
            let window = try session.window()
            let geometry = try session.input.geometry(of: window)
            #expect(geometry.width == 800 && geometry.height == 600)

            let origin = (x: try ready.require("overlayX"), y: try ready.require("overlayY"))
            let start = (x: 400.0, y: 150.0)  // white background, above the panel
            let travel = (x: 60.0, y: 150.0)
            let mark = session.app.mark
            try session.input.drag(
                from: (origin.x + start.x, origin.y + start.y),
                to: (origin.x + start.x + travel.x, origin.y + start.y + travel.y),
                in: window, steps: 25)

            let began = try session.app.waitFor("drag-began", since: mark)
            #expect(abs(try began.require("x") - start.x) <= 1)
            #expect(abs(try began.require("y") - start.y) <= 1)
            let ended = try session.app.waitFor("drag-ended", since: mark)
            #expect(abs(try ended.require("dx") - travel.x) <= 1.5, "\(ended)")
            #expect(abs(try ended.require("dy") - travel.y) <= 1.5, "\(ended)")
        }

        @Test("Clicking the button emits clicked")
        func buttonClick() throws {
            let (session, ready) = try launchProbe()
            defer { session.stop() }
            let window = try session.window()
            let mark = session.app.mark
            try session.input.click(
                at: try ready.require("overlayX") + ready.require("buttonX"),
                try ready.require("overlayY") + ready.require("buttonY"), in: window)
            try session.app.waitFor("clicked", since: mark)
        }

        @Test("Keys and the wheel reach the controllers")
        func keyAndScroll() throws {
            let (session, ready) = try launchProbe()
            defer { session.stop() }
            let window = try session.window()
            try session.input.mouseMove(to: try ready.require("overlayX") + 400, try ready.require("overlayY") + 150, in: window)
            let mark = session.app.mark
            try session.input.key("Escape")
            let key = try session.app.waitFor("key", since: mark)
            #expect(key.string("name") == "Escape")
            try session.input.scroll(clicks: 2)
            let scroll = try session.app.waitFor("scroll", since: mark)
            #expect(try scroll.require("dy") > 0)
        }

        @Test("The in-app screenshot has the panel's and the background's colours")
        func screenshotPixels() throws {
            let path = FileManager.default.temporaryDirectory
                .appendingPathComponent("gtk-probe-\(UUID().uuidString).png").path
            defer { try? FileManager.default.removeItem(atPath: path) }
            let (session, _) = try launchProbe(["--screenshot", path, "--pixel", "400,400"])
            defer { session.stop() }

            let shot = try session.app.waitFor("screenshot")
            #expect(try shot.require("width") == 800 && shot.require("height") == 600)
            let pixel = try session.app.waitFor("pixel")
            let panelBlue = (r: 0x1c, g: 0x71, b: 0xd8)
            #expect(abs(Int(try pixel.require("r")) - panelBlue.r) <= 2, "\(pixel)")
            #expect(abs(Int(try pixel.require("g")) - panelBlue.g) <= 2, "\(pixel)")
            #expect(abs(Int(try pixel.require("b")) - panelBlue.b) <= 2, "\(pixel)")

            // Read the PNG back independently of GTK: its size from the header, pixels via ImageMagick.
            let size = try PNGHeader.size(ofFileAt: path)
            #expect(size.width == 800 && size.height == 600)
            #expect(try ImageMagick.pixel(ofFileAt: path, x: 400, y: 400) == [panelBlue.r, panelBlue.g, panelBlue.b])
            #expect(try ImageMagick.pixel(ofFileAt: path, x: 400, y: 100) == [255, 255, 255])
        }
    }
#endif
