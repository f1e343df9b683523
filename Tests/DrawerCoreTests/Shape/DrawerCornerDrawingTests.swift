import DrawerCore
import Foundation
import Testing

/// Which corners an adapter hands to a toolkit that resolves container-concentric radii itself
/// (UIKit's `UICornerRadius.containerConcentric(minimum:)`, iOS 26) when the display's radius is
/// unknown, and that the app's radius keeps every corner fixed.
@Suite("Corner drawing: container-concentric corners for the toolkit")
struct DrawerCornerDrawingTests {
    /// The phone of `DrawerShapeTests` without a display radius: what UIKit gives an adapter.
    static let unknownRadius = DrawerContainer(
        size: CGSize(width: 402, height: 874), safeArea: DrawerInsets(top: 62, bottom: 34))

    static func frame(_ layout: DrawerLayout, at detent: DrawerDetent.Identifier) throws -> DrawerFrame {
        layout.frame(extent: try #require(layout.stops.stop(for: detent)).extent)
    }

    @Test("iOS 26 sheet at medium, no display radius: fixed 38 pt top corners, bottom corners concentric above 0")
    func mediumHandsTheBottomCornersOver() throws {
        let layout = DrawerShapeTests.layout(Self.unknownRadius)
        let drawing = layout.cornerDrawing(of: try Self.frame(layout, at: .medium))
        #expect(
            drawing
                == DrawerCornerDrawings(
                    topLeft: .fixed(38), topRight: .fixed(38), bottomLeft: .containerConcentric(minimum: 0),
                    bottomRight: .containerConcentric(minimum: 0)))
    }

    @Test("the app's display radius keeps every corner fixed at the frame's radii")
    func knownRadiusStaysFixed() throws {
        let layout = DrawerShapeTests.layout()
        let frame = try Self.frame(layout, at: .medium)
        #expect(layout.cornerDrawing(of: frame) == DrawerCornerDrawings(fixed: frame.shape.corners))
        #expect(frame.shape.corners.bottomLeft == 47)
    }

    @Test("at rest at full height the style's fixed square bottom corners; on the way there, concentric")
    func towardsFullHeight() throws {
        let layout = DrawerShapeTests.layout(Self.unknownRadius)
        let large = try Self.frame(layout, at: .large)
        #expect(layout.cornerDrawing(of: large) == DrawerCornerDrawings(fixed: DrawerCornerRadii(topLeft: 38, topRight: 38)))
        let medium = try #require(layout.stops.stop(for: .medium)).extent
        let between = layout.frame(extent: (medium + large.extent) / 2)
        let drawing = layout.cornerDrawing(of: between)
        #expect(drawing.bottomLeft == .containerConcentric(minimum: 0), "concentric with the display as it grows")
        #expect(drawing.topLeft == .fixed(38))
    }

    @Test("a concentric minimum between a concentric stop and a fixed one is interpolated from the fixed radius")
    func minimumInterpolates() throws {
        var style = DrawerStyle.iOS26Sheet()
        style.shape = DrawerShapeStyle(
            partial: DrawerDetentShape(
                edgeInset: 8, sideInset: 8, freeCorners: .radius(30), edgeCorners: .concentric(minimum: 10),
                materialBlend: 0),
            fullHeight: DrawerDetentShape(freeCorners: .radius(30), edgeCorners: .radius(20), materialBlend: 1))
        let layout = DrawerShapeTests.layout(Self.unknownRadius, style: style)
        let medium = try #require(layout.stops.stop(for: .medium)).extent
        let large = try #require(layout.stops.stop(for: .large)).extent
        let drawing = layout.cornerDrawing(of: layout.frame(extent: medium + (large - medium) / 4))
        #expect(drawing.bottomRight == .containerConcentric(minimum: 12.5), "10 + (20 − 10) / 4")
    }

    @Test("a pushed-back panel's radius raises fixed radii and concentric minimums alike")
    func pushRaises() throws {
        let layout = DrawerShapeTests.layout(Self.unknownRadius)
        let drawing = layout.cornerDrawing(of: try Self.frame(layout, at: .medium), raisedTo: 40)
        #expect(drawing.topLeft == .fixed(40))
        #expect(drawing.bottomLeft == .containerConcentric(minimum: 40))
    }

    @Test("each side's free and container edges: a top drawer's concentric corners are its top two")
    func sides() throws {
        let layout = DrawerShapeTests.layout(Self.unknownRadius, edge: .top)
        let drawing = layout.cornerDrawing(of: try Self.frame(layout, at: .medium))
        #expect(drawing.topLeft == .containerConcentric(minimum: 0) && drawing.topRight == .containerConcentric(minimum: 0))
        #expect(drawing.bottomLeft == .fixed(38) && drawing.bottomRight == .fixed(38))
        let left = DrawerShapeTests.layout(Self.unknownRadius, edge: .leading)
        let fromLeft = left.cornerDrawing(of: try Self.frame(left, at: .medium))
        #expect(fromLeft.topLeft == .containerConcentric(minimum: 0) && fromLeft.bottomLeft == .containerConcentric(minimum: 0))
        #expect(fromLeft.topRight == .fixed(38) && fromLeft.bottomRight == .fixed(38))
    }

    @Test("the iOS 15 sheet has no concentric corner: every corner fixed")
    func noConcentricRule() throws {
        let layout = DrawerShapeTests.layout(Self.unknownRadius, style: .iOS15Sheet())
        let frame = try Self.frame(layout, at: .medium)
        #expect(layout.cornerDrawing(of: frame) == DrawerCornerDrawings(fixed: frame.shape.corners))
    }

    @Test("a nonsense push radius reads as 0")
    func badPush() throws {
        let layout = DrawerShapeTests.layout(Self.unknownRadius)
        let frame = try Self.frame(layout, at: .medium)
        for push: CGFloat in [.nan, -.infinity, -5] {
            #expect(layout.cornerDrawing(of: frame, raisedTo: push) == layout.cornerDrawing(of: frame))
        }
    }
}
