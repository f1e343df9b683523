#if os(Linux)
    import Foundation
    import Testing

    /// Issue 15's demo under real X input: a sheet that may not be closed (medium 300 of a 600 px
    /// overlay) with handle-tap cycling and scale-back, over a mini player whose 64 px bar becomes
    /// its sheet at 15 %.
    extension GalleryUITests {
        @Suite("Beyond peers", .timeLimit(.minutes(2)))
        struct Beyond {
            /// Where the sheet's grabber is drawn when the sheet's visible top is `top`: a 5 px
            /// pill with 8 px margins, centred.
            static func grabber(_ gallery: GalleryUnderTest, top: Double) -> (Double, Double) {
                (gallery.overlaySize.width / 2, top + 10.5)
            }

            /// Clicks the button `label` where it was last traced (buttons are traced right after
            /// each settle, so the sheet's must have come to rest).
            static func clickLastButton(_ gallery: GalleryUnderTest, _ label: String) throws {
                try gallery.clickLastTracedButton(label, after: 0.2)
            }

            /// Makes the sheet dismissible and closes it with its "Done" button.
            static func closeSheet(_ gallery: GalleryUnderTest) throws {
                var mark = gallery.mark
                try clickLastButton(gallery, "Allow closing")
                try gallery.session.app.waitFor("configured", since: mark)
                mark = gallery.mark
                try clickLastButton(gallery, "Done")
                try gallery.waitForSettled(since: mark, drawer: "sheet", detent: "closed")
            }

            @Test("A swipe, a dimming click and Escape on the locked sheet are attempts with their cause; it stays")
            func attempts() throws {
                let gallery = try GalleryUnderTest(demo: "beyond")
                defer { gallery.stop() }
                #expect(gallery.ready.string("detent") == "medium")
                let x = gallery.overlaySize.width * 0.7
                try gallery.session.input.mouseMove(to: gallery.origin.x + x, gallery.origin.y + 100, in: gallery.window)
                var mark = gallery.mark
                try gallery.flick(from: (x, 340), by: (0, 220))
                let swipe = try gallery.session.app.waitFor("dismiss-attempt", since: mark)
                #expect(swipe.string("cause") == "swipe", "\(swipe)")
                let back = try gallery.waitForSettled(since: mark, drawer: "sheet")
                #expect(back.string("detent") != "closed", "\(back)")

                mark = gallery.mark
                try gallery.click(at: (x, 10))
                let tap = try gallery.session.app.waitFor("dismiss-attempt", since: mark)
                #expect(tap.string("cause") == "dimmingTap", "\(tap)")

                // Escape last: the clicks have given the window the keyboard by now.
                mark = gallery.mark
                try gallery.session.input.key("Escape")
                let escape = try gallery.session.app.waitFor("dismiss-attempt", since: mark)
                #expect(escape.string("cause") == "escape", "\(escape)")
                usleep(400_000)
                let events = gallery.session.app.events
                #expect(!events.contains { $0.name == "dismissed" }, "never closed")
            }

            @Test("Once allowed, Escape, a swipe and a dimming click close the sheet, each with its cause")
            func causes() throws {
                let gallery = try GalleryUnderTest(demo: "beyond")
                defer { gallery.stop() }
                let x = gallery.overlaySize.width * 0.7
                var mark = gallery.mark
                try gallery.clickButton("Allow closing")
                try gallery.session.app.waitFor("configured", since: mark)

                mark = gallery.mark
                try gallery.session.input.key("Escape")
                let escape = try gallery.session.app.waitFor("dismissed", since: mark)
                #expect(escape.string("cause") == "escape", "\(escape)")
                try gallery.waitForSettled(since: mark, drawer: "sheet", detent: "closed")

                mark = gallery.mark
                try gallery.clickButton("Open sheet")
                try gallery.waitForSettled(since: mark, drawer: "sheet", detent: "medium")
                mark = gallery.mark
                try gallery.flick(from: (x, 340), by: (0, 220))
                let swipe = try gallery.session.app.waitFor("dismissed", since: mark)
                #expect(swipe.string("cause") == "swipe", "\(swipe)")
                try gallery.waitForSettled(since: mark, drawer: "sheet", detent: "closed")

                mark = gallery.mark
                try gallery.clickButton("Open sheet")
                try gallery.waitForSettled(since: mark, drawer: "sheet", detent: "medium")
                mark = gallery.mark
                try gallery.click(at: (x, 10))
                let tap = try gallery.session.app.waitFor("dismissed", since: mark)
                #expect(tap.string("cause") == "dimmingTap", "\(tap)")
                #expect(!gallery.session.app.events.contains { $0.name == "dismiss-attempt" })
            }

            @Test("A click on the handle cycles the sheet: medium, large, and back to medium while it may not close")
            func handleClickCycles() throws {
                let gallery = try GalleryUnderTest(demo: "beyond")
                defer { gallery.stop() }
                var mark = gallery.mark
                try gallery.click(at: Self.grabber(gallery, top: try gallery.ready.require("visibleY")))
                let tap = try gallery.session.app.waitFor("handle-tap", since: mark)
                #expect(tap.bool("handled") == true, "\(tap)")
                // The press and release first report the sheet at rest where it is (the drag that
                // never started), then the tap moves it.
                let large = try gallery.waitForSettled(since: mark, drawer: "sheet", detent: "large")
                #expect(!gallery.session.app.events.contains { $0.name == "drag-began" }, "a click, not a drag")

                mark = gallery.mark
                try gallery.click(at: Self.grabber(gallery, top: try large.require("visibleY")))
                try gallery.session.app.waitFor("handle-tap", since: mark)
                // Locked: from the largest back to the smallest open stop, not closed.
                try gallery.waitForSettled(since: mark, drawer: "sheet", detent: "medium")
                #expect(!gallery.session.app.events.contains { $0.name == "dismissed" })
            }

            @Test("The page behind the sheet is pushed back in step with the sheet's progress")
            func scaleBackFollowsProgress() throws {
                let gallery = try GalleryUnderTest(demo: "beyond")
                defer { gallery.stop() }
                let width = try gallery.ready.require("containerWidth")
                let full = (width - 26) / width
                let atMedium = try gallery.ready.require("contentScale")
                #expect(atMedium < 1 && atMedium > full, "part of the way at medium: \(atMedium)")
                // Drawn, not only traced: the green page has moved down and in, so the overlay's
                // top strip shows the window behind it, while further down the page is green.
                let x = gallery.overlaySize.width / 2
                let scaled = try gallery.screenPixels([(x, 2), (x, 220)])
                #expect(!(scaled[0][1] > scaled[0][0] + 10), "the top strip is not the page: \(scaled[0])")
                #expect(scaled[1][1] > scaled[1][0] + 10, "the page is green: \(scaled[1])")

                var mark = gallery.mark
                try gallery.click(at: Self.grabber(gallery, top: try gallery.ready.require("visibleY")))
                let large = try gallery.waitForSettled(since: mark, drawer: "sheet", detent: "large")
                #expect(abs(try large.require("contentScale") - full) < 0.0002, "all the way at the largest: \(large)")

                try Self.closeSheet(gallery)
                usleep(200_000)
                let unscaled = try gallery.screenPixels([(x, 2)])
                #expect(unscaled[0][1] > unscaled[0][0] + 10, "closed: the page fills the overlay again: \(unscaled[0])")
                mark = gallery.mark
                try gallery.clickButton("Open sheet")
                let reopened = try gallery.waitForSettled(since: mark, drawer: "sheet", detent: "medium")
                #expect(abs(try reopened.require("contentScale") - atMedium) < 0.0002)
                let closed = gallery.session.app.events.last { $0.name == "settled" && $0.string("detent") == "closed" }
                #expect(closed?.double("contentScale") == 1, "nothing pushed back when closed")
            }

            @Test("The sheet pushes back the mini player under it: scaled about its centre and lifted, as GTK draws it")
            func sheetPushesPlayerBack() throws {
                let gallery = try GalleryUnderTest(demo: "beyond")
                defer { gallery.stop() }
                let width = try gallery.ready.require("containerWidth")
                var mark = gallery.mark
                try gallery.click(at: Self.grabber(gallery, top: try gallery.ready.require("visibleY")))
                try gallery.waitForSettled(since: mark, drawer: "sheet", detent: "large")
                // The click first reports the sheet at rest at medium (the drag that never
                // started), which traces the medium push-back; the large one follows its settle.
                let pushed = try gallery.session.app.waitFor("pushed-back", since: mark) {
                    $0.string("drawer") == "player" && ($0.double("offset") ?? 0) <= -15.99
                }
                let scale = try pushed.require("scale")
                #expect(abs(scale - (width - 16) / width) < 0.0002, "the nested displacement at full progress: \(pushed)")
                #expect(try pushed.require("offset") == -16, "lifted away from its edge: \(pushed)")
                let panelWidth = try pushed.require("panelWidth")
                let drawn = try pushed.require("drawnWidth")
                #expect(abs(drawn - panelWidth * scale) < 1.5, "GTK draws the panel scaled: \(drawn) of \(panelWidth)")

                mark = gallery.mark
                try Self.closeSheet(gallery)
                let released = try gallery.session.app.waitFor("pushed-back", since: mark) { $0.string("drawer") == "player" }
                #expect(try released.require("scale") == 1, "\(released)")
                #expect(abs(try released.require("drawnWidth") - panelWidth) < 1.5, "\(released)")
            }

            @Test("Dragging the mini player's bar opens its sheet; the bar gives way at 15 % and comes back")
            func barBecomesSheet() throws {
                let gallery = try GalleryUnderTest(demo: "beyond")
                defer { gallery.stop() }
                try Self.closeSheet(gallery)
                let x = gallery.overlaySize.width * 0.5
                let bottom = gallery.overlaySize.height
                var mark = gallery.mark
                try gallery.drag(from: (x, bottom - 30), to: (x, 120), steps: 30)
                let opened = try gallery.session.app.waitFor("bar-switch", since: mark)
                #expect(opened.bool("showsBar") == false, "\(opened)")
                #expect(try opened.require("progress") >= 0.15, "\(opened)")
                let large = try gallery.waitForSettled(since: mark, drawer: "player")
                #expect(large.string("detent") == "large", "\(large)")

                mark = gallery.mark
                try gallery.drag(from: (x, 200), to: (x, bottom - 10), steps: 30)
                let back = try gallery.session.app.waitFor("bar-switch", since: mark)
                #expect(back.bool("showsBar") == true, "\(back)")
                #expect(try back.require("progress") < 0.15, "\(back)")
                try gallery.waitForSettled(since: mark, drawer: "player", detent: "bar")
            }
        }
    }
#endif
