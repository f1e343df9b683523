#if canImport(SwiftUI) && canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore
    import SwiftUI

    extension DrawerHostedViews {
        /// Stores a write-back into the app's bindings, or delivers an event: at once after a
        /// touch or a frame, on the next turn of the main actor when it came out of a SwiftUI
        /// update (`updateUIView`), where SwiftUI does not allow state to be written, and after
        /// anything still waiting from one. Either way into the bindings and callbacks of the
        /// latest update, in the order they happened.
        func deliver(_ work: @escaping @MainActor (DrawerPresentation) -> Void) {
            // Behind what already waits, so the app hears events in the order they happened.
            guard isInSwiftUIUpdate || !deferred.isEmpty else { return work(effective.presentation) }
            deferred.append(work)
            guard deferred.count == 1 else { return }
            Task { @MainActor [weak self] in self?.deliverDeferred() }
        }

        /// Runs what waited for the SwiftUI update to end, in order.
        private func deliverDeferred() {
            let pending = deferred
            deferred = []
            for work in pending { work(effective.presentation) }
        }
    }
#endif
