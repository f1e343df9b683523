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
        }
    }
#endif
