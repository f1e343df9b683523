import Foundation

/// What the adapter stores into the app's bindings after the model ran: each field that is not
/// `nil` is written to its binding, the others are left alone.
///
/// Only values that differ from what the app holds are set, so storing them never comes back as
/// a change in the next update (the loop SwiftUI runs settles at once).
package struct DrawerBindingWriteBack: Sendable, Hashable {
    /// For `isPresented` (`false` clears an item binding; `true` for an item cannot be stored).
    package var isPresented: Bool?
    /// For the detent-selection binding.
    package var detent: DrawerDetent.Identifier?
    /// For a single-state binding (a closed detent meaning hidden).
    package var state: DrawerDetent.Identifier?

    /// Creates a write-back; `nil` fields are not written.
    package init(isPresented: Bool? = nil, detent: DrawerDetent.Identifier? = nil, state: DrawerDetent.Identifier? = nil) {
        self.isPresented = isPresented
        self.detent = detent
        self.state = state
    }

    /// Whether there is nothing to write.
    package var isEmpty: Bool { isPresented == nil && detent == nil && state == nil }
}
