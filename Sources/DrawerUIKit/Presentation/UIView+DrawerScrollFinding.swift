#if canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import UIKit

    extension UIView {
        /// The first scroll view in this view's subtree, breadth first (the outermost list of a
        /// drawer's content), or `nil`. A `UIHostingController` draws a SwiftUI `ScrollView` or
        /// `List` as a `UIScrollView` subclass, which is what this finds.
        func drawerFirstScrollView() -> UIScrollView? {
            var queue: [UIView] = [self]
            var index = 0
            while index < queue.count {
                let view = queue[index]
                index += 1
                if let scrollView = view as? UIScrollView { return scrollView }
                queue += view.subviews
            }
            return nil
        }
    }
#endif
