import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The hand-off glue between one scroll view and a drawer's engine: when the drawer takes a
/// finger's travel, when the list does, pinning the list while the drawer moves, and the glide
/// after a flick — the same for every toolkit.
///
/// The adapter calls ``observe(_:location:engine:time:mayClaim:)`` whenever the scroll view reports
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
///   drawer moves (as FloatingPanel resets `contentOffset` in `scrollViewDidScroll`) — a short
///   list that would bounce under the finger included. A list that bounces
///   (`DrawerTrackableScrollView.drawerBounces`) pushed past its end at the drawer's largest
///   stop is left to its own rubber band, and the drawer stays. Translations count from where the pan
///   was when the drag began, so a toolkit that reports its first translation only after its
///   own threshold (UIKit's pan) does not make the drawer jump by that threshold.
/// - **Finger up**: the drag ends with the engine's own velocity estimate (or the scroll
///   view's, with ``usesScrollViewVelocity``). If the list owned the end, the engine glides it
///   and the tracker returns each frame's offset — unless the scroll view decelerates by
///   itself (``usesScrollViewDeceleration``: UIKit), in which case the engine's glide is dropped
///   and the list's own deceleration, bounce and delegate callbacks carry on, the engine
///   following the offsets it reports. If the drawer took the end, such a scroll view is handed
///   the offset to hold even when it has not moved yet, so the adapter can stop the glide the
///   scroll view is about to start.
/// - **Repeats**: adapters call on every display frame as well as on the scroll view's own
///   reports, so an observation whose translation did not change is not a step.
/// - **Otherwise**: a list that moved by itself (a scroll bar, the keyboard, its own
///   deceleration) is reported to the engine so the next hand-off starts from the truth.
///
/// Offsets the engine uses run from the content's start (0 at the top inset); the tracker
/// converts from and to the scroll view's `contentOffset`, whose start is `-inset`.
package struct DrawerScrollTracker: Sendable, Equatable {
    /// Whether the list scrolls vertically (top and bottom drawers) or horizontally (side drawers).
    package let isVertical: Bool
    /// Whether a release passes the scroll view's measured velocity to the engine instead of
    /// the engine's own estimate from the translations it was given.
    package var usesScrollViewVelocity: Bool
    /// Whether the scroll view glides on by itself after a release it owned (UIKit's
    /// deceleration and bounce): the engine then lets it, instead of gliding the list itself.
    package var usesScrollViewDeceleration: Bool
    /// Whether a finger is down, as last observed.
    package private(set) var isTracking = false
    /// Whether the engine accepted the current finger's drag.
    package private(set) var ownsGesture = false
    /// Whether the scroll view glided by itself at the last observation (its own deceleration
    /// or bounce, no finger on it): the adapter keeps reading it every frame meanwhile
    /// (`DrawerHostModel.needsFrames`), so the engine follows it.
    package private(set) var scrollViewGlides = false
    /// The scroll state last reported to the engine.
    private var reported: DrawerScrollState?
    /// The pan's translation when the current drag began; later translations count from it.
    private var panOrigin = CGPoint.zero
    /// The translation last passed on; an observation that repeats it is not a new step.
    private var lastTranslation = CGPoint.zero

    /// The offset differences smaller than this are left alone (sub-pixel rounding of toolkits).
    package static let tolerance: CGFloat = 0.25

    /// A tracker for a drawer on `edge`.
    package init(edge: DrawerEdge, usesScrollViewVelocity: Bool = false, usesScrollViewDeceleration: Bool = false) {
        isVertical = edge.isVertical
        self.usesScrollViewVelocity = usesScrollViewVelocity
        self.usesScrollViewDeceleration = usesScrollViewDeceleration
    }

    /// The scroll state the engine sees for `view`, along the drawer's axis: offset and lengths
    /// from the content's start, the insets included. Non-finite values count as zero.
    package func scrollState(of view: some DrawerTrackableScrollView) -> DrawerScrollState {
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
    package func contentOffset(showing offset: CGFloat, in view: some DrawerTrackableScrollView) -> CGPoint {
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
    /// else (another drawer's drag, in `DrawerHostModel`): the tracker lets that finger's whole
    /// gesture go to the list, as if the engine had refused it.
    package mutating func observe(
        _ view: some DrawerTrackableScrollView, location: CGPoint, engine: inout DrawerEngine, time: Double,
        mayClaim: Bool = true
    ) -> CGPoint? {
        let state = scrollState(of: view)
        scrollViewGlides = view.drawerIsDecelerating && !view.drawerIsTracking
        if view.drawerIsTracking {
            if !isTracking {
                isTracking = true
                // A finger the engine may not take leaves the engine's scroll state alone: it
                // may follow another scroll view of the same drawer.
                if mayClaim { report(state, to: &engine) }
                let translation = view.drawerPanTranslation
                panOrigin = translation.x.isFinite && translation.y.isFinite ? translation : .zero
                lastTranslation = panOrigin
                ownsGesture =
                    mayClaim
                    && engine.dragBegan(at: location, time: time, overScrollableContent: state.maximumOffset > 0)
                if ownsGesture && view.drawerBounces { engine.letContentBounce() }
                return nil
            }
            guard ownsGesture else { return nil }
            // A display frame (or a second report) between two moves of the finger brings no
            // travel: it is not a step, or a list-owned drag would end on a zero step the drawer
            // "took" and lose its glide.
            let translation = view.drawerPanTranslation
            if translation != lastTranslation {
                lastTranslation = translation
                engine.dragChanged(
                    translation: CGPoint(x: translation.x - panOrigin.x, y: translation.y - panOrigin.y), time: time)
            }
            // Pushed past its end at the largest stop, the list shows its own bounce.
            if engine.contentOverscroll > 0 { return nil }
            return pin(view, state: state, engine: engine)
        }
        if isTracking {
            isTracking = false
            guard ownsGesture else { return nil }
            ownsGesture = false
            engine.dragEnded(time: time, velocity: usesScrollViewVelocity ? view.drawerPanVelocity : nil)
            guard usesScrollViewDeceleration else { return pin(view, state: state, engine: engine) }
            if engine.isResting {
                // The list owned the end: its own deceleration carries on, and the engine
                // follows the list from what it really shows.
                engine.stopContentGlide()
                report(state, to: &engine)
                return nil
            }
            // The drawer took the end: the list holds the engine's offset, and the adapter
            // stops the glide the scroll view starts on release.
            return contentOffset(showing: engine.frame.contentOffset, in: view)
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
    /// The view's own offset is compared unclamped: a list that bounced past either end (UIKit's
    /// rubber band, even when its content fits) is put back too.
    private func pin(_ view: some DrawerTrackableScrollView, state: DrawerScrollState, engine: DrawerEngine) -> CGPoint? {
        let wanted = engine.frame.contentOffset
        let inset = view.drawerContentInset
        let shown =
            isVertical
            ? view.drawerContentOffset.y + inset.top : view.drawerContentOffset.x + inset.left
        guard abs(wanted - shown.finite(or: state.offset)) > Self.tolerance else { return nil }
        return contentOffset(showing: wanted, in: view)
    }

    /// Forgets what the engine was last told, so the next observation reports the view's state
    /// again: the engine followed another scroll view of the drawer meanwhile.
    mutating func forgetReport() { reported = nil }

    /// Tells the engine `state` when it differs from what it was last told.
    private mutating func report(_ state: DrawerScrollState, to engine: inout DrawerEngine) {
        guard state != reported else { return }
        reported = state
        engine.updateContentScroll(state)
    }
}
