#if canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore
    import QuartzCore
    import UIKit

    extension DrawerHostView {
        /// Shares gestures between the drawer `id` and several scroll views inside its content (a
        /// pager of lists, a horizontal gallery above a list): the one under the finger when it
        /// lands owns the hand-off for that gesture, as the host model's hit test decides. The
        /// first scroll view is tracked as with ``track(scrollView:in:)``; the others replace any
        /// tracked before. Each view's axis is read from its lengths
        /// (`DrawerScrollAxis.inferred(from:)`): one that scrolls across the drawer's axis (a
        /// horizontal carousel in a bottom sheet) never moves the drawer, and a vertical pan
        /// that its own recognizer lets through goes to the drawer's pan as usual. An empty
        /// array stops tracking (``untrackScrollView(in:)``).
        ///
        /// ```swift
        /// host.track(scrollViews: [recentList, savedList, carousel], in: "places")
        /// ```
        public func track(scrollViews: [UIScrollView], in id: String) {
            panels[id]?.appTrackedScrollViews = scrollViews.map(DrawerTrackedScrollView.init)
            startTracking(scrollViews: scrollViews, in: id)
        }

        /// ``track(scrollViews:in:)`` without marking the views as the app's (scroll discovery).
        func startTracking(scrollViews: [UIScrollView], in id: String) {
            guard let panel = panels[id], let first = scrollViews.first else {
                stopTracking(in: id)
                return
            }
            startTracking(scrollView: first, in: id)
            let wanted = scrollViews.dropFirst().filter { $0 !== first }
            for old in panel.moreScrollViews where !wanted.contains(where: { $0 === old.view }) {
                forget(old, in: id)
            }
            for view in wanted where !panel.moreScrollViews.contains(where: { $0.view === view }) {
                fixInsetsIfAsked(of: view, in: id)
                panel.moreScrollViews.append(DrawerTrackedScrollView(view))
                actionTargets.scrollPan.attach(to: view.panGestureRecognizer)
            }
            update { _ in }
        }

        /// Stops tracking one scroll view of the drawer `id` (the first one too: the others stay
        /// tracked). A drag it was driving ends as a release at rest, DrawerCore's rule for a
        /// scroll view removed mid-drag.
        public func untrack(scrollView: UIScrollView, in id: String) {
            guard let panel = panels[id] else { return }
            panel.appTrackedScrollViews.removeAll { $0.view === scrollView || $0.view == nil }
            if panel.trackedScrollView === scrollView {
                actionTargets.scrollPan.detach(from: scrollView.panGestureRecognizer)
                panel.trackedScrollView = nil
                update { $0.stopTrackingScrollView(.primary, in: id, time: CACurrentMediaTime()) }
            } else if let tracked = panel.moreScrollViews.first(where: { $0.view === scrollView }) {
                forget(tracked, in: id)
                update { _ in }
            }
        }

        /// Drops `tracked` from the drawer `id` and tells the model.
        private func forget(_ tracked: DrawerTrackedScrollView, in id: String) {
            panels[id]?.moreScrollViews.removeAll { $0 === tracked }
            if let view = tracked.view { actionTargets.scrollPan.detach(from: view.panGestureRecognizer) }
            model.stopTrackingScrollView(tracked.key, in: id, time: CACurrentMediaTime())
        }

        /// One reading of each further scroll view of `panel` (beyond the first), handed to the
        /// model; the offsets the model wants shown are appended to `offsets`. Views that went
        /// away (they are held weakly) are forgotten.
        func observeMoreScrollViews(
            of panel: DrawerPanel, id: String, time: Double, into offsets: inout [(UIScrollView, CGPoint)]
        ) {
            for tracked in panel.moreScrollViews {
                guard let scrollView = tracked.view else {
                    panel.moreScrollViews.removeAll { $0 === tracked }
                    model.stopTrackingScrollView(tracked.key, in: id, time: time)
                    continue
                }
                let onScreen = window != nil && scrollView.window === window
                let viewport = onScreen ? convert(scrollView.bounds, from: scrollView) : nil
                let reading = scrollView.drawerSnapshot(in: self)
                let location = scrollView.panGestureRecognizer.location(in: self)
                if let offset = model.trackScrollView(
                    reading, key: tracked.key, axis: DrawerScrollAxis.inferred(from: reading), in: id, viewport: viewport,
                    location: location, time: time)
                {
                    offsets.append((scrollView, offset))
                }
            }
        }
    }
#endif
