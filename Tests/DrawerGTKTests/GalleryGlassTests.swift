#if os(Linux)
    import Foundation
    import Testing

    /// The iOS 26 sheet drawn by GTK in a real window: a 480-pt centred sheet (`--demo glass`) in a
    /// 1000 × 600 window whose corner radius is 20 pt, over 60-px tiles of iOS's eight system
    /// colours. A pixel tells whether the panel covers it: glass over the blurred tiles is none of
    /// the tile's colour; the opaque (anchored) panel is white.
    extension GalleryUITests {
        @Suite("iOS 26 sheet", .timeLimit(.minutes(2)))
        struct Glass {
            /// iOS's system colours (light) in the demo's order: blue, green, orange, pink, purple, teal, yellow, red.
            static let tiles: [[Int]] = [
                [0, 122, 255], [52, 199, 89], [255, 149, 0], [255, 45, 85], [175, 82, 222], [90, 200, 250], [255, 204, 0],
                [255, 59, 48],
            ]

            /// The tile the demo draws at `point` of the drawer area: column + 3 × row, modulo 8.
            static func tile(at point: (Double, Double)) -> [Int] {
                tiles[(Int(max(0, point.0)) / 60 + 3 * (Int(max(0, point.1)) / 60)) % tiles.count]
            }

            /// Whether `pixel`, read at `point`, is the panel's: white where the sheet is opaque
            /// (`opaque`, at large, where the tiles around it are dimmed), elsewhere anything but the
            /// tile there (glass draws the tiles blurred under a white fill).
            static func isPanel(_ pixel: [Int], at point: (Double, Double), opaque: Bool) -> Bool {
                if opaque { return pixel.isNearlyWhite }
                return zip(pixel, tile(at: point)).map { abs($0 - $1) }.reduce(0, +) > 60
            }

            @Test(
                "At medium it floats: the gap under it, the window beside it and its rounded corners are not panel; at large it is anchored and square"
            )
            func floatsThenAnchors() throws {
                let gallery = try GalleryUnderTest(demo: "glass", size: "1000x600")
                defer { gallery.stop() }
                #expect(gallery.ready.string("detent") == "medium")
                let (width, height) = gallery.overlaySize
                let left = (width - 480) / 2
                let top = height / 2
                let bottom = height - 8
                let points = [
                    (width / 2, bottom - 12), (left + 6, bottom - 60), (width / 2, height - 3), (left - 10, bottom - 60),
                    (left + 2, bottom - 2), (left + 2, top + 2), (left + 478, bottom - 2),
                ]
                let medium = try gallery.screenPixels(points)
                func isPanel(_ index: Int) -> Bool { Self.isPanel(medium[index], at: points[index], opaque: false) }
                #expect(isPanel(0), "inside, above the gap: \(medium[0])")
                #expect(isPanel(1), "inside its left edge: \(medium[1])")
                #expect(!isPanel(2), "in the 8 pt gap under it: \(medium[2])")
                #expect(!isPanel(3), "beside it: \(medium[3])")
                #expect(!isPanel(4), "outside its rounded bottom-left corner: \(medium[4])")
                #expect(!isPanel(5), "outside its rounded top-left corner: \(medium[5])")
                #expect(!isPanel(6), "outside its rounded bottom-right corner: \(medium[6])")

                let mark = gallery.mark
                try gallery.drag(from: (width / 2, top + 40), to: (width / 2, 30), steps: 20)
                try gallery.waitForSettled(since: mark, detent: "large")
                usleep(200_000)
                let large = try gallery.screenPixels([(width / 2, height - 3), (left + 2, height - 2), (left - 10, height - 60)])
                #expect(large[0].isNearlyWhite, "anchored to the bottom: \(large[0])")
                #expect(large[1].isNearlyWhite, "square bottom-left corner: \(large[1])")
                #expect(!large[2].isNearlyWhite, "still 480 pt wide: \(large[2])")
            }

            @Test("A click beside the narrow, undimmed sheet reaches the window's button there")
            func clickPassesBeside() throws {
                let gallery = try GalleryUnderTest(demo: "glass", size: "1000x600")
                defer { gallery.stop() }
                let left = (gallery.overlaySize.width - 480) / 2
                let button = try gallery.session.app.waitFor("button") { $0.string("label") == "Beside" }
                #expect(try button.require("x") + button.require("width") < left, "the button lies beside the sheet: \(button)")
                #expect(try button.require("y") > gallery.overlaySize.height / 2, "and level with it: \(button)")
                let mark = gallery.mark
                try gallery.clickButton("Beside")
                try gallery.session.app.waitFor("beside-clicked", since: mark)
            }
        }
    }
#endif
