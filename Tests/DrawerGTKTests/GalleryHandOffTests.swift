#if os(Linux)
    import Foundation
    import Testing

    /// The Shortcuts drawer: compressed (100) / expanded (270) / full (560) in a 630×600 overlay,
    /// a 200-row list whose scrolling hands off with the drawer's drag.
    extension GalleryUITests {
        @Suite("Shortcuts scroll hand-off", .timeLimit(.minutes(2)))
        struct HandOff {
            /// Launches the demo and clicks the grabber (a button inside the drawer: a press and release
            /// without motion must reach it), which moves the drawer from expanded to full.
            private func launchAtFull() throws -> GalleryUnderTest {
                let gallery = try GalleryUnderTest(demo: "shortcuts")
                do {
                    #expect(gallery.ready.string("detent") == "expanded")
                    let mark = gallery.mark
                    try gallery.click(at: (gallery.overlaySize.width / 2, try gallery.ready.require("panelY") + 10.5))
                    let settled = try gallery.waitForSettled(since: mark, detent: "full")
                    #expect(try settled.require("contentOffset") == 0)
                    return gallery
                } catch {
                    gallery.stop()
                    throw error
                }
            }

            @Test("At full height a drag in the list scrolls the list, not the drawer")
            func dragScrollsListAtFull() throws {
                let gallery = try launchAtFull()
                defer { gallery.stop() }
                let x = gallery.overlaySize.width * 0.6
                let mark = gallery.mark
                try gallery.drag(from: (x, 450), to: (x, 250), steps: 30, hold: 0.3)
                let press = try gallery.session.app.waitFor("press", since: mark)
                #expect(press.bool("scrollTracked") == true, "the list's finger went to the shared tracker: \(press)")
                let settled = try gallery.waitForSettled(since: mark)
                #expect(settled.string("detent") == "full")
                #expect(try settled.require("extent") == 560)
                let offset = try settled.require("contentOffset")
                #expect(offset > 170 && offset < 210, "the list followed the pointer: \(settled)")
            }

            @Test("With the list at its top a downward drag moves the drawer")
            func downwardDragAtTopMovesDrawer() throws {
                let gallery = try launchAtFull()
                defer { gallery.stop() }
                let x = gallery.overlaySize.width * 0.6
                let mark = gallery.mark
                try gallery.drag(from: (x, 200), to: (x, 420), steps: 30, hold: 0.3)
                let press = try gallery.session.app.waitFor("press", since: mark)
                #expect(press.bool("scrollTracked") == true, "\(press)")
                let settled = try gallery.waitForSettled(since: mark)
                #expect(settled.string("detent") == "expanded", "\(settled)")
                #expect(try settled.require("contentOffset") == 0)
            }

            @Test("One downward drag scrolls the list back to its top, then moves the drawer")
            func reverseHandOffInOneGesture() throws {
                let gallery = try launchAtFull()
                defer { gallery.stop() }
                let x = gallery.overlaySize.width * 0.6
                var mark = gallery.mark
                try gallery.drag(from: (x, 400), to: (x, 300), steps: 20, hold: 0.3)
                let scrolled = try gallery.waitForSettled(since: mark)
                let offset = try scrolled.require("contentOffset")
                #expect(offset > 70, "\(scrolled)")
                mark = gallery.mark
                // offset back to 0 first, then about 250 more for the drawer: 560 → ~310, nearest expanded.
                try gallery.drag(from: (x, 150), to: (x, 150 + offset + 250), steps: 40, hold: 0.3)
                let settled = try gallery.waitForSettled(since: mark)
                #expect(settled.string("detent") == "expanded", "\(settled)")
                #expect(try settled.require("contentOffset") == 0)
            }
        }
    }
#endif
