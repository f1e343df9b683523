#if canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore
    import QuartzCore
    import UIKit

    extension DrawerHostView {
        /// Removes the drawer `id` at once, with its views (the app's content view leaves the
        /// panel), its recognizers, its scroll tracking and its bindings (a SwiftUI view that
        /// presented it left the hierarchy); a drag it owned ends with it. Returns whether it was
        /// here. To animate it away first, ``dismiss(_:)`` it and remove it when its `didDismiss`
        /// event arrives.
        @discardableResult
        public func removeDrawer(_ id: String) -> Bool {
            guard let panel = panels[id] else { return false }
            untrackScrollView(in: id)
            panels[id] = nil
            bindingPresenters[id] = nil
            edgeSwipeScopes[id] = nil
            update { _ = $0.removeDrawer(id) }
            for recognizer in panel.dimmingView.gestureRecognizers ?? [] {
                actionTargets.dimmingTap.detach(from: recognizer)
            }
            if let barTap = panel.barTapGesture { actionTargets.barTap.detach(from: barTap) }
            panel.contentView.removeFromSuperview()
            panel.dimmingView.removeFromSuperview()
            panel.panelView.removeFromSuperview()
            closingRemovals.remove(id)
            return true
        }

        /// Closes the drawer `id` with its spring, then removes it, at rest (DrawerCore's
        /// `closeForRemoval` and `isReadyForRemoval`: while it leaves it takes no touch and no
        /// binding moves it); at once if it is already at rest where it stays (closed, or with no
        /// closed detent).
        public func removeDrawerAfterClosing(_ id: String) {
            guard panels[id] != nil else { return }
            closingRemovals.insert(id)
            update { $0.closeForRemoval(id, time: CACurrentMediaTime()) }
            if model.isReadyForRemoval(id) { removeDrawer(id) }
        }

        /// Removes the drawers that were closing to be removed and have come to rest.
        func removeClosedDrawers() {
            for id in closingRemovals where model.isReadyForRemoval(id) { removeDrawer(id) }
        }
    }
#endif
