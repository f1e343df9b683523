#if canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import UIKit

    extension DrawerPresentationAnchor {
        /// Makes every ``contentControllers`` entry a child of the controller that manages the
        /// presenting view (the first controller up the anchor's responder chain), and lets the
        /// ones in `released` go.
        ///
        /// A hosting controller that is no one's child is "detached": a `.sheet`, `.alert` or
        /// `.confirmationDialog` presented from drawer content is presented from it (UIKit logs
        /// "Presenting view controllers on detached view controllers is discouraged" and
        /// misbehaves), `@Environment(\.dismiss)` has nothing to dismiss, and appearance and
        /// trait updates are not guaranteed to reach it (`addChild(_:)`: the relationship "is
        /// necessary when embedding the child view controller's view"). The views stay where the
        /// drawer host draws them; only the controller relationship is made. Until the anchor is
        /// in a window there is no presenting controller: the children are adopted when it is.
        func adoptContentControllers(releasing released: [UIViewController]) {
            for controller in released where !contentControllers.contains(where: { $0 === controller }) {
                Self.release(controller)
            }
            guard let parent = presentingController() else { return }
            adoptingController = parent
            for controller in contentControllers where controller.parent !== parent {
                parent.addChild(controller)
                controller.didMove(toParent: parent)
            }
        }

        /// Every content controller leaves its parent (the presenting view is gone for good).
        func releaseContentControllers() {
            for controller in contentControllers { Self.release(controller) }
            adoptingController = nil
        }

        /// The controller that manages the view the anchor is in: the one that presents.
        private func presentingController() -> UIViewController? {
            superview?.drawerEnclosingController ?? adoptingController
        }

        private static func release(_ controller: UIViewController) {
            guard controller.parent != nil else { return }
            controller.willMove(toParent: nil)
            controller.removeFromParent()
        }
    }
#endif
