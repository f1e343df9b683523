import Foundation

/// The hand-off glue between one scroll view and a drawer's engine: when the drawer takes a
/// finger's travel, when the list does, pinning the list while the drawer moves, and the glide
/// after a flick — the same for every toolkit.
///
/// The adapter calls ``observe(_:location:engine:time:)`` whenever the scroll view reports
/// something (UIKit: `scrollViewDidScroll` and the pan recognizer's changes; GTK: the
/// adjustment's signals and the drag gesture) and on every display frame while the engine is
/// busy, and applies the content offset it returns, if any. The tracker never reads a clock or a
/// toolkit: it is a value, and replays of recorded gestures drive it exactly as a scroll view would.
///
/// How it decides (``DrawerScrollHandOff`` does the splitting):
/// - **Finger down** (`drawerIsTracking` turns on): the engine is told the scroll view's current
///   state first — the list may have been scrolled before the finger landed — and the drag
///   begins, over scrollable content when the list can scroll at all.
/// - **Finger moves**: the engine splits each step between drawer and list. When the list takes
///   the step, its own scrolling (UIKit's) already moved it there and nothing is returned; when
///   the drawer takes it, the tracker returns the offset the list had, pinning it while the
///   drawer moves (as FloatingPanel resets `contentOffset` in `scrollViewDidScroll`).
/// - **Finger up**: the drag ends with the engine's own velocity estimate (or the scroll
///   view's, with ``usesScrollViewVelocity``); if the list owned the end, the engine glides it
///   and the tracker returns each frame's offset.
/// - **Otherwise**: a list that moved by itself (a scroll bar, the keyboard, its own
///   deceleration) is reported to the engine so the next hand-off starts from the truth.
///
/// Offsets the engine uses run from the content's start (0 at the top inset); the tracker
/// converts from and to the scroll view's `contentOffset`, whose start is `-inset`.
public struct DrawerScrollTracker: Sendable, Hashable {
    /// Whether the list scrolls vertically (top and bottom drawers) or horizontally (side drawers).
    public let isVertical: Bool
    /// Whether a release passes the scroll view's measured velocity to the engine instead of
    /// the engine's own estimate from the translations it was given.
    public var usesScrollViewVelocity: Bool
    /// Whether a finger is down, as last observed.
    public private(set) var isTracking = false
    /// Whether the engine accepted the current finger's drag.
    public private(set) var ownsGesture = false
    /// The scroll state last reported to the engine.
    private var reported: DrawerScrollState?

    /// The offset differences smaller than this are left alone (sub-pixel rounding of toolkits).
    public static let tolerance: CGFloat = 0.25

    /// A tracker for a drawer on `edge`.
    public init(edge: DrawerEdge, usesScrollViewVelocity: Bool = false) {
        isVertical = edge.isVertical
        self.usesScrollViewVelocity = usesScrollViewVelocity
    }

    /// The scroll state the engine sees for `view`, along the drawer's axis: offset and lengths
    /// from the content's start, the insets included. Non-finite values count as zero.
    public func scrollState(of view: some DrawerTrackableScrollView) -> DrawerScrollState {
        let inset = view.drawerContentInset
        let (offset, before, after, content, viewport) =
            isVertical
            ? (view.drawerContentOffset.y, inset.top, inset.bottom, view.drawerContentSize.height, view.drawerViewportSize.height)
            : (view.drawerContentOffset.x, inset.left, inset.right, view.drawerContentSize.width, view.drawerViewportSize.width)
        return DrawerScrollState(
            offset: offset.finite(or: 0) + before, contentLength: before + content.finite(or: 0) + after,
            viewportLength: viewport.finite(or: 0))
    }

    /// The `contentOffset` that shows the engine's `offset` in `view` (the other coordinate kept).
    public func contentOffset(showing offset: CGFloat, in view: some DrawerTrackableScrollView) -> CGPoint {
        var point = view.drawerContentOffset
        if isVertical {
            point.y = offset - view.drawerContentInset.top
        } else {
            point.x = offset - view.drawerContentInset.left
        }
        return point
    }

    /// One observation of `view` (`location`: where the finger is, in container coordinates;
    /// used when it goes down). Returns the `contentOffset` to set on the scroll view, or `nil`
    /// to leave it where it is.
    ///
    /// `mayClaim` is `false` when the finger that just went down already belongs to something
    /// else (another drawer's drag, in ``DrawerHostModel``): the tracker lets that finger's whole
    /// gesture go to the list, as if the engine had refused it.
    public mutating func observe(
        _ view: some DrawerTrackableScrollView, location: CGPoint, engine: inout DrawerEngine, time: Double,
        mayClaim: Bool = true
    ) -> CGPoint? {
        let state = scrollState(of: view)
        if view.drawerIsTracking {
            if !isTracking {
                isTracking = true
                report(state, to: &engine)
                ownsGesture =
                    mayClaim
                    && engine.dragBegan(at: location, time: time, overScrollableContent: state.maximumOffset > 0)
                return nil
            }
            guard ownsGesture else { return nil }
            engine.dragChanged(translation: view.drawerPanTranslation, time: time)
            return pin(view, state: state, engine: engine)
        }
        if isTracking {
            isTracking = false
            guard ownsGesture else { return nil }
            ownsGesture = false
            engine.dragEnded(time: time, velocity: usesScrollViewVelocity ? view.drawerPanVelocity : nil)
            return pin(view, state: state, engine: engine)
        }
        if engine.isResting && !engine.isAnimating {
            // The list moved by itself (or nothing happened): the engine follows it.
            report(state, to: &engine)
            return nil
        }
        // The drawer settles or the engine glides the list: the list shows the engine's offset.
        return pin(view, state: state, engine: engine)
    }

    /// The offset to set so that `view` shows the engine's content offset, if it does not already.
    private func pin(_ view: some DrawerTrackableScrollView, state: DrawerScrollState, engine: DrawerEngine) -> CGPoint? {
        let wanted = engine.frame.contentOffset
        guard state.maximumOffset > 0, abs(wanted - state.offset) > Self.tolerance else { return nil }
        return contentOffset(showing: wanted, in: view)
    }

    /// Tells the engine `state` when it differs from what it was last told.
    private mutating func report(_ state: DrawerScrollState, to engine: inout DrawerEngine) {
        guard state != reported else { return }
        reported = state
        engine.updateContentScroll(state)
    }
}
