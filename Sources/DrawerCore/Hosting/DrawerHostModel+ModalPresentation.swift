import Foundation

extension DrawerHostModel {
    /// Refuses (or again allows) a person's close of `id` whatever its configuration says: while
    /// `refuses` holds, the drawer behaves as if ``DrawerGestureOptions/isDismissible`` were
    /// `false` — a release towards its closed stop springs back, a dimming tap, Escape or a handle
    /// tap leave it where it is, and each reports ``DrawerEvent/didAttemptToDismiss(cause:)`` — and
    /// the app's own closes still work. The configuration the app set is kept, and applies again
    /// once `refuses` is `false`.
    ///
    /// For a platform whose presentation forbids a person's dismissal from outside the drawer's
    /// configuration, asked just before each person's input can close it: UIKit's
    /// `isModalInPresentation` and `presentationControllerShouldDismiss(_:)`
    /// (``DrawerModalPresentation/refusesPersonsDismissal(isModalInPresentation:delegateAllowsDismissal:)``).
    /// Returns `false` for an unknown id.
    @discardableResult
    package mutating func setRefusesPersonsDismissal(_ refuses: Bool, of id: ID, time: Double) -> Bool {
        guard var entry = entries[id] else { return false }
        advance(to: time)
        guard entry.refusesPersonsDismissal != refuses else { return true }
        entry.refusesPersonsDismissal = refuses
        store(entry, for: id, reconfiguring: true, time: time)
        return true
    }

    /// Whether a person's close of `id` is refused by ``setRefusesPersonsDismissal(_:of:time:)``.
    package func refusesPersonsDismissal(of id: ID) -> Bool {
        entries[id]?.refusesPersonsDismissal ?? false
    }
}
