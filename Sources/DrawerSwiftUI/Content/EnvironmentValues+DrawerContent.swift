#if canImport(SwiftUI) && canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore
    import SwiftUI

    /// Closes the drawer whose content calls it, DrawerKit's `DismissAction`: read it from
    /// ``SwiftUI/EnvironmentValues/drawerDismiss`` and call it.
    ///
    /// ```swift
    /// struct Details: View {
    ///     @Environment(\.drawerDismiss) private var dismiss
    ///
    ///     var body: some View {
    ///         Button("Done") { dismiss() }
    ///     }
    /// }
    /// ```
    ///
    /// The nearest drawer closes with its spring, with the programmatic cause (its `onDismiss`
    /// runs, a presented drawer writes `false` to its binding); a drawer that may not be dismissed
    /// by a person still closes, as `.sheet` does for code. Outside a drawer it does nothing, as
    /// SwiftUI's `DismissAction` outside a presentation.
    public struct DrawerDismissAction {
        let action: (@MainActor () -> Void)?

        /// Closes the drawer (nothing outside one).
        @MainActor
        public func callAsFunction() {
            action?()
        }

        /// Whether the view is in a drawer's content, so calling the action closes one (SwiftUI's
        /// `isPresented`).
        public var isInDrawer: Bool { action != nil }
    }

    struct DrawerDismissKey: EnvironmentKey {
        static var defaultValue: DrawerDismissAction { DrawerDismissAction(action: nil) }
    }

    struct DrawerContextKey: EnvironmentKey {
        static var defaultValue: DrawerContentContext? { nil }
    }

    extension EnvironmentValues {
        /// Closes the drawer this view is in: DrawerKit's `dismiss` (``DrawerDismissAction``).
        ///
        /// SwiftUI's own `@Environment(\.dismiss)` cannot be set by a library (it is read-only
        /// and its action has no public initializer). Drawer content inherits the presenting
        /// view's environment, objects and custom keys included, so SwiftUI's `dismiss` there is
        /// the presenter's: it would pop its navigation page or close its sheet. Use this one.
        public internal(set) var drawerDismiss: DrawerDismissAction {
            get { self[DrawerDismissKey.self] }
            set { self[DrawerDismissKey.self] = newValue }
        }

        /// The drawer's context (detent, size, open fraction) for content that did not take it as
        /// its closure's parameter; `nil` outside a drawer. Through the environment it changes
        /// when the drawer comes to a new detent; content that follows every frame of a drag takes
        /// the context as its closure's parameter instead.
        public internal(set) var drawerContext: DrawerContentContext? {
            get { self[DrawerContextKey.self] }
            set { self[DrawerContextKey.self] = newValue }
        }
    }
#endif
