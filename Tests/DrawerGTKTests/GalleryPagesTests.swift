#if os(Linux)
    import Foundation
    import Testing

    /// Issue 25's pages under real X input: the Settings sheet (fitted to its short list) pushes
    /// the taller Wi-Fi page with its "Wi-Fi details" button and pops it with "Back".
    extension GalleryUITests {
        @Suite("Pages", .timeLimit(.minutes(2)))
        struct Pages {
            /// The extents of the `frame` lines of the settings sheet after `since`.
            static func frames(_ gallery: GalleryUnderTest, since: Int, until end: Int? = nil) -> [Double] {
                let events = gallery.session.app.events(since: since)
                return events.prefix(end.map { $0 - since } ?? events.count)
                    .filter { $0.name == "frame" && $0.string("drawer") == "settings" }.compactMap { $0.double("extent") }
            }

            /// The settings sheet's `frame` lines after `since`: extent and trace time.
            static func timedFrames(_ gallery: GalleryUnderTest, since: Int) -> [(extent: Double, time: Double)] {
                gallery.session.app.events(since: since).filter { $0.name == "frame" && $0.string("drawer") == "settings" }
                    .compactMap { event in event.double("extent").flatMap { e in event.double("timestamp").map { (e, $0) } } }
            }

            /// Clicks the button `label` where it was last traced (after the sheet's last settle).
            static func clickLastButton(_ gallery: GalleryUnderTest, _ label: String) throws {
                try gallery.clickLastTracedButton(label, after: 0.2)
            }

            /// Pushes the Wi-Fi page ("Wi-Fi details") and waits until the sheet has settled at
            /// the page's fit.
            static func pushWiFiPage(_ gallery: GalleryUnderTest) throws {
                let mark = gallery.mark
                try gallery.clickButton("Wi-Fi details")
                try gallery.session.app.waitFor("page-pushed", since: mark)
                try gallery.waitForSettled(since: gallery.mark, drawer: "settings", detent: "fit")
            }

            @Test("A push springs from the list's fit to the detail's, Back returns to the detent the list was left at")
            func pushAndBack() throws {
                let gallery = try GalleryUnderTest(demo: "pages", extraArguments: ["--trace-frames"])
                defer { gallery.stop() }
                #expect(gallery.ready.string("detent") == "fit")
                // The list's fit as drawn once the window has settled its layout (the sidebar's
                // width, and with it the list's wrapping, can change after the first frame).
                usleep(600_000)
                let latest = gallery.session.app.events.last { $0.string("drawer") == "settings" && $0.double("extent") != nil }
                let listFit = try (latest ?? gallery.ready).require("extent")

                var mark = gallery.mark
                try gallery.clickButton("Wi-Fi details")
                let pushed = try gallery.session.app.waitFor("page-pushed", since: mark)
                #expect(pushed.string("page") == "wifi")
                #expect(abs(try pushed.require("extent") - listFit) < 1, "no jump at the push: \(pushed)")
                // (The click itself reports the sheet at rest where it was: wait past the push.)
                let detail = try gallery.waitForSettled(since: gallery.mark, drawer: "settings", detent: "fit")
                let detailFit = try detail.require("extent")
                #expect(detailFit > listFit + 100, "the detail page is taller: \(listFit) → \(detailFit)")
                let rising = Self.frames(gallery, since: mark)
                let between = rising.filter { $0 > listFit + 2 && $0 < detailFit - 2 }
                #expect(between.count >= 3, "sprang through \(rising)")
                // No jump: at most 80 pt per 60 Hz frame interval between two drawn frames. A loaded
                // machine draws fewer frames and the spring moves on meanwhile (steps of 86 and 95 pt
                // after longer gaps, in a run under load); the push in one frame would be 260 pt.
                let timed = Self.timedFrames(gallery, since: mark)
                for (a, b) in zip(timed, timed.dropFirst()) {
                    let intervals = max(1, ((b.time - a.time) * 60).rounded())
                    #expect(
                        abs(b.extent - a.extent) < 80 * intervals,
                        "a step of \(b.extent - a.extent) in \(b.time - a.time) s: \(rising)")
                }

                let pushMark = mark
                mark = gallery.mark
                try gallery.clickButton("Back", since: pushMark)
                let popped = try gallery.session.app.waitFor("page-popped", since: mark)
                #expect(popped.string("page") == "root")
                let back = try gallery.waitForSettled(since: gallery.mark, drawer: "settings", detent: "fit")
                #expect(abs(try back.require("extent") - listFit) < 1, "\(back)")
                #expect(Self.frames(gallery, since: mark).filter { $0 < detailFit - 2 && $0 > listFit + 2 }.count >= 3)

                // Left at large, the list comes back at large.
                mark = gallery.mark
                let x = gallery.overlaySize.width / 2
                try gallery.drag(from: (x, try back.require("visibleY") + 10), to: (x, 10), steps: 20)
                try gallery.waitForSettled(since: mark, drawer: "settings", detent: "large")
                mark = gallery.mark
                try Self.clickLastButton(gallery, "Wi-Fi details")
                try gallery.session.app.waitFor("page-pushed", since: mark)
                try gallery.waitForSettled(since: gallery.mark, drawer: "settings", detent: "fit")
                mark = gallery.mark
                try Self.clickLastButton(gallery, "Back")
                try gallery.session.app.waitFor("page-popped", since: mark)
                try gallery.waitForSettled(since: gallery.mark, drawer: "settings", detent: "large")
            }

            @Test("A page's list shares drags with the sheet: at large a drag on it scrolls the list, not the sheet")
            func pageListScrolls() throws {
                let gallery = try GalleryUnderTest(demo: "pages")
                defer { gallery.stop() }
                try Self.pushWiFiPage(gallery)
                var mark = gallery.mark
                try Self.clickLastButton(gallery, "Other networks")
                let pushed = try gallery.session.app.waitFor("page-pushed", since: mark)
                #expect(pushed.string("page") == "networks")
                let medium = try gallery.waitForSettled(since: gallery.mark, drawer: "settings", detent: "medium")
                // The header above the list lifts the sheet to large.
                let x = gallery.overlaySize.width / 2
                mark = gallery.mark
                try gallery.drag(from: (x, try medium.require("visibleY") + 8), to: (x, 8), steps: 20, hold: 0.2)
                let large = try gallery.waitForSettled(since: mark, drawer: "settings", detent: "large")
                let list = try gallery.session.app.waitFor("area", since: mark) { $0.string("label") == "network list" }
                let listY = try list.require("y")
                let start = min(listY + (try list.require("height")), gallery.overlaySize.height) - 40
                #expect(start > listY + 100, "the list is on screen: \(list)")
                mark = gallery.mark
                try gallery.drag(from: (x, start), to: (x, start - 150), steps: 30, hold: 0.3)
                let press = try gallery.session.app.waitFor("press", since: mark)
                #expect(press.bool("scrollTracked") == true, "the page's list took the finger: \(press)")
                let settled = try gallery.waitForSettled(since: mark, drawer: "settings")
                #expect(settled.string("detent") == "large")
                #expect(abs(try settled.require("extent") - large.require("extent")) < 1, "the sheet stayed: \(settled)")
                let scrolled = gallery.session.app.events(since: mark).last {
                    $0.name == "list-scrolled" && $0.string("label") == "network list"
                }
                #expect((scrolled?.double("offset") ?? 0) > 100, "the list followed the pointer: \(String(describing: scrolled))")
            }

            @Test("With a page pushed, moving the sheet to the top edge puts the handle on the page's free side")
            func edgeChangeWithAPage() throws {
                let gallery = try GalleryUnderTest(demo: "pages")
                defer { gallery.stop() }
                try Self.pushWiFiPage(gallery)
                let mark = gallery.mark
                try Self.clickLastButton(gallery, "Sheet edge: top or bottom")
                let configured = try gallery.session.app.waitFor("configured", since: mark)
                #expect(configured.string("side") == "top", "\(configured)")
                #expect(configured.string("handleBeside") == "after", "the handle hangs below the page: \(configured)")
            }

            @Test("A drag during the push animation takes the sheet over where it is")
            func dragTakesOver() throws {
                let gallery = try GalleryUnderTest(demo: "pages", extraArguments: ["--trace-frames"])
                defer { gallery.stop() }
                let top = try gallery.ready.require("visibleY")
                let x = gallery.overlaySize.width / 2
                let mark = gallery.mark
                try gallery.clickButton("Wi-Fi details")
                try gallery.session.app.waitFor("page-pushed", since: mark)
                // Grab the handle strip while the sheet rises and pull it down.
                try gallery.drag(from: (x, top + 10), to: (x, top + 130), steps: 12, stepDelay: 0.016, hold: 0.2)
                let released = gallery.mark
                let began = try gallery.session.app.waitFor("drag-began", since: mark)
                let settled = try gallery.waitForSettled(since: released, drawer: "settings")
                let events = gallery.session.app.events(since: mark)
                let beganIndex = try #require(events.firstIndex { $0.name == "drag-began" })
                let pushedIndex = try #require(events.firstIndex { $0.name == "page-pushed" })
                #expect(pushedIndex < beganIndex)
                #expect(
                    !events[pushedIndex..<beganIndex].contains { $0.name == "settled" && $0.string("drawer") == "settings" },
                    "grabbed before the push settled")
                let lastFrame = events[..<beganIndex].last { $0.name == "frame" }?.double("extent")
                if let lastFrame, let grabbed = began.double("extent") {
                    #expect(abs(grabbed - lastFrame) < 40, "taken over where it was: \(lastFrame) → \(grabbed)")
                }
                #expect(settled.string("detent") != nil)
            }
        }
    }
#endif
