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
//   the animator "must add the view of the presented view controller to the container view"
//   (animateTransition(using:) page) and calls `completeTransition(_:)` when its animations end ("You must call this
//   method after your animations have completed"; "UIKit calls the animationEnded(_:) method").
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
//   (UIViewController page, "Handling view-related notifications": the valid state transitions, and "if you start a
//   process in a 'will' callback method, you end the process in both the corresponding 'did' and the opposite 'will'
//   callback method"): `viewWillAppear` then `viewDidAppear`.
//
// DOUBLE where UIKit documents nothing: the container view covers the window and is added on top of it; a touch on it
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
/// tells its presentation controller when it lays out (`containerViewWillLayoutSubviews` page:
/// "Notifies the presentation controller that layout is about to begin on the views of the container view").
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

    /// "Call this method … to indicate that the transition should complete" (finishInteractiveTransition page).
    func finishInteractiveTransition() { isInteractive = false }

    /// "… the transitionWasCancelled property … returns true" after it (cancelInteractiveTransition page).
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
    /// does not move ("view(forKey:)" page: the method "may return nil if … the view is not
    /// being animated").
    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        if isPresentation, key == .to { return presentationController.presentedView }
        if !isPresentation, key == .from { return presentationController.presentedView }
        return nil
    }

    /// The presented view's frame where it is shown, `.zero` where it is not ("initialFrame(for:)": "may be CGRectZero
    /// if the frame is unknown or the view is not visible").
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
            presentation: controller, container: container, from: presenter, to: presented, isPresentation: true
        ) { completed in
            end(completed)
            animator.animationEnded(completed)
        }
        if let interaction = delegate?.interactionControllerForPresentation(using: animator) {
            context.isInteractive = true
            interaction.startInteractiveTransition(context)
        } else {
            animator.animateTransition(using: context)
        }
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
            presentation: controller, container: container, from: presented, to: presenter, isPresentation: false
        ) { completed in
            end(completed)
            animator.animationEnded(completed)
        }
        if let interaction = delegate?.interactionControllerForDismissal(using: animator) {
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
