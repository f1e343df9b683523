import Foundation

/// The values of the app's bindings for one drawer, as a SwiftUI update hands them over.
///
/// One case per presentation flavour, so that the adapter never decides how a binding maps onto
/// the model: it reads its bindings into one of these, gives it to `DrawerBindingSync`, and
/// writes back what the sync returns.
package enum DrawerBindingValues: Sendable, Hashable {
    /// Always there (seed 000's `Drawer { … }`), with an optional detent-selection binding.
    case alwaysPresent(detent: DrawerDetent.Identifier?)
    /// `.drawer(isPresented:detent:)`: shown while `true`.
    case presented(Bool, detent: DrawerDetent.Identifier?)
    /// `.drawer(item:detent:)`: shown while the item is not `nil`. Only the app can supply an
    /// item, so a write-back of `true` cannot be stored (`DrawerBindingWriteBack.isPresented`).
    ///
    /// `identity` tells items apart (the adapter passes the item's `id`, hashed): a drawer
    /// whose item becomes another one while its content exists is closed and presented again
    /// for the new item, as SwiftUI's `sheet(item:)` documents ("If `item` changes, the system
    /// dismisses the sheet and replaces it with a new one"), `DrawerBindingSync`'s
    /// item-replacement rule. `nil` (the default) never counts as another item.
    case item(isPresent: Bool, detent: DrawerDetent.Identifier?, identity: Int? = nil)
    /// One state for "where is the drawer", hidden included (seed 001's `ResizableSheetState`):
    /// a closed detent's identifier means hidden.
    case state(DrawerDetent.Identifier)

    /// How the model reads these values.
    package var presentation: DrawerHostPresentation {
        switch self {
        case .alwaysPresent: .alwaysPresent
        case .presented(let shown, _), .item(let shown, _, _): .presented(shown)
        case .state(let state): .state(state)
        }
    }

    /// The detent-selection binding's value, if the flavour has one (a state is its own selection).
    package var detent: DrawerDetent.Identifier? {
        switch self {
        case .alwaysPresent(let detent), .presented(_, let detent), .item(_, let detent, _): detent
        case .state: nil
        }
    }

    /// The item's identity, for an item that is present (``item(isPresent:detent:identity:)``).
    package var presentItemIdentity: Int? {
        if case .item(true, _, let identity) = self { return identity }
        return nil
    }

    /// Whether these values ask for the drawer to be shown.
    package var asksShown: Bool {
        switch self {
        case .alwaysPresent: true
        case .presented(let shown, _), .item(let shown, _, _): shown
        case .state(let state): state != .closed
        }
    }

    /// The values with `writeBack` stored, as the app's bindings store it: an item binding
    /// ignores `true` (its setter can only clear the item).
    package func applying(_ writeBack: DrawerBindingWriteBack) -> DrawerBindingValues {
        switch self {
        case .alwaysPresent(let detent):
            return .alwaysPresent(detent: detent.map { writeBack.detent ?? $0 })
        case .presented(let shown, let detent):
            return .presented(writeBack.isPresented ?? shown, detent: detent.map { writeBack.detent ?? $0 })
        case .item(let present, let detent, let identity):
            let cleared = writeBack.isPresented == false
            return .item(
                isPresent: present && !cleared, detent: detent.map { writeBack.detent ?? $0 },
                identity: cleared ? nil : identity)
        case .state(let state):
            return .state(writeBack.state ?? state)
        }
    }
}
