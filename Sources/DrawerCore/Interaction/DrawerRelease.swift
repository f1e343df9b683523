import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Everything known about a drag at the moment the finger lifts, handed to a
/// ``DrawerSnapPolicy`` to choose where the drawer goes.
public struct DrawerRelease: Sendable, Hashable {
    /// The drawer's extent at release (after rubber-banding).
    public var extent: CGFloat
    /// The release velocity along the axis, points per second, positive when opening: the
    /// platform's measurement when the adapter passed one, else the engine's estimate over the
    /// last ``DrawerGestureOptions/velocityWindow`` seconds; clamped to ±50,000 pt/s.
    public var velocity: CGFloat
    /// Where momentum alone would carry the drawer (``DrawerMomentum`` projection).
    public var projectedExtent: CGFloat
    /// The stop the drag started from (or the nearest one, if it started between stops).
    public var startIndex: Int
    /// The stops a release may choose from: interactive ones, without closed ones when the
    /// drawer is not dismissible. Never empty.
    public var candidates: [Int]

    /// Creates a release.
    public init(extent: CGFloat, velocity: CGFloat, projectedExtent: CGFloat, startIndex: Int, candidates: [Int]) {
        self.extent = extent
        self.velocity = velocity
        self.projectedExtent = projectedExtent
        self.startIndex = startIndex
        self.candidates = candidates
    }
}
