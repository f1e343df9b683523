#if canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import UIKit

    extension UIView {
        /// The controller that manages this view or the nearest view containing it: the first
        /// controller up the responder chain (a view's next responder is its controller, if it
        /// is a controller's view, else its superview).
        var drawerEnclosingController: UIViewController? {
            var responder = next
            while let current = responder {
                if let controller = current as? UIViewController { return controller }
                responder = current.next
            }
            return nil
        }
    }
#endif
