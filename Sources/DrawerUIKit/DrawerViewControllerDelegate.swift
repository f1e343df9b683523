#if canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore
    import UIKit

    /// What a ``DrawerViewController`` tells its delegate: the engine's events, one method each.
    /// Every method has an empty default.
    @MainActor
    public protocol DrawerViewControllerDelegate: AnyObject {
        /// A drag took hold of the drawer.
        func drawerViewController(_ controller: DrawerViewController, willBeginDraggingFrom detent: DrawerDetent.Identifier?)
        /// The drawer moved; `extent` is how far it is revealed, in points.
        func drawerViewController(_ controller: DrawerViewController, didMoveTo extent: CGFloat)
        /// The drawer is about to animate to `detent`.
        func drawerViewController(_ controller: DrawerViewController, willSettleAt detent: DrawerDetent.Identifier)
        /// The drawer came to rest at `detent`.
        func drawerViewController(_ controller: DrawerViewController, didSettleAt detent: DrawerDetent.Identifier)
        /// The drawer came to rest closed.
        func drawerViewControllerDidDismiss(_ controller: DrawerViewController)
        /// The drawer came to rest closed, and why: a swipe, a dimming tap, Escape or code
        /// (sent right after ``drawerViewControllerDidDismiss(_:)``).
        func drawerViewController(_ controller: DrawerViewController, didDismissBecauseOf cause: DrawerDismissalCause)
        /// A person tried to close a drawer that may not be dismissed; it stayed (UIKit's
        /// `presentationControllerDidAttemptToDismiss(_:)`).
        func drawerViewController(_ controller: DrawerViewController, didAttemptToDismissBecauseOf cause: DrawerDismissalCause)
        /// A person tried to close a drawer that confirms its dismissals
        /// (``DrawerViewController/confirmsDismissal``): it waits halfway down for the app to ask
        /// ("Discard changes?") and answer with ``DrawerViewController/confirmDismissal(hold:)``
        /// or ``DrawerViewController/cancelDismissal(hold:)``.
        func drawerViewController(_ controller: DrawerViewController, didHoldDismissal hold: DrawerDismissalHold)
        /// The held dismissal ended — answered, or withdrawn because the person dragged the drawer
        /// or the app moved it: hide the question.
        func drawerViewController(
            _ controller: DrawerViewController, didEndDismissalHold hold: DrawerDismissalHold,
            outcome: DrawerDismissalHold.Outcome)
        /// The part of the controller's view the drawer covers changed (every frame it moves):
        /// insets from each side, for the content behind it.
        func drawerViewController(_ controller: DrawerViewController, didChangeCoveredInsets insets: UIEdgeInsets)
    }

    extension DrawerViewControllerDelegate {
        /// Does nothing.
        public func drawerViewController(
            _ controller: DrawerViewController, willBeginDraggingFrom detent: DrawerDetent.Identifier?
        ) {}
        /// Does nothing.
        public func drawerViewController(_ controller: DrawerViewController, didMoveTo extent: CGFloat) {}
        /// Does nothing.
        public func drawerViewController(_ controller: DrawerViewController, willSettleAt detent: DrawerDetent.Identifier) {}
        /// Does nothing.
        public func drawerViewController(_ controller: DrawerViewController, didSettleAt detent: DrawerDetent.Identifier) {}
        /// Does nothing.
        public func drawerViewControllerDidDismiss(_ controller: DrawerViewController) {}
        /// Does nothing.
        public func drawerViewController(_ controller: DrawerViewController, didDismissBecauseOf cause: DrawerDismissalCause) {}
        /// Does nothing.
        public func drawerViewController(
            _ controller: DrawerViewController, didAttemptToDismissBecauseOf cause: DrawerDismissalCause
        ) {}
        /// Does nothing.
        public func drawerViewController(_ controller: DrawerViewController, didHoldDismissal hold: DrawerDismissalHold) {}
        /// Does nothing.
        public func drawerViewController(
            _ controller: DrawerViewController, didEndDismissalHold hold: DrawerDismissalHold,
            outcome: DrawerDismissalHold.Outcome
        ) {}
        /// Does nothing.
        public func drawerViewController(_ controller: DrawerViewController, didChangeCoveredInsets insets: UIEdgeInsets) {}
    }
#endif
