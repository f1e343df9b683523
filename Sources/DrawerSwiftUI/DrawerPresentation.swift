#if canImport(SwiftUI) && (os(iOS) || os(macOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore
    import SwiftUI

    /// How a surface talks back to its presenter: the bindings it keeps in step with the engine's
    /// events, and the app's event callback. Mapping only; every decision is the engine's.
    struct DrawerPresentation {
        /// Shown or not; set to `false` when the drawer comes to rest closed.
        var isPresented: Binding<Bool>?
        /// The detent the drawer rests at; written on every settle at an open stop.
        var selection: Binding<DrawerDetent.Identifier>?
        /// Every engine event, after the bindings were updated.
        var onEvent: ((DrawerEvent) -> Void)?

        /// The stop a new engine starts at.
        var initialDetent: DrawerDetent.Identifier? {
            if let isPresented, !isPresented.wrappedValue { return .closed }
            return selection?.wrappedValue
        }

        /// Mirrors one engine event into the bindings.
        func handle(_ event: DrawerEvent, stops: DrawerResolvedDetents) {
            switch event {
            case .didSettle(let detent):
                if let selection, stops.stop(for: detent)?.isClosed == false, selection.wrappedValue != detent {
                    selection.wrappedValue = detent
                }
            case .didDismiss:
                if let isPresented, isPresented.wrappedValue { isPresented.wrappedValue = false }
            case .willBeginDragging, .didMove, .willSettle, .didAttemptToDismiss:
                break
            }
            onEvent?(event)
        }
    }
#endif
