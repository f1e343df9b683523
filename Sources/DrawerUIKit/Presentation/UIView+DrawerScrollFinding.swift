#if canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import UIKit

    extension UIView {
        /// Every scroll view in this view's subtree, breadth first (the outermost first): a
        /// pager's lists, a carousel above a list. A SwiftUI `ScrollView` or `List` inside a
        /// `UIHostingController` is one each.
        func drawerScrollViews() -> [UIScrollView] {
            var found: [UIScrollView] = []
            var queue: [UIView] = [self]
            var index = 0
            while index < queue.count {
                let view = queue[index]
                index += 1
                if let scrollView = view as? UIScrollView { found.append(scrollView) }
                queue += view.subviews
            }
            return found
        }
    }
#endif
