#if canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore
    import UIKit

    /// One more scroll view tracked in a drawer beside the first
    /// (``DrawerHostView/track(scrollViews:in:)``), held weakly, with its key in the host model.
    @MainActor
    final class DrawerTrackedScrollView {
        weak var view: UIScrollView?
        /// Its key in the model: its identity, kept after the view went away so the model can be told.
        let key: DrawerScrollViewKey

        init(_ view: UIScrollView) {
            self.view = view
            key = DrawerScrollViewKey(view)
        }
    }

    extension DrawerPanel {
        /// Whether `recognizer` is the pan of a scroll view tracked in this drawer.
        func tracksPan(_ recognizer: UIGestureRecognizer) -> Bool {
            recognizer === trackedScrollView?.panGestureRecognizer
                || moreScrollViews.contains { $0.view?.panGestureRecognizer === recognizer }
        }
    }
#endif
