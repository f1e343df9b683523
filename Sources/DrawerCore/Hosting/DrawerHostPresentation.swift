import Foundation

/// How an app shows one drawer of a `DrawerHostModel`: the value of the app's binding, as the
/// model last knows it.
///
/// Each case is one of the presentation styles the seeds ask for, so that every adapter maps its
/// own API onto the same rules instead of inventing them:
///
/// | App API | Case |
/// |---|---|
/// | seed 000's `Drawer { … }` (always there) | ``alwaysPresent`` |
/// | `.drawer(isPresented:)`, a navigation drawer's `isOpen` | ``presented(_:)`` |
/// | `.drawer(item:)` (`item != nil`) | ``presented(_:)`` |
/// | seed 001's `ResizableSheetState` (`.hidden`, `.medium`, `.large`) | ``state(_:)`` |
///
/// A detent selection (`.drawer(isPresented:detent:)`) is separate and can go with any case but
/// ``state(_:)``, which is its own selection.
package enum DrawerHostPresentation: Sendable, Hashable {
    /// The drawer is always there: it never gains a closed detent it was not given, and nothing
    /// the user does makes it go away (seed 000).
    case alwaysPresent
    /// Shown while `true`. The model writes `false` back when the drawer comes to rest closed (a
    /// swipe, a tap on the dimming, the escape gesture) and `true` when a gesture opens it (an
    /// edge swipe on a navigation drawer).
    case presented(Bool)
    /// One value for "where is the drawer", hidden included: a closed detent's identifier means
    /// hidden. The model writes the detent back whenever the drawer comes to rest.
    case state(DrawerDetent.Identifier)

    /// Whether the app can close the drawer through this binding, which then guarantees the
    /// drawer a closed detent whatever detents the app restricts it to.
    package var isBinding: Bool {
        if case .alwaysPresent = self { return false }
        return true
    }
}
