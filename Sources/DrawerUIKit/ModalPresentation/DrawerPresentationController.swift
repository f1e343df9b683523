#if canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore
    import UIKit

    /// The presentation controller of a presented ``DrawerViewController``: the drawer's view fills
    /// the container (its dimming and pass-through are the drawer's own), follows the container
    /// through rotations, and leaves the presenter's view where it is, since a drawer at an
    /// undimmed detent does not cover it (`shouldRemovePresentersView`: "If you implement a
    /// presentation that does not cover the presenting view controller's content entirely,
    /// override this method and return false"). Its `delegate` is the app's
    /// `UIAdaptivePresentationControllerDelegate`.
    @MainActor
    final class DrawerPresentationController: UIPresentationController {
        /// The transition's rules and the drawer, shared with the transitioning delegate.
        weak var transition: DrawerModalTransition?

        /// The presenter's view stays in the window: the drawer does not cover it entirely.
        override var shouldRemovePresentersView: Bool { false }

        /// The drawer's view covers the container.
        override var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

        /// Places the drawer closed before UIKit's animator (or, without animation, UIKit) adds it.
        override func presentationTransitionWillBegin() {
            super.presentationTransitionWillBegin()
            transition?.prepareForPresentation()
        }

        /// Without animation no animator ran: the drawer is placed open at once.
        override func presentationTransitionDidEnd(_ completed: Bool) {
            super.presentationTransitionDidEnd(completed)
            transition?.presentationEnded(completed: completed)
        }

        /// Without animation no interaction controller ran: the drawer is placed closed at once.
        override func dismissalTransitionDidEnd(_ completed: Bool) {
            super.dismissalTransitionDidEnd(completed)
            transition?.dismissalEnded(completed: completed)
        }

        /// A rotation or a Split View resize: the drawer's view follows the container (its detents
        /// follow the drawer's view).
        override func containerViewWillLayoutSubviews() {
            super.containerViewWillLayoutSubviews()
            if let view = presentedView, view.superview === containerView { view.frame = frameOfPresentedViewInContainerView }
        }
    }
#endif
