#if os(Linux)
    import Foundation
    import Testing

    /// Issue 25 item 3 under real X input: the note sheet (medium 300 of a 600 px overlay) confirms
    /// its dismissals, so a swipe or Escape stops it halfway down until "Keep" or "Discard".
    extension GalleryUITests {
        @Suite("Discard changes? (held dismissal)", .timeLimit(.minutes(2)))
        struct Discard {
            /// Waits for the note to come to rest held at its threshold after `since`: the
            /// `settled` line with `held` true (the Keep and Discard buttons are traced with it).
            @discardableResult
            static func waitForHeld(_ gallery: GalleryUnderTest, since: Int) throws -> TraceEvent {
                try gallery.session.app.waitFor("settled", since: since) {
                    $0.string("drawer") == "note" && $0.bool("held") == true
                }
            }

            @Test("A swipe past the threshold holds the note halfway; Keep springs it back, Discard closes it as a swipe")
            func swipeKeepThenDiscard() throws {
                let gallery = try GalleryUnderTest(demo: "discard")
                defer { gallery.stop() }
                #expect(gallery.ready.string("detent") == "medium")
                let medium = try gallery.ready.require("extent")
                let x = gallery.overlaySize.width * 0.7
                var mark = gallery.mark
                try gallery.flick(from: (x, 340), by: (0, 220))
                let held = try gallery.session.app.waitFor("dismiss-held", since: mark)
                #expect(held.string("cause") == "swipe", "\(held)")
                let waiting = try Self.waitForHeld(gallery, since: mark)
                let waitingExtent = try waiting.require("extent")
                #expect(abs(waitingExtent - medium / 2) < 1, "at the threshold, halfway: \(waiting)")
                #expect(waiting.bool("resting") == false && waiting.string("detent") == "medium", "\(waiting)")
                usleep(300_000)
                #expect(!gallery.session.app.events.contains { $0.name == "dismissed" }, "it waits")

                let firstHold = mark
                mark = gallery.mark
                try gallery.clickButton("Keep", since: firstHold)
                let kept = try gallery.session.app.waitFor("dismiss-hold-ended", since: mark)
                #expect(kept.string("outcome") == "cancelled", "\(kept)")
                // (The click on Keep is first a press on the sheet: it reports the sheet still held.)
                let back = try gallery.session.app.waitFor("settled", since: mark) {
                    $0.string("drawer") == "note" && $0.bool("held") == false
                }
                #expect(back.string("detent") == "medium", "\(back)")
                let backExtent = try back.require("extent")
                #expect(back.bool("held") == false && abs(backExtent - medium) < 1, "\(back)")

                mark = gallery.mark
                try gallery.flick(from: (x, 340), by: (0, 220))
                try Self.waitForHeld(gallery, since: mark)
                let holdMark = mark
                mark = gallery.mark
                try gallery.clickButton("Discard", since: holdMark)
                let dismissed = try gallery.session.app.waitFor("dismissed", since: mark)
                #expect(dismissed.string("cause") == "swipe", "the person's cause: \(dismissed)")
                try gallery.waitForSettled(since: mark, drawer: "note", detent: "closed")
                let answers = gallery.session.app.events.filter { $0.name == "dismiss-answer" }
                #expect(answers.map { $0.string("answer") } == ["cancel", "confirm"])
                #expect(answers.allSatisfy { $0.bool("accepted") == true })
            }

            @Test("Escape holds too; a second Escape while it waits is ignored; Discard closes it as an Escape")
            func escape() throws {
                let gallery = try GalleryUnderTest(demo: "discard")
                defer { gallery.stop() }
                // A click in the note's text first gives the window the keyboard (the page behind
                // is dimmed: a click there would be a dimming tap, held as one).
                try gallery.click(at: (gallery.overlaySize.width * 0.5, try gallery.ready.require("visibleY") + 140))
                usleep(300_000)
                #expect(!gallery.session.app.events.contains { $0.name == "dismiss-held" })
                let mark = gallery.mark
                try gallery.session.input.key("Escape")
                let held = try gallery.session.app.waitFor("dismiss-held", since: mark)
                #expect(held.string("cause") == "escape", "\(held)")
                try Self.waitForHeld(gallery, since: mark)
                let count = { (name: String) in gallery.session.app.events.filter { $0.name == name }.count }
                let holdsBefore = count("dismiss-held")
                try gallery.session.input.key("Escape")
                usleep(400_000)
                #expect(count("dismiss-held") == holdsBefore && count("dismissed") == 0, "ignored while it waits")
                let discard = gallery.mark
                try gallery.clickButton("Discard", since: mark)
                let dismissed = try gallery.session.app.waitFor("dismissed", since: discard)
                #expect(dismissed.string("cause") == "escape", "\(dismissed)")
                try gallery.waitForSettled(since: discard, drawer: "note", detent: "closed")
            }
        }
    }
#endif
