#if os(Linux)
    import Foundation
    import Testing

    /// The iOS 26 sheet's drawn outline against the one the gallery traces (`visible…` and
    /// `corner…` fields of its `settled` lines), at three detents reached by real drags.
    extension GalleryUITests {
        @Suite("iOS 26 sheet outline", .timeLimit(.minutes(2)))
        struct GlassOutline {
            /// The traced outline of a settled drawer.
            struct Outline: CustomStringConvertible {
                let minX: Double, minY: Double, maxX: Double, maxY: Double
                let topLeft: Double, topRight: Double, bottomLeft: Double, bottomRight: Double

                init(_ event: TraceEvent) throws {
                    minX = try event.require("visibleX")
                    minY = try event.require("visibleY")
                    maxX = minX + (try event.require("visibleWidth"))
                    maxY = minY + (try event.require("visibleHeight"))
                    topLeft = try event.require("cornerTopLeft")
                    topRight = try event.require("cornerTopRight")
                    bottomLeft = try event.require("cornerBottomLeft")
                    bottomRight = try event.require("cornerBottomRight")
                }

                var description: String {
                    "(\(minX), \(minY))–(\(maxX), \(maxY)) corners \(topLeft)/\(topRight)/\(bottomLeft)/\(bottomRight)"
                }
            }

            /// A point to read and whether the panel must cover it.
            struct Probe {
                let point: (Double, Double)
                let isPanel: Bool
                let what: String
            }

            /// Points 3 px inside and outside each edge's middle (outside only where the window
            /// continues), and for each corner a point just inside its arc and one in the cut-off
            /// tip (for a square corner, the tip is panel).
            static func probes(_ o: Outline, width: Double, height: Double) -> [Probe] {
                let midX = (o.minX + o.maxX) / 2
                let midY = (o.minY + o.maxY) / 2
                var probes = [
                    Probe(point: (midX, o.minY + 3), isPanel: true, what: "inside the top edge"),
                    Probe(point: (midX, o.maxY - 3), isPanel: true, what: "inside the bottom edge"),
                    Probe(point: (o.minX + 3, midY), isPanel: true, what: "inside the left edge"),
                    Probe(point: (o.maxX - 3, midY), isPanel: true, what: "inside the right edge"),
                ]
                if o.minY > 3 { probes.append(Probe(point: (midX, o.minY - 3), isPanel: false, what: "above the top edge")) }
                if o.maxY < height - 3 {
                    probes.append(Probe(point: (midX, o.maxY + 3), isPanel: false, what: "below the bottom edge"))
                }
                if o.minX > 3 { probes.append(Probe(point: (o.minX - 3, midY), isPanel: false, what: "left of the left edge")) }
                if o.maxX < width - 3 {
                    probes.append(Probe(point: (o.maxX + 3, midY), isPanel: false, what: "right of the right edge"))
                }
                let corners: [(Double, Double, Double, Double, Double, String)] = [
                    (o.topLeft, o.minX, o.minY, 1, 1, "top-left"), (o.topRight, o.maxX, o.minY, -1, 1, "top-right"),
                    (o.bottomLeft, o.minX, o.maxY, 1, -1, "bottom-left"), (o.bottomRight, o.maxX, o.maxY, -1, -1, "bottom-right"),
                ]
                for (radius, x, y, sx, sy, name) in corners {
                    // On the diagonal, the arc is (1 − 1/√2)·r ≈ 0.29·r in from the corner.
                    let tip = 1.5
                    if radius >= 10 {
                        probes.append(
                            Probe(
                                point: (x + sx * tip, y + sy * tip), isPanel: false,
                                what: "the cut-off tip of the \(name) corner (r \(radius))"))
                        let inside = 0.293 * radius + 4
                        probes.append(
                            Probe(
                                point: (x + sx * inside, y + sy * inside), isPanel: true,
                                what: "just inside the \(name) arc (r \(radius))"))
                    } else if radius == 0 {
                        probes.append(
                            Probe(point: (x + sx * tip, y + sy * tip), isPanel: true, what: "the square \(name) corner"))
                    }
                }
                return probes
            }

            func expectDrawn(_ gallery: GalleryUnderTest, _ event: TraceEvent, at detent: String) throws {
                let outline = try Outline(event)
                let (width, height) = gallery.overlaySize
                let probes = Self.probes(outline, width: width, height: height)
                let pixels = try gallery.screenPixels(probes.map(\.point))
                for (probe, pixel) in zip(probes, pixels) {
                    #expect(
                        Glass.isPanel(pixel, at: probe.point, opaque: detent == "large") == probe.isPanel,
                        "\(detent): \(probe.what) at \(probe.point) is \(pixel), outline \(outline)")
                }
            }

            @Test("At peek, medium and large the drawn edges and corners are where the traced outline says")
            func outlineMatchesTrace() throws {
                let gallery = try GalleryUnderTest(demo: "glass", size: "1000x600")
                defer { gallery.stop() }
                let (width, height) = gallery.overlaySize
                #expect(gallery.ready.string("detent") == "medium")
                usleep(200_000)
                try expectDrawn(gallery, gallery.ready, at: "medium")

                var mark = gallery.mark
                let mediumTop = try gallery.ready.require("visibleY")
                try gallery.drag(from: (width / 2, mediumTop + 30), to: (width / 2, height - 180 + 30), steps: 30, hold: 0.25)
                let peek = try gallery.waitForSettled(since: mark, detent: "peek")
                usleep(200_000)
                try expectDrawn(gallery, peek, at: "peek")

                mark = gallery.mark
                let peekTop = try peek.require("visibleY")
                try gallery.drag(from: (width / 2, peekTop + 30), to: (width / 2, 20), steps: 20)
                let large = try gallery.waitForSettled(since: mark, detent: "large")
                usleep(200_000)
                try expectDrawn(gallery, large, at: "large")
                #expect(
                    try large.require("cornerBottomLeft") == 0 && large.require("materialBlend") == 1,
                    "anchored and opaque: \(large)")
                #expect(try peek.require("materialBlend") < 1, "glass at peek: \(peek)")
            }
        }
    }
#endif
