#if canImport(SwiftUI) && (os(iOS) || os(macOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore
    import SwiftUI

    /// How a surface talks back to its presenter: the bindings the hosting model writes back, and
    /// the app's event callback. Mapping only; every decision is `DrawerHostModel`'s.
    struct DrawerPresentation {
        /// Shown or not (`isPresented`, or `item != nil`); `nil` for an always-present drawer.
        var isPresented: Binding<Bool>?
        /// The detent the drawer rests at.
        var selection: Binding<DrawerDetent.Identifier>?
        /// Every engine event, after the bindings were updated.
        var onEvent: ((DrawerEvent) -> Void)?
        /// The drawer came to rest closed, and why (after ``onEvent``).
        var onDismiss: ((DrawerDismissalCause) -> Void)? = nil
        /// A person tried to close a drawer that may not be dismissed (after ``onEvent``).
        var onDismissAttempt: ((DrawerDismissalCause) -> Void)? = nil
        /// The app's element VoiceOver goes back to when the drawer stops being modal.
        var accessibilityFocusReturn: AccessibilityFocusState<Bool>.Binding? = nil

        /// The presentation as the hosting model knows it.
        var hostPresentation: DrawerHostPresentation {
            isPresented.map { .presented($0.wrappedValue) } ?? .alwaysPresent
        }

        /// Delivers one model event: a write-back into a binding, or an engine event to the app.
        func deliver(_ event: DrawerHostEvent<Int>) {
            switch event {
            case .presentedChanged(_, let shown):
                if let isPresented, isPresented.wrappedValue != shown { isPresented.wrappedValue = shown }
            case .selectionChanged(_, let detent):
                if let selection, selection.wrappedValue != detent { selection.wrappedValue = detent }
            case .drawer(_, let event):
                onEvent?(event)
                switch event {
                case .didDismiss(let cause): onDismiss?(cause)
                case .didAttemptToDismiss(let cause): onDismissAttempt?(cause)
                default: break
                }
            case .stateChanged, .cameToRest:
                break
            }
        }
    }
#endif
