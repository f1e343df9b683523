import Foundation

/// Why a drawer closed, or tried to: apps treat a swipe differently from their own button
/// (undo a draft only when the user swiped it away), which UIKit reports only through separate
/// callbacks and most peers not at all.
public enum DrawerDismissalCause: Sendable, Hashable {
    /// A drag, flick or wheel gesture released towards the closed stop.
    case swipe
    /// A tap or click on the dimmed background.
    case dimmingTap
    /// The Escape key, or the accessibility escape (or decrement) action.
    case escape
    /// A tap on the handle that cycled past the largest stop
    /// (``DrawerGestureOptions/cyclesDetentsOnHandleTap``).
    case handleTap
    /// The app closed it from code (``DrawerEngine/dismiss(animated:time:cause:)``,
    /// ``DrawerEngine/move(to:animated:time:)``, a binding, a resize).
    case programmatic
    /// The drawer it was presented from closed: a drawer presented from another's content
    /// closes with it (`DrawerHostModel.setPresenter(_:of:time:)`), as UIKit dismisses the
    /// controllers a dismissed controller presented.
    case presenterClosed

    /// Whether a person caused it. A drawer that may not be dismissed
    /// (``DrawerGestureOptions/isDismissible`` `false`) refuses these and reports
    /// ``DrawerEvent/didAttemptToDismiss(cause:)`` instead; it always obeys the app and the
    /// close of its presenter.
    public var isUserInitiated: Bool { self != .programmatic && self != .presenterClosed }
}
