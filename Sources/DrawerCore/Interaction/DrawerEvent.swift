import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// What happened to a drawer, for apps that react to it (the superset of peers' callbacks
/// that people use: FloatingPanel's delegate, UIKit's detent-change callback, libadwaita's
/// close-attempt, vaul's onDrag/onRelease).
public enum DrawerEvent: Sendable, Hashable {
    /// A drag claimed the drawer; it was resting at (or heading to) the given detent.
    case willBeginDragging(from: DrawerDetent.Identifier?)
    /// The drawer's extent changed during this input (at most one per input).
    case didMove(extent: CGFloat)
    /// The drawer is about to animate to `target`. The ``DrawerConfiguration/willSettle`` hook
    /// has already had its say. Every ``didSettle(_:)`` is announced by one (a settle retargeted
    /// to another detent announces again), programmatic and keyboard-driven moves included.
    case willSettle(target: DrawerDetent.Identifier, velocity: CGFloat)
    /// The drawer came to rest on `detent`; also sent when a move asks for the detent the drawer
    /// already rests on.
    case didSettle(DrawerDetent.Identifier)
    /// The drawer came to rest closed, and why it was sent there.
    case didDismiss(cause: DrawerDismissalCause)
    /// A person tried to close a drawer that may not be dismissed (UIKit's
    /// `presentationControllerDidAttemptToDismiss`, libadwaita's `close-attempt`): a swipe that
    /// would have closed it (it springs back to the nearest open stop instead), a dimming tap or
    /// an Escape. The drawer did not move for it.
    case didAttemptToDismiss(cause: DrawerDismissalCause)
    /// A person tried to close a drawer that asks first (``DrawerGestureOptions/confirmsDismissal``):
    /// it springs to its dismissal threshold and waits there for the app's answer
    /// (``DrawerEngine/confirmDismissal(_:time:)`` or ``DrawerEngine/cancelDismissal(_:time:)``),
    /// for as long as it takes. The app asks its question now ("Discard changes?").
    case didHoldDismissal(DrawerDismissalHold)
    /// The hold waiting for an answer ended: confirmed, cancelled, or withdrawn (a person dragged
    /// the drawer, or the app moved it by other means). The app hides its question now.
    case didEndDismissalHold(DrawerDismissalHold, outcome: DrawerDismissalHold.Outcome)
}
