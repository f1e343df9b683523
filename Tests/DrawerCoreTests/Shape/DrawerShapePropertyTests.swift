import DrawerCore
import Foundation
import PropertyBased
import Testing

/// The shape's invariants over random containers, detents and shape styles, hostile numbers
/// included.
@Suite("Shape invariants (property tests)")
struct DrawerShapePropertyTests {
    static func layout(_ container: DrawerContainer, _ edge: DrawerEdge, _ detents: [DrawerDetent], _ style: DrawerStyle)
        -> DrawerLayout
    {
        let stops = DrawerDetentResolver(detents: detents).resolve(in: container, edge: edge)
        return DrawerLayout(container: container, edge: edge, stops: stops, style: style)
    }

    @Test("bad input is clamped: every shape value finite, drawable and inside the container")
    func finiteAndClamped() async {
        await boundedPropertyCheck(
            count: 400, input: ShapeGen.container(), DrawerGen.edge, DrawerGen.detents(), ShapeGen.style(),
            DrawerGen.length(upTo: 4000)
        ) { container, edge, detents, style, extent in
            let layout = Self.layout(container, edge, detents, style)
            let frame = layout.frame(extent: extent)
            let shape = frame.shape
            #expect(shape.numbers.allSatisfy { $0.isFinite && $0 >= 0 })
            #expect((0...1).contains(shape.materialBlend))
            #expect(frame.visibleRect.isFinite && frame.panelRect.isFinite && frame.contentRect.isFinite)
            let bounds = CGRect(origin: .zero, size: container.size).insetBy(dx: -1e-6, dy: -1e-6)
            #expect(frame.visibleRect.isEmpty || bounds.contains(frame.visibleRect))
            let limit = min(frame.visibleRect.width, frame.visibleRect.height) / 2 + 1e-9
            #expect(shape.corners.maximum <= limit, "radii fit the outline")
            // Side insets: at most a quarter of the cross length each (beyond the maximum width's own room).
            let side = edge.physical(in: container.layoutDirection)
            let cross = side.crossLength(of: container.size)
            let width = side.isVertical ? frame.visibleRect.width : frame.visibleRect.height
            #expect(
                width <= min(style.crossLength ?? cross, cross) + 1e-6, "a maximum width above the container is the container")
            #expect(width >= min(style.crossLength ?? cross, cross / 2) - 1e-6, "side insets leave at least half the container")
        }
    }

    @Test("continuous in the extent: no step at any stop, nor past the outermost ones")
    func continuous() async {
        await boundedPropertyCheck(
            count: 300, input: ShapeGen.saneContainer(), DrawerGen.edge, DrawerGen.detents(), ShapeGen.style()
        ) { container, edge, detents, style in
            Self.expectContinuous(Self.layout(container, edge, detents, style))
        }
    }

    static func expectContinuous(_ layout: DrawerLayout) {
        // A step is a change that does not shrink with the distance. Within 10⁻⁶ pt of each
        // stop no value may move more than 10⁻³ (a slope of 1,000, far above any blend's).
        // A bound from the stops' own differences over their gaps was too tight: a blend can
        // run over part of a gap only (repeated runs found a side inset at slope 11.4 where
        // the stops gave 2.9, continuous: its change shrank 100-fold per 100-fold nearer).
        let epsilon: CGFloat = 1e-6
        var checkpoints = layout.stops.map(\.extent)
        checkpoints.append(layout.maximumExtent)
        for point in checkpoints {
            let here = layout.frame(extent: point).shape.numbers
            for neighbour in [point - epsilon, point + epsilon] where neighbour >= 0 && neighbour <= layout.maximumExtent {
                let there = layout.frame(extent: neighbour).shape.numbers
                for (x, y) in zip(here, there) {
                    #expect(abs(x - y) <= 1e-3, "step at \(point): \(x) → \(y)")
                }
            }
        }
    }

    @Test("concentric: edge-side corners are max(0, containerRadius − inset) between partial iOS 26 detents")
    func concentric() async {
        await boundedPropertyCheck(
            count: 300, input: ShapeGen.saneContainer(), Gen.cgFloat(in: 0...20), Gen.cgFloat(in: 0.2...0.45),
            Gen.cgFloat(in: 0.5...0.55), Gen.cgFloat(in: 0...1)
        ) { container, inset, low, high, t in
            // Both stops stay below the far safe area (at most 40 pt of at least 100): partial shapes.
            let style = DrawerStyle.iOS26Sheet(shape: .iOS26Sheet(inset: inset))
            let layout = Self.layout(
                container, .bottom, [.fraction(low, identifier: "low"), .fraction(high, identifier: "high")], style)
            let extent = layout.stops[0].extent + t * (layout.stops[layout.stops.count - 1].extent - layout.stops[0].extent)
            let frame = layout.frame(extent: extent)
            let insets = frame.shape.insets
            let drawable = min(frame.visibleRect.width, frame.visibleRect.height) / 2
            let left = min(max(0, container.cornerRadius - max(insets.left, insets.bottom)), drawable)
            let right = min(max(0, container.cornerRadius - max(insets.right, insets.bottom)), drawable)
            #expect(abs(frame.shape.corners.bottomLeft - left) <= 1e-6)
            #expect(abs(frame.shape.corners.bottomRight - right) <= 1e-6)
        }
    }

    @Test("at a full-height detent the iOS 26 sheet has no inset, is opaque and square at its edge")
    func fullHeight() async {
        await boundedPropertyCheck(count: 300, input: ShapeGen.saneContainer(), DrawerGen.edge) { container, edge in
            let layout = Self.layout(container, edge, [.closed, .medium, .large], .iOS26Sheet())
            let frame = layout.frame(extent: layout.stops.largest.extent)
            let shape = frame.shape
            let side = edge.physical(in: container.layoutDirection)
            let attached: [CGFloat]
            switch side {
            case .bottom:
                attached = [
                    shape.insets.left, shape.insets.right, shape.insets.bottom, shape.corners.bottomLeft,
                    shape.corners.bottomRight,
                ]
            case .top:
                attached = [
                    shape.insets.left, shape.insets.right, shape.insets.top, shape.corners.topLeft, shape.corners.topRight,
                ]
            case .left:
                attached = [
                    shape.insets.top, shape.insets.bottom, shape.insets.left, shape.corners.topLeft, shape.corners.bottomLeft,
                ]
            case .right:
                attached = [
                    shape.insets.top, shape.insets.bottom, shape.insets.right, shape.corners.topRight, shape.corners.bottomRight,
                ]
            }
            #expect(attached.allSatisfy { $0 == 0 })
            #expect(shape.materialBlend == 1)
        }
    }

    @Test("right-to-left is the mirror image of left-to-right")
    func mirrored() async {
        await boundedPropertyCheck(
            count: 300, input: ShapeGen.saneContainer(), DrawerGen.edge, DrawerGen.detents(), ShapeGen.style(),
            Gen.cgFloat(in: 0...1)
        ) { base, edge, detents, style, t in
            var ltr = base
            ltr.layoutDirection = .leftToRight
            ltr.safeArea = DrawerInsets(top: 20, left: 11, bottom: 30, right: 3)
            var rtl = ltr
            rtl.layoutDirection = .rightToLeft
            rtl.safeArea = DrawerInsets(top: 20, left: 3, bottom: 30, right: 11)
            let left = Self.layout(ltr, edge, detents, style)
            let right = Self.layout(rtl, edge, detents, style)
            let extent = t * left.maximumExtent
            let a = left.frame(extent: extent)
            let b = right.frame(extent: extent)
            let width = ltr.size.width
            let mirror = CGRect(
                x: width - a.visibleRect.maxX, y: a.visibleRect.minY, width: a.visibleRect.width, height: a.visibleRect.height)
            #expect(abs(b.visibleRect.minX - mirror.minX) <= 1e-9 && abs(b.visibleRect.width - mirror.width) <= 1e-6)
            #expect(b.visibleRect.minY == mirror.minY && b.visibleRect.height == mirror.height)
            for (x, y) in zip(b.shape.corners.mirrored.numbers, a.shape.corners.numbers) { #expect(abs(x - y) <= 1e-9) }
            #expect(
                abs(b.shape.insets.left - a.shape.insets.right) <= 1e-9 && abs(b.shape.insets.right - a.shape.insets.left) <= 1e-9
            )
            #expect(b.shape.materialBlend == a.shape.materialBlend)
        }
    }
}

extension DrawerCornerRadii {
    var numbers: [CGFloat] { [topLeft, topRight, bottomLeft, bottomRight] }
}
