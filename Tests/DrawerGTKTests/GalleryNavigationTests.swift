#if os(Linux)
    import Foundation
    import Testing

    /// The navigation drawer: leading, 280 pt open, opens only from drags that start within 10 %
    /// of the 630-pt overlay (63 pt) from the edge.
    extension GalleryUITests {
        @Suite("Navigation drawer", .timeLimit(.minutes(2)))
        struct Navigation {
            @Test("The side drawer opens only from the edge region; a click on the overlay closes it")
            func opensFromEdgeOnly() throws {
                let gallery = try GalleryUnderTest(demo: "navigation")
                defer { gallery.stop() }
                #expect(gallery.ready.string("detent") == "closed")
                let y = gallery.overlaySize.height * 0.7

                var mark = gallery.mark
                try gallery.drag(from: (250, y), to: (500, y), steps: 20)
                let press = try gallery.session.app.waitFor("press", since: mark)
                #expect(press.bool("accepted") == false, "\(press)")
                try gallery.session.app.waitFor("release", since: mark)
                usleep(300_000)
                #expect(!gallery.session.app.events.contains { $0.name == "drag-began" || $0.name == "settled" })

                mark = gallery.mark
                try gallery.drag(from: (8, y), to: (250, y), steps: 20)
                let opened = try gallery.waitForSettled(since: mark)
                #expect(opened.string("detent") == "open", "\(opened)")
                #expect(try opened.require("visibleWidth") == 280)

                mark = gallery.mark
                try gallery.click(at: (500, y))
                try gallery.waitForSettled(since: mark, detent: "closed")
            }

            @Test("A panel held mid-drag is drawn where its last frame line says (moved without a layout pass)")
            func heldPanelIsDrawnWhereTraced() throws {
                let gallery = try GalleryUnderTest(demo: "navigation", extraArguments: ["--trace-frames"])
                defer { gallery.stop() }
                let y = gallery.overlaySize.height * 0.6
                let input = gallery.session.input
                let mark = gallery.mark
                try input.mouseMove(to: gallery.origin.x + 8, gallery.origin.y + y, in: gallery.window)
                usleep(50_000)
                try input.mouseDown()
                defer { try? input.mouseUp() }
                for step in 1...12 {
                    try input.mouseMove(to: gallery.origin.x + 8 + Double(step) * 12, gallery.origin.y + y, in: gallery.window)
                    usleep(16_000)
                }
                try gallery.session.app.waitFor("drag-began", since: mark)
                usleep(400_000)
                let frames = gallery.session.app.events(since: mark).filter {
                    $0.name == "frame" && $0.string("drawer") == "menu"
                }
                let last = try #require(frames.last, "no frame line while the finger moved")
                #expect(frames.count >= 3, "\(frames.count) frame lines")
                #expect(last.bool("resting") == false, "\(last)")
                let edge = try last.require("visibleX") + last.require("visibleWidth")
                // Held part-way open: neither closed nor at its 280-pt detent.
                #expect(edge > 40 && edge < 270, "\(last)")
                let pixels = try gallery.screenPixels([(edge - 6, y), (edge + 12, y)])
                #expect(pixels[0].isNearlyWhite, "inside the panel's edge at \(edge - 6): \(pixels[0])")
                #expect(!pixels[1].isNearlyWhite, "outside the panel's edge at \(edge + 12): \(pixels[1])")
            }

            @Test("A panel in the middle of a settle is drawn where its frame lines say (moved in place, without a layout pass)")
            func settlingPanelIsDrawnWhereTraced() throws {
                // A 12-second spring: half-way through, the panel moves about 50 px a second, so
                // the screen and the trace can be compared while the settle goes on. Frame ticks
                // (not input) move it, so this is the path that skips the layout pass.
                let gallery = try GalleryUnderTest(
                    demo: "navigation", extraArguments: ["--trace-frames", "--spring-response", "12"])
                defer { gallery.stop() }
                let y = gallery.overlaySize.height * 0.6
                let mark = gallery.mark
                try gallery.clickButton("Open menu")
                try gallery.session.app.waitFor("will-settle", since: mark) { $0.string("drawer") == "menu" }
                usleep(2_000_000)
                func lastEdge() throws -> (edge: Double, resting: Bool?) {
                    let frames = gallery.session.app.events(since: mark).filter {
                        $0.name == "frame" && $0.string("drawer") == "menu"
                    }
                    let last = try #require(frames.last, "no frame line during the settle")
                    return (try last.require("visibleX") + last.require("visibleWidth"), last.bool("resting"))
                }
                // The screenshot shows a frame between `before` and `after`: the panel only moves
                // right while it opens, so its drawn edge is at least `before`'s, at most `after`'s.
                let before = try lastEdge()
                var after = before
                let pixels = try gallery.screenPixels {
                    after = try lastEdge()
                    return [(before.edge - 6, y), (after.edge + 12, y)]
                }
                #expect(before.resting == false, "the settle should still be going on: \(before)")
                // Part-way open: neither closed nor at its 280-pt detent.
                #expect(before.edge > 30 && after.edge < 250, "\(before.edge) … \(after.edge)")
                #expect(pixels[0].isNearlyWhite, "inside the panel's edge at \(before.edge - 6): \(pixels[0])")
                #expect(!pixels[1].isNearlyWhite, "outside the panel's edge at \(after.edge + 12): \(pixels[1])")
            }
        }
    }
#endif
