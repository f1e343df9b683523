#if os(Linux)
    import Foundation
    import Testing

    /// Issue 49: a drag whose page is switched away before it ends must still end. GTK ticks only
    /// mapped widgets, so on a hidden page nothing that waits for a frame happens: a wheel
    /// gesture's quiet period never passes, a released drawer's settle never finishes. Each test
    /// sends its whole interleaving as one xdotool process (the storm's timing), on the discard
    /// demo's `note` sheet, then switches to the maps demo with a sidebar click and reads the
    /// trace while the discard page is hidden.
    extension GalleryUITests {
        @Suite("A drag whose page goes away still ends", .timeLimit(.minutes(2)))
        struct LostPage {
            /// The sidebar click that shows the maps demo (row 0, where StormLayout puts it).
            static func showMaps(_ gallery: GalleryUnderTest) -> [String] {
                let layout = StormLayout()
                return [
                    "mousemove", "--window", gallery.window, String(Int(layout.sidebarX)), String(Int(layout.rowY(0))),
                    "click", "1",
                ]
            }

            /// A point on the note's panel, in window coordinates.
            static func notePoint(_ gallery: GalleryUnderTest, down: Double) throws -> (x: Int, y: Int) {
                let x = try gallery.ready.require("visibleX") + gallery.ready.require("visibleWidth") * 0.7
                let y = try gallery.ready.require("visibleY") + down
                return (Int(gallery.origin.x + x), Int(gallery.origin.y + y))
            }

            /// The trace lines after `mark` but the frames, for a failure's message.
            static func trace(_ gallery: GalleryUnderTest, since mark: Int) -> String {
                gallery.session.app.process.output.snapshot.dropFirst(mark).filter { !$0.contains("\"frame\"") }
                    .joined(separator: "\n")
            }

            /// A press at `start` (window coordinates) and `steps` moves of `dy` each, `delay` apart.
            static func press(_ gallery: GalleryUnderTest, at start: (x: Int, y: Int), moves steps: Int, by dy: Int, delay: String)
                -> [String]
            {
                var commands = ["mousemove", "--window", gallery.window, String(start.x), String(start.y), "mousedown", "1"]
                for step in 1...steps {
                    commands += ["sleep", delay, "mousemove", "--window", gallery.window, String(start.x), String(start.y + dy * step)]
                }
                return commands
            }

            /// Sends `commands` (one xdotool process), waits until a demo other than discard is
            /// shown and a second more, then checks that the note began a drag (`what`) and that
            /// every drag of the note was followed by its settle or dismissal (StormChecks' pairing).
            static func expectNoteDragsEnd(_ gallery: GalleryUnderTest, after commands: [String], _ what: String) throws {
                let mark = gallery.mark
                try gallery.session.input.run(commands)
                _ = try gallery.session.app.waitFor("demo-shown", since: mark) { $0.string("demo") != "discard" }
                usleep(1_000_000)
                let events = gallery.session.app.events(since: mark).filter { $0.string("drawer") == "note" || $0.name == "release" }
                try #require(events.contains { $0.name == "drag-began" }, "\(what) began no drag on the note")
                let pairing = StormChecks.pairing(events)
                #expect(pairing.unpaired.isEmpty, "\(pairing): \(Self.trace(gallery, since: mark))")
            }

            @Test("A wheel gesture on the note, its page switched away within the wheel's quiet period, ends")
            func wheelThenPageSwitch() throws {
                let gallery = try GalleryUnderTest(demo: "discard")
                defer { gallery.stop() }
                usleep(300_000)
                let point = try Self.notePoint(gallery, down: 60)
                let commands =
                    ["mousemove", "--window", gallery.window, String(point.x), String(point.y)]
                    + ["click", "--repeat", "2", "--delay", "10", "5"] + Self.showMaps(gallery)
                try Self.expectNoteDragsEnd(gallery, after: commands, "the wheel")
            }

            @Test("A flick released on the note, its page switched away while it settles, comes to rest")
            func settleThenPageSwitch() throws {
                let gallery = try GalleryUnderTest(demo: "discard")
                defer { gallery.stop() }
                usleep(300_000)
                let flick = Self.press(gallery, at: try Self.notePoint(gallery, down: 40), moves: 5, by: -30, delay: "0.008")
                try Self.expectNoteDragsEnd(gallery, after: flick + ["mouseup", "1"] + Self.showMaps(gallery), "the flick")
            }

            /// Issue 49's interleaving: GTK neither ends nor cancels the overlay's drag gesture
            /// when its page is unmapped with the button down; the release goes to the new page.
            /// Before the host reported the unmap (commit 4950aa8's DrawerGTK) no release, settle
            /// or dismissal ever followed the note's drag-began.
            @Test("A pointer drag on the note, its page switched by the keyboard while the button is down, ends")
            func keyboardSwitchMidDrag() throws {
                let gallery = try GalleryUnderTest(demo: "discard")
                defer { gallery.stop() }
                let layout = StormLayout()
                // The discard demo's own sidebar row (the tenth): the sidebar takes the keyboard.
                try gallery.session.input.click(at: layout.sidebarX, layout.rowY(9), in: gallery.window)
                usleep(400_000)
                let start = try Self.notePoint(gallery, down: 40)
                let drag = Self.press(gallery, at: start, moves: 3, by: -20, delay: "0.02")
                let rest = [
                    "key", "Down", "sleep", "0.1", "mousemove", "--window", gallery.window, String(start.x), String(start.y - 100),
                    "sleep", "0.05", "mouseup", "1",
                ]
                try Self.expectNoteDragsEnd(gallery, after: drag + rest, "the drag")
            }
        }
    }
#endif
