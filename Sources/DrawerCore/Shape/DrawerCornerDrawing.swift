import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// How an adapter hands one of the panel's corners to a toolkit that can round a corner
/// concentrically with its container by itself (UIKit's `UICornerRadius.containerConcentric(minimum:)`,
/// iOS 26), when the container's own radius is unknown to DrawerCore.
///
/// UIKit publishes no display corner radius, so ``DrawerContainer/cornerRadius`` is 0 until the
/// app sets it, and DrawerCore's concentric corners (``DrawerCornerRule/concentric(minimum:)``)
/// then resolve to their minimum. A toolkit that knows its container's radius resolves them
/// itself: ``DrawerLayout/cornerDrawing(of:raisedTo:)`` says which corners to hand over that way.
package enum DrawerCornerDrawing: Sendable, Hashable {
    /// A fixed radius in points, as ``DrawerPanelShape/corners`` has it.
    case fixed(CGFloat)
    /// Concentric with the toolkit's container (its radius minus the corner's distance from the
    /// container's corner), never below `minimum` points.
    case containerConcentric(minimum: CGFloat)
}

/// The four corners of a panel as `DrawerCornerDrawing`s, named by screen corner as
/// ``DrawerCornerRadii`` (physical, already mirrored for right-to-left).
package struct DrawerCornerDrawings: Sendable, Hashable {
    /// The top-left corner.
    package var topLeft: DrawerCornerDrawing
    /// The top-right corner.
    package var topRight: DrawerCornerDrawing
    /// The bottom-left corner.
    package var bottomLeft: DrawerCornerDrawing
    /// The bottom-right corner.
    package var bottomRight: DrawerCornerDrawing

    /// Creates the four corners.
    package init(
        topLeft: DrawerCornerDrawing, topRight: DrawerCornerDrawing, bottomLeft: DrawerCornerDrawing,
        bottomRight: DrawerCornerDrawing
    ) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomLeft = bottomLeft
        self.bottomRight = bottomRight
    }

    /// Every corner fixed at `radii`.
    package init(fixed radii: DrawerCornerRadii) {
        self.init(
            topLeft: .fixed(radii.topLeft), topRight: .fixed(radii.topRight), bottomLeft: .fixed(radii.bottomLeft),
            bottomRight: .fixed(radii.bottomRight))
    }
}

extension DrawerLayout {
    /// How to hand `frame`'s corners to a toolkit that resolves container-concentric radii
    /// itself, every corner at least `pushRadius` (a pushed-back panel's, as
    /// ``DrawerCornerRadii/raised(to:)``).
    ///
    /// The rule: while the container's radius is unknown (``DrawerContainer/cornerRadius`` 0), a
    /// group of corners (the free edge's two, or the container edge's two) that either
    /// neighbouring stop of `frame`'s extent rounds concentrically is handed over as
    /// `DrawerCornerDrawing.containerConcentric(minimum:)`; its minimum is interpolated between
    /// the two stops as the radii are, a concentric stop giving its minimum and a fixed one its
    /// radius, and limited to what the outline can draw. So the iOS 26 sheet's bottom corners
    /// nest in the display's at partial heights and stay concentric as it grows towards full
    /// height, where the distance to the display's corner reaches 0 and the corner follows the
    /// display's own curve; resting at full height they are the style's fixed 0. Every other
    /// corner, and every corner once the app has given the container's radius, is fixed at
    /// ``DrawerPanelShape/corners`` (which already used that radius).
    package func cornerDrawing(of frame: DrawerFrame, raisedTo pushRadius: CGFloat = 0) -> DrawerCornerDrawings {
        let fixed = frame.shape.corners.raised(to: pushRadius)
        guard container.cornerRadius == 0 else { return DrawerCornerDrawings(fixed: fixed) }
        let bracket = stops.bracket(of: frame.extent)
        let lower = shapeCurve.stops[bracket.lower]
        let upper = shapeCurve.stops[bracket.upper]
        let limit = max(0, min(frame.visibleRect.width, frame.visibleRect.height) / 2)
        let floor = pushRadius.nonNegativeFinite
        func minimum(_ a: CGFloat?, _ b: CGFloat?, fixedA: CGFloat, fixedB: CGFloat) -> CGFloat? {
            guard a != nil || b != nil else { return nil }
            let mixed = DrawerShapeCurve.mix(a ?? fixedA, b ?? fixedB, bracket.fraction)
            return max(min(mixed, limit), floor)
        }
        let free = freeCorner(of: lower.corners)
        let edge = edgeCorner(of: lower.corners)
        let freeMinimum = minimum(
            lower.freeMinimum, upper.freeMinimum, fixedA: free, fixedB: freeCorner(of: upper.corners))
        let edgeMinimum = minimum(
            lower.edgeMinimum, upper.edgeMinimum, fixedA: edge, fixedB: edgeCorner(of: upper.corners))
        func drawing(_ radius: CGFloat, onFreeEdge: Bool) -> DrawerCornerDrawing {
            guard let minimum = onFreeEdge ? freeMinimum : edgeMinimum else { return .fixed(radius) }
            return .containerConcentric(minimum: minimum)
        }
        let freeTop = side == .bottom
        let freeLeft = side == .right
        let freeRight = side == .left
        let freeBottom = side == .top
        return DrawerCornerDrawings(
            topLeft: drawing(fixed.topLeft, onFreeEdge: freeTop || freeLeft),
            topRight: drawing(fixed.topRight, onFreeEdge: freeTop || freeRight),
            bottomLeft: drawing(fixed.bottomLeft, onFreeEdge: freeBottom || freeLeft),
            bottomRight: drawing(fixed.bottomRight, onFreeEdge: freeBottom || freeRight))
    }

    /// The radius of one of the free edge's corners in `corners` (both are equal by the shape's rules).
    private func freeCorner(of corners: DrawerCornerRadii) -> CGFloat {
        switch side {
        case .bottom: corners.topLeft
        case .top: corners.bottomLeft
        case .left: corners.topRight
        case .right: corners.topLeft
        }
    }

    /// The radius of one of the container edge's corners in `corners`.
    private func edgeCorner(of corners: DrawerCornerRadii) -> CGFloat {
        switch side {
        case .bottom: corners.bottomLeft
        case .top: corners.topLeft
        case .left: corners.topLeft
        case .right: corners.topRight
        }
    }
}
