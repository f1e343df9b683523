#if canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore
    import QuartzCore
    import UIKit

    extension DrawerHostView {
        /// Shares one gesture between the drawer `id` and a scroll view inside its content
        /// (FloatingPanel's `track(scrollView:)`): a finger on the list scrolls it or moves the
        /// drawer, handing over both ways without lifting, as the host model's scroll tracker
        /// decides — the list already scrolled when the finger lands, short content and a flick
        /// included.
        ///
        /// The scroll view stays entirely the system's: its own pan recognizer, deceleration,
        /// bounce, indicators and delegate callbacks run as always. The host adds a target to its
        /// `panGestureRecognizer` and reads it on every report of the pan, on every display frame
        /// while the drawer moves or the list glides, and before every other input, and hands
        /// each reading to `DrawerHostModel.trackScrollView(_:in:viewport:location:time:)`;
        /// when the model returns an offset (the drawer is moving and holds the list still), the
        /// host sets it. A release the list owned is left to the scroll view's own deceleration.
        ///
        /// The scroll view is held weakly; tracking another one replaces it. Your own drags over
        /// the rest of the drawer (a header, the grabber) still move the drawer as before.
        ///
        /// Its `contentInsetAdjustmentBehavior` becomes `.never` (as FloatingPanel's tracking
        /// does) and stays so: a panel dragged under the status bar would otherwise grow the
        /// list's safe-area inset mid-drag, and the list would slide under the finger by it. The
        /// panel's content already ends above the home indicator; set `contentInset` for any
        /// other room the list needs. (The lists a drawer finds by itself keep their insets
        /// unless the drawer's `DrawerScrollOptions.disablesContentInsetAdjustment` asks.)
        ///
        /// A drawer presented through bindings (`DrawerPresentationAnchor`) finds its lists by
        /// itself and leaves text views, pickers and web views to their own drags; the view you
        /// hand over here is tracked there too, whatever its kind, while the drawer shows it.
        ///
        /// ```swift
        /// host.addDrawer(id: "list", contentView: listView, configuration: configuration)
        /// host.track(scrollView: listView.tableView, in: "list")
        /// ```
        public func track(scrollView: UIScrollView, in id: String) {
            guard let panel = panels[id] else { return }
            panel.appTrackedScrollViews = [DrawerTrackedScrollView(scrollView)]
            startTracking(scrollView: scrollView, in: id)
        }

        /// ``track(scrollView:in:)`` without marking the view as the app's (scroll discovery).
        func startTracking(scrollView: UIScrollView, in id: String) {
            guard let panel = panels[id], panel.trackedScrollView !== scrollView else { return }
            if let old = panel.trackedScrollView { actionTargets.scrollPan.detach(from: old.panGestureRecognizer) }
            panel.trackedScrollView = scrollView
            panel.tracksScrollView = true
            fixInsetsIfAsked(of: scrollView, in: id)
            actionTargets.scrollPan.attach(to: scrollView.panGestureRecognizer)
            update { model in
                // UIKit measures the pan's velocity and decelerates the list by itself.
                model.setUsesScrollViewVelocity(true, for: id)
                model.setUsesScrollViewDeceleration(true, for: id)
            }
        }

        /// Stops sharing gestures between the drawer `id` and its tracked scroll views; a drag a
        /// list was driving ends as a release at rest.
        public func untrackScrollView(in id: String) {
            panels[id]?.appTrackedScrollViews = []
            stopTracking(in: id)
        }

        /// ``untrackScrollView(in:)`` keeping the app's marks (scroll discovery found none to track).
        func stopTracking(in id: String) {
            guard let panel = panels[id], panel.tracksScrollView else { return }
            if let old = panel.trackedScrollView { actionTargets.scrollPan.detach(from: old.panGestureRecognizer) }
            for more in panel.moreScrollViews {
                if let view = more.view { actionTargets.scrollPan.detach(from: view.panGestureRecognizer) }
            }
            panel.moreScrollViews = []
            panel.trackedScrollView = nil
            panel.tracksScrollView = false
            update { $0.stopTrackingScrollView(in: id, time: CACurrentMediaTime()) }
        }

        /// Keeps a tracked list's insets what the app set when the app asked for it: handed over
        /// by its own call, or the drawer `id` opting in (``track(scrollView:in:)``; the rule is
        /// DrawerCore's `DrawerScrollDiscovery`).
        func fixInsetsIfAsked(of scrollView: UIScrollView, in id: String) {
            guard let panel = panels[id], let options = model.configuration(of: id)?.scroll,
                DrawerScrollDiscovery.disablesInsetAdjustment(of: options, isTrackedByApp: panel.isTrackedByApp(scrollView))
            else { return }
            if #available(iOS 11.0, *) { scrollView.contentInsetAdjustmentBehavior = .never }
        }

        func trackedScrollViewPanned() {
            update { _ in }
        }

        /// One reading of every tracked scroll view, handed to the model; returns the offsets the
        /// model wants shown. A scroll view that went away (it is held weakly) is untracked.
        func observeTrackedScrollViews(time: Double) -> [(UIScrollView, CGPoint)] {
            var offsets: [(UIScrollView, CGPoint)] = []
            for (id, panel) in panels where panel.tracksScrollView {
                observeMoreScrollViews(of: panel, id: id, time: time, into: &offsets)
                guard let scrollView = panel.trackedScrollView else {
                    if panel.moreScrollViews.isEmpty {
                        panel.tracksScrollView = false
                        model.stopTrackingScrollView(in: id, time: time)
                    } else {
                        model.stopTrackingScrollView(.primary, in: id, time: time)
                    }
                    continue
                }
                // Where the list is, in this view's coordinates; nowhere while it is off screen.
                let onScreen = window != nil && scrollView.window === window
                let viewport = onScreen ? convert(scrollView.bounds, from: scrollView) : nil
                let reading = scrollView.drawerSnapshot(in: self)
                let location = scrollView.panGestureRecognizer.location(in: self)
                if let offset = model.trackScrollView(reading, in: id, viewport: viewport, location: location, time: time) {
                    offsets.append((scrollView, offset))
                }
            }
            return offsets
        }
    }
#endif
