#if canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore
    import UIKit

    /// A container view controller that shows a child view controller in a drawer (seed 002): the
    /// drawer pans between detents, shares one gesture with the child's scroll view, dims and
    /// closes on a tap outside, and reports the engine's events to its ``delegate``.
    ///
    /// Add it as a child over your main content (its view fills the parent and lets touches
    /// through wherever nothing is dimmed):
    ///
    /// ```swift
    /// let drawer = DrawerViewController(
    ///     content: ShortcutsListViewController(),
    ///     configuration: DrawerSheetConfiguration(detents: [.points(120, identifier: .small), .medium, .large]))
    /// addChild(drawer)
    /// view.addSubview(drawer.view)
    /// drawer.view.frame = view.bounds
    /// drawer.didMove(toParent: self)
    /// ```
    @MainActor
    public final class DrawerViewController: UIViewController {
        /// The child shown in the drawer.
        public let contentViewController: UIViewController
        /// Receives the drawer's events.
        public weak var delegate: DrawerViewControllerDelegate?
        /// The sheet view driving the drawer.
        public let sheetView: DrawerSheetView

        /// Creates a drawer showing `content`, first at `initialDetent` (`nil`: the configuration's
        /// first open detent), without animation.
        public init(
            content: UIViewController, configuration: DrawerSheetConfiguration,
            initialDetent: DrawerDetent.Identifier? = nil
        ) {
            self.contentViewController = content
            // Seed 002's drawer is clear when compressed unless the configuration says otherwise.
            self.sheetView = DrawerSheetView(
                frame: .zero, contentView: content.view, configuration: configuration, initialDetent: initialDetent,
                undimmedAtFirstDetent: true)
            super.init(nibName: nil, bundle: nil)
            addChild(content)
            content.didMove(toParent: self)
            sheetView.onEvent = { [weak self] event in self?.forward(event) }
            sheetView.onCoveredInsetsChange = { [weak self] insets in
                guard let self else { return }
                self.delegate?.drawerViewController(self, didChangeCoveredInsets: insets)
            }
        }

        /// Not supported: a drawer needs its content and configuration.
        required init?(coder: NSCoder) {
            fatalError("init(coder:) is not supported")
        }

        /// The sheet view is this controller's view.
        public override func loadView() {
            view = sheetView
        }

        /// The scroll view inside the child whose scrolling hands off to the drawer
        /// (``track(scrollView:)``; `nil` untracks). Held weakly.
        public var trackedScrollView: UIScrollView? {
            get { sheetView.trackedScrollView }
            set { sheetView.trackedScrollView = newValue }
        }

        /// Shares one gesture between the drawer and `scrollView`, a scroll view inside the child
        /// (FloatingPanel's `track(scrollView:)`): the list scrolls with its own physics, and a
        /// drag that the list cannot take moves the drawer, both ways without lifting the finger.
        ///
        /// ```swift
        /// drawer.track(scrollView: shortcutsController.tableView)
        /// ```
        public func track(scrollView: UIScrollView) {
            sheetView.track(scrollView: scrollView)
        }

        /// Stops sharing gestures with `scrollView`, if it is the tracked one.
        public func untrack(scrollView: UIScrollView) {
            sheetView.untrack(scrollView: scrollView)
        }

        /// Moves to a detent; returns `false` if it is not active here.
        @discardableResult
        public func move(to detent: DrawerDetent.Identifier, animated: Bool = true) -> Bool {
            sheetView.move(to: detent, animated: animated)
        }

        /// Closes the drawer (with its spring when `animated`) and tells the ``delegate``, by
        /// ``DrawerSheetView/dismiss(animated:)``'s rules. This closes the drawer inside its
        /// parent; UIKit's `dismiss(animated:completion:)` still dismisses a controller that was
        /// presented modally.
        @discardableResult
        public func dismiss(animated: Bool = true) -> Bool {
            sheetView.dismiss(animated: animated)
        }

        private func forward(_ event: DrawerEvent) {
            guard let delegate else { return }
            switch event {
            case .willBeginDragging(let detent): delegate.drawerViewController(self, willBeginDraggingFrom: detent)
            case .didMove(let extent): delegate.drawerViewController(self, didMoveTo: extent)
            case .willSettle(let target, _): delegate.drawerViewController(self, willSettleAt: target)
            case .didSettle(let detent): delegate.drawerViewController(self, didSettleAt: detent)
            case .didDismiss(let cause):
                delegate.drawerViewControllerDidDismiss(self)
                delegate.drawerViewController(self, didDismissBecauseOf: cause)
            case .didAttemptToDismiss(let cause): delegate.drawerViewController(self, didAttemptToDismissBecauseOf: cause)
            case .didHoldDismissal(let hold): delegate.drawerViewController(self, didHoldDismissal: hold)
            case .didEndDismissalHold(let hold, let outcome):
                delegate.drawerViewController(self, didEndDismissalHold: hold, outcome: outcome)
            }
        }
    }
#endif
