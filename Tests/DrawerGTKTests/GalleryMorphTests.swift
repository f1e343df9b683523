#if os(Linux)
    import Foundation
    import Testing

    /// A sheet that grows out of the button that opens it (`--demo morph`), under real input:
    /// every frame it is drawn growing is the model's morph — the button's rectangle moved
    /// towards the panel's by the morph's progress — and a dismissal ends in the button.
    extension GalleryUITests {
        @Suite("Growing out of a button", .timeLimit(.minutes(2)))
        struct Morph {
            typealias Rect = (x: Double, y: Double, width: Double, height: Double)

            static func rect(_ event: TraceEvent, _ prefix: String = "visible") throws -> Rect {
                (
                    try event.require("\(prefix)X"), try event.require("\(prefix)Y"), try event.require("\(prefix)Width"),
                    try event.require("\(prefix)Height")
                )
            }

            static func button(_ gallery: GalleryUnderTest) throws -> Rect {
                let button = try gallery.session.app.waitFor("button") { $0.string("label") == "Grow a sheet" }
                return (
                    try button.require("x"), try button.require("y"), try button.require("width"), try button.require("height")
                )
            }

            /// `a` moved towards `b` by `t`.
            static func mix(_ a: Rect, _ b: Rect, _ t: Double) -> Rect {
                (
                    a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t, a.width + (b.width - a.width) * t,
                    a.height + (b.height - a.height) * t
                )
            }

            static func near(_ a: Rect, _ b: Rect, within: Double = 2) -> Bool {
                abs(a.x - b.x) <= within && abs(a.y - b.y) <= within && abs(a.width - b.width) <= within
                    && abs(a.height - b.height) <= within
            }

            /// The frames of the grown sheet between two marks.
            static func frames(_ gallery: GalleryUnderTest, since: Int) -> [TraceEvent] {
                gallery.session.app.events(since: since).filter { $0.name == "frame" && $0.string("drawer") == "grown" }
            }

            @Test("A click grows the sheet out of the button; a dismissal drag shrinks it back into the button")
            func growsAndShrinksBack() throws {
                let gallery = try GalleryUnderTest(demo: "morph", extraArguments: ["--trace-frames"])
                defer { gallery.stop() }
                let button = try Self.button(gallery)
                var mark = gallery.mark
                try gallery.clickButton("Grow a sheet")
                let open = try gallery.waitForSettled(since: mark, drawer: "grown", detent: "medium")
                let panel = try Self.rect(open)
                let growing = Self.frames(gallery, since: mark).filter { ($0.double("morph") ?? 1) < 1 }
                #expect(growing.count >= 3, "frames drawn mid-morph: \(growing.count)")
                for frame in growing {
                    let t = try frame.require("morph")
                    let drawn = try Self.rect(frame)
                    #expect(Self.near(drawn, Self.mix(button, panel, t)), "at \(t): \(drawn) vs \(Self.mix(button, panel, t))")
                }
                if let first = growing.first {
                    #expect(try first.require("morph") < 0.5, "the first frames are near the button: \(first)")
                    #expect(try first.require("visibleWidth") < (button.width + panel.width) / 2)
                }

                mark = gallery.mark
                let x = panel.x + panel.width / 2
                try gallery.drag(from: (x, panel.y + 40), to: (x, gallery.overlaySize.height - 5), steps: 12, stepDelay: 0.01)
                let closed = try gallery.waitForSettled(since: mark, drawer: "grown", detent: "closed")
                #expect(Self.near(try Self.rect(closed), button, within: 1.5), "ends in the button: \(closed)")
                let last = Self.frames(gallery, since: mark).last { (try? $0.require("extent")) ?? 0 > 0.5 }
                if let last { #expect(try last.require("morph") < 0.3, "the last frames shrink into the button: \(last)") }
            }

            @Test("A drag that catches the sheet halfway through its morph continues from where it is drawn")
            func dragCatchesTheMorph() throws {
                // The press must land mid-morph. Under load it can come after the morph passed 0.9
                // (a run in docs/RELIABILITY.md): that attempt caught nothing, so it is
                // made again with a fresh gallery, at most three times; every check below applies
                // to the attempt that caught it.
                for attempt in 1...3 {
                    guard try catchTheMorph(lastAttempt: attempt == 3) else { continue }
                    if attempt > 1 { print("dragCatchesTheMorph: caught on attempt \(attempt)") }
                    return
                }
            }

            /// One attempt of ``dragCatchesTheMorph()``: false when the press landed after the
            /// morph had passed 0.9 and this is not the last attempt.
            func catchTheMorph(lastAttempt: Bool) throws -> Bool {
                let gallery = try GalleryUnderTest(demo: "morph", extraArguments: ["--trace-frames"])
                defer { gallery.stop() }
                let button = try Self.button(gallery)
                // Where the panel rests at medium (the frame the morph ends in), from the model's rule:
                // the bottom half of the window, full width.
                let size = gallery.overlaySize
                let mark = gallery.mark
                try gallery.clickButton("Grow a sheet")
                let caught = try gallery.session.app.waitFor("frame", since: mark) { ($0.double("morph") ?? 0) >= 0.4 }
                // A point inside every outline from 40 % of the morph to the end: above the end's top
                // edge and below the outline's bottom at 40 %.
                let point = (button.x + button.width / 2, size.height / 2 - 5)
                let beforePress = gallery.mark
                // One xdotool process for the move and the press: the fewer processes to start
                // under load, the earlier in the morph the press lands.
                try gallery.session.input.press(at: gallery.origin.x + point.0, gallery.origin.y + point.1, in: gallery.window)
                let press = try gallery.session.app.waitFor("press", since: beforePress)
                let atPress = gallery.session.app.events(since: mark).prefix { $0.line != press.line }
                    .last { $0.name == "frame" && $0.string("drawer") == "grown" }
                if !lastAttempt, let atPress, try atPress.require("morph") >= 0.9 {
                    try gallery.session.input.mouseUp()
                    print("dragCatchesTheMorph: the press landed at morph \(try atPress.require("morph")), past 0.9")
                    return false
                }
                let pressMark = gallery.mark
                for step in 1...10 {
                    try gallery.session.input.mouseMove(
                        to: gallery.origin.x + point.0, gallery.origin.y + point.1 + Double(step) * 3, in: gallery.window)
                    usleep(16_000)
                }
                usleep(200_000)
                // Held still mid-morph: the window shows the panel inside the drawn outline and the
                // page (not the panel the engine's own frame would put there) beside it.
                let held = try #require(Self.frames(gallery, since: mark).last)
                let outline = try Self.rect(held)
                #expect(try held.require("morph") < 0.9, "held mid-morph: \(held)")
                #expect(outline.x + outline.width + 12 < size.width, "room beside the outline: \(held)")
                do {
                    let pixels = try gallery.screenPixels([
                        // The panel's own margin, left of its content, halfway down.
                        (outline.x + 5, outline.y + outline.height * 0.6),
                        (outline.x + outline.width + 10, outline.y + outline.height - 10),
                    ])
                    #expect(pixels[0].isNearlyWhite, "inside the outline, the panel: \(pixels[0]) \(held)")
                    #expect(!pixels[1].isNearlyWhite, "beside the outline, the page: \(pixels[1]) \(held)")
                }
                try gallery.session.input.mouseUp()
                let began = try gallery.session.app.waitFor("drag-began", since: mark) { $0.string("drawer") == "grown" }
                _ = began
                let settled = try gallery.waitForSettled(since: pressMark, drawer: "grown")
                let frames = Self.frames(gallery, since: mark)
                // Every frame, dragged or springing, is the morph of its progress: no frame is drawn at
                // the engine's own panel while the morph runs.
                let end = (x: 0.0, y: size.height / 2, width: size.width, height: size.height / 2)
                for frame in frames {
                    let t = try frame.require("morph")
                    guard t < 1 else { continue }
                    let drawn = try Self.rect(frame)
                    #expect(Self.near(drawn, Self.mix(button, end, t), within: 3), "at \(t): \(drawn)")
                }
                // Where the press caught it: the last frame before the drag began and the first after.
                let events = gallery.session.app.events(since: mark).filter { $0.string("drawer") == "grown" }
                let index = try #require(events.firstIndex { $0.name == "drag-began" })
                let before = try #require(events[..<index].last { $0.name == "frame" })
                let after = try #require(events[(index + 1)...].first { $0.name == "frame" })
                let step = abs(try after.require("morph") - before.require("morph"))
                #expect(try before.require("morph") < 1, "caught mid-morph: \(before)")
                #expect(step < 0.15, "no jump when the drag catches it: \(before) → \(after)")
                #expect(try caught.require("morph") < 1)
                #expect(settled.string("detent") != nil)
                return true
            }
        }
    }
#endif
