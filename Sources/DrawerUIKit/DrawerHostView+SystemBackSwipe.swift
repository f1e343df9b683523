#if canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import UIKit

    extension DrawerHostView {
        /// Whether iOS may take a back swipe from this host's leading edge now: the navigation
        /// controller the host is shown in has a controller to pop and its interactive pop
        /// recognizer is on. The model decides what that means for the drawers' edge swipes
        /// (`DrawerHostModel.isEdgeSwipeStart(_:systemBackSwipeAvailable:)`); UIKit alone
        /// leaves it to whichever recognizer happens to recognize first.
        var isSystemBackSwipeAvailable: Bool {
            guard let controller = drawerEnclosingController else { return false }
            guard let navigation = controller as? UINavigationController ?? controller.navigationController,
                let pop = navigation.interactivePopGestureRecognizer, pop.isEnabled
            else { return false }
            return navigation.viewControllers.count > 1
        }
    }
#endif
