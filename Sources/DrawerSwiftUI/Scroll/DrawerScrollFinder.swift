#if canImport(SwiftUI) && canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerUIKit
    import SwiftUI
    import UIKit

    /// A zero-size UIKit view placed inside a SwiftUI scroll view's content. On iOS that content
    /// is hosted inside the scroll view's `UIScrollView` (the fact SwiftUI-Introspect's "ancestor"
    /// lookup relies on), so when this view enters a window the scroll view exists and is on
    /// screen: it tells the drawer host above it, which finds the drawer's scroll views again.
    ///
    /// This covers the scroll views that appear after the drawer was added (content shown on
    /// first appearance, a list that loads, a page, a `switch`), and a `List` that recycles the
    /// row holding it. The host decides which scroll views it tracks (DrawerUIKit's
    /// `retrackScrollViews(in:)`); this view only reports.
    struct DrawerScrollFinder: UIViewRepresentable {
        func makeUIView(context: Context) -> DrawerScrollFinderView {
            let view = DrawerScrollFinderView(frame: .zero)
            view.isUserInteractionEnabled = false
            return view
        }

        func updateUIView(_ view: DrawerScrollFinderView, context: Context) {}
    }

    /// The UIKit view of a ``DrawerScrollFinder``.
    final class DrawerScrollFinderView: UIView {
        override func didMoveToWindow() {
            super.didMoveToWindow()
            guard window != nil else { return }
            DrawerHostView.scrollViewAppeared(self)
        }
    }
#endif
