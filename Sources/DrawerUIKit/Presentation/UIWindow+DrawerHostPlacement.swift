#if canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore
    import UIKit

    extension UIWindow {
        /// Puts `host` directly above `screen` (one of the window's subviews) and that screen's
        /// content hosts, where DrawerCore's `DrawerScreenLayering` puts a new host: a window
        /// host then covers the drawers drawn over the screen's views, and a content host stays
        /// under the window host.
        func insertDrawerHost(_ host: UIView, above screen: UIView) {
            let others = subviews.filter { $0 !== host }
            guard let screenIndex = others.firstIndex(where: { $0 === screen }) else { return }
            let offset = DrawerScreenLayering.insertionOffset(above: drawerLayers(others[(screenIndex + 1)...], over: screen))
            insertSubview(host, aboveSubview: others[screenIndex + offset])
        }

        /// What each of `views` (subviews of the window) is to the drawer hosts of `screen`.
        func drawerLayers(_ views: ArraySlice<UIView>, over screen: UIView) -> [DrawerScreenLayer] {
            views.map { view in
                if let host = view as? DrawerContentHostView, host.holder === screen { return .contentHost }
                if let host = view as? DrawerWindowHostView, host.holder === screen { return .windowHost }
                return .other
            }
        }
    }
#endif
