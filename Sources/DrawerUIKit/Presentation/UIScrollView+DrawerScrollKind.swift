#if canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore
    import Foundation
    import UIKit

    extension UIScrollView {
        /// What this scroll view is for, read from its class and the views around it up to
        /// `root` (the drawer's content or page), and the view that gives it that kind: DrawerCore's
        /// `DrawerScrollDiscovery` decides from it whether the drawer tracks the view.
        ///
        /// - A `UITextView` (a `UIScrollView` subclass: its page lists it under "Inherits From")
        ///   is `.text`; SwiftUI's `TextEditor` is hosted in one on iOS.
        /// - A scroll view inside a `UIPickerView` (a `UIView` subclass, no scroll view itself:
        ///   its wheels are private views inside it) is `.picker`, the picker giving the frame.
        /// - One inside a `WKWebView` (found by class name, so DrawerUIKit does not link WebKit)
        ///   is `.web`.
        /// - Any other, `UITableView`, `UICollectionView` and SwiftUI's hosting scroll views
        ///   included, is `.list`.
        func drawerScrollKind(below root: UIView) -> (kind: DrawerScrollViewKind, owner: UIView) {
            if self is UITextView { return (.text, self) }
            let webView: AnyClass? = NSClassFromString("WKWebView")
            var ancestor = superview
            while let view = ancestor {
                if view is UIPickerView { return (.picker, view) }
                if let webView, view.isKind(of: webView) { return (.web, view) }
                if view === root { break }
                ancestor = view.superview
            }
            return (.list, self)
        }
    }
#endif
