import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// A screen side, after `leading`/`trailing` have been resolved against a layout direction.
///
/// DrawerCore keeps all of its math on one axis: the drawer's *extent*, how far it is revealed
/// from its edge. This type is the only place that knows how that axis maps onto the
/// container's x/y coordinates (origin top-left, y pointing down, as in UIKit, SwiftUI and GTK).
public enum DrawerPhysicalEdge: String, Sendable, Hashable, CaseIterable, Codable {
    /// The bottom side of the container.
    case bottom
    /// The top side of the container.
    case top
    /// The left side of the container.
    case left
    /// The right side of the container.
    case right

    /// Whether the axis of movement is vertical.
    public var isVertical: Bool { self == .bottom || self == .top }

    /// How much a finger translation reveals the drawer: positive opens, negative closes.
    ///
    /// A bottom drawer opens when the finger moves up (negative y), a left drawer when it moves
    /// right, and so on. The other component of the translation is ignored.
    public func extentDelta(forTranslation translation: CGPoint) -> CGFloat {
        switch self {
        case .bottom: -translation.y
        case .top: translation.y
        case .left: translation.x
        case .right: -translation.x
        }
    }

    /// Whether a finger opening the drawer pushes content that scrolls along the axis towards its
    /// end (offset up): true for bottom and right-side drawers, false for top and left-side ones.
    public var openingScrollsContentForward: Bool { self == .bottom || self == .right }

    /// The container's length along the axis of movement.
    public func axisLength(of size: CGSize) -> CGFloat {
        isVertical ? size.height : size.width
    }

    /// The container's length across the axis of movement.
    public func crossLength(of size: CGSize) -> CGFloat {
        isVertical ? size.width : size.height
    }

    /// How far `point` lies from this edge, measured into the container.
    ///
    /// Used for the edge-start region of side drawers (seed 003 opens only for drags that
    /// start within 10 % of the width from the edge).
    public func distanceFromEdge(of point: CGPoint, in size: CGSize) -> CGFloat {
        switch self {
        case .bottom: size.height - point.y
        case .top: point.y
        case .left: point.x
        case .right: size.width - point.x
        }
    }

    /// The inset of `insets` that lies on this side.
    public func inset(of insets: DrawerInsets) -> CGFloat {
        switch self {
        case .bottom: insets.bottom
        case .top: insets.top
        case .left: insets.left
        case .right: insets.right
        }
    }

    /// The side facing this one.
    public var opposite: DrawerPhysicalEdge {
        switch self {
        case .bottom: .top
        case .top: .bottom
        case .left: .right
        case .right: .left
        }
    }
}
