#if os(Linux)
    import Foundation
    import Testing

    /// Several scroll views in one sheet (issue 25), under real pointer input: a horizontal
    /// carousel above two lists side by side; medium's rule is "resizes", tall's is "scrolls".
    extension GalleryUITests {
        @Suite("Several scroll views in one sheet", .timeLimit(.minutes(2)))
        struct ScrollViews {
            /// The rectangle of the widget traced as `area` named `label` (overlay coordinates).
            private func area(_ label: String, in gallery: GalleryUnderTest, since: Int = 0) throws
                -> (x: Double, y: Double, width: Double, height: Double)
            {
                let line = try gallery.session.app.waitFor("area", since: since) { $0.string("label") == label }
                return (try line.require("x"), try line.require("y"), try line.require("width"), try line.require("height"))
            }

            /// Drags the header (no scroll view) to lift the sheet from medium to tall; returns its `settled`.
            @discardableResult
            private func liftToTall(_ gallery: GalleryUnderTest) throws -> TraceEvent {
                let panelY = try gallery.ready.require("panelY")
                let width = gallery.overlaySize.width
                let mark = gallery.mark
                try gallery.drag(from: (width / 2, panelY + 30), to: (width / 2, panelY - 120), steps: 30, hold: 0.3)
                return try gallery.waitForSettled(since: mark, detent: "tall")
            }

            @Test("A sideways drag on the carousel scrolls the carousel and leaves the sheet where it is")
            func carouselSwipeLeavesTheSheet() throws {
                let gallery = try GalleryUnderTest(demo: "scrollviews")
                defer { gallery.stop() }
                #expect(gallery.ready.string("detent") == "medium")
                let carousel = try area("carousel", in: gallery)
                let y = carousel.y + carousel.height / 2
                let mark = gallery.mark
                try gallery.drag(
                    from: (carousel.x + carousel.width * 0.8, y), to: (carousel.x + carousel.width * 0.2, y), steps: 30,
                    hold: 0.2)
                try gallery.session.app.waitFor("release", since: mark) { $0.bool("pannedAcross") == true }
                let events = gallery.session.app.events(since: mark)
                let offset = events.last { $0.name == "pan-across" }?.double("offset") ?? 0
                #expect(offset > carousel.width * 0.5, "the carousel followed the pointer: \(offset)")
                #expect(!events.contains { $0.name == "drag-began" }, "the sheet took the swipe: \(events.map(\.line))")
                // A press the sheet did not turn into a drag may still report the sheet at rest
                // where it is (under load the release can come before the carousel claims the
                // pan); what matters is that the sheet did not move.
                let medium = try gallery.ready.require("extent")
                let moved = events.filter { event in
                    event.name == "settled"
                        && (event.string("detent") != "medium" || abs((event.double("extent") ?? -1) - medium) > 0.5)
                }
                #expect(moved.isEmpty, "the sheet moved: \(moved.map(\.line))")
            }

            @Test("At medium (rule: resizes) an upward drag on a list lifts the sheet before the list scrolls")
            func resizesFirstAtMedium() throws {
                let gallery = try GalleryUnderTest(demo: "scrollviews")
                defer { gallery.stop() }
                let medium = try gallery.ready.require("extent")
                let list = try area("right list", in: gallery)
                let x = list.x + list.width / 2
                let start = list.y + 40
                let mark = gallery.mark
                try gallery.drag(from: (x, start), to: (x, start - 120), steps: 30, hold: 0.3)
                let press = try gallery.session.app.waitFor("press", since: mark)
                #expect(press.bool("scrollTracked") == true, "the right list's finger went to the hand-off: \(press)")
                let settled = try gallery.waitForSettled(since: mark)
                #expect(try settled.require("extent") > medium + 60, "the sheet grew: \(settled)")
                #expect(try settled.require("contentOffset") == 0, "the list did not scroll: \(settled)")
            }

            @Test("At tall (rule: scrolls) an upward drag on a list scrolls that list and the sheet stays")
            func scrollsFirstAtTall() throws {
                let gallery = try GalleryUnderTest(demo: "scrollviews")
                defer { gallery.stop() }
                var mark = gallery.mark
                let tall = try liftToTall(gallery)
                let list = try area("right list", in: gallery, since: mark)
                let x = list.x + list.width / 2
                // The panel is as tall as the largest detent: the list's bottom lies below the window.
                let start = min(list.y + list.height, gallery.overlaySize.height) - 40
                mark = gallery.mark
                try gallery.drag(from: (x, start), to: (x, start - 150), steps: 30, hold: 0.3)
                let press = try gallery.session.app.waitFor("press", since: mark)
                #expect(press.bool("scrollTracked") == true, "\(press)")
                let settled = try gallery.waitForSettled(since: mark)
                #expect(settled.string("detent") == "tall", "\(settled)")
                #expect(try settled.require("extent") == tall.require("extent"), "the sheet stayed: \(settled)")
                let offset = try settled.require("contentOffset")
                #expect(offset > 110 && offset < 170, "the right list followed the pointer: \(settled)")
            }

            @Test("After a drag on the right list, the wheel over the left list scrolls the left list")
            func wheelScrollsTheListUnderThePointer() throws {
                let gallery = try GalleryUnderTest(demo: "scrollviews")
                defer { gallery.stop() }
                var mark = gallery.mark
                try liftToTall(gallery)
                let right = try area("right list", in: gallery, since: mark)
                let left = try area("left list", in: gallery, since: mark)
                // A drag on the right list makes it the one the sheet follows.
                let start = min(right.y + right.height, gallery.overlaySize.height) - 40
                mark = gallery.mark
                try gallery.drag(from: (right.x + right.width / 2, start), to: (right.x + right.width / 2, start - 100), steps: 20, hold: 0.3)
                try gallery.waitForSettled(since: mark)
                let rightBefore = gallery.session.app.events(since: mark).last { $0.name == "list-scrolled" && $0.string("label") == "right list" }
                #expect((rightBefore?.double("offset") ?? 0) > 50, "the drag scrolled the right list first")
                // The wheel over the left list.
                mark = gallery.mark
                try gallery.session.input.mouseMove(
                    to: gallery.origin.x + left.x + left.width / 2, gallery.origin.y + min(left.y + left.height, gallery.overlaySize.height) - 80,
                    in: gallery.window)
                Thread.sleep(forTimeInterval: 0.2)
                try gallery.session.input.scroll(clicks: 3)
                let scrolled = try gallery.session.app.waitFor("list-scrolled", since: mark) {
                    $0.string("label") == "left list" && ($0.double("offset") ?? 0) > 30
                }
                Thread.sleep(forTimeInterval: 0.5)
                let events = gallery.session.app.events(since: mark)
                #expect(
                    !events.contains { $0.name == "list-scrolled" && $0.string("label") == "right list" },
                    "the wheel moved the right list too: \(events.map(\.line))")
                #expect(try scrolled.require("offset") > 30)
            }
        }
    }
#endif
