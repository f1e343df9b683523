import Foundation

/// How a drawer reacts to a finger or pointer: when a drag starts, where it may start, and what
/// happens past the outermost stops.
public struct DrawerGestureOptions: Sendable, Hashable {
    /// How far (points, along the drawer's axis) the finger travels before the drawer claims the
    /// drag. If the finger first travels this far across the axis, the drag is rejected and left
    /// to the content (a horizontal carousel inside a bottom sheet). The slop is consumed: the
    /// drawer starts moving from where it was, not with a jump. 10 pt is UIKit's pan threshold;
    /// libadwaita's swipe tracker uses 16 px. Adapters whose platform already applied a threshold
    /// pass 0. Negative and non-finite values read as 0.
    public var minimumDistance: CGFloat {
        didSet { minimumDistance = minimumDistance.nonNegativeFinite }
    }
    /// When set, a *closed* drawer opens only for drags that start within this fraction of the
    /// container's length from the drawer's edge (seed 003 uses 0.1: 10 % of the width). `nil`
    /// accepts drags anywhere on the panel. Clamped to 0…1; NaN reads as 0 (only drags that start
    /// on the edge itself).
    public var edgeRegionFraction: CGFloat? {
        didSet { edgeRegionFraction = edgeRegionFraction.map { $0.clamped(to: 0...1) } }
    }
    /// Whether an open drawer can be dragged by a finger that lands outside the panel (seed 003:
    /// dragging anywhere closes an open navigation drawer). Bottom sheets usually leave drags on
    /// the dimmed background alone.
    public var acceptsDragsOutsidePanel: Bool
    /// The rubber band past the outermost interactive stops; `nil` stops the drawer dead there.
    public var rubberBand: DrawerRubberBand?
    /// Whether a release can settle on a closed stop. When `false`, closed stops are reachable
    /// from code only, like a sheet with `interactiveDismissDisabled`.
    public var isDismissible: Bool

    /// Creates gesture options.
    public init(
        minimumDistance: CGFloat = 10,
        edgeRegionFraction: CGFloat? = nil,
        acceptsDragsOutsidePanel: Bool = false,
        rubberBand: DrawerRubberBand? = DrawerRubberBand(),
        isDismissible: Bool = true
    ) {
        self.minimumDistance = minimumDistance.nonNegativeFinite
        self.edgeRegionFraction = edgeRegionFraction.map { $0.clamped(to: 0...1) }
        self.acceptsDragsOutsidePanel = acceptsDragsOutsidePanel
        self.rubberBand = rubberBand
        self.isDismissible = isDismissible
    }
}
