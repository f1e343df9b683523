import DrawerCore
import Foundation
import Testing

/// The shape presets' numbers at their detents, and the placement of a narrow panel.
@Suite("Shape: presets and placement")
struct DrawerShapeTests {
    /// The 402-pt-wide iPhone the iOS 26 numbers were measured on, with a 55 pt display radius.
    static let phone = DrawerContainer(
        size: CGSize(width: 402, height: 874), safeArea: DrawerInsets(top: 62, bottom: 34), cornerRadius: 55)

    static func layout(
        _ container: DrawerContainer = phone, style: DrawerStyle = .iOS26Sheet(),
        detents: [DrawerDetent] = [.closed, .medium, .offsetFromFarEdge(62, identifier: .large)], edge: DrawerEdge = .bottom
    ) -> DrawerLayout {
        let stops = DrawerDetentResolver(detents: detents).resolve(in: container, edge: edge)
        return DrawerLayout(container: container, edge: edge, stops: stops, style: style)
    }

    @Test("iOS 26 at medium: 8 pt in from left, right and bottom, 38 pt top corners, concentric bottom, glass")
    func iOS26Medium() throws {
        let layout = Self.layout()
        let frame = layout.frame(extent: try #require(layout.stops.stop(for: .medium)).extent)
        #expect(frame.visibleRect == CGRect(x: 8, y: 437, width: 386, height: 429))
        #expect(frame.shape.insets == DrawerInsets(top: 437, left: 8, bottom: 8, right: 8))
        #expect(frame.shape.corners == DrawerCornerRadii(topLeft: 38, topRight: 38, bottomLeft: 47, bottomRight: 47))
        #expect(frame.shape.materialBlend == 0)
        #expect(frame.cornerRadius == 38)
    }

    @Test("iOS 26 at large (top at the safe-area top): full width, no inset, opaque, square bottom")
    func iOS26Large() throws {
        let layout = Self.layout()
        let frame = layout.frame(extent: try #require(layout.stops.stop(for: .large)).extent)
        #expect(frame.visibleRect == CGRect(x: 0, y: 62, width: 402, height: 812))
        #expect(frame.shape.insets == DrawerInsets(top: 62))
        #expect(frame.shape.corners == DrawerCornerRadii(topLeft: 38, topRight: 38))
        #expect(frame.shape.materialBlend == 1)
    }

    @Test("iOS 26 halfway from medium to large: inset, bottom radius and material move together")
    func iOS26Halfway() throws {
        let layout = Self.layout()
        let medium = try #require(layout.stops.stop(for: .medium)).extent
        let large = try #require(layout.stops.stop(for: .large)).extent
        let frame = layout.frame(extent: (medium + large) / 2)
        #expect(frame.shape.insets.left == 4 && frame.shape.insets.right == 4 && frame.shape.insets.bottom == 4)
        #expect(frame.shape.corners.bottomLeft == 23.5 && frame.shape.corners.bottomRight == 23.5)
        #expect(frame.shape.materialBlend == 0.5)
    }

    @Test("iOS 26 opening from closed: the panel lifts off its edge as it rises, without a step")
    func iOS26Opening() throws {
        let layout = Self.layout()
        let medium = try #require(layout.stops.stop(for: .medium)).extent
        let quarter = layout.frame(extent: medium / 4)
        #expect(quarter.shape.insets.bottom == 2)
        #expect(quarter.shape.insets.left == 8, "the side insets are the medium detent's from the start")
        #expect(layout.frame(extent: 0).shape.insets.bottom == 0)
    }

    @Test("the default style is today's look: edge-attached, full width, 12 pt on the free edge, opaque")
    func legacyLook() {
        for style in [DrawerStyle(), .iOS15Sheet()] {
            let frame = Self.layout(style: style).frame(extent: 437)
            #expect(frame.visibleRect == CGRect(x: 0, y: 437, width: 402, height: 437))
            #expect(frame.shape.corners == DrawerCornerRadii(topLeft: 12, topRight: 12))
            #expect(frame.shape.materialBlend == 1)
            #expect(frame.cornerRadius == 12)
        }
    }

    @Test("the iOS 26 sheet's dimming, grabber and shadow")
    func iOS26Style() {
        let style = DrawerStyle.iOS26Sheet()
        #expect(style.maximumDimming == 0.48)
        #expect(style.grabber == DrawerGrabberMetrics(width: 36, height: 5, offset: 5))
        #expect(!style.castsShadow)
    }

    @Test(
        "a 400 pt sheet in a 1000 pt window: leading, centred or trailing, mirrored right-to-left",
        arguments: [
            (DrawerPlacement.leading, DrawerLayoutDirection.leftToRight, CGFloat(0)),
            (.leading, .rightToLeft, 600), (.center, .leftToRight, 300), (.center, .rightToLeft, 300),
            (.trailing, .leftToRight, 600), (.trailing, .rightToLeft, 0),
        ])
    func placement(_ placement: DrawerPlacement, _ direction: DrawerLayoutDirection, _ x: CGFloat) {
        let container = DrawerContainer(size: CGSize(width: 1000, height: 700), layoutDirection: direction)
        let style = DrawerStyle(crossLength: 400, placement: placement)
        let frame = Self.layout(container, style: style).frame(extent: 350)
        #expect(frame.visibleRect == CGRect(x: x, y: 350, width: 400, height: 350))
        #expect(frame.panelRect.minX == x && frame.panelRect.width == 400)
    }

    @Test("a side drawer's placement runs down its edge: leading is the top in both directions")
    func sidePlacement() {
        for direction in DrawerLayoutDirection.allCases {
            let container = DrawerContainer(size: CGSize(width: 1000, height: 700), layoutDirection: direction)
            let style = DrawerStyle(crossLength: 300, placement: .leading)
            let layout = Self.layout(
                container, style: style, detents: [.closed, .points(280, identifier: "open")], edge: .leading)
            let x: CGFloat = direction == .leftToRight ? 0 : 720
            #expect(layout.frame(extent: 280).visibleRect == CGRect(x: x, y: 0, width: 280, height: 300))
        }
    }
}
