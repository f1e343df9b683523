import Foundation

/// An item drawer whose item becomes another one: SwiftUI's `sheet(item:onDismiss:content:)`
/// documents that "if `item` changes, the system dismisses the sheet and replaces it with a new
/// one using the same process", and apps written for it count on that (a form's `@State` draft
/// belongs to the item it was opened for, `onAppear` loads the new item, `onDismiss` runs).
///
/// The rule: while the drawer's content exists (``DrawerHostModel/hasContent(_:)``) for one item
/// and the binding now holds another, the drawer closes with its spring (the programmatic cause:
/// the app's `onDismiss` runs), its content ends, and the drawer is presented again for the item
/// the binding holds then. The item binding is never cleared by this close: the model's
/// presentation is set to hidden by the sync itself, so no `false` is written back. An item
/// set to `nil` meanwhile calls the new presentation off; a third item meanwhile is the one
/// presented. Items of equal identity are the same item: the content follows its new value in
/// place.
extension DrawerBindingSync {
    /// Starts or continues a replacement when `newValues` hold another item than the content
    /// was presented for; returns whether the update is taken by it (nothing else applies until
    /// the old content has ended).
    mutating func replacesItem(
        with newValues: DrawerBindingValues, in model: inout DrawerHostModel<ID>, time: Double
    ) -> Bool {
        guard let identity = newValues.presentItemIdentity else {
            isReplacingItem = false
            return false
        }
        if isReplacingItem { return true }
        guard model.hasContent(id), let shown = contentItemIdentity, shown != identity else { return false }
        isReplacingItem = true
        model.setPresentation(of: id, .presented(false), time: time)
        return true
    }

    /// Whether the drawer waits to be presented again for a new item and its old content has
    /// ended: the host then calls ``followItemReplacement(in:time:)``.
    package func reopensForNewItem(in model: DrawerHostModel<ID>) -> Bool {
        isReplacingItem && !model.hasContent(id)
    }

    /// After a model input or frame: once the replaced item's content has ended, presents the
    /// drawer for the item the bindings hold now (at their detent, as any opening). Called after
    /// the adapter dropped the old content, so the new item's content starts fresh.
    package mutating func followItemReplacement(in model: inout DrawerHostModel<ID>, time: Double) {
        guard reopensForNewItem(in: model) else { return }
        isReplacingItem = false
        update(values, in: &model, time: time)
    }
}
