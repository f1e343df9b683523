import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension DrawerEngine {
    /// The content scrolled by itself, or its size changed: tell the engine so hand-off
    /// decisions start from the truth.
    ///
    /// During a drag only the lengths are taken (the engine owns the offset until the finger
    /// lifts). An offset that differs from a running glide's stops the glide: the user took over.
    public mutating func updateContentScroll(_ state: DrawerScrollState) {
        if case .dragging = phase {
            scroll = DrawerScrollState(
                offset: scroll.offset, contentLength: state.contentLength, viewportLength: state.viewportLength)
        } else {
            if contentMomentum != nil && abs(state.offset - scroll.offset) > 0.5 { contentMomentum = nil }
            scroll = state
        }
        refreshFrame()
    }

    /// How far the finger has pushed the content past its end in the current drag, which the
    /// content's own rubber band shows (``DrawerScrollHandOff/overscroll``); 0 otherwise.
    public var contentOverscroll: CGFloat {
        if case .dragging(let session) = phase { session.contentOverscroll } else { 0 }
    }

    /// The content under the current drag rubber-bands past its ends by itself (a tracked
    /// scroll view whose `bounces` is on): a push past its end at the largest stop is its.
    mutating func letContentBounce() {
        guard case .dragging(var session) = phase else { return }
        session.contentBounces = true
        phase = .dragging(session)
    }

    /// Drops the content's glide (``DrawerContentMomentum``) without moving anything: the
    /// platform's scroll view decelerates by itself, and the engine follows the offsets it
    /// reports instead (`DrawerScrollTracker.usesScrollViewDeceleration`).
    mutating func stopContentGlide() {
        guard contentMomentum != nil else { return }
        contentMomentum = nil
        refreshFrame()
    }

    /// A wheel or touchpad scroll over the drawer. `delta` is in scroll direction (positive y
    /// scrolls content down, as GTK, AppKit and the web report it), in points.
    ///
    /// The scroll is treated as a drag with the same hand-off rules: at a smaller detent the
    /// drawer expands before the content scrolls, and at the content's start scrolling back
    /// shrinks the drawer. After ``wheelQuietPeriod`` without input (checked on ``tick(time:)``)
    /// the drawer snaps to the nearest stop. Returns the split for this step.
    @discardableResult
    public mutating func scrollWheel(delta: CGPoint, time: Double, overScrollableContent: Bool = true) -> DrawerScrollHandOff {
        advanceClock(to: time)
        guard delta.x.isFinite, delta.y.isFinite, stops.hasInteractiveStops else {
            return .none
        }
        if case .dragging(let session) = phase, !session.isWheel { return .none }
        if case .dragging = phase {
        } else {
            contentMomentum = nil
            grab(overScrollableContent: overScrollableContent, isWheel: true)
        }
        guard case .dragging(var session) = phase else { return .none }
        // A wheel scrolls content the way a finger moving the opposite way would.
        let step = side.extentDelta(forTranslation: CGPoint(x: -delta.x, y: -delta.y))
        return apply(step: step, to: &session)
    }

    /// Ends a wheel gesture in progress now, as its quiet period would (the drawer settles at the
    /// nearest stop); anything else is left alone. The host calls it when a press on another
    /// drawer begins a drag, so that one drawer is dragged at a time.
    mutating func endWheelGesture(time: Double) {
        advanceClock(to: time)
        guard case .dragging(let session) = phase, session.isWheel else { return }
        finishGesture(velocity: 0, cancelled: false)
        refreshFrame()
    }
}
