import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension DrawerHostModel {
    /// One observation of the drawer's only tracked scroll view: the `DrawerScrollViewKey.primary`
    /// view along the drawer's axis (``trackScrollView(_:key:axis:in:viewport:location:time:)``).
    package mutating func trackScrollView(
        _ view: some DrawerTrackableScrollView, in id: ID, viewport: CGRect?, location: CGPoint, time: Double
    ) -> CGPoint? {
        trackScrollView(view, key: .primary, axis: nil, in: id, viewport: viewport, location: location, time: time)
    }

    /// One observation of a real scroll view inside `id` (a `UIScrollView`, SwiftUI's
    /// underlying one, a GTK adjustment with its drag), one of several the drawer may hold, named
    /// by `key`: the model keeps one `DrawerScrollTracker` per view and routes the observation
    /// through it, so the hand-off between list and drawer is decided here for every toolkit.
    /// Returns the `contentOffset` to set on that scroll view, or `nil` to leave it.
    ///
    /// Call it whenever the scroll view reports something (scrolled, its pan changed, its size
    /// changed) and on every display frame while ``needsFrames`` holds. `axis` is the direction
    /// it scrolls in (`nil`: along the drawer's axis, whatever the edge); `viewport` is where it
    /// is, in container coordinates (`nil` while it is not on screen); `location` is where the
    /// finger is. The first observation registers the view; ``stopTrackingScrollView(_:in:time:)``
    /// forgets it.
    ///
    /// The rules that make it one owner per finger:
    /// - A finger that lands inside a tracked viewport along the drawer's axis belongs to that
    ///   scroll view: the adapter's own drag is refused there (``dragBegan(at:time:)`` returns
    ///   `nil`), and these calls drive the drawer's drag instead.
    /// - Of several along-axis viewports holding the finger, the innermost (smallest; the later
    ///   registered on a tie) owns the hand-off; another view that reports the same finger gets
    ///   it to itself, as if the drawer had refused it.
    /// - A view across the drawer's axis (a carousel in a bottom sheet) never moves the drawer:
    ///   it is only registered, and a press on it goes to the adapter's drag, whose direction
    ///   rule leaves a sideways swipe to the carousel.
    /// - The engine follows one view's scroll state at a time: the one whose finger last went to
    ///   the drawer (before any finger, the first to report). Other views are never handed an
    ///   offset and their own scrolling does not reach the engine.
    /// - A finger that lands while another drag is in progress (any drawer's, from the adapter)
    ///   is the list's alone.
    /// - While a tracker drives a drag, the adapter's drag calls and wheel steps are ignored;
    ///   ``dragOwner`` names the drawer so nothing else claims the finger.
    /// - An unknown id, or non-finite numbers from the view, change nothing (the tracker reads
    ///   non-finite values as zero; non-finite translations are ignored by the engine).
    package mutating func trackScrollView(
        _ view: some DrawerTrackableScrollView, key: DrawerScrollViewKey, axis: DrawerScrollAxis?, in id: ID,
        viewport: CGRect?, location: CGPoint, time: Double
    ) -> CGPoint? {
        guard var entry = entries[id] else { return nil }
        advance(to: time)
        let edge = entry.configuration.edge
        var views = entry.scrollViews
        var record = views.view(key, edge: edge)
        record.axis = axis
        record.viewport = viewport.flatMap { Self.isFinite($0) ? $0.standardized : nil }
        if record.tracker.isVertical != edge.isVertical, !record.tracker.isTracking {
            record.tracker = views.tracker(for: edge)
        }
        let location = location.x.isFinite && location.y.isFinite ? location : CGPoint(x: -1, y: -1)
        guard record.isAlong(edge) else {
            // Across the drawer's axis: registered for its frame only. A view that became
            // cross-axis mid-gesture (the drawer's edge changed) lets its drag go.
            let owned = record.tracker.ownsGesture
            record.tracker = views.tracker(for: edge)
            views.views[key] = record
            if views.active == key { views.active = nil }
            entry.scrollViews = views
            entries[id] = entry
            if owned { releaseTrackedDrag(of: id, time: time) }
            collect()
            return nil
        }
        let fingerLands = view.drawerIsTracking && !record.tracker.isTracking
        // A finger goes to the tracker only when no other drag is in progress (this drawer's
        // own, from its header, included), only in content that drags its drawer, and only
        // when no other tracked view lies under it.
        let hit = fingerLands ? views.hit(location, edge: edge) : nil
        let mayClaim = dragOwner == nil && entry.options.dragsFromContent && (hit == nil || hit == key)
        if fingerLands, mayClaim, views.active != key {
            // The engine follows this view from now on: it reports its state afresh.
            views.active = key
            record.tracker.forgetReport()
        } else if views.active == nil {
            views.active = key
            record.tracker.forgetReport()
        }
        let isActive = views.active == key
        guard isActive || view.drawerIsTracking || record.tracker.isTracking else {
            // Not the view the engine follows, and no finger on it: nothing to hand off.
            views.views[key] = record
            entry.scrollViews = views
            entries[id] = entry
            collect()
            return nil
        }
        if isActive { entry.scrollViewport = record.viewport }
        let wasOwning = record.tracker.ownsGesture
        var tracker = record.tracker
        let offset =
            stack.withLayer(id) { engine in
                tracker.observe(view, location: location, engine: &engine, time: time, mayClaim: mayClaim)
            } ?? nil
        record.tracker = tracker
        views.views[key] = record
        entry.scrollViews = views
        entries[id] = entry
        if tracker.ownsGesture {
            dragOwner = id
            isTrackedDrag = true
        } else if wasOwning, dragOwner == id {
            dragOwner = nil
            isTrackedDrag = false
        }
        collect()
        // Only the view the engine follows is handed the engine's offset.
        return isActive ? offset : nil
    }

    /// Whether a release passes the scroll view's own measured velocity to the engine (UIKit's
    /// pan velocity) instead of the engine's estimate from the translations it saw; for every
    /// scroll view of `id`. Returns `false` for an unknown id.
    @discardableResult
    package mutating func setUsesScrollViewVelocity(_ enabled: Bool, for id: ID) -> Bool {
        updateScrollViews(of: id) { views in
            views.usesScrollViewVelocity = enabled
            for key in views.views.keys { views.views[key]?.tracker.usesScrollViewVelocity = enabled }
        }
    }

    /// Whether the scroll views inside `id` decelerate and bounce by themselves after a release
    /// they owned (UIKit's `UIScrollView`): the engine then follows them instead of gliding them
    /// (`DrawerScrollTracker.usesScrollViewDeceleration`). Returns `false` for an unknown id.
    @discardableResult
    package mutating func setUsesScrollViewDeceleration(_ enabled: Bool, for id: ID) -> Bool {
        updateScrollViews(of: id) { views in
            views.usesScrollViewDeceleration = enabled
            for key in views.views.keys { views.views[key]?.tracker.usesScrollViewDeceleration = enabled }
        }
    }

    /// Changes the tracked scroll views of `id` with `body`. Returns `false` for an unknown id.
    private mutating func updateScrollViews(of id: ID, _ body: (inout DrawerTrackedScrollViews) -> Void) -> Bool {
        guard var entry = entries[id] else { return false }
        body(&entry.scrollViews)
        entries[id] = entry
        return true
    }

    /// Every scroll view inside `id` went away (``stopTrackingScrollView(_:in:time:)`` for each).
    package mutating func stopTrackingScrollView(in id: ID, time: Double) {
        guard let keys = entries[id]?.scrollViews.views.keys else { return }
        for key in keys { stopTrackingScrollView(key, in: id, time: time) }
    }

    /// The scroll view `key` inside `id` went away (removed from the window, or the app stopped
    /// tracking it). The rule, also mid-drag: its tracker is dropped, and a drag it was driving
    /// ends as a release at rest (the drawer settles at the nearest allowed stop from where it
    /// is; no glide follows, since the list it would glide is gone). When it was the view the
    /// engine followed, the next view to report takes its place. Unknown ids and keys change
    /// nothing.
    package mutating func stopTrackingScrollView(_ key: DrawerScrollViewKey, in id: ID, time: Double) {
        guard var entry = entries[id], let record = entry.scrollViews.views.removeValue(forKey: key) else { return }
        advance(to: time)
        if entry.scrollViews.active == key {
            entry.scrollViews.active = nil
            entry.scrollViewport = nil
        }
        entries[id] = entry
        if record.tracker.ownsGesture { releaseTrackedDrag(of: id, time: time) }
        collect()
    }

    /// The keys of the scroll views tracked inside `id`, in no particular order (empty for an
    /// unknown id).
    package func trackedScrollViews(in id: ID) -> Set<DrawerScrollViewKey> {
        entries[id].map { Set($0.scrollViews.views.keys) } ?? []
    }

    /// The tracked scroll view of `id` whose finger drives the drawer now, if any.
    package func scrollViewOwningDrag(in id: ID) -> DrawerScrollViewKey? { entries[id]?.scrollViews.gestureOwner }

    /// The tracked scroll view of `id` whose scroll state the drawer follows (the last to hand a
    /// finger to the drawer), if any.
    package func activeScrollView(in id: ID) -> DrawerScrollViewKey? { entries[id]?.scrollViews.active }

    /// The tracked along-axis scroll view of `id` a finger at `point` would land on.
    package func scrollView(at point: CGPoint, in id: ID) -> DrawerScrollViewKey? {
        guard let entry = entries[id] else { return nil }
        return entry.scrollViews.hit(point, edge: entry.configuration.edge)
    }

    /// A wheel or touchpad scroll is about to reach `id` with the pointer at `point`: the tracked
    /// along-axis scroll view under the pointer becomes the one the engine follows, as a finger
    /// landing on it would make it, so the wheel scrolls the list it is over, not the list a
    /// finger last used. Nothing changes while a drag, a wheel gesture or a glide of the followed
    /// view runs (they keep their view until they end), nor over no tracked view. Call it before
    /// ``scrollWheel(_:delta:time:)``; the view reports its own state at its next reading.
    ///
    /// - Returns: The view the engine follows from now on (`nil`: none, or an unknown id).
    @discardableResult
    package mutating func pointerWillScroll(at point: CGPoint, in id: ID, time: Double) -> DrawerScrollViewKey? {
        guard var entry = entries[id] else { return nil }
        advance(to: time)
        guard point.x.isFinite, point.y.isFinite, let hit = entry.scrollViews.hit(point, edge: entry.configuration.edge),
            hit != entry.scrollViews.active, dragOwner == nil, entry.scrollViews.gestureOwner == nil,
            !entry.scrollViews.activeGlides, let engine = engine(of: id), engine.dragState == .none,
            engine.contentMomentum == nil
        else { return entry.scrollViews.active }
        entry.scrollViews.active = hit
        entry.scrollViews.views[hit]?.tracker.forgetReport()
        entry.scrollViewport = entry.scrollViews.views[hit]?.viewport
        entries[id] = entry
        refreshScrollViewGlides()
        return hit
    }

    /// The tracked scroll view of `id` across the drawer's axis (a carousel in a bottom sheet) a
    /// press at `point` lands on, if any: the innermost holding it.
    ///
    /// Such a press goes to the adapter's drag (``dragBegan(at:time:)``), and a sideways swipe is
    /// rejected by the drawer's direction rule, leaving the finger to the carousel. A toolkit
    /// whose scroll views do not follow a mouse drag by themselves (GTK pans a scrolled window
    /// only for touch) then gives this view the pointer's travel along its own axis, so mouse
    /// and finger behave alike.
    package func scrollViewAcross(at point: CGPoint, in id: ID) -> DrawerScrollViewKey? {
        guard let entry = entries[id] else { return nil }
        return entry.scrollViews.hit(point, edge: entry.configuration.edge, across: true)
    }

    /// Ends the tracked drag of `id` as a release at rest.
    mutating func releaseTrackedDrag(of id: ID, time: Double) {
        guard dragOwner == id, isTrackedDrag else { return }
        dragOwner = nil
        isTrackedDrag = false
        stack.withLayer(id) { $0.dragEnded(time: time, velocity: .zero) }
    }

    /// Whether `point` lies in a viewport whose scroll view is tracked along the drawer's axis: a
    /// finger there is the scroll view's, and its observations drive the drawer.
    func isInTrackedScrollView(_ point: CGPoint, of id: ID) -> Bool { scrollView(at: point, in: id) != nil }
}
