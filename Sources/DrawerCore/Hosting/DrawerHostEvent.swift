import Foundation

/// What a `DrawerHostModel` asks its adapter to deliver, in order.
///
/// The binding cases are write-backs: the adapter stores the value in the app's binding and
/// nothing else (the model already acts on it). They are emitted only when the value differs
/// from the one the model knows the app holds, so writing them never loops back as a change.
package enum DrawerHostEvent<ID: Hashable & Sendable>: Sendable {
    /// An engine event of the drawer `ID`, for the app's callbacks and traces.
    case drawer(ID, DrawerEvent)
    /// Write this to the drawer's `isPresented` binding (an `item` binding becomes `nil` on
    /// `false`; `true` for an item binding never comes, as only the app can choose an item).
    case presentedChanged(ID, Bool)
    /// Write this open detent to the drawer's detent-selection binding.
    case selectionChanged(ID, DrawerDetent.Identifier)
    /// Write this detent (a closed one meaning hidden) to the drawer's single-state binding.
    case stateChanged(ID, DrawerDetent.Identifier)
    /// The drawer was moving (dragged, settling, gliding its content) and is now still: the
    /// moment an app reads "where did it end up", and tests wait for.
    case cameToRest(ID)
}
