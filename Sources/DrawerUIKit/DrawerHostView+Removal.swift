#if canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore
    import QuartzCore
    import UIKit

    extension DrawerHostView {
        /// Removes the drawer `id` at once, its views and its bindings with it (a SwiftUI view
        /// that presented it left the hierarchy). Returns whether it was here.
        @discardableResult
        public func removeDrawer(_ id: String) -> Bool {
            guard let panel = panels.removeValue(forKey: id) else { return false }
            bindingPresenters[id] = nil
            panel.dimmingView.removeFromSuperview()
            panel.panelView.removeFromSuperview()
            update { $0.removeDrawer(id) }
            return true
        }
    }
#endif
