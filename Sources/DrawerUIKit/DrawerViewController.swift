#if canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore
    import UIKit

    /// A container view controller that shows a child view controller in a drawer (seed 002): the
    /// drawer pans between detents, shares one gesture with the child's scroll view, dims and
    /// closes on a tap outside, and reports the engine's events to its ``delegate``.
    ///
    /// Present it, as any view controller:
    ///
    /// ```swift
    /// let drawer = DrawerViewController(
    ///     content: ShortcutsListViewController(),
    ///     configuration: DrawerSheetConfiguration(detents: [.medium, .large]))
    /// drawer.presentationController?.delegate = self  // a UIAdaptivePresentationControllerDelegate
    /// present(drawer, animated: true)
    /// ```
    ///
    /// A drawer controller is made with `modalPresentationStyle` `.custom` and its own
    /// `transitioningDelegate` (as FloatingPanel's controller is), so `present(_:animated:completion:)`
    /// shows it through UIKit's presentation machinery: the drawer opens from closed on its spring,
    /// a swipe down, a tap on the dimming or Escape dismisses it through UIKit's own
    /// `dismiss(animated:completion:)`, and `presentationController`'s delegate hears
    /// `presentationControllerWillDismiss` and `presentationControllerDidDismiss` for a person's
    /// dismissal and `presentationControllerDidAttemptToDismiss` for a refused one
    /// (`isModalInPresentation`, `presentationControllerShouldDismiss` returning `false`, or a
    /// ``confirmsDismissal`` hold). The presenter's view stays in the window (the drawer does not
    /// cover it entirely), so, as for UIKit's `.overFullScreen` presentations, the presenter gets
    /// no `viewWillDisappear`/`viewWillAppear` around it; listen to the presentation delegate or to
    /// ``delegate`` instead. The drawer's own ``close(animated:)``, a move to a closed detent and
    /// UIKit's `dismiss(animated:completion:)` all end the presentation the same way.
    ///
    /// Or add it as a child over your main content (its view fills the parent and lets touches
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
        /// The transitioning delegate and presentation rules of a modal presentation.
        private(set) lazy var modalTransition = DrawerModalTransition(drawer: self)
        /// Whether changes made now animate (inside ``animateChanges(_:)``).
        var animatesChanges = false
        /// The detent the drawer first shows at (`nil`: its first open detent).
        let initialDetent: DrawerDetent.Identifier?
        /// Run once when the drawer next comes to rest (``addDrawer(toParent:at:animated:completion:)``
        /// and ``removeDrawerFromParent(animated:completion:)``).
        var restCompletions: [() -> Void] = []

        /// Creates a drawer showing `content`, first at `initialDetent` (`nil`: the configuration's
        /// first open detent), without animation.
        public init(
            content: UIViewController, configuration: DrawerSheetConfiguration,
            initialDetent: DrawerDetent.Identifier? = nil
        ) {
            self.contentViewController = content
            self.initialDetent = initialDetent
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
            sheetView.willHandlePersonsInput = { [weak self] in self?.modalTransition.refreshDismissalRefusal() }
            // Presented, the drawer goes through its own presentation controller and transitions.
            modalPresentationStyle = .custom
            transitioningDelegate = modalTransition
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
        /// ``DrawerSheetView/dismiss(animated:)``'s rules; returns `false` when it has no closed
        /// detent to go to. A presented drawer ends its presentation so, through UIKit's
        /// `dismiss(animated:completion:)` (as the app's own dismissal: the presentation's delegate
        /// hears no will/did-dismiss).
        @discardableResult
        public func close(animated: Bool = true) -> Bool {
            sheetView.dismiss(animated: animated)
        }

        /// The drawer's close under its former name, which UIKit's `dismiss(animated:completion:)`
        /// now wins for a plain `dismiss(animated:)` call.
        @available(*, deprecated, renamed: "close(animated:)")
        @_disfavoredOverload
        @discardableResult
        public func dismiss(animated: Bool = true) -> Bool {
            close(animated: animated)
        }

        private func forward(_ event: DrawerEvent) {
            defer {
                modalTransition.handle(event)
                switch event {
                case .didSettle, .didDismiss: runRestCompletions()
                default: break
                }
            }
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
