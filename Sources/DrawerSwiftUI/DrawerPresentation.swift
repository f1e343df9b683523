#if canImport(SwiftUI) && canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore
    import SwiftUI

    /// How a surface talks back to its presenter: the bindings the hosting model writes back, and
    /// the app's event callback. Mapping only; every decision is `DrawerHostModel`'s.
    struct DrawerPresentation {
        /// Shown or not (`isPresented`, or `item != nil`); `nil` for an always-present drawer.
        var isPresented: Binding<Bool>?
        /// The detent the drawer rests at.
        var selection: Binding<DrawerDetent.Identifier>?
        /// One state for shown and where (seed 001's `ResizableSheetState`); when set it is the
        /// drawer's only binding, never split into `isPresented` and a detent (issue 22, finding 1).
        var state: Binding<DrawerDetent.Identifier>? = nil
        /// Every engine event, after the bindings were updated.
        var onEvent: ((DrawerEvent) -> Void)?
        /// The drawer came to rest closed, and why (after ``onEvent``).
        var onDismiss: ((DrawerDismissalCause) -> Void)? = nil
        /// A person tried to close a drawer that may not be dismissed (after ``onEvent``).
        var onDismissAttempt: ((DrawerDismissalCause) -> Void)? = nil
        /// A person's dismissal waits for the app (``SwiftUI/View/drawerConfirmsDismissal(_:)``):
        /// called with the answer to give when a hold starts, and with `nil` when it ends.
        var onDismissalAnswer: (@MainActor (DrawerDismissalAnswer?) -> Void)? = nil
        /// The app's element VoiceOver goes back to when the drawer closes (set to `true` then).
        var accessibilityFocusReturn: AccessibilityFocusState<Bool>.Binding? = nil
        /// For `.drawer(item:)`: the item's identity (its `id`, hashed; `nil` while there is no
        /// item), by which DrawerCore tells another item from a new value of the same one.
        var item: ItemIdentity? = nil

        /// Which item an item drawer shows.
        struct ItemIdentity {
            var identity: Int?
        }

        /// The bindings' values, as DrawerCore's `DrawerBindingSync` reads them.
        var bindingValues: DrawerBindingValues {
            if let state { return .resizableSheet(state.wrappedValue) }
            if let isPresented, let item {
                return .item(isPresent: isPresented.wrappedValue, detent: selection?.wrappedValue, identity: item.identity)
            }
            if let isPresented { return .presented(isPresented.wrappedValue, detent: selection?.wrappedValue) }
            return .alwaysPresent(detent: selection?.wrappedValue)
        }

        /// Stores what `DrawerBindingSync` says into the bindings; nothing else is written.
        func store(_ writeBack: DrawerBindingWriteBack) {
            guard !writeBack.isEmpty else { return }
            if let state {
                state.wrappedValue = DrawerBindingValues.resizableSheetState(state.wrappedValue, storing: writeBack)
                return
            }
            if let shown = writeBack.isPresented, let isPresented { isPresented.wrappedValue = shown }
            if let detent = writeBack.detent, let selection { selection.wrappedValue = detent }
        }

        /// Delivers one engine event to the app (binding write-backs go through ``store(_:)``);
        /// `answer` answers a held dismissal (`true`: close).
        @MainActor
        func deliver(_ event: DrawerHostEvent<Int>, answer: @escaping @MainActor (DrawerDismissalHold, Bool) -> Void) {
            switch event {
            case .presentedChanged, .selectionChanged:
                break
            case .drawer(_, let event):
                deliver(event, answer: answer)
            case .stateChanged, .cameToRest:
                break
            }
        }

        /// Delivers one of the drawer's engine events to the app: `onEvent`, then `onDismiss` or
        /// `onDismissAttempt` when it is one.
        @MainActor
        func deliver(_ event: DrawerEvent, answer: @escaping @MainActor (DrawerDismissalHold, Bool) -> Void) {
            onEvent?(event)
            switch event {
            case .didDismiss(let cause):
                onDismiss?(cause)
                // VoiceOver goes back to the app's element (usually the control that opened it).
                accessibilityFocusReturn?.wrappedValue = true
            case .didAttemptToDismiss(let cause): onDismissAttempt?(cause)
            case .didHoldDismissal(let hold): onDismissalAnswer?(DrawerDismissalAnswer(hold: hold) { answer(hold, $0) })
            case .didEndDismissalHold: onDismissalAnswer?(nil)
            default: break
            }
        }
    }
#endif
