import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// How one group of a panel's corners (the two on its free edge, or the two on its container
/// edge) gets its radius at a detent.
///
/// ``concentric(minimum:)`` is the rule of Apple's `ConcentricRectangle` (iOS 26), "similar to the
/// way that a sheet's corners in iOS match the curvature of the screen": a corner that sits `d`
/// points in from the container's corner gets `max(minimum, containerRadius − d)`, so its curve
/// runs parallel to the display's (or the window's) own. `d` is the larger of the corner's two
/// distances from the container's sides, which is exact for the equal insets of a floating sheet
/// and errs towards the smaller, safer radius otherwise.
public enum DrawerCornerRule: Sendable, Hashable {
    /// A fixed radius in points; negative or non-finite reads as 0.
    case radius(CGFloat)
    /// Concentric with the container's corner radius (``DrawerContainer/cornerRadius``), never
    /// below `minimum` points (negative or non-finite reads as 0).
    case concentric(minimum: CGFloat)

    /// The radius for a corner `distance` points in from a container corner of `containerRadius`.
    @inline(__always)
    func radius(distance: CGFloat, containerRadius: CGFloat) -> CGFloat {
        switch self {
        case .radius(let value): value.nonNegativeFinite
        case .concentric(let minimum):
            Swift.max(minimum.nonNegativeFinite, containerRadius - distance.nonNegativeFinite)
        }
    }

    /// The concentric rule's minimum, or `nil` for a fixed radius.
    var concentricMinimum: CGFloat? {
        if case .concentric(let minimum) = self { return minimum.nonNegativeFinite }
        return nil
    }
}
