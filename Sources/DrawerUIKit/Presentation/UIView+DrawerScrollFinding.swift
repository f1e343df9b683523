#if canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import UIKit

    extension UIView {
        /// Every scroll view in this view's subtree, breadth first (the outermost first): a
        /// pager's lists, a carousel above a list, a text view, a picker's wheels. A SwiftUI
        /// `ScrollView` or `List` inside a `UIHostingController` is one each. Also every scroll
        /// tracking marker (``DrawerScrollMarkerView``) in it, which marks the view it sits on.
        func drawerScrollViews() -> (scrollViews: [UIScrollView], markers: [DrawerScrollMarkerView]) {
            var found: [UIScrollView] = []
            var markers: [DrawerScrollMarkerView] = []
            var queue: [UIView] = [self]
            var index = 0
            while index < queue.count {
                let view = queue[index]
                index += 1
                if let scrollView = view as? UIScrollView { found.append(scrollView) }
                if let marker = view as? DrawerScrollMarkerView { markers.append(marker) }
                queue += view.subviews
            }
            return (found, markers)
        }
    }
#endif
