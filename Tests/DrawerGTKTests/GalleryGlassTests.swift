#if os(Linux)
    import Foundation
    import Testing

    /// The iOS 26 sheet drawn by GTK in a real window: a 480-pt centred sheet (`--demo glass`) in a
    /// 1000 × 600 window whose corner radius is 20 pt. Its panel is blue, so a pixel tells whether the
    /// panel covers it.
    extension GalleryUITests {
        @Suite("iOS 26 sheet", .timeLimit(.minutes(2)))
        struct Glass {
            static func isPanel(_ pixel: [Int]) -> Bool { pixel.count >= 3 && pixel[2] >= 180 && pixel[0] <= 150 }

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
                let medium = try gallery.screenPixels([
                    (width / 2, bottom - 12), (left + 6, bottom - 60), (width / 2, height - 3), (left - 10, bottom - 60),
                    (left + 2, bottom - 2), (left + 2, top + 2), (left + 478, bottom - 2),
                ])
                #expect(Self.isPanel(medium[0]), "inside, above the gap: \(medium[0])")
                #expect(Self.isPanel(medium[1]), "inside its left edge: \(medium[1])")
                #expect(!Self.isPanel(medium[2]), "in the 8 pt gap under it: \(medium[2])")
                #expect(!Self.isPanel(medium[3]), "beside it: \(medium[3])")
                #expect(!Self.isPanel(medium[4]), "outside its rounded bottom-left corner: \(medium[4])")
                #expect(!Self.isPanel(medium[5]), "outside its rounded top-left corner: \(medium[5])")
                #expect(!Self.isPanel(medium[6]), "outside its rounded bottom-right corner: \(medium[6])")

                let mark = gallery.mark
                try gallery.drag(from: (width / 2, top + 40), to: (width / 2, 30), steps: 20)
                try gallery.waitForSettled(since: mark, detent: "large")
                usleep(200_000)
                let large = try gallery.screenPixels([(width / 2, height - 3), (left + 2, height - 2), (left - 10, height - 60)])
                #expect(Self.isPanel(large[0]), "anchored to the bottom: \(large[0])")
                #expect(Self.isPanel(large[1]), "square bottom-left corner: \(large[1])")
                #expect(!Self.isPanel(large[2]), "still 480 pt wide: \(large[2])")
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
