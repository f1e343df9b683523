#if os(Linux)
    import Foundation
    import Testing

    /// Issue 26's cause, held in a real window: a push-back at scales never drawn before leaves
    /// nothing on the heap. Drawing the page scaled kept cairo's glyph images for every scale
    /// (about 20 kB a scale for the Beyond page, 1.5 MB for all of them); the page is now drawn
    /// from one image of it, scaled (`DrawerPushedBackImage`).
    extension GalleryUITests {
        @Suite("Push-back memory", .timeLimit(.minutes(3)))
        struct PushBackMemory {
            /// The window's height while sweeping: the Beyond sheet rests at half the overlay.
            static let windowHeight = 700

            @Test("Sweeping the push-back through new scales in narrow windows adds nothing to the heap")
            func newScalesAddNothing() throws {
                let gallery = try GalleryUnderTest(demo: "beyond")
                defer { gallery.stop() }
                let start = try gallery.session.input.geometry(of: gallery.window)
                let narrow = [300, 250, 200]
                // Warm: the page's images and the push-back's scales at the starting width, and the
                // page laid out at the narrow widths (what a window of that width costs the first
                // time, whatever is pushed back).
                try sweep(gallery, overlayWidth: start.width - Int(gallery.origin.x))
                for width in narrow { try sweep(gallery, overlayWidth: width, dragging: false) }
                let before = try heapInUse(gallery, restoring: start)
                // Narrow windows push the page further back: (w − 26) / w is 0.913 at 300 px and
                // 0.870 at 200, against 0.957 at the start — about 45 scales of the 1/512 grid never
                // drawn before, which kept about 0.9 MB of glyph images when the page was drawn scaled.
                for width in narrow { try sweep(gallery, overlayWidth: width) }
                let after = try heapInUse(gallery, restoring: start)
                // Narrow panels also need shadow corners of other radii, which the shadow's image
                // cache keeps within its own budget (DrawerShadowImageCacheTests): not counted here.
                let growth = (after.inUse - before.inUse) - (after.shadowImages - before.shadowImages)
                let report =
                    "heap in use \(Int(before.inUse) / 1_024) → \(Int(after.inUse) / 1_024) kB, shadow images "
                    + "\(Int(before.shadowImages) / 1_024) → \(Int(after.shadowImages) / 1_024) kB"
                print("push-back memory: \(report)")
                #expect(growth < 128 * 1_024, "\(report)")
            }

            /// Resizes the window to an overlay `overlayWidth` wide, then (`dragging`) drags the sheet
            /// slowly from just under its top 300 px up and back in one press (the page behind it
            /// passes through its push-back's scales) and waits for the sheet at rest.
            private func sweep(_ gallery: GalleryUnderTest, overlayWidth: Int, dragging: Bool = true) throws {
                let input = gallery.session.input
                try input.setSize(of: gallery.window, width: Int(gallery.origin.x) + overlayWidth, height: Self.windowHeight)
                usleep(500_000)
                guard dragging else { return }
                let x = gallery.origin.x + Double(overlayWidth) / 2
                let y = gallery.origin.y + (Double(Self.windowHeight) - gallery.origin.y) / 2 + 20
                let mark = gallery.mark
                try input.mouseMove(to: x, y, in: gallery.window)
                try input.mouseDown()
                for step in Array(1...60) + Array((0..<60).reversed()) {
                    try input.mouseMove(to: x, y - Double(5 * step), in: gallery.window)
                    usleep(16_000)
                }
                usleep(200_000)
                try input.mouseUp()
                try gallery.waitForSettled(since: mark, drawer: "sheet")
            }

            /// The heap's bytes in use, and the shadow image cache's, at the gallery's idle heap release
            /// once the window is back at `size` and nothing moves (the same state for every reading:
            /// sizes change the page).
            private func heapInUse(
                _ gallery: GalleryUnderTest, restoring size: (x: Int, y: Int, width: Int, height: Int)
            ) throws -> (inUse: Double, shadowImages: Double) {
                let mark = gallery.mark
                try gallery.session.input.setSize(of: gallery.window, width: size.width, height: size.height)
                try gallery.session.app.waitFor("heap-released", since: mark, timeout: 12)
                // Let any later frame (the resize's settle) pass and its own release come.
                usleep(1_500_000)
                let last = gallery.session.app.events(since: mark).last { $0.name == "heap-released" }
                let release = try #require(last)
                return (try release.require("heapInUse"), try release.require("shadowImageBytes"))
            }
        }
    }
#endif
