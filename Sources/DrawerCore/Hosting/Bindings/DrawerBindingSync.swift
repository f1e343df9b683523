import Foundation

/// The write-back rules between an app's bindings and a `DrawerHostModel`, for one drawer, in
/// the one place every SwiftUI-style adapter calls verbatim.
///
/// SwiftUI runs a loop: an update hands the view its bindings' values; the view changes the
/// model; the model's write-backs are stored into the bindings; storing them schedules the next
/// update with the new values. The rules here make that loop settle: a value the model already
/// knows is no change, a refused value is answered with the drawer's real one (which the next
/// update then brings back as no change), and only values that differ from what the app holds are
/// written. `Tests/DrawerCoreTests/Hosting/Bindings` runs the loop for every flavour.
///
/// ```swift
/// var sync = DrawerBindingSync(id: 0, values: .presented(isPresented, detent: detent))
/// sync.add(to: &model, configuration: configuration, time: now)
/// // every SwiftUI update:
/// sync.update(.presented(isPresented, detent: detent), in: &model, time: now)
/// // after every model input or frame:
/// let writeBack = sync.writeBack(model.takeEvents())
/// if let shown = writeBack.isPresented { isPresentedBinding.wrappedValue = shown }
/// ```
package struct DrawerBindingSync<ID: Hashable & Sendable>: Sendable {
    /// The drawer in the model these bindings belong to.
    package let id: ID
    /// What the app's bindings hold, as far as the sync knows: the last update's values with the
    /// write-backs since stored into them.
    package private(set) var values: DrawerBindingValues
    /// The identity of the item the drawer's content was presented for (an item drawer's;
    /// ``DrawerBindingValues/item(isPresent:detent:identity:)``).
    package internal(set) var contentItemIdentity: Int?
    /// Whether the drawer is closing because its item became another one, to be presented again
    /// for the new item once its content has ended (`DrawerBindingSync+ItemReplacement.swift`).
    package internal(set) var isReplacingItem = false

    /// Starts syncing the drawer `id` whose bindings hold `values`.
    package init(id: ID, values: DrawerBindingValues) {
        self.id = id
        self.values = values
        contentItemIdentity = values.presentItemIdentity
    }

    /// Adds the drawer to `model`, presented as the bindings say.
    @discardableResult
    package func add(
        to model: inout DrawerHostModel<ID>, configuration: DrawerConfiguration,
        options: DrawerHostDrawerOptions = DrawerHostDrawerOptions(), time: Double
    ) -> Bool {
        model.addDrawer(
            id, configuration: configuration, presentation: values.presentation, selection: values.detent,
            options: options, time: time)
    }

    /// One update: the bindings hold `newValues`. The model is told about both the presentation
    /// and the selection every time (it ignores a value it already knows), so a value the app
    /// could not store (an item binding given `true`) is corrected at the next update.
    ///
    /// Opening applies the selection first, so the drawer opens at the new detent rather than
    /// moving there after; anything else applies the presentation first, so a drawer hidden and
    /// given a detent in one update keeps the detent for the next opening.
    ///
    /// Write-backs of this drawer still pending in the model are dropped first: these values are
    /// newer than them.
    package mutating func update(_ newValues: DrawerBindingValues, in model: inout DrawerHostModel<ID>, time: Double) {
        model.discardWriteBacks(of: id)
        values = newValues
        if replacesItem(with: newValues, in: &model, time: time) { return }
        if let identity = newValues.presentItemIdentity { contentItemIdentity = identity }
        let presentation = newValues.presentation
        let wasShown: Bool
        switch model.presentation(of: id) {
        case .presented(let shown): wasShown = shown
        case .state(let state): wasShown = state != .closed
        case .alwaysPresent, nil: wasShown = true
        }
        if newValues.asksShown && !wasShown {
            if let detent = newValues.detent { model.setSelection(of: id, detent, time: time) }
            model.setPresentation(of: id, presentation, time: time)
        } else {
            model.setPresentation(of: id, presentation, time: time)
            if let detent = newValues.detent { model.setSelection(of: id, detent, time: time) }
        }
    }

    /// The bindings hold `newValues` while the drawer is in no model yet (its view is not on
    /// screen): they are only remembered, and ``add(to:configuration:options:time:)`` places
    /// the drawer as they say.
    package mutating func hold(_ newValues: DrawerBindingValues) {
        values = newValues
        // No content exists before the drawer is added: it will be the held item's.
        if let identity = newValues.presentItemIdentity { contentItemIdentity = identity }
    }

    /// What to store into the bindings after the model produced `events` (any drawer's; others
    /// are skipped): the last value per binding, only where the bindings the app has differ.
    package mutating func writeBack(_ events: [DrawerHostEvent<ID>]) -> DrawerBindingWriteBack {
        var proposed = DrawerBindingWriteBack()
        for event in events {
            switch event {
            case .presentedChanged(let drawer, let shown) where drawer == id: proposed.isPresented = shown
            case .selectionChanged(let drawer, let detent) where drawer == id: proposed.detent = detent
            case .stateChanged(let drawer, let state) where drawer == id: proposed.state = state
            default: break
            }
        }
        var result = DrawerBindingWriteBack()
        switch values {
        case .alwaysPresent(let detent):
            if let detent, let next = proposed.detent, next != detent { result.detent = next }
        case .presented(let shown, let detent), .item(let shown, let detent, _):
            if let next = proposed.isPresented, next != shown { result.isPresented = next }
            if let detent, let next = proposed.detent, next != detent { result.detent = next }
        case .state(let state):
            if let next = proposed.state, next != state { result.state = next }
        }
        values = values.applying(result)
        return result
    }
}
