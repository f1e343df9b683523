import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The scroll views tracked inside one drawer, each with its own `DrawerScrollTracker`, axis
/// and viewport, and which of them the drawer's engine follows.
///
/// The engine keeps one content scroll state, so only one view at a time is *active*: the one
/// whose finger last drove the drawer (or the first to report, before any finger). Only the
/// active view reports its scrolling to the engine and is pinned to the engine's offset; the
/// others are read for their frames and for a finger landing on them, and are never handed an
/// offset.
struct DrawerTrackedScrollViews: Sendable {
    /// One tracked view.
    struct View: Sendable {
        var tracker: DrawerScrollTracker
        /// The view's axis; `nil` follows the drawer's axis.
        var axis: DrawerScrollAxis?
        /// Where the view is, in container coordinates (`nil` while it is not on screen).
        var viewport: CGRect?
        /// Registration order: among nested viewports of the same size the later one is on top.
        var order: Int

        /// Whether the view scrolls along the axis of a drawer on `edge`.
        func isAlong(_ edge: DrawerEdge) -> Bool { axis?.isAlong(edge) ?? true }
    }

    var views: [DrawerScrollViewKey: View] = [:]
    /// The view whose scroll state the engine follows, once one is known.
    var active: DrawerScrollViewKey?
    /// `DrawerScrollTracker.usesScrollViewVelocity` for every view of the drawer.
    var usesScrollViewVelocity = false
    /// `DrawerScrollTracker.usesScrollViewDeceleration` for every view of the drawer.
    var usesScrollViewDeceleration = false
    private var nextOrder = 0

    var isEmpty: Bool { views.isEmpty }

    /// The key of the view whose tracker drives the drawer's drag now, if any.
    var gestureOwner: DrawerScrollViewKey? { views.first { $0.value.tracker.ownsGesture }?.key }

    /// Whether the active view glides by itself (the adapter keeps reading it every frame).
    var activeGlides: Bool { active.flatMap { views[$0]?.tracker.scrollViewGlides } ?? false }

    /// The view for `key`, made with a tracker for `edge` on first use.
    mutating func view(_ key: DrawerScrollViewKey, edge: DrawerEdge) -> View {
        if let view = views[key] { return view }
        defer { nextOrder += 1 }
        return View(tracker: tracker(for: edge), axis: nil, viewport: nil, order: nextOrder)
    }

    /// A fresh tracker for a drawer on `edge`, with the drawer's velocity and deceleration choices.
    func tracker(for edge: DrawerEdge) -> DrawerScrollTracker {
        DrawerScrollTracker(
            edge: edge, usesScrollViewVelocity: usesScrollViewVelocity,
            usesScrollViewDeceleration: usesScrollViewDeceleration)
    }

    /// The along-axis view a finger at `point` lands on: the innermost viewport holding it
    /// (smallest area; the later registered on a tie), so a list nested in a page of a pager is
    /// chosen over the page. Views across the drawer's axis are not candidates: they never
    /// share a finger's travel with the drawer.
    ///
    /// With `across`, the same among the views across the drawer's axis instead.
    func hit(_ point: CGPoint, edge: DrawerEdge, across: Bool = false) -> DrawerScrollViewKey? {
        guard point.x.isFinite, point.y.isFinite else { return nil }
        var best: (key: DrawerScrollViewKey, area: CGFloat, order: Int)?
        for (key, view) in views where view.isAlong(edge) != across {
            guard let viewport = view.viewport, viewport.contains(point) else { continue }
            let area = viewport.width * viewport.height
            if let current = best, current.area < area || (current.area == area && current.order > view.order) { continue }
            best = (key, area, view.order)
        }
        return best?.key
    }
}
