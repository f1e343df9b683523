import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The engine's private record of one drag (or wheel) gesture.
struct DrawerDragSession: Sendable {
    /// Whether the drag passed the minimum distance and moves the drawer.
    var isClaimed = false
    /// Whether the finger landed on scrollable content that scrolls along the drawer's axis.
    var overScrollableContent: Bool
    /// The finger-following extent before rubber-banding.
    var rawExtent: CGFloat
    /// The translation already applied (the slop is consumed at the claim).
    var appliedTranslation: CGPoint = .zero
    /// The finger's travel along the axis, for the velocity tracker.
    var fingerTravel: CGFloat = 0
    /// The last velocity the platform reported, in extent units per second.
    var platformVelocity: CGFloat?
    /// The stop the drag started from.
    var startIndex: Int
    /// Whether the content rubber-bands past its ends by itself (a tracked UIKit list).
    var contentBounces = false
    /// How far the finger has pushed bouncing content past its end (``DrawerScrollHandOff/overscroll``).
    var contentOverscroll: CGFloat = 0
    /// Whether the last step went entirely to the content.
    var contentOwnsLastStep = false
    /// Whether the drawer's extent changed at any point of the gesture.
    var movedDrawer = false
    /// Whether this is a wheel/touchpad gesture, which ends after a quiet period.
    var isWheel = false
    /// The time of the last input, for the wheel's quiet period.
    var lastInputTime: Double
    /// Whether the press caught a settle in progress, whose `willSettle` is out: a gesture that
    /// then leaves the drawer resting where it is still ends that settle with a `didSettle`.
    var caughtSettle = false
}
