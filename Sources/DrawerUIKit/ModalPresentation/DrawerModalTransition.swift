#if canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore
    import UIKit

    /// A ``DrawerViewController``'s transitioning delegate and the objects it hands UIKit: the
    /// presentation controller, the animator of the presentation and the interaction controller of
    /// every animated dismissal, all driven by the drawer's spring. What happens when is
    /// DrawerCore's `DrawerModalPresentation`; this object carries out its steps on UIKit's side.
    ///
    /// - A presentation: the animator adds the drawer's view to the container and opens the drawer
    ///   from closed; the transition completes when the drawer rests open (or a person takes hold).
    /// - A person's close (a swipe's release towards closed, a dimming tap, Escape, a handle tap):
    ///   the presentation's delegate hears `presentationControllerWillDismiss`, UIKit's own
    ///   `dismiss(animated:completion:)` runs with this object as its interaction controller, and
    ///   when the drawer rests closed the transition finishes and the delegate hears
    ///   `presentationControllerDidDismiss`; a drawer caught on its way out cancels it.
    /// - The app's close (`dismiss(animated:completion:)`, ``DrawerViewController/close(animated:)``,
    ///   a move to a closed detent, a confirmed dismissal hold): the same transition, without the
    ///   delegate's will/did-dismiss ("not called if the presentation is dismissed programatically").
    /// - A refused close (`isModalInPresentation`, `presentationControllerShouldDismiss` returning
    ///   `false`, the configuration's `isDismissible`) or a held one: `presentationControllerDidAttemptToDismiss`.
    @MainActor
    final class DrawerModalTransition: NSObject, UIViewControllerTransitioningDelegate,
        UIViewControllerAnimatedTransitioning, UIViewControllerInteractiveTransitioning
    {
        /// The presented drawer.
        weak var drawer: DrawerViewController?
        /// The presentation's rules.
        private(set) var rule = DrawerModalPresentation()
        /// The presentation controller UIKit got from here, while it lasts.
        private(set) weak var presentationController: DrawerPresentationController?
        /// The running transition's context.
        private var context: (any UIViewControllerContextTransitioning)?
        /// Whether the dismissal UIKit is about to start was begun by the drawer (else by the app).
        private var dismissalBegunByDrawer = false
        /// The drawer's extent when its dismissal began, for the transition's percent complete.
        private var dismissalStartExtent: CGFloat = 0
        /// How the drawer's dismissal ended before UIKit started its transition (UIKit may start it
        /// on a later turn of the run loop): completed, and whether by a person.
        private var earlyDismissalEnd: (completed: Bool, byPerson: Bool)?

        init(drawer: DrawerViewController) {
            self.drawer = drawer
            super.init()
        }

        // MARK: UIViewControllerTransitioningDelegate

        func presentationController(
            forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
        ) -> UIPresentationController? {
            let controller = DrawerPresentationController(presentedViewController: presented, presenting: presenting)
            controller.transition = self
            presentationController = controller
            return controller
        }

        func animationController(
            forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
        ) -> (any UIViewControllerAnimatedTransitioning)? { self }

        func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
            self
        }

        /// Every animated dismissal follows the drawer's spring, and a person can catch it.
        func interactionControllerForDismissal(
            using animator: any UIViewControllerAnimatedTransitioning
        ) -> (any UIViewControllerInteractiveTransitioning)? { self }

        // MARK: UIViewControllerAnimatedTransitioning

        /// The spring's settling time over the drawer's length (the spring decides the real end).
        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
            guard let drawer else { return 0 }
            return DrawerModalPresentation.transitionDuration(of: drawer.sheetView.engine)
        }

        /// The presentation: the drawer's view goes into the container and the drawer opens.
        func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
            guard let drawer, transitionContext.viewController(forKey: .to) === drawer else {
                // Dismissals are interactive (`interactionControllerForDismissal(using:)`).
                startInteractiveTransition(transitionContext)
                return
            }
            context = transitionContext
            drawer.sheetView.passThroughView = transitionContext.viewController(forKey: .from)?.view
            let view: UIView = transitionContext.view(forKey: .to) ?? drawer.view
            view.frame = transitionContext.finalFrame(for: drawer)
            transitionContext.containerView.addSubview(view)
            view.layoutIfNeeded()
            drawer.sheetView.setModallyPresented(true)
        }

        func animationEnded(_ transitionCompleted: Bool) {
            context = nil
        }

        // MARK: UIViewControllerInteractiveTransitioning

        /// A dismissal: one the drawer began is already under way; the app's own closes the drawer.
        func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
            context = transitionContext
            guard let drawer else { return }
            dismissalStartExtent = drawer.sheetView.engine.frame.extent
            if dismissalBegunByDrawer {
                dismissalBegunByDrawer = false
                // The drawer may have come to rest closed (or back open) before UIKit started.
                if let end = earlyDismissalEnd {
                    earlyDismissalEnd = nil
                    endDismissal(completed: end.completed, byPerson: end.byPerson)
                }
            } else {
                rule.platformDismissalBegan()
                drawer.sheetView.setModallyPresented(false)
            }
        }

        // MARK: The rules' steps

        /// The presentation begins: the drawer is placed closed, so it opens from there.
        func prepareForPresentation() {
            guard let drawer else { return }
            drawer.sheetView.setModallyPresented(false)
            if drawer.sheetView.engine.frame.extent > 0 { drawer.sheetView.finishSettleAtOnce() }
            rule.presentationBegan()
        }

        /// The presentation transition ended; one without animation leaves the drawer open at once.
        func presentationEnded(completed: Bool) {
            guard let drawer, rule.phase == .presenting else { return }
            drawer.sheetView.passThroughView = drawer.presentingViewController?.view
            rule.platformTransitionEnded(presented: completed)
            guard completed else { return }
            drawer.view.layoutIfNeeded()
            drawer.sheetView.setModallyPresented(true)
            drawer.sheetView.finishSettleAtOnce()
        }

        /// The dismissal transition ended; one without animation leaves the drawer closed at once.
        func dismissalEnded(completed: Bool) {
            guard let drawer else { return }
            if completed, rule.phase != .notPresented {
                rule.platformTransitionEnded(presented: false)
                drawer.sheetView.setModallyPresented(false)
                drawer.sheetView.finishSettleAtOnce()
            }
            if completed {
                drawer.sheetView.setRefusesPersonsDismissal(false)
                drawer.sheetView.passThroughView = nil
            }
        }

        /// One of the drawer's events: the steps it calls for.
        func handle(_ event: DrawerEvent) {
            guard let drawer, rule.phase != .notPresented else { return }
            if case .didMove(let extent) = event, case .dismissing = rule.phase, dismissalStartExtent > 0 {
                context?.updateInteractiveTransition(min(max(1 - extent / dismissalStartExtent, 0), 1))
            }
            perform(rule.steps(after: [event], engine: drawer.sheetView.engine))
        }

        /// Before a person's input while the drawer opens or is shown (not while it closes): whether
        /// the presentation lets a person close the drawer now
        /// (`isModalInPresentation` of the drawer or its content, the delegate's
        /// `presentationControllerShouldDismiss`), handed to DrawerCore as a refusal.
        func refreshDismissalRefusal() {
            guard let drawer, let controller = presentationController,
                rule.phase == .presenting || rule.phase == .presented
            else { return }
            let refuses = DrawerModalPresentation.refusesPersonsDismissal(
                isModalInPresentation: drawer.isModalInPresentation || drawer.contentViewController.isModalInPresentation,
                delegateAllowsDismissal: { (controller.delegate?.presentationControllerShouldDismiss)?(controller) })
            drawer.sheetView.setRefusesPersonsDismissal(refuses)
        }

        private func perform(_ steps: [DrawerModalPresentation.Step]) {
            for step in steps { perform(step) }
        }

        private func perform(_ step: DrawerModalPresentation.Step) {
            guard let drawer, let controller = presentationController else { return }
            switch step {
            case .finishPresentation:
                context?.completeTransition(true)
            case .beginDismissal(let byPerson):
                if byPerson { (controller.delegate?.presentationControllerWillDismiss)?(controller) }
                dismissalBegunByDrawer = true
                drawer.presentingViewController?.dismiss(animated: true)
            case .finishDismissal(let byPerson):
                endDismissal(completed: true, byPerson: byPerson)
            case .cancelDismissal(let byPerson):
                endDismissal(completed: false, byPerson: byPerson)
            case .attemptToDismiss:
                (controller.delegate?.presentationControllerDidAttemptToDismiss)?(controller)
            }
        }

        /// Ends UIKit's dismissal transition — finished or cancelled — and, for a person's finished
        /// close, tells the delegate after it ("after all animations are finished"). Before UIKit
        /// started the transition, it is remembered for then.
        private func endDismissal(completed: Bool, byPerson: Bool) {
            guard let context else {
                if dismissalBegunByDrawer { earlyDismissalEnd = (completed, byPerson) }
                return
            }
            // Held here: UIKit lets go of the presentation controller when the transition ends.
            let controller = presentationController
            if completed { context.finishInteractiveTransition() } else { context.cancelInteractiveTransition() }
            context.completeTransition(completed)
            guard completed, byPerson, let controller else { return }
            (controller.delegate?.presentationControllerDidDismiss)?(controller)
        }
    }
#endif
