#if canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import UIKit

    extension DrawerHostView {
        /// Whether iOS may take a back swipe from this host's leading edge now: the navigation
        /// controller the host is shown in has a controller to pop and its interactive pop
        /// recognizer is on. The model decides what that means for the drawers' edge swipes
        /// (`DrawerHostModel.isEdgeSwipeStart(_:systemBackSwipeAvailable:)`); UIKit alone
        /// leaves it to whichever recognizer happens to recognize first.
        var isSystemBackSwipeAvailable: Bool { Self.offersBackSwipe(drawerEnclosingController) }

        /// Whether `controller` is in a navigation controller (or is one) that has a controller
        /// to pop and its interactive pop recognizer on.
        static func offersBackSwipe(_ controller: UIViewController?) -> Bool {
            guard let controller else { return false }
            guard let navigation = controller as? UINavigationController ?? controller.navigationController,
                let pop = navigation.interactivePopGestureRecognizer, pop.isEnabled
            else { return false }
            return navigation.viewControllers.count > 1
        }

        /// Puts the edge-swipe recognizer on the superview while some drawer here takes edge
        /// swipes (DrawerCore's `takesEdgeSwipes`), and takes it off otherwise: a screen without a
        /// side drawer has no recognizer beyond the host.
        func syncEdgePanGesture() {
            let wanted = model.takesEdgeSwipes ? superview : nil
            guard edgePanGesture.view !== wanted else { return }
            edgePanGesture.view?.removeGestureRecognizer(edgePanGesture)
            wanted?.addGestureRecognizer(edgePanGesture)
        }

        /// Asks each drawer that scopes its edge swipe (a SwiftUI side menu at window level)
        /// where a press at `point` may start one, and hands the answers to the model.
        func refreshEdgeSwipeScopes(at point: CGPoint) {
            for (id, scope) in edgeSwipeScopes { model.setEdgeSwipeScope(scope(point), for: id) }
        }
    }
#endif
