#if canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore
    import UIKit

    extension DrawerHostView {
        /// Puts each drawer's dimming and panel in the model's stack order, bottom to top, when
        /// that order changed since the last render: a drawer a binding presents comes to the top
        /// (DrawerCore's `DrawerStack.raise(_:)`), and the views must be drawn, and hit, as the
        /// model routes touches. Costs one comparison per frame while the order holds.
        func restackPanelsIfNeeded(_ ids: [String]) {
            guard ids != drawnStackOrder else { return }
            drawnStackOrder = ids
            for id in ids {
                guard let panel = panels[id] else { continue }
                bringSubviewToFront(panel.dimmingView)
                bringSubviewToFront(panel.panelView)
            }
        }
    }
#endif
