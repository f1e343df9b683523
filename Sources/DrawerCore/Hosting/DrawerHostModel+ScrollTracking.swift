import Foundation

extension DrawerHostModel {
    /// One observation of the real scroll view inside `id` (a `UIScrollView`, SwiftUI's
    /// underlying one, a GTK adjustment with its drag): the model keeps one
    /// ``DrawerScrollTracker`` per drawer and routes the observation through it, so the
    /// hand-off between list and drawer is decided here for every toolkit. Returns the
    /// `contentOffset` to set on the scroll view, or `nil` to leave it.
    ///
    /// Call it whenever the scroll view reports something (scrolled, its pan changed, its size
    /// changed) and on every display frame while ``needsFrames`` holds. `viewport` is where the
    /// scroll view is, in container coordinates (`nil` while it is not on screen); `location` is
    /// where the finger is.
    ///
    /// The rules that make it one owner per finger:
    /// - A finger that lands inside a tracked viewport belongs to the scroll view: the
    ///   adapter's own drag is refused there (``dragBegan(at:time:)`` returns `nil`), and this
    ///   call drives the drawer's drag instead.
    /// - A finger that lands while another drag is in progress (any drawer's, from the adapter)
    ///   is the list's alone.
    /// - While the tracker drives a drag, the adapter's drag calls and wheel steps are ignored;
    ///   ``dragOwner`` names the drawer so nothing else claims the finger.
    /// - An unknown id, or non-finite numbers from the view, change nothing (the tracker reads
    ///   non-finite values as zero; non-finite translations are ignored by the engine).
    public mutating func trackScrollView(
        _ view: some DrawerTrackableScrollView, in id: ID, viewport: CGRect?, location: CGPoint, time: Double
    ) -> CGPoint? {
        guard var entry = entries[id] else { return nil }
        advance(to: time)
        entry.scrollViewport = viewport.flatMap { Self.isFinite($0) ? $0.standardized : nil }
        var tracker = Self.scrollTracker(of: entry)
        if tracker.isVertical != entry.configuration.edge.isVertical, !tracker.isTracking {
            tracker = DrawerScrollTracker(
                edge: entry.configuration.edge, usesScrollViewVelocity: tracker.usesScrollViewVelocity,
                usesScrollViewDeceleration: tracker.usesScrollViewDeceleration)
        }
        let wasOwning = tracker.ownsGesture
        // A finger goes to the tracker only when no other drag is in progress (this drawer's
        // own, from its header, included), and only in content that drags its drawer.
        let mayClaim = dragOwner == nil && entry.options.dragsFromContent
        let location = location.x.isFinite && location.y.isFinite ? location : CGPoint(x: -1, y: -1)
        let offset =
            stack.withLayer(id) { engine in
                tracker.observe(view, location: location, engine: &engine, time: time, mayClaim: mayClaim)
            } ?? nil
        entry.scrollTracker = tracker
        entries[id] = entry
        if tracker.ownsGesture {
            dragOwner = id
            isTrackedDrag = true
        } else if wasOwning, dragOwner == id {
            dragOwner = nil
            isTrackedDrag = false
        }
        collect()
        return offset
    }

    /// Whether a release passes the scroll view's own measured velocity to the engine (UIKit's
    /// pan velocity) instead of the engine's estimate from the translations it saw.
    @discardableResult
    public mutating func setUsesScrollViewVelocity(_ enabled: Bool, for id: ID) -> Bool {
        updateScrollTracker(of: id) { $0.usesScrollViewVelocity = enabled }
    }

    /// Whether the scroll view inside `id` decelerates and bounces by itself after a release it
    /// owned (UIKit's `UIScrollView`): the engine then follows it instead of gliding it
    /// (``DrawerScrollTracker/usesScrollViewDeceleration``). Returns `false` for an unknown id.
    @discardableResult
    public mutating func setUsesScrollViewDeceleration(_ enabled: Bool, for id: ID) -> Bool {
        updateScrollTracker(of: id) { $0.usesScrollViewDeceleration = enabled }
    }

    /// Changes the scroll tracker of `id` (made for the drawer's edge on first use) with `body`.
    /// Returns `false` for an unknown id.
    private mutating func updateScrollTracker(of id: ID, _ body: (inout DrawerScrollTracker) -> Void) -> Bool {
        guard var entry = entries[id] else { return false }
        var tracker = Self.scrollTracker(of: entry)
        body(&tracker)
        entry.scrollTracker = tracker
        entries[id] = entry
        return true
    }

    /// The tracker `entry` keeps, or a new one for its drawer's edge.
    private static func scrollTracker(of entry: Entry) -> DrawerScrollTracker {
        entry.scrollTracker ?? DrawerScrollTracker(edge: entry.configuration.edge)
    }

    /// The scroll view inside `id` went away: its tracker is dropped, and a drag it was driving
    /// ends as a release at rest.
    public mutating func stopTrackingScrollView(in id: ID, time: Double) {
        guard var entry = entries[id], let tracker = entry.scrollTracker else { return }
        advance(to: time)
        entry.scrollTracker = nil
        entry.scrollViewport = nil
        entries[id] = entry
        if tracker.ownsGesture, dragOwner == id {
            dragOwner = nil
            isTrackedDrag = false
            stack.withLayer(id) { $0.dragEnded(time: time, velocity: .zero) }
        }
        collect()
    }

    /// Whether `point` lies in a viewport whose scroll view is tracked: a finger there is the
    /// scroll view's, and its observations drive the drawer.
    func isInTrackedScrollView(_ point: CGPoint, of id: ID) -> Bool {
        guard let entry = entries[id], entry.scrollTracker != nil, let viewport = entry.scrollViewport else { return false }
        return viewport.contains(point)
    }
}
