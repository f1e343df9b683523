// The UIKit double's view-controller hierarchy: parents and children, and modal presentation.
// reference/swiftui-hosting.md §3: presenting from a controller outside the hierarchy is what
// breaks `.sheet`, `.alert` and `@Environment(\.dismiss)` inside a drawer.
extension UIViewController {
    // sdk: UIViewController.h, seen (`@property(nullable,nonatomic,weak,readonly) UIViewController
    // *parentViewController;` "If this view controller is a child of a containing view controller … this is the
    // containing view controller … as of 5.0 this no longer will return the presenting view controller"; `parent`
    // by UIKit.apinotes) · doc: https://developer.apple.com/documentation/uikit/uiviewcontroller/parent
    // DEVIATION: `public`, where the property imports as `open`; declared in an extension.
    public var parent: UIViewController? { storedParent }

    // sdk: UIViewController.h, seen (`@property(nonatomic,readonly) NSArray<__kindof UIViewController *>
    // *childViewControllers API_AVAILABLE(ios(5.0));` "This array does not include any presented view
    // controllers"; `children` by UIKit.apinotes) · doc: https://developer.apple.com/documentation/uikit/uiviewcontroller/children
    // DEVIATION: `public`, where the property imports as `open`; declared in an extension.
    @available(iOS 5.0, *)
    public var children: [UIViewController] { storedChildren }

    // sdk: UIViewController.h, seen (`@property(nullable, nonatomic,readonly) UIViewController
    // *presentedViewController API_AVAILABLE(ios(5.0));` "The view controller that was presented by this view
    // controller or its nearest ancestor") · doc: https://developer.apple.com/documentation/uikit/uiviewcontroller/presentedviewcontroller
    // DEVIATION: `public`, where the property imports as `open`; declared in an extension.
    @available(iOS 5.0, *)
    public var presentedViewController: UIViewController? {
        storedPresented ?? storedParent?.presentedViewController
    }

    // sdk: UIViewController.h, seen (`@property(nullable, nonatomic,readonly) UIViewController
    // *presentingViewController API_AVAILABLE(ios(5.0));` "The view controller that presented this view controller
    // (or its farthest ancestor.)") · doc: https://developer.apple.com/documentation/uikit/uiviewcontroller/presentingviewcontroller
    // DEVIATION: `public`, where the property imports as `open`; declared in an extension.
    @available(iOS 5.0, *)
    public var presentingViewController: UIViewController? {
        storedPresenting ?? storedParent?.presentingViewController
    }

    /// Whether the controller is in its window's controller hierarchy (double only): the
    /// window's root, a descendant of it through `addChild`, or a presented controller (or a
    /// child of one). A controller outside it is "detached".
    var isInControllerHierarchy: Bool {
        if storedPresenting != nil { return true }
        if let parent = storedParent { return parent.isInControllerHierarchy }
        return storedView?.window?.rootViewController === self
    }
}

/// Modal presentation as the double models it. What UIKit logs is kept in ``log`` so a
/// scenario can fail on it.
@MainActor package enum PresentationDouble {
    /// UIKit's console messages about presentations, oldest first (`UIKitDouble.reset()` clears).
    package static var log: [String] = []

    /// `present(_:animated:completion:)`. UIKit refuses a presentation from a controller whose
    /// view is not in a window ("Attempt to present … whose view is not in the window
    /// hierarchy", widely reported) or that already presents one ("… which is already
    /// presenting …"); from a controller outside the hierarchy it logs "Presenting view
    /// controllers on detached view controllers is discouraged" and presents anyway
    /// (reported: LeoNatan/LNPopupController #147, PageMenu #77; dismissal and layout then
    /// misbehave, which the double does not model).
    /// A `.custom` presentation goes through its transitioning delegate's objects
    /// (UIViewController+Transitions.swift). Any other style:
    /// DOUBLE: the presented view covers the window at once (no transition, no page-sheet
    /// geometry), and `completion` runs at once.
    static func present(
        _ presented: UIViewController, from presenter: UIViewController, animated: Bool = false, completion: (() -> Void)?
    ) {
        let name = String(describing: type(of: presented))
        guard let window = presenter.viewIfLoadedForDouble?.window else {
            log.append("Attempt to present \(name) whose view is not in the window hierarchy")
            return
        }
        if let current = presenter.storedPresented {
            log.append("Attempt to present \(name) which is already presenting \(type(of: current))")
            return
        }
        if !presenter.isInControllerHierarchy {
            log.append("Presenting view controllers on detached view controllers is discouraged")
        }
        if presented.modalPresentationStyle == .custom {
            presentCustom(presented, from: presenter, in: window, animated: animated, completion: completion)
            return
        }
        presenter.storedPresented = presented
        presented.storedPresenting = presenter
        let view: UIView = presented.view
        view.frame = window.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(view)
        completion?()
    }

    /// `dismiss(animated:completion:)`: "The presenting view controller is responsible for
    /// dismissing the view controller it presented. If you call this method on the presented
    /// view controller itself, UIKit asks the presenting view controller to handle the
    /// dismissal" (the method's page).
    static func dismiss(from controller: UIViewController, animated: Bool = false, completion: (() -> Void)?) {
        let presenter = controller.storedPresented != nil ? controller : controller.presentingViewController
        guard let presenter, let presented = presenter.storedPresented else {
            completion?()
            return
        }
        if let custom = presented.storedPresentationController, custom.storedContainerView != nil {
            dismissCustom(presented, from: presenter, controller: custom, animated: animated, completion: completion)
            return
        }
        presented.viewIfLoadedForDouble?.removeFromSuperview()
        presented.storedPresenting = nil
        presenter.storedPresented = nil
        completion?()
    }
}
