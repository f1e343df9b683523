#if os(Linux)
    import Foundation
    import Testing

    /// Behaviours that live in the hosting model, under real X input: which drawer Escape closes
    /// in a stack, and a drawer whose edge changes while the app runs.
    extension GalleryUITests {
        @Suite("Hosting model", .timeLimit(.minutes(2)))
        struct HostModel {
            @Test("Stacked demo: open B over A with A's button; Escape closes only B, then A")
            func escapeClosesOnlyTheTopSheet() throws {
                let gallery = try GalleryUnderTest(demo: "stacked")
                defer { gallery.stop() }
                #expect(gallery.ready.string("drawer") == "A")
                #expect(gallery.ready.string("detent") == "medium")

                var mark = gallery.mark
                try gallery.clickButton("Open sheet B")  // a real click on a button inside sheet A
                let opened = try gallery.waitForSettled(since: mark, drawer: "B")
                #expect(opened.string("detent") == "small", "\(opened)")

                mark = gallery.mark
                try gallery.session.input.key("Escape")
                let escape = try gallery.session.app.waitFor("escape", since: mark)
                #expect(escape.string("drawer") == "B", "\(escape)")
                #expect(escape.bool("handled") == true)
                try gallery.waitForSettled(since: mark, drawer: "B", detent: "closed")
                usleep(300_000)
                let touchedA = gallery.session.app.events(since: mark).contains { event in
                    event.string("drawer") == "A" && ["will-settle", "settled", "dismissed"].contains(event.name)
                }
                #expect(!touchedA, "Escape left sheet A where it was")

                mark = gallery.mark
                try gallery.session.input.key("Escape")
                let second = try gallery.session.app.waitFor("escape", since: mark)
                #expect(second.string("drawer") == "A", "\(second)")
                try gallery.waitForSettled(since: mark, drawer: "A", detent: "closed")
            }

            @Test("An edge change at run time turns the panel and its input axes")
            func edgeChangeAtRunTime() throws {
                let gallery = try GalleryUnderTest(demo: "edges")
                defer { gallery.stop() }
                #expect(gallery.ready.string("drawer") == "bottom")
                #expect(gallery.ready.string("detent") == "medium")
                let width = gallery.overlaySize.width
                let height = gallery.overlaySize.height

                var mark = gallery.mark
                try gallery.clickButton("Flip the bottom drawer's edge")
                let flipped = try gallery.session.app.waitFor("configured", since: mark)
                #expect(flipped.string("side") == "right", "\(flipped)")
                #expect(flipped.string("panelOrientation") == "horizontal")
                #expect(flipped.string("detent") == "medium", "the detent survives the edge change")
                #expect(try flipped.require("visibleWidth") == (width / 2).rounded())
                #expect(try flipped.require("visibleX") == width - (width / 2).rounded())

                // A vertical wheel over the side drawer is not along its axis: it does not move it.
                let panel = (width * 0.75, height * 0.5)
                try gallery.session.input.mouseMove(
                    to: gallery.origin.x + panel.0, gallery.origin.y + panel.1, in: gallery.window)
                mark = gallery.mark
                try gallery.session.input.scroll(clicks: 3)
                usleep(400_000)
                #expect(!gallery.session.app.events(since: mark).contains { $0.name == "drag-began" })

                // A drag towards the new edge closes it.
                mark = gallery.mark
                try gallery.drag(from: panel, to: (panel.0 + 260, panel.1), steps: 30, hold: 0.2)
                let closed = try gallery.waitForSettled(since: mark, drawer: "bottom")
                #expect(closed.string("detent") == "closed", "\(closed)")
                #expect(closed.string("side") == "right")

                mark = gallery.mark
                try gallery.clickButton("Flip the bottom drawer's edge")
                let back = try gallery.session.app.waitFor("configured", since: mark)
                #expect(back.string("side") == "bottom", "\(back)")
                #expect(back.string("panelOrientation") == "vertical")
            }
        }
    }
#endif
