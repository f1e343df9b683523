#if canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import UIKit

    extension DrawerHostView {
        /// Tracks the scroll views the drawer `id` shows now: those of its top page, else of its
        /// content, breadth first (the outermost first). Called when the drawer is added, on
        /// every update of its presenter, and when a scroll view appears inside it later
        /// (``scrollViewAppeared(_:)``), so a list that loads, a page, or a `switch` that swaps
        /// the content is tracked as soon as it is on screen.
        package func retrackScrollViews(in id: String) {
            guard let panel = panels[id] else { return }
            let scrollViews = (panel.pageViews.last?.view ?? panel.contentView).drawerScrollViews()
            guard let first = scrollViews.first else {
                if panel.tracksScrollView { track(scrollViews: [], in: id) }
                return
            }
            let more = scrollViews.dropFirst()
            let unchanged =
                panel.trackedScrollView === first && panel.moreScrollViews.count == more.count
                && zip(panel.moreScrollViews, more).allSatisfy { $0.view === $1 }
            if !unchanged { track(scrollViews: scrollViews, in: id) }
        }

        /// A view inside a scroll view entered a window: if it is inside a drawer of a host, that
        /// drawer's scroll views are found again. SwiftUI creates a `ScrollView`'s or `List`'s
        /// `UIScrollView` when it first renders it, which can be long after the drawer attached;
        /// a marker inside its content (DrawerSwiftUI's `drawerScrollTracking()`) reports it here.
        package static func scrollViewAppeared(_ marker: UIView) {
            var ancestor = marker.superview
            while let view = ancestor {
                if let host = view as? DrawerHostView {
                    for (id, panel) in host.panels where marker.isDescendant(of: panel.panelView) {
                        host.retrackScrollViews(in: id)
                    }
                    return
                }
                ancestor = view.superview
            }
        }
    }
#endif
