// UINavigationController in the UIKit double: a stack of controllers whose top controller's view
// fills the navigation controller's view, and the interactive pop recognizer on that view (see
// UIKit.swift for the citation legend; UINavigationController.h read in the xybp888 copy of
// iPhoneOS18.0.sdk). What it leaves out: the navigation bar and toolbar (DOUBLE: the top view
// fills the whole view, as under a hidden bar), transitions (a push or pop is immediate) and the
// delegate.

// sdk: UINavigationController.h, seen (`UIKIT_EXTERN API_AVAILABLE(ios(2.0)) API_UNAVAILABLE(watchos)
// NS_SWIFT_UI_ACTOR @interface UINavigationController : UIViewController`)
// · doc: https://developer.apple.com/documentation/uikit/uinavigationcontroller
@available(iOS 2.0, *)
@available(watchOS, unavailable)
@MainActor open class UINavigationController: UIViewController {
    var storedViewControllers: [UIViewController] = []
    lazy var storedPopRecognizer = DoubleInteractivePopRecognizer(navigation: self)

    // sdk: UINavigationController.h, seen (`- (instancetype)initWithRootViewController:(UIViewController
    // *)rootViewController NS_DESIGNATED_INITIALIZER; // Initializer that also pushes the root view controller without
    // animation.`) · doc: https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(rootviewcontroller:)
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        pushViewController(rootViewController, animated: false)
    }
    // sdk: UINavigationController.h, seen (`- (instancetype)initWithNibName:(nullable NSString *)nibNameOrNil
    // bundle:(nullable NSBundle *)nibBundleOrNil NS_DESIGNATED_INITIALIZER; // Initializes the navigation controller with
    // an empty stack`) · doc: https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }
    // sdk: UINavigationController.h, seen (`- (nullable instancetype)initWithCoder:(NSCoder *)aDecoder
    // NS_DESIGNATED_INITIALIZER;`) · doc: https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
    public required init?(coder: NSCoder) { nil }

    // sdk: UIViewController.h, seen (`- (void)loadView;`; the navigation controller's own view, on which it "installs"
    // the interactive pop recognizer, per the interactivePopGestureRecognizer page) · doc: https://developer.apple.com/documentation/uikit/uiviewcontroller/loadview()
    open override func loadView() {
        let container = UIView(frame: .zero)
        view = container
        container.addGestureRecognizer(storedPopRecognizer)
        showTop()
    }

    // sdk: UINavigationController.h, seen (`@property(nonatomic,copy) NSArray<__kindof UIViewController *> *viewControllers;
    // // The current view controller stack.`) · doc: https://developer.apple.com/documentation/uikit/uinavigationcontroller/viewcontrollers
    open var viewControllers: [UIViewController] {
        get { storedViewControllers }
        set {
            for controller in storedViewControllers where !newValue.contains(where: { $0 === controller }) {
                controller.willMove(toParent: nil)
                controller.viewIfLoadedForDouble?.removeFromSuperview()
                controller.removeFromParent()
            }
            storedViewControllers = []
            for controller in newValue where !storedViewControllers.contains(where: { $0 === controller }) {
                if controller.storedParent !== self { addChild(controller) }
                storedViewControllers.append(controller)
            }
            showTop()
        }
    }

    // sdk: UINavigationController.h, seen (`@property(nullable, nonatomic,readonly,strong) UIViewController
    // *topViewController; // The top view controller on the stack.`) · doc: https://developer.apple.com/documentation/uikit/uinavigationcontroller/topviewcontroller
    open var topViewController: UIViewController? { storedViewControllers.last }

    // sdk: UINavigationController.h, seen (`- (void)pushViewController:(UIViewController *)viewController
    // animated:(BOOL)animated; // Uses a horizontal slide transition. Has no effect if the view controller is already in
    // the stack.`; the page: it "becomes the top view controller on the navigation stack")
    // · doc: https://developer.apple.com/documentation/uikit/uinavigationcontroller/pushviewcontroller(_:animated:)
    // DOUBLE: the transition is immediate; a controller already in the stack is ignored, as the header says (the
    // page says UIKit throws).
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard !storedViewControllers.contains(where: { $0 === viewController }) else { return }
        addChild(viewController)
        storedViewControllers.append(viewController)
        showTop()
        viewController.didMove(toParent: self)
    }

    // sdk: UINavigationController.h, seen (`- (nullable UIViewController *)popViewControllerAnimated:(BOOL)animated; //
    // Returns the popped controller.`; the page: "If the view controller at the top of the stack is the root view
    // controller, this method does nothing") · doc: https://developer.apple.com/documentation/uikit/uinavigationcontroller/popviewcontroller(animated:)
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard storedViewControllers.count > 1, let top = storedViewControllers.popLast() else { return nil }
        top.willMove(toParent: nil)
        top.viewIfLoadedForDouble?.removeFromSuperview()
        top.removeFromParent()
        showTop()
        return top
    }

    // sdk: UINavigationController.h, seen (`@property(nullable, nonatomic, readonly) UIGestureRecognizer
    // *interactivePopGestureRecognizer API_AVAILABLE(ios(7.0)) API_UNAVAILABLE(tvos);`; the page: "The navigation
    // controller installs this gesture recognizer on its view and uses it to pop the topmost view controller off the
    // navigation stack when a person swipes horizontally from the leading edge of the screen")
    // · doc: https://developer.apple.com/documentation/uikit/uinavigationcontroller/interactivepopgesturerecognizer
    @available(iOS 7.0, *)
    @available(tvOS, unavailable)
    open var interactivePopGestureRecognizer: UIGestureRecognizer? { storedPopRecognizer }

    /// The top controller's view fills this controller's view; the others' views leave it.
    func showTop() {
        guard let container = viewIfLoadedForDouble else { return }
        for controller in storedViewControllers.dropLast() { controller.viewIfLoadedForDouble?.removeFromSuperview() }
        guard let top = storedViewControllers.last, let topView = top.view else { return }
        topView.frame = container.bounds
        topView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if topView.storedSuperview !== container { container.addSubview(topView) }
    }
}

extension UIViewController {
    // sdk: UINavigationController.h, seen (`@interface UIViewController (UINavigationControllerItem)` …
    // `@property(nullable, nonatomic,readonly,strong) UINavigationController *navigationController; // If this view
    // controller has been pushed onto a navigation controller, return it.`; the page: "The nearest ancestor in the view
    // controller hierarchy that is a navigation controller") · doc: https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationcontroller
    // DEVIATION: `public`, where the category property imports as `open`; declared in an extension.
    public var navigationController: UINavigationController? {
        var controller = storedParent
        while let current = controller {
            if let navigation = current as? UINavigationController { return navigation }
            controller = current.storedParent
        }
        return nil
    }
}

/// The navigation controller's interactive pop recognizer (not an SDK symbol; UIKit's is a
/// private screen-edge pan). It takes part in a touch only when the finger lands at the leading
/// edge and moves horizontally toward the trailing one (the interactivePopGestureRecognizer
/// page), and only when there is a controller to pop: the navigation controller's own delegate
/// refuses it at the root (widely reported: apps that replace that delegate must refuse it
/// there themselves, or a back swipe at the root freezes the interface).
@MainActor final class DoubleInteractivePopRecognizer: UIPanGestureRecognizer {
    /// DOUBLE: how far from the leading edge a back swipe may start. UIKit documents no width;
    /// 20 pt is the commonly measured one.
    static let doubleEdgeWidth: CGFloat = 20
    weak var navigation: UINavigationController?

    init(navigation: UINavigationController) {
        self.navigation = navigation
        super.init(target: nil, action: nil)
        ownHandler = { recognizer in (recognizer as? DoubleInteractivePopRecognizer)?.finishIfReleased() }
    }

    /// The part of `vector` that points toward the view's trailing edge.
    func trailingward(_ vector: CGPoint) -> CGFloat {
        storedView?.effectiveUserInterfaceLayoutDirection == .rightToLeft ? -vector.x : vector.x
    }

    override func touchBegan(at location: CGPoint) {
        super.touchBegan(at: location)
        guard let view = storedView else { return }
        let point = view.convert(location, from: nil)
        let fromLeading = view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? view.bounds.maxX - point.x : point.x
        if fromLeading > Self.doubleEdgeWidth {
            storedState = .failed
            sequence?.recognized(self)
        }
    }

    override func attemptToRecognize(as newState: State) {
        let travel = translation(in: nil)
        let horizontal = trailingward(travel) > 0 && abs(travel.x) >= abs(travel.y)
        guard horizontal, (navigation?.storedViewControllers.count ?? 0) > 1 else {
            storedState = .failed
            sequence?.recognized(self)
            return
        }
        super.attemptToRecognize(as: newState)
    }

    /// DOUBLE: a released back swipe completes the pop past half the view's width or while the
    /// finger still moves toward the trailing edge (UIKit documents no rule); else nothing pops.
    func finishIfReleased() {
        guard storedState == .ended, let view = storedView else { return }
        if trailingward(translation(in: nil)) > view.bounds.width / 2 || trailingward(velocity(in: nil)) > 0 {
            navigation?.popViewController(animated: true)
        }
    }
}
