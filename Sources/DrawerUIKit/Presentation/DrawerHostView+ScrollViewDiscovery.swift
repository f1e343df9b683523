#if canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore
    import UIKit

    extension DrawerHostView {
        /// Tracks the scroll views the drawer `id` shows now that DrawerCore's
        /// `DrawerScrollDiscovery` picks: of its top page, else of its content, breadth first (the
        /// outermost first), the lists, and the text views, pickers and web views the app marked
        /// (``track(scrollView:in:)``, or a ``DrawerScrollMarkerView`` on their top corner).
        /// Called when the drawer is added, on every update of its presenter, and when a scroll
        /// view appears inside it later (``scrollViewAppeared(_:)``), so a list that loads, a
        /// page, or a `switch` that swaps the content is tracked as soon as it is on screen.
        package func retrackScrollViews(in id: String) {
            guard let panel = panels[id] else { return }
            let root = panel.pageViews.last?.view ?? panel.contentView
            let (found, markers) = root.drawerScrollViews()
            let points = markers.map { $0.convert(CGPoint.zero, to: self) }
            panel.claimedScrollViews = markers.filter(\.claimsScrollView).compactMap { $0.enclosingScrollView(below: root) }
                .map(DrawerTrackedScrollView.init)
            let candidates = found.map { view in
                let (kind, owner) = view.drawerScrollKind(below: root)
                return DrawerScrollDiscovery.Candidate(
                    kind: kind, frame: owner.convert(owner.bounds, to: self), isTrackedByApp: panel.isTrackedByApp(view))
            }
            let scrollViews = DrawerScrollDiscovery.tracked(candidates, markers: points).map { found[$0] }
            guard let first = scrollViews.first else {
                if panel.tracksScrollView { startTracking(scrollViews: [], in: id) }
                return
            }
            let more = scrollViews.dropFirst()
            let unchanged =
                panel.trackedScrollView === first && panel.moreScrollViews.count == more.count
                && zip(panel.moreScrollViews, more).allSatisfy { $0.view === $1 }
            if !unchanged { startTracking(scrollViews: scrollViews, in: id) }
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

    extension DrawerPanel {
        /// Whether the app handed `scrollView` over: by its own tracking call, or through a
        /// claiming marker inside it (the insets rule treats both alike).
        func isTrackedByApp(_ scrollView: UIScrollView) -> Bool {
            appTrackedScrollViews.contains { $0.view === scrollView } || claimedScrollViews.contains { $0.view === scrollView }
        }
    }

    extension UIView {
        /// The nearest scroll view above this view, up to `root`.
        func enclosingScrollView(below root: UIView) -> UIScrollView? {
            var ancestor = superview
            while let view = ancestor {
                if let scrollView = view as? UIScrollView { return scrollView }
                if view === root { return nil }
                ancestor = view.superview
            }
            return nil
        }
    }
#endif
