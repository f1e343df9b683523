#if os(Linux)
    import Foundation
    import Testing

    /// The keyboard rule per detent drawn by GTK (`--demo keyboard`, a 630 × 600 overlay): the
    /// "Keyboard" button plays a 260-pt on-screen keyboard (its top at y = 340). Medium (300 pt)
    /// lifts onto it, large (24 pt from the top) stays and ends its content at it, peek (140 pt)
    /// goes to medium and back.
    extension GalleryUITests {
        @Suite("Keyboard rules", .timeLimit(.minutes(3)))
        struct Keyboard {
            static let keyboardTop = 600.0 - 260

            @Test("Medium lifts onto the keyboard without a jump, a drag meanwhile follows the finger, and it comes back down")
            func mediumLiftsAndComesBack() throws {
                let gallery = try GalleryUnderTest(demo: "keyboard", extraArguments: ["--trace-frames"])
                defer { gallery.stop() }
                #expect(gallery.ready.string("detent") == "medium")
                let restingY = try gallery.ready.require("visibleY")
                var mark = gallery.mark
                try Self.click("Keyboard", in: gallery)
                let shown = try gallery.session.app.waitFor("keyboard", since: mark)
                #expect(try shown.require("overlap") == 260)
                #expect(shown.string("keyboardRule") == "lift")
                #expect(abs(try shown.require("visibleY") - restingY) < 1, "the panel starts from where it was: \(shown)")
                let lifted = try gallery.session.app.waitFor("settled", since: mark) {
                    $0.string("detent") == "medium" && $0.double("keyboard") == 260
                }
                #expect(abs(try lifted.require("visibleY") + lifted.require("visibleHeight") - Self.keyboardTop) < 1, "\(lifted)")
                try Self.expectNoJump(gallery.session.app.events(since: mark))

                // A drag with the keyboard up: up 60 from the lifted sheet's handle, slowly, held.
                let x = gallery.overlaySize.width * 0.8
                let top = try lifted.require("visibleY")
                // Buttons in the sheet are clicked where they were traced after the last settle.
                let dragged = gallery.mark
                try gallery.drag(from: (x, top + 8), to: (x, top - 52), steps: 30, hold: 0.3)
                _ = try gallery.waitForSettled(since: dragged)
                try Self.expectNoJump(gallery.session.app.events(since: dragged))

                let toMedium = gallery.mark
                try Self.click("To medium", in: gallery)
                _ = try gallery.waitForSettled(since: toMedium, detent: "medium")
                mark = gallery.mark
                try Self.click("Keyboard", in: gallery)
                let hidden = try gallery.session.app.waitFor("keyboard", since: mark)
                #expect(try hidden.require("overlap") == 0)
                let back = try gallery.session.app.waitFor("settled", since: mark) {
                    $0.string("detent") == "medium" && $0.double("keyboard") == 0
                }
                #expect(abs(try back.require("visibleY") - restingY) < 1, "restored: \(back)")
                try Self.expectNoJump(gallery.session.app.events(since: mark))
            }

            @Test("Large stays and shrinks its content to the keyboard; peek goes to medium and back")
            func largeShrinksPeekMoves() throws {
                let gallery = try GalleryUnderTest(demo: "keyboard")
                defer { gallery.stop() }
                let toLarge = gallery.mark
                try Self.click("To large", in: gallery)
                let large = try gallery.waitForSettled(since: toLarge, detent: "large")
                var mark = gallery.mark
                try Self.click("Keyboard", in: gallery)
                let shrunk = try gallery.session.app.waitFor("keyboard", since: mark)
                #expect(shrunk.string("keyboardRule") == "shrinkContent")
                #expect(try shrunk.require("visibleY") == large.require("visibleY"), "the panel stays")
                #expect(try shrunk.require("keyboardInset") == 260, "\(shrunk)")
                // GTK ends the content at the keyboard: its bottom margin reaches from there to the panel's end.
                let panelEnd = try shrunk.require("panelY") + shrunk.require("panelHeight")
                #expect(abs(try shrunk.require("contentMarginBottom") - (panelEnd - Self.keyboardTop)) <= 1, "\(shrunk)")
                mark = gallery.mark
                try Self.click("Keyboard", in: gallery)
                let restored = try gallery.session.app.waitFor("keyboard", since: mark)
                #expect(try restored.require("contentMarginBottom") == 0)
                #expect(try restored.require("keyboardInset") == 0)

                let toPeek = gallery.mark
                try Self.click("To peek", in: gallery)
                let peek = try gallery.waitForSettled(since: toPeek, detent: "peek")
                mark = gallery.mark
                try Self.click("Keyboard", in: gallery)
                let moved = try gallery.waitForSettled(since: mark, detent: "medium")
                #expect(abs(try moved.require("visibleY") + moved.require("visibleHeight") - Self.keyboardTop) < 1, "\(moved)")
                let hide = gallery.mark
                try Self.click("Keyboard", in: gallery)
                let returned = try gallery.waitForSettled(since: hide, detent: "peek")
                #expect(try returned.require("visibleY") == peek.require("visibleY"))
            }

            /// Clicks the button `label` inside the sheet where it was last traced (buttons are
            /// traced after every settle, and a click on a button in the sheet is itself a press
            /// the drawer settles after).
            static func click(_ label: String, in gallery: GalleryUnderTest) throws {
                try gallery.clickLastTracedButton(label, after: 0.3)
            }

            /// Consecutive `frame`/`keyboard`/`settled` lines of the composer never move its visible
            /// top by more than a spring or a finger can in the time between them (a base switch
            /// would be 260 pt at once): 120 pt, or 6,000 pt/s when frames came late. A loaded
            /// machine drops frames, and a spring then covers more ground between two lines
            /// (129 pt between two lines seen while two builds ran), which is motion, not a jump.
            static func expectNoJump(_ events: [TraceEvent]) throws {
                var previous: (y: Double, time: Double?)?
                for event in events
                where ["frame", "keyboard", "settled"].contains(event.name) && event.string("drawer") == "composer" {
                    let y = try event.require("visibleY")
                    if let previous {
                        var elapsed = 0.0
                        if let start = previous.time, let end = event.timestamp { elapsed = max(0, end - start) }
                        let allowed = max(120, 6_000 * elapsed)
                        #expect(abs(y - previous.y) < allowed, "jump \(previous.y) → \(y) in \(elapsed) s: \(event)")
                    }
                    previous = (y, event.timestamp)
                }
            }
        }
    }
#endif
