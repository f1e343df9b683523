#if canImport(SwiftUI) && canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore
    import SwiftUI

    /// A dismissal waiting for the app's answer ("Discard changes?"), handed to the binding of
    /// ``SwiftUI/View/drawerConfirmsDismissal(_:)``: ask the person, then call ``confirm()`` or
    /// ``cancel()``. The rules (a drag withdraws it, an answer counts once) are DrawerCore's
    /// `DrawerDismissalHold`.
    public struct DrawerDismissalAnswer: Identifiable {
        /// The held dismissal: its id and the person's cause.
        public let hold: DrawerDismissalHold
        private let answer: @MainActor (Bool) -> Void

        /// The hold's id, so `.alert(item:)` and `.confirmationDialog` can present it.
        public var id: Int { hold.id }

        /// Why the person wanted the drawer closed: a swipe, a tap outside, the escape gesture.
        public var cause: DrawerDismissalCause { hold.cause }

        init(hold: DrawerDismissalHold, answer: @escaping @MainActor (Bool) -> Void) {
            self.hold = hold
            self.answer = answer
        }

        /// Closes the drawer, as the person asked (its dismissal carries their cause). Does
        /// nothing once answered or withdrawn.
        @MainActor
        public func confirm() { answer(true) }

        /// Keeps the drawer open: it springs back to the detent it came from. Does nothing once
        /// answered or withdrawn.
        @MainActor
        public func cancel() { answer(false) }
    }

    /// The binding ``SwiftUI/View/drawerConfirmsDismissal(_:)`` gives the drawers below it.
    struct DrawerDismissalConfirmationKey: EnvironmentKey {
        static var defaultValue: Binding<DrawerDismissalAnswer?>? { nil }
    }

    extension EnvironmentValues {
        /// Where a drawer presented below puts its held dismissal, when the app asks to confirm them.
        var drawerDismissalConfirmation: Binding<DrawerDismissalAnswer?>? {
            get { self[DrawerDismissalConfirmationKey.self] }
            set { self[DrawerDismissalConfirmationKey.self] = newValue }
        }
    }

    extension View {
        /// Makes the drawers this view presents (`.drawer(isPresented:)`, `.drawer(item:)`,
        /// `.resizableSheet`) ask before a person closes them: a swipe past the dismissal
        /// threshold, a tap outside or the escape gesture stops the drawer halfway down, and
        /// `pending` receives a ``DrawerDismissalAnswer``. Answer it with ``DrawerDismissalAnswer/confirm()``
        /// or ``DrawerDismissalAnswer/cancel()``; `pending` goes back to `nil` when the hold ends
        /// (answered, or withdrawn because the person dragged the drawer back). The app's own
        /// closing (the binding set to `false`) never asks. SwiftUI's `interactiveDismissDisabled`
        /// can only refuse; this lets the app decide (DrawerCore's
        /// `DrawerGestureOptions.confirmsDismissal`).
        ///
        /// ```swift
        /// @State private var pending: DrawerDismissalAnswer?
        ///
        /// EditorList()
        ///     .drawer(isPresented: $editing) { _ in NoteEditor(text: $draft) }
        ///     .drawerConfirmsDismissal($pending)
        ///     .alert("Discard changes?", isPresented: .constant(pending != nil)) {
        ///         Button("Discard", role: .destructive) { pending?.confirm() }
        ///         Button("Keep Editing", role: .cancel) { pending?.cancel() }
        ///     }
        /// ```
        ///
        /// - Parameter pending: The dismissal waiting for an answer; `nil` for a drawer that
        ///   closes at once (pass `nil` instead of a binding while there is nothing to lose).
        public func drawerConfirmsDismissal(_ pending: Binding<DrawerDismissalAnswer?>?) -> some View {
            environment(\.drawerDismissalConfirmation, pending)
        }
    }

    extension DrawerDefinition {
        /// This definition, confirming its dismissals into `pending` when the app asked for it.
        @MainActor
        func confirmingDismissals(into pending: Binding<DrawerDismissalAnswer?>?) -> Self {
            guard let pending else { return self }
            var copy = self
            copy.configuration.gesture.confirmsDismissal = true
            copy.presentation.onDismissalAnswer = { pending.wrappedValue = $0 }
            return copy
        }
    }

    /// Reads the app's ``SwiftUI/View/drawerConfirmsDismissal(_:)`` and ``SwiftUI/View/drawerPages(_:page:)``
    /// where a drawer is presented.
    struct DrawerDismissalConfirmationReader<Handle: View, Content: View>: ViewModifier {
        let drawer: DrawerDefinition<Handle, Content>
        let id: AnyHashable
        let placement: DrawerPresentationScope
        @Environment(\.drawerDismissalConfirmation) private var pending
        @Environment(\.drawerPages) private var pages

        func body(content: Self.Content) -> some View {
            var defined = drawer.confirmingDismissals(into: pending)
            defined.pages = pages
            return content.presentDrawerAsDefined(defined, id: id, placement: placement)
        }
    }
#endif
