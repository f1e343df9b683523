// What the UIKit double does when a controller whose `modalPresentationStyle` is `.custom` is presented
// or dismissed (issue 47): the transitioning delegate's objects are asked for and called, the container
// view is made, and the appearance callbacks are sent, each step citing its page. Declarations in
// UIPresentationController.swift; the entry points are `present` and `dismiss` (UIViewController+Presentation.swift).
//
// The rules followed, from Apple's pages:
// - "When you present a view controller whose presentation style is UIModalPresentationCustom, UIKit looks for a
//   custom presentation controller to manage the presentation process" and calls its transition methods
//   ("Creating Custom Presentations", View Controller Programming Guide:
//   https://developer.apple.com/library/archive/featuredarticles/ViewControllerPGforiPhoneOS/DefiningCustomPresentations.html);
//   "The animator object is responsible for adding the view of the presented view controller" (the context's
//   containerView page) and calls `completeTransition(_:)` when its animations end ("You must call this method after
//   your animations have completed to notify the system that the transition animation is done"; "For interactive
//   animations, you must call this method in addition to the finishInteractiveTransition() or
//   cancelInteractiveTransition() method", completeTransition(_:) page); the animator's optional `animationEnded(_:)`
//   is called after it.
// - The presenter's view stays unless the presentation controller's `shouldRemovePresentersView` is true ("A Boolean
//   value indicating whether the presenting view controller's view should be removed when the presentation animations
//   finish", default false); `viewWillDisappear` is "called in response to a view being removed from a view
//   hierarchy" and `viewWillAppear` "before it is added to the hierarchy", so a presenter whose view stays gets no
//   appearance callbacks; with `shouldRemovePresentersView` it gets will/did-disappear when presented over and
//   will/did-appear when the presented controller is dismissed.
// - The presented controller gets `viewWillAppear` as its presentation begins and `viewDidAppear` at its end, and the
//   presentation's completion runs after it ("The completion handler, if provided, will be invoked after the presented
//   controllers viewDidAppear: callback is invoked", UIViewController.h); a dismissal sends `viewWillDisappear` as it
//   begins and `viewDidDisappear` at its end, then the completion ("invoked after the dismissed controller's
//   viewDidDisappear: callback"). A cancelled dismissal goes from disappearing back to appearing
//   (UIViewController page, https://developer.apple.com/documentation/uikit/uiviewcontroller, "Handling view-related
//   notifications": its figure of the valid state transitions, and that not every "will" callback is paired with only a
//   "did" one: a process started in a "will" callback ends in both the corresponding "did" and the opposite "will"
//   callback; paraphrased, as read in the page's translation at velog.io/@juyoung999/UIViewController, the English text
//   not being in the search corpus): `viewWillAppear` then `viewDidAppear`.
//
// DOUBLE where UIKit documents nothing, or where the double is simpler: the presenter's view stays where it is (UIPresentationController's
// containerView page says the container "also contains the presenting view controller's view" during transitions;
// reported: a custom presentation does not move it); the container view covers the window and is added on top of it; a touch on it
// outside the presented view stops there (UIKit's transition view is reported to swallow such touches); the presented
// controller's `viewWillAppear` comes before `presentationTransitionWillBegin`; a transition without animation (or
// without an animator) is not handed to an animator: the double puts the presented view at
// `frameOfPresentedViewInContainerView` and ends the transition at once (FloatingPanel's presentation controller handles
// exactly that case in `presentationTransitionDidEnd`); a cancelled dismissal does not run the dismissal's completion;
// a dismissal asked for while a transition runs is refused and logged; with `shouldRemovePresentersView` the presenter
// gets its callbacks but its view is not taken out of the window.

/// Which transition a presented controller is in (double only).
enum DoubleTransitionKind: Sendable { case presenting, dismissing }

/// The container view UIKit makes for a custom presentation (double only): it covers the window and
/// tells its presentation controller before and after it lays out its subviews
/// (`containerViewWillLayoutSubviews()` and `containerViewDidLayoutSubviews()`, declared in
/// UIPresentationController.h; DOUBLE: their moment is not documented beyond their names).
final class DoubleTransitionView: UIView {
    weak var presentationController: UIPresentationController?

    override func layoutSubviews() {
        presentationController?.containerViewWillLayoutSubviews()
        super.layoutSubviews()
        presentationController?.containerViewDidLayoutSubviews()
    }
}

/// The transition context UIKit hands the animator and the interaction controller (double only).
final class DoubleTransitionContext: NSObject, UIViewControllerContextTransitioning {
    let containerView: UIView
    let isAnimated: Bool
    var isInteractive = false
    var transitionWasCancelled = false
    let presentationStyle: UIModalPresentationStyle
    let from: UIViewController
    let to: UIViewController
    let presentationController: UIPresentationController
    let isPresentation: Bool
    /// What the interaction controller last reported (`updateInteractiveTransition`).
    var percentComplete: CGFloat = 0
    var end: ((Bool) -> Void)?

    init(
        presentation controller: UIPresentationController, container: UIView, from: UIViewController,
        to: UIViewController, isPresentation: Bool, end: @escaping (Bool) -> Void
    ) {
        presentationController = controller
        containerView = container
        isAnimated = true
        presentationStyle = controller.presentationStyle
        self.from = from
        self.to = to
        self.isPresentation = isPresentation
        self.end = end
    }

    func updateInteractiveTransition(_ percentComplete: CGFloat) { self.percentComplete = percentComplete }

    /// The interaction controller says the transition will complete; `completeTransition(_:)` ends it.
    func finishInteractiveTransition() { isInteractive = false }

    /// The interaction controller says the transition is cancelled: `transitionWasCancelled` reads true.
    func cancelInteractiveTransition() {
        isInteractive = false
        transitionWasCancelled = true
    }

    /// Ends the transition once; a second call is ignored and logged.
    func completeTransition(_ didComplete: Bool) {
        guard let end else {
            PresentationDouble.log.append("completeTransition called twice")
            return
        }
        self.end = nil
        end(didComplete)
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        key == .from ? from : key == .to ? to : nil
    }

    /// The presented view for its side; nil for the presenter's view, which a custom presentation
    /// does not move ("view(forKey:)" page: "The view object for the specified key or nil if the
    /// view could not be found"; DOUBLE: which views count as found).
    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        if isPresentation, key == .to { return presentationController.presentedView }
        if !isPresentation, key == .from { return presentationController.presentedView }
        return nil
    }

    /// The presented view's frame where it is shown, `.zero` where it is not ("initialFrame(for:)": "CGRectZero if the
    /// frame rectangle is not known or the view is not visible"; "For the view controller being presented, the value
    /// returned by this method is typically CGRectZero").
    func initialFrame(for vc: UIViewController) -> CGRect {
        !isPresentation && vc === from ? presentationController.frameOfPresentedViewInContainerView : .zero
    }

    /// The presented view's frame at the end of a presentation, `.zero` at the end of its dismissal ("finalFrame(for:)").
    func finalFrame(for vc: UIViewController) -> CGRect {
        isPresentation && vc === to ? presentationController.frameOfPresentedViewInContainerView : .zero
    }
}

extension PresentationDouble {
    /// An appearance callback (double only).
    package enum Appearance: String, Sendable {
        case viewWillAppear, viewDidAppear, viewWillDisappear, viewDidDisappear
    }

    /// The appearance callbacks custom presentations sent, oldest first (`UIKitDouble.reset()` clears).
    static var appearanceLog: [(controller: ObjectIdentifier, callback: Appearance)] = []

    /// The appearance callbacks `controller` got from custom presentations, oldest first.
    package static func appearances(of controller: UIViewController) -> [Appearance] {
        appearanceLog.filter { $0.controller == ObjectIdentifier(controller) }.map(\.callback)
    }

    /// Sends `callback` to `controller` and records it.
    static func appear(_ controller: UIViewController, _ callback: Appearance, animated: Bool) {
        appearanceLog.append((ObjectIdentifier(controller), callback))
        switch callback {
        case .viewWillAppear: controller.viewWillAppear(animated)
        case .viewDidAppear: controller.viewDidAppear(animated)
        case .viewWillDisappear: controller.viewWillDisappear(animated)
        case .viewDidDisappear: controller.viewDidDisappear(animated)
        }
    }

    /// A custom presentation of `presented` by `presenter` in `window`, as the file's header cites.
    static func presentCustom(
        _ presented: UIViewController, from presenter: UIViewController, in window: UIWindow, animated: Bool,
        completion: (() -> Void)?
    ) {
        let delegate = presented.transitioningDelegate
        let controller =
            presented.storedPresentationController
            ?? delegate?.presentationController(forPresented: presented, presenting: presenter, source: presenter)
            ?? UIPresentationController(presentedViewController: presented, presenting: presenter)
        controller.storedPresenting = presenter
        presented.storedPresentationController = controller
        presenter.storedPresented = presented
        presented.storedPresenting = presenter
        let container = DoubleTransitionView(frame: window.bounds)
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.presentationController = controller
        window.addSubview(container)
        controller.storedContainerView = container
        presented.doubleTransitionKind = .presenting
        let removesPresenter = controller.shouldRemovePresentersView
        appear(presented, .viewWillAppear, animated: animated)
        if removesPresenter { appear(presenter, .viewWillDisappear, animated: animated) }
        controller.presentationTransitionWillBegin()
        let end: (Bool) -> Void = { completed in
            presented.doubleTransitionKind = nil
            controller.presentationTransitionDidEnd(completed)
            if completed {
                appear(presented, .viewDidAppear, animated: animated)
                if removesPresenter { appear(presenter, .viewDidDisappear, animated: animated) }
                completion?()
            } else {
                tearDown(presented, from: presenter, controller: controller)
                appear(presented, .viewDidDisappear, animated: animated)
                if removesPresenter {
                    appear(presenter, .viewWillAppear, animated: animated)
                    appear(presenter, .viewDidAppear, animated: animated)
                }
            }
        }
        guard animated, let animator = delegate?.animationController(forPresented: presented, presenting: presenter, source: presenter)
        else {
            if let view = controller.presentedView {
                view.frame = controller.frameOfPresentedViewInContainerView
                container.addSubview(view)
            }
            end(true)
            return
        }
        let context = DoubleTransitionContext(
            presentation: controller, container: container, from: presenter, to: presented, isPresentation: true,
            end: end)
        run(context, animator: animator, interaction: delegate?.interactionControllerForPresentation(using: animator))
    }

    /// The dismissal of a custom presentation, as the file's header cites.
    static func dismissCustom(
        _ presented: UIViewController, from presenter: UIViewController, controller: UIPresentationController,
        animated: Bool, completion: (() -> Void)?
    ) {
        guard presented.doubleTransitionKind == nil, let container = controller.storedContainerView else {
            log.append("Attempt to dismiss \(type(of: presented)) while a transition is in progress")
            return
        }
        let delegate = presented.transitioningDelegate
        let removesPresenter = controller.shouldRemovePresentersView
        presented.doubleTransitionKind = .dismissing
        appear(presented, .viewWillDisappear, animated: animated)
        if removesPresenter { appear(presenter, .viewWillAppear, animated: animated) }
        controller.dismissalTransitionWillBegin()
        let end: (Bool) -> Void = { completed in
            presented.doubleTransitionKind = nil
            controller.dismissalTransitionDidEnd(completed)
            if completed {
                tearDown(presented, from: presenter, controller: controller)
                appear(presented, .viewDidDisappear, animated: animated)
                if removesPresenter { appear(presenter, .viewDidAppear, animated: animated) }
                completion?()
            } else {
                appear(presented, .viewWillAppear, animated: animated)
                appear(presented, .viewDidAppear, animated: animated)
                if removesPresenter {
                    appear(presenter, .viewWillDisappear, animated: animated)
                    appear(presenter, .viewDidDisappear, animated: animated)
                }
            }
        }
        guard animated, let animator = delegate?.animationController(forDismissed: presented) else {
            end(true)
            return
        }
        let context = DoubleTransitionContext(
            presentation: controller, container: container, from: presented, to: presenter, isPresentation: false,
            end: end)
        run(context, animator: animator, interaction: delegate?.interactionControllerForDismissal(using: animator))
    }

    /// Hands the transition to the interaction controller when the delegate gave one, else to the
    /// animator (`interactionControllerForDismissal(using:)` returns "the animator object that
    /// implements the code needed specifically to manage interactive transitions or nil if you do
    /// not want to support interactive transitions").
    /// The animator hears `animationEnded(_:)` after the transition's own end.
    private static func run(
        _ context: DoubleTransitionContext, animator: any UIViewControllerAnimatedTransitioning,
        interaction: (any UIViewControllerInteractiveTransitioning)?
    ) {
        let end = context.end
        context.end = { completed in
            end?(completed)
            animator.animationEnded(completed)
        }
        if let interaction {
            context.isInteractive = true
            interaction.startInteractiveTransition(context)
        } else {
            animator.animateTransition(using: context)
        }
    }

    /// Takes the presentation's views out of the window and unlinks the controllers.
    private static func tearDown(
        _ presented: UIViewController, from presenter: UIViewController, controller: UIPresentationController
    ) {
        controller.presentedView?.removeFromSuperview()
        controller.storedContainerView?.removeFromSuperview()
        controller.storedContainerView = nil
        presented.storedPresentationController = nil
        presented.storedPresenting = nil
        presenter.storedPresented = nil
    }
}
