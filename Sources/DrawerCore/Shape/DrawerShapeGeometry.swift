import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The geometry a ``DrawerLayout`` needs to place a shaped panel: where the panel lies across the
/// axis, its visible outline for an extent and insets, and its corners. Values only, so a frame
/// costs no allocation.
struct DrawerShapeGeometry: Sendable, Equatable {
    let size: CGSize
    let side: DrawerPhysicalEdge
    /// The obstruction on the drawer's edge (a keyboard); the panel rests on it.
    let base: CGFloat
    /// The container's length across the axis.
    let cross: CGFloat
    /// The widest the panel may be across the axis, already at most ``cross``.
    let maximumCross: CGFloat
    let placement: DrawerPlacement
    let direction: DrawerLayoutDirection
    let containerRadius: CGFloat

    init(container: DrawerContainer, side: DrawerPhysicalEdge, base: CGFloat, style: DrawerStyle) {
        size = container.size
        self.side = side
        self.base = base
        cross = side.crossLength(of: container.size)
        maximumCross = min(style.crossLength ?? cross, cross)
        placement = style.placement
        direction = container.layoutDirection
        containerRadius = container.cornerRadius
    }

    /// The largest side inset the layout honours: a quarter of the cross length, so the panel
    /// keeps at least half the container's width.
    var maximumSideInset: CGFloat { cross / 4 }

    /// The panel's start and length across the axis for `sideInset`.
    func crossSpan(sideInset: CGFloat) -> (origin: CGFloat, length: CGFloat) {
        let inset = min(sideInset, maximumSideInset)
        let room = max(0, cross - 2 * inset)
        let length = min(maximumCross, room)
        let startsAtLowSide: Bool
        switch placement {
        case .center: return ((cross - length) / 2, length)
        case .leading: startsAtLowSide = !side.isVertical || direction == .leftToRight
        case .trailing: startsAtLowSide = side.isVertical && direction == .rightToLeft
        }
        return (startsAtLowSide ? inset : cross - inset - length, length)
    }

    /// A rectangle whose free edge is `extent` from the container's edge (above the obstruction),
    /// reaching `length` towards the edge, placed across the axis for `sideInset`.
    func rect(extent: CGFloat, length: CGFloat, sideInset: CGFloat) -> CGRect {
        let (crossOrigin, width) = crossSpan(sideInset: sideInset)
        switch side {
        case .bottom: return CGRect(x: crossOrigin, y: size.height - base - extent, width: width, height: length)
        case .top: return CGRect(x: crossOrigin, y: base + extent - length, width: width, height: length)
        case .left: return CGRect(x: base + extent - length, y: crossOrigin, width: length, height: width)
        case .right: return CGRect(x: size.width - base - extent, y: crossOrigin, width: length, height: width)
        }
    }

    /// The visible outline at `extent` standing `edgeInset` off the container's edge.
    func visibleRect(extent: CGFloat, edgeInset: CGFloat, sideInset: CGFloat) -> CGRect {
        rect(extent: extent, length: max(0, extent - edgeInset), sideInset: sideInset)
    }

    /// The distances from `rect` to the container's four sides.
    func insets(of rect: CGRect) -> DrawerInsets {
        DrawerInsets(top: rect.minY, left: rect.minX, bottom: size.height - rect.maxY, right: size.width - rect.maxX)
    }

    /// `rule` applied to every corner of `rect`, each by its own distance from the container's
    /// corner (the larger of its distances from the two sides that meet there).
    func corners(of rect: CGRect, rule: DrawerCornerRule) -> DrawerCornerRadii {
        let top = rect.minY
        let left = rect.minX
        let bottom = size.height - rect.maxY
        let right = size.width - rect.maxX
        return DrawerCornerRadii(
            topLeft: rule.radius(distance: max(top, left), containerRadius: containerRadius),
            topRight: rule.radius(distance: max(top, right), containerRadius: containerRadius),
            bottomLeft: rule.radius(distance: max(bottom, left), containerRadius: containerRadius),
            bottomRight: rule.radius(distance: max(bottom, right), containerRadius: containerRadius))
    }

    /// The free edge's corners taken from `free` and the container edge's corners from `edge`.
    func assemble(free: DrawerCornerRadii, edge: DrawerCornerRadii) -> DrawerCornerRadii {
        switch side {
        case .bottom:
            DrawerCornerRadii(
                topLeft: free.topLeft, topRight: free.topRight, bottomLeft: edge.bottomLeft, bottomRight: edge.bottomRight)
        case .top:
            DrawerCornerRadii(
                topLeft: edge.topLeft, topRight: edge.topRight, bottomLeft: free.bottomLeft, bottomRight: free.bottomRight)
        case .left:
            DrawerCornerRadii(
                topLeft: edge.topLeft, topRight: free.topRight, bottomLeft: edge.bottomLeft, bottomRight: free.bottomRight)
        case .right:
            DrawerCornerRadii(
                topLeft: free.topLeft, topRight: edge.topRight, bottomLeft: free.bottomLeft, bottomRight: edge.bottomRight)
        }
    }

    /// `corners` limited to half of `rect`'s shorter side, the most any toolkit can draw.
    static func drawable(_ corners: DrawerCornerRadii, in rect: CGRect) -> DrawerCornerRadii {
        let limit = max(0, min(rect.width, rect.height) / 2)
        return DrawerCornerRadii(
            topLeft: min(corners.topLeft, limit), topRight: min(corners.topRight, limit),
            bottomLeft: min(corners.bottomLeft, limit), bottomRight: min(corners.bottomRight, limit))
    }
}
