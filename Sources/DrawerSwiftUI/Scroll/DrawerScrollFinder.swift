#if canImport(SwiftUI) && canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import SwiftUI
    import UIKit

    /// A zero-size UIKit view placed inside a SwiftUI scroll view's content: on iOS that content
    /// is hosted inside the scroll view's `UIScrollView`, so walking up from this view's
    /// superviews reaches it (the technique of SwiftUI-Introspect's "ancestor" scope). The first
    /// `UIScrollView` above it is handed to the drawer's ``DrawerScrollTracking``.
    ///
    /// It is found again whenever the finder enters a window, so a `List` that recycles the row
    /// holding it, or content that moves to another scroll view, keeps the right one. It is never
    /// detached when the finder leaves (a recycled row leaves while its list stays): the
    /// tracking is dropped when the scroll view itself leaves the screen or goes away.
    struct DrawerScrollFinder: UIViewRepresentable {
        let tracking: DrawerScrollTracking?

        func makeUIView(context: Context) -> DrawerScrollFinderView {
            let view = DrawerScrollFinderView(frame: .zero)
            view.isUserInteractionEnabled = false
            view.tracking = tracking
            return view
        }

        func updateUIView(_ view: DrawerScrollFinderView, context: Context) {
            guard view.tracking !== tracking else { return }
            view.tracking = tracking
            view.find()
        }
    }

    /// The UIKit view of a ``DrawerScrollFinder``.
    final class DrawerScrollFinderView: UIView {
        weak var tracking: DrawerScrollTracking?

        override func didMoveToWindow() {
            super.didMoveToWindow()
            find()
        }

        /// Hands the nearest enclosing `UIScrollView` to the tracking, if in a window.
        func find() {
            guard window != nil, let tracking else { return }
            var ancestor = superview
            while let view = ancestor {
                if let scrollView = view as? UIScrollView {
                    tracking.attach(scrollView)
                    return
                }
                ancestor = view.superview
            }
        }
    }
#endif
