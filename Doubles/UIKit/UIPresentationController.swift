// UIKit's custom modal presentation (issue 47): the presentation style, the transitioning delegate
// and the objects it supplies (presentation controller, animator, interaction controller), the
// transition context UIKit hands them, and the adaptive presentation delegate. Legend as in
// UIKit.swift. UIPresentationController.h was read in the xiangfeidexiaohuo/iOS-SDKs copy of
// iPhoneOS18.0.sdk; UIViewControllerTransitioning.h is in neither public 18.0 copy and was read in
// the iPhoneOS 17.4 SDK of danpashin/sdks as make check-ios-sdk lays it out (written
// `iPhoneOS17.4.sdk` below). What UIKit does with them during `present` and `dismiss` is in
// UIViewController+Transitions.swift, each step citing its page.

// sdk: UIViewController.h, seen (`typedef NS_ENUM(NSInteger, UIModalPresentationStyle) { UIModalPresentationFullScreen
// = 0, … UIModalPresentationNone API_AVAILABLE(ios(7.0)) = -1, UIModalPresentationAutomatic API_AVAILABLE(ios(13.0))
// API_UNAVAILABLE(watchos) = -2, } API_UNAVAILABLE(watchos);`; tvOS's blurOverFullScreen is not declared)
// · doc: https://developer.apple.com/documentation/uikit/uimodalpresentationstyle
@available(watchOS, unavailable)
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0
    case pageSheet = 1
    case formSheet = 2
    case currentContext = 3
    case custom = 4
    case overFullScreen = 5
    case overCurrentContext = 6
    case popover = 7
    case none = -1
    case automatic = -2
}

// sdk: iPhoneOS17.4.sdk UIViewControllerTransitioning.h, seen (`typedef NSString * UITransitionContextViewControllerKey
// NS_TYPED_ENUM;`, a struct with a `rawValue` by the importer's rules) · doc: https://developer.apple.com/documentation/uikit/uitransitioncontextviewcontrollerkey
public struct UITransitionContextViewControllerKey: Hashable, RawRepresentable, Sendable {
    // sdk: iPhoneOS17.4.sdk UIViewControllerTransitioning.h, seen (the importer's `rawValue` of a typed string)
    // · doc: https://developer.apple.com/documentation/uikit/uitransitioncontextviewcontrollerkey
    public var rawValue: String
    // sdk: iPhoneOS17.4.sdk UIViewControllerTransitioning.h, seen (the importer's `init(rawValue:)` of a typed string)
    // · doc: https://developer.apple.com/documentation/uikit/uitransitioncontextviewcontrollerkey
    public init(rawValue: String) { self.rawValue = rawValue }
    // sdk: iPhoneOS17.4.sdk UIViewControllerTransitioning.h, seen (`UIKIT_EXTERN UITransitionContextViewControllerKey const
    // UITransitionContextFromViewControllerKey NS_SWIFT_NAME(from) API_AVAILABLE(ios(7.0));`)
    // · doc: https://developer.apple.com/documentation/uikit/uitransitioncontextviewcontrollerkey/from
    @available(iOS 7.0, *)
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    // sdk: iPhoneOS17.4.sdk UIViewControllerTransitioning.h, seen (`UIKIT_EXTERN UITransitionContextViewControllerKey const
    // UITransitionContextToViewControllerKey NS_SWIFT_NAME(to) API_AVAILABLE(ios(7.0));`)
    // · doc: https://developer.apple.com/documentation/uikit/uitransitioncontextviewcontrollerkey/to
    @available(iOS 7.0, *)
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

// sdk: iPhoneOS17.4.sdk UIViewControllerTransitioning.h, seen (`typedef NSString * UITransitionContextViewKey
// NS_TYPED_ENUM;`) · doc: https://developer.apple.com/documentation/uikit/uitransitioncontextviewkey
public struct UITransitionContextViewKey: Hashable, RawRepresentable, Sendable {
    // sdk: iPhoneOS17.4.sdk UIViewControllerTransitioning.h, seen (the importer's `rawValue` of a typed string)
    // · doc: https://developer.apple.com/documentation/uikit/uitransitioncontextviewkey
    public var rawValue: String
    // sdk: iPhoneOS17.4.sdk UIViewControllerTransitioning.h, seen (the importer's `init(rawValue:)` of a typed string)
    // · doc: https://developer.apple.com/documentation/uikit/uitransitioncontextviewkey
    public init(rawValue: String) { self.rawValue = rawValue }
    // sdk: iPhoneOS17.4.sdk UIViewControllerTransitioning.h, seen (`UIKIT_EXTERN UITransitionContextViewKey const
    // UITransitionContextFromViewKey NS_SWIFT_NAME(from) API_AVAILABLE(ios(8.0));`)
    // · doc: https://developer.apple.com/documentation/uikit/uitransitioncontextviewkey/from
    @available(iOS 8.0, *)
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    // sdk: iPhoneOS17.4.sdk UIViewControllerTransitioning.h, seen (`UIKIT_EXTERN UITransitionContextViewKey const
    // UITransitionContextToViewKey NS_SWIFT_NAME(to) API_AVAILABLE(ios(8.0));`)
    // · doc: https://developer.apple.com/documentation/uikit/uitransitioncontextviewkey/to
    @available(iOS 8.0, *)
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}

// sdk: iPhoneOS17.4.sdk UIViewControllerTransitioning.h, seen (`NS_SWIFT_UI_ACTOR @protocol
// UIViewControllerContextTransitioning <NSObject>`; UIKit provides the object: "Do not adopt this protocol in your own
// classes") · doc: https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning
@MainActor public protocol UIViewControllerContextTransitioning: NSObjectProtocol {
    // sdk: iPhoneOS17.4.sdk UIViewControllerTransitioning.h, seen (`@property(nonatomic, readonly) UIView *containerView;`)
    // · doc: https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/containerview
    var containerView: UIView { get }
    // sdk: iPhoneOS17.4.sdk UIViewControllerTransitioning.h, seen (`@property(nonatomic, readonly, getter=isAnimated) BOOL
    // animated;`) · doc: https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/isanimated
    var isAnimated: Bool { get }
    // sdk: iPhoneOS17.4.sdk UIViewControllerTransitioning.h, seen (`@property(nonatomic, readonly, getter=isInteractive)
    // BOOL interactive;`) · doc: https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/isinteractive
    var isInteractive: Bool { get }
    // sdk: iPhoneOS17.4.sdk UIViewControllerTransitioning.h, seen (`@property(nonatomic, readonly) BOOL
    // transitionWasCancelled;`) · doc: https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/transitionwascancelled
    var transitionWasCancelled: Bool { get }
    // sdk: iPhoneOS17.4.sdk UIViewControllerTransitioning.h, seen (`@property(nonatomic, readonly) UIModalPresentationStyle
    // presentationStyle;`) · doc: https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/presentationstyle
    var presentationStyle: UIModalPresentationStyle { get }
    // sdk: iPhoneOS17.4.sdk UIViewControllerTransitioning.h, seen (`- (void)updateInteractiveTransition:(CGFloat)percentComplete;`)
    // · doc: https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/updateinteractivetransition(_:)
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    // sdk: iPhoneOS17.4.sdk UIViewControllerTransitioning.h, seen (`- (void)finishInteractiveTransition;`)
    // · doc: https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/finishinteractivetransition()
    func finishInteractiveTransition()
    // sdk: iPhoneOS17.4.sdk UIViewControllerTransitioning.h, seen (`- (void)cancelInteractiveTransition;`)
    // · doc: https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/cancelinteractivetransition()
    func cancelInteractiveTransition()
    // sdk: iPhoneOS17.4.sdk UIViewControllerTransitioning.h, seen (`- (void)completeTransition:(BOOL)didComplete;`)
    // · doc: https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/completetransition(_:)
    func completeTransition(_ didComplete: Bool)
    // sdk: iPhoneOS17.4.sdk UIViewControllerTransitioning.h, seen (`- (nullable __kindof UIViewController
    // *)viewControllerForKey:(UITransitionContextViewControllerKey)key;`)
    // · doc: https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/viewcontroller(forkey:)
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    // sdk: iPhoneOS17.4.sdk UIViewControllerTransitioning.h, seen (`- (nullable __kindof UIView *)viewForKey:
    // (UITransitionContextViewKey)key API_AVAILABLE(ios(8.0));`) · doc: https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/view(forkey:)
    @available(iOS 8.0, *)
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    // sdk: iPhoneOS17.4.sdk UIViewControllerTransitioning.h, seen (`- (CGRect)initialFrameForViewController:(UIViewController
    // *)vc;`) · doc: https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/initialframe(for:)
    func initialFrame(for vc: UIViewController) -> CGRect
    // sdk: iPhoneOS17.4.sdk UIViewControllerTransitioning.h, seen (`- (CGRect)finalFrameForViewController:(UIViewController
    // *)vc;`) · doc: https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning/finalframe(for:)
    func finalFrame(for vc: UIViewController) -> CGRect
}

// sdk: iPhoneOS17.4.sdk UIViewControllerTransitioning.h, seen (`NS_SWIFT_UI_ACTOR @protocol
// UIViewControllerAnimatedTransitioning <NSObject>` with `@optional … - (void)animationEnded:(BOOL) transitionCompleted;`)
// · doc: https://developer.apple.com/documentation/uikit/uiviewcontrolleranimatedtransitioning
// DEVIATION: an @objc protocol with optional requirements in the SDK; the optional one gets an empty default.
@MainActor public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {
    // sdk: iPhoneOS17.4.sdk UIViewControllerTransitioning.h, seen (`- (NSTimeInterval)transitionDuration:(nullable id
    // <UIViewControllerContextTransitioning>)transitionContext;`)
    // · doc: https://developer.apple.com/documentation/uikit/uiviewcontrolleranimatedtransitioning/transitionduration(using:)
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    // sdk: iPhoneOS17.4.sdk UIViewControllerTransitioning.h, seen (`- (void)animateTransition:(id
    // <UIViewControllerContextTransitioning>)transitionContext;`)
    // · doc: https://developer.apple.com/documentation/uikit/uiviewcontrolleranimatedtransitioning/animatetransition(using:)
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
    // sdk: iPhoneOS17.4.sdk UIViewControllerTransitioning.h, seen (`- (void)animationEnded:(BOOL) transitionCompleted;`,
    // optional) · doc: https://developer.apple.com/documentation/uikit/uiviewcontrolleranimatedtransitioning/animationended(_:)
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    // sdk: iPhoneOS17.4.sdk UIViewControllerTransitioning.h, seen (DEVIATION default, see the protocol)
    // · doc: https://developer.apple.com/documentation/uikit/uiviewcontrolleranimatedtransitioning/animationended(_:)
    public func animationEnded(_ transitionCompleted: Bool) {}
}

// sdk: iPhoneOS17.4.sdk UIViewControllerTransitioning.h, seen (`NS_SWIFT_UI_ACTOR @protocol
// UIViewControllerInteractiveTransitioning <NSObject> - (void)startInteractiveTransition:(id
// <UIViewControllerContextTransitioning>)transitionContext; @optional …`; the optional completionSpeed,
// completionCurve and wantsInteractiveStart are not declared: nothing here uses them)
// · doc: https://developer.apple.com/documentation/uikit/uiviewcontrollerinteractivetransitioning
@MainActor public protocol UIViewControllerInteractiveTransitioning: NSObjectProtocol {
    // sdk: iPhoneOS17.4.sdk UIViewControllerTransitioning.h, seen (`- (void)startInteractiveTransition:(id
    // <UIViewControllerContextTransitioning>)transitionContext;`)
    // · doc: https://developer.apple.com/documentation/uikit/uiviewcontrollerinteractivetransitioning/startinteractivetransition(_:)
    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
}

// sdk: iPhoneOS17.4.sdk UIViewControllerTransitioning.h, seen (`NS_SWIFT_UI_ACTOR @protocol
// UIViewControllerTransitioningDelegate <NSObject> @optional …`, every method optional)
// · doc: https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioningdelegate
// DEVIATION: an @objc protocol with optional requirements in the SDK; each gets a default returning nil, which is what
// UIKit does for a method the delegate does not implement ("If you do not implement this method, or if your
// implementation returns nil, UIKit uses" its own object, the pages say).
@MainActor public protocol UIViewControllerTransitioningDelegate: NSObjectProtocol {
    // sdk: iPhoneOS17.4.sdk UIViewControllerTransitioning.h, seen (`- (nullable id <UIViewControllerAnimatedTransitioning>)
    // animationControllerForPresentedController:(UIViewController *)presented presentingController:(UIViewController
    // *)presenting sourceController:(UIViewController *)source;`)
    // · doc: https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioningdelegate/animationcontroller(forpresented:presenting:source:)
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)?
    // sdk: iPhoneOS17.4.sdk UIViewControllerTransitioning.h, seen (`- (nullable id <UIViewControllerAnimatedTransitioning>)
    // animationControllerForDismissedController:(UIViewController *)dismissed;`)
    // · doc: https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioningdelegate/animationcontroller(fordismissed:)
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    // sdk: iPhoneOS17.4.sdk UIViewControllerTransitioning.h, seen (`- (nullable id <UIViewControllerInteractiveTransitioning>)
    // interactionControllerForPresentation:(id <UIViewControllerAnimatedTransitioning>)animator;`)
    // · doc: https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioningdelegate/interactioncontrollerforpresentation(using:)
    func interactionControllerForPresentation(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)?
    // sdk: iPhoneOS17.4.sdk UIViewControllerTransitioning.h, seen (`- (nullable id <UIViewControllerInteractiveTransitioning>)
    // interactionControllerForDismissal:(id <UIViewControllerAnimatedTransitioning>)animator;`)
    // · doc: https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioningdelegate/interactioncontrollerfordismissal(using:)
    func interactionControllerForDismissal(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)?
    // sdk: iPhoneOS17.4.sdk UIViewControllerTransitioning.h, seen (`- (nullable UIPresentationController
    // *)presentationControllerForPresentedViewController:(UIViewController *)presented presentingViewController:(nullable
    // UIViewController *)presenting sourceViewController:(UIViewController *)source API_AVAILABLE(ios(8.0));`)
    // · doc: https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioningdelegate/presentationcontroller(forpresented:presenting:source:)
    @available(iOS 8.0, *)
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
    // sdk: iPhoneOS17.4.sdk UIViewControllerTransitioning.h, seen (DEVIATION default, see the protocol)
    // · doc: https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioningdelegate/animationcontroller(forpresented:presenting:source:)
    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    // sdk: iPhoneOS17.4.sdk UIViewControllerTransitioning.h, seen (DEVIATION default, see the protocol)
    // · doc: https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioningdelegate/animationcontroller(fordismissed:)
    public func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        nil
    }
    // sdk: iPhoneOS17.4.sdk UIViewControllerTransitioning.h, seen (DEVIATION default, see the protocol)
    // · doc: https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioningdelegate/interactioncontrollerforpresentation(using:)
    public func interactionControllerForPresentation(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
    // sdk: iPhoneOS17.4.sdk UIViewControllerTransitioning.h, seen (DEVIATION default, see the protocol)
    // · doc: https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioningdelegate/interactioncontrollerfordismissal(using:)
    public func interactionControllerForDismissal(
        using animator: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? { nil }
    // sdk: iPhoneOS17.4.sdk UIViewControllerTransitioning.h, seen (DEVIATION default, see the protocol)
    // · doc: https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioningdelegate/presentationcontroller(forpresented:presenting:source:)
    public func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? { nil }
}

// sdk: UIPresentationController.h, seen (`API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR @protocol
// UIAdaptivePresentationControllerDelegate <NSObject> @optional …`; the adaptive-style methods are not declared: nothing
// here uses them) · doc: https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate
// DEVIATION: an @objc protocol with optional requirements in the SDK; each gets a default doing what UIKit does without
// one (nothing; a dismissal not refused). Code calls them as `(delegate?.method)?(controller)`, which compiles against
// both.
@MainActor public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    // sdk: UIPresentationController.h, seen (`- (BOOL)presentationControllerShouldDismiss:(UIPresentationController
    // *)presentationController API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(watchos);` "This method may be called at any
    // time, and may not necessarily be followed by presentationControllerWillDismiss: or presentationControllerDidDismiss:")
    // · doc: https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollershoulddismiss(_:)
    @available(iOS 13.0, *)
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    // sdk: UIPresentationController.h, seen (`- (void)presentationControllerWillDismiss:(UIPresentationController
    // *)presentationController API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(watchos);` "Called on the delegate when the user
    // has taken action to dismiss the presentation, before interaction or animations begin … This is not called if the
    // presentation is dismissed programatically.")
    // · doc: https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerwilldismiss(_:)
    @available(iOS 13.0, *)
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    // sdk: UIPresentationController.h, seen (`- (void)presentationControllerDidDismiss:(UIPresentationController
    // *)presentationController API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(watchos);` "Called on the delegate when the user
    // has taken action to dismiss the presentation successfully, after all animations are finished. This is not called
    // if the presentation is dismissed programatically.")
    // · doc: https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerdiddismiss(_:)
    @available(iOS 13.0, *)
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    // sdk: UIPresentationController.h, seen (`- (void)presentationControllerDidAttemptToDismiss:(UIPresentationController
    // *)presentationController API_AVAILABLE(ios(13.0)) API_UNAVAILABLE(watchos);` "Called on the delegate when the user
    // attempts to dismiss the presentation, but user-initiated dismissal is prevented because the presentedViewController
    // isModalInPresentation or presentationControllerShouldDismiss: returned NO.")
    // · doc: https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerdidattempttodismiss(_:)
    @available(iOS 13.0, *)
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    // sdk: UIPresentationController.h, seen (DEVIATION default, see the protocol)
    // · doc: https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollershoulddismiss(_:)
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    // sdk: UIPresentationController.h, seen (DEVIATION default, see the protocol)
    // · doc: https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerwilldismiss(_:)
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    // sdk: UIPresentationController.h, seen (DEVIATION default, see the protocol)
    // · doc: https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerdiddismiss(_:)
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    // sdk: UIPresentationController.h, seen (DEVIATION default, see the protocol)
    // · doc: https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerdidattempttodismiss(_:)
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}

// sdk: UIPresentationController.h, seen (`UIKIT_EXTERN API_AVAILABLE(ios(8.0)) API_UNAVAILABLE(watchos) NS_SWIFT_UI_ACTOR
// @interface UIPresentationController : NSObject <UIAppearanceContainer, UITraitEnvironment, UIContentContainer,
// UIFocusEnvironment>`; the conformances are not declared: nothing here uses them)
// · doc: https://developer.apple.com/documentation/uikit/uipresentationcontroller
@available(iOS 8.0, *)
@available(watchOS, unavailable)
@MainActor open class UIPresentationController: NSObject {
    /// The presenter, set when the presentation begins (double only: a controller made before it,
    /// through `UIViewController.presentationController`, has none yet).
    var storedPresenting: UIViewController?
    let storedPresented: UIViewController
    /// The container view while a presentation lasts (double only).
    var storedContainerView: UIView?

    // sdk: UIPresentationController.h, seen (`- (instancetype)initWithPresentedViewController:(UIViewController
    // *)presentedViewController presentingViewController:(nullable UIViewController *)presentingViewController
    // NS_DESIGNATED_INITIALIZER;`, `presenting:` by the importer's rules)
    // · doc: https://developer.apple.com/documentation/uikit/uipresentationcontroller/init(presentedviewcontroller:presenting:)
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        storedPresented = presentedViewController
        storedPresenting = presentingViewController
        super.init()
    }
    // sdk: UIPresentationController.h, seen (`@property(nonatomic, strong, readonly) UIViewController
    // *presentingViewController;`) · doc: https://developer.apple.com/documentation/uikit/uipresentationcontroller/presentingviewcontroller
    // DOUBLE: read before the presentation began it traps (UIKit declares it non-null).
    open var presentingViewController: UIViewController {
        guard let presenting = storedPresenting else { preconditionFailure("no presentation has begun") }
        return presenting
    }
    // sdk: UIPresentationController.h, seen (`@property(nonatomic, strong, readonly) UIViewController
    // *presentedViewController;`) · doc: https://developer.apple.com/documentation/uikit/uipresentationcontroller/presentedviewcontroller
    open var presentedViewController: UIViewController { storedPresented }
    // sdk: UIPresentationController.h, seen (`@property(nonatomic, readonly) UIModalPresentationStyle presentationStyle;`)
    // · doc: https://developer.apple.com/documentation/uikit/uipresentationcontroller/presentationstyle
    open var presentationStyle: UIModalPresentationStyle { storedPresented.modalPresentationStyle }
    // sdk: UIPresentationController.h, seen (`@property(nullable, nonatomic, readonly, strong) UIView *containerView;` "The
    // view in which a presentation occurs. It is an ancestor of both the presenting and presented view controller's
    // views.") · doc: https://developer.apple.com/documentation/uikit/uipresentationcontroller/containerview
    open var containerView: UIView? { storedContainerView }
    // sdk: UIPresentationController.h, seen (`@property(nullable, nonatomic, weak) id
    // <UIAdaptivePresentationControllerDelegate> delegate;`)
    // · doc: https://developer.apple.com/documentation/uikit/uipresentationcontroller/delegate
    open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?
    // sdk: UIPresentationController.h, seen (`@property(nonatomic, readonly, nullable) UIView *presentedView;` "(Default:
    // presented view controller's view)") · doc: https://developer.apple.com/documentation/uikit/uipresentationcontroller/presentedview
    open var presentedView: UIView? { storedPresented.view }
    // sdk: UIPresentationController.h, seen (`@property(nonatomic, readonly) CGRect frameOfPresentedViewInContainerView;`
    // "(Default: container view bounds)") · doc: https://developer.apple.com/documentation/uikit/uipresentationcontroller/frameofpresentedviewincontainerview
    open var frameOfPresentedViewInContainerView: CGRect { storedContainerView?.bounds ?? .zero }
    // sdk: UIPresentationController.h, seen (`@property(nonatomic, readonly) BOOL shouldRemovePresentersView;` "Indicate
    // whether the view controller's view we are transitioning from will be removed from the window in the end of the
    // presentation transition (Default: NO)") · doc: https://developer.apple.com/documentation/uikit/uipresentationcontroller/shouldremovepresentersview
    open var shouldRemovePresentersView: Bool { false }
    // sdk: UIPresentationController.h, seen (`- (void)containerViewWillLayoutSubviews;`)
    // · doc: https://developer.apple.com/documentation/uikit/uipresentationcontroller/containerviewwilllayoutsubviews()
    open func containerViewWillLayoutSubviews() {}
    // sdk: UIPresentationController.h, seen (`- (void)containerViewDidLayoutSubviews;`)
    // · doc: https://developer.apple.com/documentation/uikit/uipresentationcontroller/containerviewdidlayoutsubviews()
    open func containerViewDidLayoutSubviews() {}
    // sdk: UIPresentationController.h, seen (`- (void)presentationTransitionWillBegin;`)
    // · doc: https://developer.apple.com/documentation/uikit/uipresentationcontroller/presentationtransitionwillbegin()
    open func presentationTransitionWillBegin() {}
    // sdk: UIPresentationController.h, seen (`- (void)presentationTransitionDidEnd:(BOOL)completed;`)
    // · doc: https://developer.apple.com/documentation/uikit/uipresentationcontroller/presentationtransitiondidend(_:)
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    // sdk: UIPresentationController.h, seen (`- (void)dismissalTransitionWillBegin;`)
    // · doc: https://developer.apple.com/documentation/uikit/uipresentationcontroller/dismissaltransitionwillbegin()
    open func dismissalTransitionWillBegin() {}
    // sdk: UIPresentationController.h, seen (`- (void)dismissalTransitionDidEnd:(BOOL)completed;`)
    // · doc: https://developer.apple.com/documentation/uikit/uipresentationcontroller/dismissaltransitiondidend(_:)
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
}

extension UIViewController {
    // sdk: UIViewController.h, seen (`@property (nullable, nonatomic, weak) id <UIViewControllerTransitioningDelegate>
    // transitioningDelegate API_AVAILABLE(ios(7.0));`) · doc: https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioningdelegate
    // DEVIATION: `public`, where the property imports as `open`; declared in an extension over weak storage.
    @available(iOS 7.0, *)
    public var transitioningDelegate: (any UIViewControllerTransitioningDelegate)? {
        get { storedTransitioningDelegate }
        set { storedTransitioningDelegate = newValue }
    }

    // sdk: UIViewController.h, seen (`@property (nullable, nonatomic, readonly) UIPresentationController
    // *presentationController API_AVAILABLE(ios(8.0));`; the page: "If you've not yet presented the current view
    // controller, accessing this property creates a presentation controller based on the current value in the
    // modalPresentationStyle property") · doc: https://developer.apple.com/documentation/uikit/uiviewcontroller/presentationcontroller
    // DEVIATION: `public`, where the property imports as `open`; declared in an extension.
    // DOUBLE: only a custom presentation has a presentation controller here (made by the transitioning delegate,
    // with no presenter yet, when read before the presentation); the built-in styles have none.
    @available(iOS 8.0, *)
    public var presentationController: UIPresentationController? {
        if let controller = storedPresentationController { return controller }
        guard modalPresentationStyle == .custom, let delegate = transitioningDelegate else { return nil }
        storedPresentationController = delegate.presentationController(forPresented: self, presenting: nil, source: self)
        return storedPresentationController
    }

    // sdk: UIViewController.h, seen (`@property(nonatomic, readonly, getter=isBeingPresented) BOOL beingPresented
    // API_AVAILABLE(ios(5.0));`) · doc: https://developer.apple.com/documentation/uikit/uiviewcontroller/isbeingpresented
    // DEVIATION: `public`, where the property imports as `open`; declared in an extension.
    @available(iOS 5.0, *)
    public var isBeingPresented: Bool { doubleTransitionKind == .presenting }

    // sdk: UIViewController.h, seen (`@property(nonatomic, readonly, getter=isBeingDismissed) BOOL beingDismissed
    // API_AVAILABLE(ios(5.0));`) · doc: https://developer.apple.com/documentation/uikit/uiviewcontroller/isbeingdismissed
    // DEVIATION: `public`, where the property imports as `open`; declared in an extension.
    @available(iOS 5.0, *)
    public var isBeingDismissed: Bool { doubleTransitionKind == .dismissing }
}

// UISheetPresentationController, declared only for the "Coming from UISheetPresentationController" article's
// UIKit side (DrawerUIKit does not use it). UISheetPresentationController.h is in neither public 18.0 copy; read in
// the 17.4 SDK; the Swift spellings are the 17.4 SDK's UIKit symbol graph (the overlay makes preferredCornerRadius
// optional). DOUBLE: type-check only: the double makes no sheet, so `sheetPresentationController` is nil.

// sdk: iPhoneOS17.4.sdk UISheetPresentationController.h, seen (`UIKIT_EXTERN API_AVAILABLE(ios(15.0))
// API_UNAVAILABLE(tvos, watchos) NS_SWIFT_UI_ACTOR @interface UISheetPresentationController : UIPresentationController`)
// · doc: https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller
@available(iOS 15.0, *)
@available(watchOS, unavailable)
@MainActor open class UISheetPresentationController: UIPresentationController {
    // sdk: iPhoneOS17.4.sdk UISheetPresentationController.h, seen (`@interface UISheetPresentationControllerDetent : NSObject`,
    // `UISheetPresentationController.Detent` by the importer's rules) · doc: https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent
    @MainActor public final class Detent: NSObject {
        // sdk: iPhoneOS17.4.sdk UISheetPresentationController.h, seen (`typedef NSString *UISheetPresentationControllerDetentIdentifier
        // NS_TYPED_EXTENSIBLE_ENUM API_AVAILABLE(ios(15.0))`) · doc: https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/identifier
        public struct Identifier: Hashable, RawRepresentable, Sendable {
            // sdk: iPhoneOS17.4.sdk UISheetPresentationController.h, seen (the importer's `rawValue` of a typed string)
            // · doc: https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/identifier
            public var rawValue: String
            // sdk: iPhoneOS17.4.sdk UISheetPresentationController.h, seen (the importer's `init(rawValue:)` of a typed string)
            // · doc: https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/identifier
            public init(rawValue: String) { self.rawValue = rawValue }
            // sdk: iPhoneOS17.4.sdk UISheetPresentationController.h, seen (`UIKIT_EXTERN const
            // UISheetPresentationControllerDetentIdentifier UISheetPresentationControllerDetentIdentifierMedium`)
            // · doc: https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/identifier/medium
            public static let medium = Identifier(rawValue: "com.apple.UIKit.medium")
            // sdk: iPhoneOS17.4.sdk UISheetPresentationController.h, seen (`UIKIT_EXTERN const
            // UISheetPresentationControllerDetentIdentifier UISheetPresentationControllerDetentIdentifierLarge`)
            // · doc: https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/identifier/large
            public static let large = Identifier(rawValue: "com.apple.UIKit.large")
        }
        // sdk: iPhoneOS17.4.sdk UISheetPresentationController.h, seen (`@property (nonatomic, strong, readonly)
        // UISheetPresentationControllerDetentIdentifier identifier API_AVAILABLE(ios(16.0))`)
        // · doc: https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/identifier-swift.property
        @available(iOS 16.0, *)
        public let identifier: Identifier
        init(identifier: Identifier) {
            self.identifier = identifier
            super.init()
        }
        // sdk: iPhoneOS17.4.sdk UISheetPresentationController.h, seen (`+ (instancetype)mediumDetent;`)
        // · doc: https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/medium()
        public class func medium() -> Self { Self(identifier: .medium) }
        // sdk: iPhoneOS17.4.sdk UISheetPresentationController.h, seen (`+ (instancetype)largeDetent;`)
        // · doc: https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detent/large()
        public class func large() -> Self { Self(identifier: .large) }
    }
    // sdk: iPhoneOS17.4.sdk UISheetPresentationController.h, seen (`@property (nonatomic) BOOL prefersGrabberVisible
    // API_UNAVAILABLE(visionos);`) · doc: https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/prefersgrabbervisible
    open var prefersGrabberVisible = false
    // sdk: iPhoneOS17.4.sdk UISheetPresentationController.h, seen (`@property (nonatomic) CGFloat preferredCornerRadius
    // API_UNAVAILABLE(visionos);`, `CGFloat?` in the SDK's symbol graph) · doc: https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/preferredcornerradius
    open var preferredCornerRadius: CGFloat?
    // sdk: iPhoneOS17.4.sdk UISheetPresentationController.h, seen (`@property (nonatomic, copy)
    // NSArray<UISheetPresentationControllerDetent *> *detents API_UNAVAILABLE(visionos);`)
    // · doc: https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/detents
    open var detents: [Detent] = []
    // sdk: iPhoneOS17.4.sdk UISheetPresentationController.h, seen (`@property (nonatomic, copy, nullable)
    // UISheetPresentationControllerDetentIdentifier selectedDetentIdentifier API_UNAVAILABLE(visionos);`)
    // · doc: https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/selecteddetentidentifier
    open var selectedDetentIdentifier: Detent.Identifier?
    // sdk: iPhoneOS17.4.sdk UISheetPresentationController.h, seen (`@property (nonatomic, copy, nullable)
    // UISheetPresentationControllerDetentIdentifier largestUndimmedDetentIdentifier API_UNAVAILABLE(visionos);`)
    // · doc: https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller/largestundimmeddetentidentifier
    open var largestUndimmedDetentIdentifier: Detent.Identifier?
}

extension UIViewController {
    // sdk: UIViewController.h, seen (`@property (nullable, nonatomic, readonly) UISheetPresentationController
    // *sheetPresentationController API_AVAILABLE(ios(15.0)) API_UNAVAILABLE(tvos, watchos);`)
    // · doc: https://developer.apple.com/documentation/uikit/uiviewcontroller/sheetpresentationcontroller
    // DEVIATION: `public`, where the property imports as `open`; declared in an extension.
    // DOUBLE: always nil (see UISheetPresentationController above).
    @available(iOS 15.0, *)
    public var sheetPresentationController: UISheetPresentationController? { nil }
}
