import Foundation

/// A dismissal a person asked for and the app must answer ("Discard your changes?"): the drawer
/// was marked ``DrawerGestureOptions/confirmsDismissal``, so a release that would close it, a
/// dimming tap, Escape or a handle tap stops it at its dismissal threshold
/// (``DrawerEngine/dismissalThreshold``) instead, and it waits there.
///
/// The app answers with ``DrawerEngine/confirmDismissal(_:time:)`` (the drawer closes, its
/// ``DrawerEvent/didDismiss(cause:)`` carrying ``cause``) or ``DrawerEngine/cancelDismissal(_:time:)``
/// (it springs back to the detent it came from). Through a `DrawerHostModel` the answers are
/// `DrawerHostModel.confirmDismissal(of:hold:time:)` and `DrawerHostModel.cancelDismissal(of:hold:time:)`.
///
/// ## The rules while a hold waits
/// - At most one hold waits per drawer. A container or configuration change keeps it, the
///   threshold recomputed for the new size; a configuration with no closed stop or no open stop
///   left withdraws it.
/// - A person's drag (or wheel scroll) that moves the drawer withdraws it: they took the drawer
///   back, and it follows the finger from where it waits (a release that would close it again
///   asks again, with a new ``id``). A press that never becomes a drag (a tap on the content)
///   leaves it waiting.
/// - Every other person's request — a dimming tap, Escape, a handle tap or activation, the
///   accessibility increment and decrement — is ignored while the app decides.
/// - The app's own moves (``DrawerEngine/move(to:animated:time:)``, a programmatic dismissal, a
///   binding) withdraw it and then act: the app has answered by other means.
/// - An answer counts once, and only for the hold waiting now: an answer given twice, with an
///   unknown or stale ``id``, for another drawer, or for a drawer that is gone does nothing and
///   returns `false`.
///
/// Every hold ends with exactly one ``DrawerEvent/didEndDismissalHold(_:outcome:)``, except when
/// its drawer is removed from a host (it is gone with it).
public struct DrawerDismissalHold: Sendable, Hashable {
    /// How a hold ended.
    public enum Outcome: Sendable, Hashable {
        /// The app confirmed: the drawer closes with the hold's cause.
        case confirmed
        /// The app said stay: the drawer springs back to the detent it came from.
        case cancelled
        /// A person dragged the drawer, or the app moved or closed it by other means, or its
        /// configuration can no longer close: the question no longer stands, and the app hides
        /// whatever it showed to ask it.
        case withdrawn
    }

    /// Names this hold in the answer, so an answer meant for an earlier hold (answered late, or
    /// twice) cannot decide a later one. Unique per engine; through a `DrawerHostModel`,
    /// unique across all its drawers.
    public var id: Int
    /// What the person did to close the drawer; the dismissal carries it if the app confirms.
    public var cause: DrawerDismissalCause

    /// Creates a hold (the engine makes them; tests and adapters compare them).
    public init(id: Int, cause: DrawerDismissalCause) {
        self.id = id
        self.cause = cause
    }
}
