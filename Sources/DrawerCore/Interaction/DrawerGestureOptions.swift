import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// How a drawer reacts to a finger or pointer: when a drag starts, where it may start, and what
/// happens past the outermost stops.
public struct DrawerGestureOptions: Sendable, Hashable {
    /// How far (points, along the drawer's axis) the finger travels before the drawer claims the
    /// drag. If the finger first travels this far across the axis, the drag is rejected and left
    /// to the content (a horizontal carousel inside a bottom sheet). Once the drag is claimed the
    /// whole travel counts, slop included, as a UIKit pan's translation does: the point the
    /// finger grabbed stays under the finger for the rest of the drag (direct manipulation), at
    /// the cost of one step of the slop's length when the drag is claimed. 10 pt is UIKit's pan
    /// threshold; libadwaita's swipe tracker uses 16 px. An adapter whose platform already
    /// waited for its own threshold (SwiftUI's `DragGesture(minimumDistance:)`) passes its
    /// translation as it is: nothing is subtracted twice. Negative and non-finite values read as 0.
    public var minimumDistance: CGFloat {
        didSet { minimumDistance = minimumDistance.nonNegativeFinite }
    }
    /// How far from its edge a drag may start to pull a *closed* drawer open, as a fraction of the
    /// container's length (seed 003 uses 0.1: 10 % of the width). `nil` uses
    /// ``defaultEdgeRegionLength`` (32 pt) instead: a closed sheet can be pulled up from its
    /// edge, like the system's, and presses elsewhere are left to the app. Open drawers ignore
    /// this. Clamped to 0…1; NaN reads as 0 (only drags that start on the edge itself).
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
    /// How much recent movement (seconds) the engine's own velocity estimate looks at when a
    /// platform gives no velocity at release. Shorter follows a late change of direction
    /// sooner; longer smooths a jittery pointer. 0.1 s by default; libadwaita's swipe tracker
    /// uses 0.15 s. NaN, infinite, zero or negative values read as 0.1; at most 1 s.
    public var velocityWindow: Double {
        didSet { velocityWindow = Self.sanitizedVelocityWindow(velocityWindow) }
    }

    /// Whether a tap on the handle (and the accessibility activate action on it) cycles through
    /// the interactive stops, as vaul's and Material's drag handles do: to the next larger
    /// stop, and from the largest back to closed when dismissible, else to the smallest open
    /// stop. Off by default: a handle tap does nothing unless the app opts in.
    public var cyclesDetentsOnHandleTap: Bool = false

    /// Whether a person's dismissal waits for the app's answer (a sheet with unsaved changes): a
    /// release that would close the drawer, a dimming tap, Escape or a handle tap stops it at
    /// its ``DrawerEngine/dismissalThreshold``, reports ``DrawerEvent/didHoldDismissal(_:)`` and
    /// waits for ``DrawerEngine/confirmDismissal(_:time:)`` or
    /// ``DrawerEngine/cancelDismissal(_:time:)`` (``DrawerDismissalHold`` has the rules). Only a
    /// person's dismissals wait; the app's own close at once. A drawer that may not be dismissed
    /// at all (``isDismissible`` `false`) still refuses instead. Off by default. Turning it off
    /// while a hold waits leaves that hold waiting for its answer.
    public var confirmsDismissal: Bool = false

    /// The edge region of a closed drawer when ``edgeRegionFraction`` is `nil`: 32 pt, the
    /// edge-swipe area of libadwaita's swipe tracker.
    public static let defaultEdgeRegionLength: CGFloat = 32

    /// Creates gesture options.
    public init(
        minimumDistance: CGFloat = 10,
        edgeRegionFraction: CGFloat? = nil,
        acceptsDragsOutsidePanel: Bool = false,
        rubberBand: DrawerRubberBand? = DrawerRubberBand(),
        isDismissible: Bool = true,
        velocityWindow: Double = 0.1
    ) {
        self.minimumDistance = minimumDistance.nonNegativeFinite
        self.edgeRegionFraction = edgeRegionFraction.map { $0.clamped(to: 0...1) }
        self.acceptsDragsOutsidePanel = acceptsDragsOutsidePanel
        self.rubberBand = rubberBand
        self.isDismissible = isDismissible
        self.velocityWindow = Self.sanitizedVelocityWindow(velocityWindow)
    }

    static func sanitizedVelocityWindow(_ value: Double) -> Double {
        guard value.isFinite, value > 0 else { return 0.1 }
        return min(value, 1)
    }
}
