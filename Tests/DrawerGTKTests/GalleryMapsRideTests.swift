#if os(Linux)
    import Foundation
    import Testing

    /// The Maps demo's Locate button rides above the sheet, placed from the host's covered insets
    /// (issue 25, item 5): real clicks find it where the insets say, and not where it was.
    extension GalleryUITests {
        @Suite("Maps button riding above the sheet", .timeLimit(.minutes(2)))
        struct MapsRide {
            /// Where the Locate button's centre should be for a covered bottom inset.
            static func expectedCentre(
                covered: Double, button: TraceEvent, overlay: (width: Double, height: Double)
            ) throws -> (Double, Double) {
                let width = try button.require("width"), height = try button.require("height")
                return (overlay.width - 16 - width / 2, overlay.height - covered - 12 - height / 2)
            }

            @Test("At medium and after a drag to fit, a click where the covered insets put the button reaches it; the old place no longer does")
            func buttonFollowsTheCoveredInsets() throws {
                let gallery = try GalleryUnderTest(demo: "maps")
                defer { gallery.stop() }
                let overlay = gallery.overlaySize
                let button = try gallery.session.app.waitFor("button") { $0.string("label") == "Locate" }
                let mediumCovered = try gallery.ready.require("coveredBottom")
                let atMedium = try Self.expectedCentre(covered: mediumCovered, button: button, overlay: overlay)
                #expect(
                    abs(try button.require("y") + button.require("height") / 2 - atMedium.1) <= 1,
                    "traced \(button), expected centre y \(atMedium.1) from covered \(mediumCovered)")
                var mark = gallery.mark
                try gallery.click(at: atMedium)
                try gallery.session.app.waitFor("locate-clicked", since: mark, timeout: 3)

                mark = gallery.mark
                try gallery.drag(from: (overlay.width * 0.4, 330), to: (overlay.width * 0.4, 490), steps: 40, hold: 0.3)
                let settled = try gallery.waitForSettled(since: mark, detent: "fit")
                usleep(300_000)
                let fitCovered = try settled.require("coveredBottom")
                #expect(fitCovered < mediumCovered - 100, "\(settled)")
                mark = gallery.mark
                try gallery.click(at: atMedium)
                usleep(500_000)
                #expect(
                    !gallery.session.app.events(since: mark).contains { $0.name == "locate-clicked" },
                    "the button is no longer at its medium place")
                let atFit = try Self.expectedCentre(covered: fitCovered, button: button, overlay: overlay)
                mark = gallery.mark
                try gallery.click(at: atFit)
                try gallery.session.app.waitFor("locate-clicked", since: mark, timeout: 3)
            }
        }
    }
#endif
