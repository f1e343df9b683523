#if os(Linux)
    import Foundation
    import Testing

    /// The iOS 26 sheet's glass in a real window: the tiles behind it show through, blurred, and
    /// stop at its outline (`--demo glass`, 1000 × 600, sheet at medium, undimmed).
    extension GalleryUITests {
        @Suite("iOS 26 sheet glass", .timeLimit(.minutes(2)))
        struct GlassBlur {
            /// The largest change between neighbouring pixels of a row, over the three channels.
            static func largestStep(_ row: [[Int]]) -> Int {
                zip(row, row.dropFirst()).map { a, b in zip(a, b).map { abs($0 - $1) }.reduce(0, +) }.max() ?? 0
            }

            /// How far a row's colours spread: the largest range of one channel along it.
            static func spread(_ row: [[Int]]) -> Int {
                (0..<3).map { channel in
                    let values = row.map { $0[channel] }
                    return (values.max() ?? 0) - (values.min() ?? 0)
                }.max() ?? 0
            }

            @Test("Inside the outline the tiles show blurred (colours vary, no sharp step); beside and above it they are sharp")
            func tilesBlurredInsideSharpOutside() throws {
                let gallery = try GalleryUnderTest(demo: "glass", size: "1000x600")
                defer { gallery.stop() }
                #expect(gallery.ready.string("detent") == "medium")
                let x = try gallery.ready.require("visibleX")
                let y = try gallery.ready.require("visibleY")
                let width = try gallery.ready.require("visibleWidth")
                let height = try gallery.ready.require("visibleHeight")
                usleep(200_000)
                // Inside: a row below the sheet's text, clear of the rounded corners. Outside: the
                // same span 40 px above the sheet, and a run beside it.
                let span = Int(width) - 80
                let rows = try gallery.screenRows([
                    (x: x + 40, y: y + height * 0.65, width: span), (x: x + 40, y: y - 40, width: span),
                    (x: x - 200, y: y + height * 0.65, width: 190),
                ])
                let inside = rows[0]
                let above = rows[1]
                let beside = rows[2]
                #expect(inside.count == span && above.count == span && beside.count == 190, "rows read: \(rows.map(\.count))")
                // Sharp tiles: neighbouring pixels across a tile edge differ by a whole colour.
                #expect(Self.largestStep(above) > 150, "above the sheet the tiles are sharp: \(Self.largestStep(above))")
                #expect(Self.largestStep(beside) > 150, "beside the sheet the tiles are sharp: \(Self.largestStep(beside))")
                // Behind the glass: no edge left, but the tiles' colours still change along the row.
                #expect(Self.largestStep(inside) < 24, "inside the outline no sharp edge: \(Self.largestStep(inside))")
                // A fill alone (opaque or not) would be one colour along the row: spread 0.
                #expect(Self.spread(inside) > 5, "inside the outline the content shows through: spread \(Self.spread(inside))")
            }

            @Test("Dragging the glass sheet to peek and back blurs what lies behind it once: the moves reuse the image")
            func movesReuseTheBlurredImage() throws {
                let gallery = try GalleryUnderTest(demo: "glass", size: "1000x600")
                defer { gallery.stop() }
                let (width, height) = gallery.overlaySize
                let mediumTop = try gallery.ready.require("visibleY")
                usleep(200_000)
                var mark = gallery.mark
                try gallery.drag(from: (width / 2, mediumTop + 30), to: (width / 2, height - 180 + 30), steps: 30, hold: 0.25)
                let peek = try gallery.waitForSettled(since: mark, detent: "peek")
                mark = gallery.mark
                let peekTop = try peek.require("visibleY")
                try gallery.drag(from: (width / 2, peekTop + 30), to: (width / 2, mediumTop + 30), steps: 30, hold: 0.25)
                let medium = try gallery.waitForSettled(since: mark, detent: "medium")
                // About 60 frames moved the sheet; blurring again on any of them would count here.
                #expect(try peek.require("glassImages") == 1, "one image by the first settle: \(peek)")
                #expect(try medium.require("glassImages") == 1, "and still one after the second: \(medium)")
            }
        }
    }
#endif
