import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension DrawerEngine {
    /// A finger (or pointer) went down at `location`, in container coordinates.
    ///
    /// Returns whether the drawer is interested: `false` when no stop accepts a drag, when a
    /// closed drawer is pressed outside its edge region, or when an open drawer is pressed
    /// outside its panel (unless ``DrawerGestureOptions/acceptsDragsOutsidePanel``). A drawer
    /// that is animating is grabbed where it is (springs are interruptible). A `began` while a
    /// claimed gesture is in progress (a wheel scroll, or a drag whose end was lost) first ends
    /// that gesture as a release at rest, then starts the new drag from where the drawer is.
    ///
    /// - Parameters:
    ///   - location: where the finger went down, in container coordinates.
    ///   - time: when, in seconds of the clock the engine is ticked with.
    ///   - overScrollableContent: the finger landed on content that scrolls along the
    ///     drawer's axis; its travel is then shared by ``DrawerScrollHandOff``.
    @discardableResult
    public mutating func dragBegan(at location: CGPoint, time: Double, overScrollableContent: Bool = false) -> Bool {
        dragBegan(at: location, time: time, overScrollableContent: overScrollableContent, drawnElsewhere: false)
    }

    /// ``dragBegan(at:time:overScrollableContent:)`` for a drawer whose host draws it somewhere
    /// other than its frame (growing out of a source: `DrawerHostModel.setMorphSource(_:for:)`):
    /// when `drawnElsewhere`, the host has already hit-tested the press against the drawn
    /// outline, so the engine does not test it against its own.
    mutating func dragBegan(at location: CGPoint, time: Double, overScrollableContent: Bool, drawnElsewhere: Bool) -> Bool {
        advanceClock(to: time)
        guard location.x.isFinite, location.y.isFinite, stops.hasInteractiveStops, drawnElsewhere || accepts(location)
        else { return false }
        contentMomentum = nil
        // A new press ends a gesture still in progress (a wheel scroll, or a drag whose end was
        // lost) as a release at rest, so listeners see every gesture end before the next begins.
        if case .dragging(let session) = phase, session.isClaimed { finishGesture(velocity: 0, cancelled: false) }
        grab(overScrollableContent: overScrollableContent, isWheel: false)
        return true
    }

    /// The finger moved: `translation` is its total travel since ``dragBegan(at:time:overScrollableContent:)``,
    /// in container coordinates. `velocity`, when the platform measures one (points per second,
    /// container coordinates), is preferred over the engine's own estimate at release.
    ///
    /// Returns how this step was shared between the drawer and the content; the adapter applies
    /// ``DrawerFrame/contentOffset`` to its scroll view. Non-finite translations are ignored, and
    /// a translation beyond ``DrawerMotionLimits/magnitude`` counts as that limit: each step is the
    /// difference of two reports, which for finite reports far apart (10³⁰⁰, then −10³⁰⁸) is
    /// infinite, and an infinite step would reach the returned split and the velocity estimate
    /// (found by the engine fuzzer).
    @discardableResult
    public mutating func dragChanged(translation: CGPoint, time: Double, velocity: CGPoint? = nil) -> DrawerScrollHandOff {
        advanceClock(to: time)
        guard case .dragging(var session) = phase, !session.isWheel,
            translation.x.isFinite, translation.y.isFinite
        else { return .none }
        let translation = CGPoint(
            x: CGFloat(DrawerMotionLimits.sanitize(Double(translation.x))),
            y: CGFloat(DrawerMotionLimits.sanitize(Double(translation.y))))
        if let velocity, velocity.x.isFinite, velocity.y.isFinite {
            session.platformVelocity = side.extentDelta(forTranslation: velocity)
        }
        if !session.isClaimed {
            switch claim(translation: translation) {
            case .undecided:
                // The finger is already moving: its speed at lift is measured from the press,
                // slop included, as a platform's tracker would.
                velocityTracker.add(position: Double(side.extentDelta(forTranslation: translation)), time: now)
                phase = .dragging(session)
                return .none
            case .rejected:
                phase = .dragging(session)
                finishGesture(velocity: 0, cancelled: true)
                return .none
            case .claimed:
                session.isClaimed = true
                session.appliedTranslation = translation
                // The person took the drawer back: a hold waiting for the app no longer stands.
                withdrawDismissalHold()
                emit(.willBeginDragging(from: detent))
                // The whole travel counts, slop included: the grabbed point stays under the finger.
                return apply(step: side.extentDelta(forTranslation: translation), to: &session)
            }
        }
        let step = side.extentDelta(
            forTranslation: CGPoint(
                x: translation.x - session.appliedTranslation.x, y: translation.y - session.appliedTranslation.y))
        session.appliedTranslation = translation
        return apply(step: step, to: &session)
    }

    /// The finger lifted. `velocity` as in ``dragChanged(translation:time:velocity:)``.
    ///
    /// The drawer settles where the ``DrawerConfiguration/snapPolicy`` says; if the content
    /// owned the end of the gesture and the drawer rests on a stop, the content glides on with
    /// the release velocity instead. An end without a begin is ignored; an end before the drag
    /// was claimed is a tap, and the drawer stays (or resumes settling) where it was going.
    public mutating func dragEnded(time: Double, velocity: CGPoint? = nil) {
        advanceClock(to: time)
        guard case .dragging(var session) = phase, !session.isWheel else { return }
        if let velocity, velocity.x.isFinite, velocity.y.isFinite {
            session.platformVelocity = side.extentDelta(forTranslation: velocity)
            phase = .dragging(session)
        }
        guard session.isClaimed else {
            finishGesture(velocity: 0, cancelled: true)
            return
        }
        let estimate = session.platformVelocity ?? CGFloat(velocityTracker.velocity(at: now))
        finishGesture(velocity: estimate.finite(or: 0).clamped(to: -Self.velocityLimit...Self.velocityLimit), cancelled: false)
    }

    /// The platform cancelled the drag (a system gesture took over). The drawer returns to the
    /// stop the drag started from.
    public mutating func dragCancelled(time: Double) {
        advanceClock(to: time)
        guard case .dragging = phase else { return }
        finishGesture(velocity: 0, cancelled: true)
    }

    // MARK: Shared with the wheel

    /// Starts a drag session at the drawer's current position, grabbing a running animation.
    mutating func grab(overScrollableContent: Bool, isWheel: Bool) {
        // A drawer held at its threshold came from its detent: a cancelled drag goes back there.
        let nearest = stops.nearestIndex(to: extent)
        let startIndex = dismissalHold != nil ? stops.index(of: detent) ?? nearest : nearest
        if isWheel { withdrawDismissalHold() }
        let caughtSettle: Bool
        if case .settling = phase { caughtSettle = true } else { caughtSettle = false }
        phase = .dragging(
            DrawerDragSession(
                isClaimed: isWheel,
                overScrollableContent: overScrollableContent,
                rawExtent: rawExtent(forBanded: extent),
                startIndex: startIndex,
                isWheel: isWheel,
                lastInputTime: now,
                caughtSettle: caughtSettle))
        velocityTracker = DrawerVelocityTracker(
            horizon: configuration.gesture.velocityWindow, capacity: DrawerVelocityTracker.maximumCapacity)
        velocityTracker.add(position: 0, time: now)
        if isWheel { emit(.willBeginDragging(from: detent)) }
        refreshFrame()
    }

    /// Applies one step of finger travel (extent units) to a claimed session.
    mutating func apply(step: CGFloat, to session: inout DrawerDragSession) -> DrawerScrollHandOff {
        let split: DrawerScrollHandOff
        if session.overScrollableContent, let upper = stops.interactiveRange?.upperBound {
            split = DrawerScrollHandOff.split(
                step: step, extent: session.rawExtent, upperStop: upper, scroll: scroll,
                openingScrollsForward: side.openingScrollsContentForward,
                expandsFirst: configuration.scroll.expandsFirst(
                    at: stops.indices.contains(session.startIndex) ? stops[session.startIndex].identifier : nil),
                contentBounces: session.contentBounces, overscroll: session.contentOverscroll)
        } else {
            split = DrawerScrollHandOff(drawer: step, content: 0)
        }
        let maximum = layout.maximumExtent
        session.rawExtent = (session.rawExtent + split.drawer).clamped(to: -maximum...(2 * maximum))
        if configuration.gesture.rubberBand == nil, let range = dragRange {
            session.rawExtent = session.rawExtent.clamped(to: range)
        }
        scroll.offset = (scroll.offset + split.content).clamped(to: 0...scroll.maximumOffset)
        session.fingerTravel += step
        session.contentOverscroll = max(0, session.contentOverscroll + split.overscroll)
        session.contentOwnsLastStep = (split.content != 0 || split.overscroll != 0) && split.drawer == 0
        session.lastInputTime = now
        velocityTracker.add(position: Double(session.fingerTravel), time: now)
        let before = extent
        extent = bandedExtent(forRaw: session.rawExtent)
        if extent != before { session.movedDrawer = true }
        phase = .dragging(session)
        refreshFrame()
        return split
    }

    /// Ends the current session: glide the content, settle the drawer, or (cancelled) return.
    mutating func finishGesture(velocity: CGFloat, cancelled: Bool) {
        guard case .dragging(let session) = phase else { return }
        if dismissalHold != nil {
            // A press that never became a drag (a hold is withdrawn when one does): the drawer
            // goes on waiting at its threshold.
            springToDismissalThreshold(velocity: 0, animated: true)
            return
        }
        let nearest = stops[stops.nearestIndex(to: extent)]
        let onStop = abs(nearest.extent - extent) <= DrawerDetentResolver.collapseTolerance
        if cancelled {
            let index =
                session.isClaimed
                ? session.startIndex
                : releaseCandidates().contains(session.startIndex) ? session.startIndex : stops.nearestIndex(to: extent)
            if !session.movedDrawer && onStop {
                phase = .resting
                extent = nearest.extent
                detent = nearest.identifier
                // The stop it rests on is the one a relayout (a resize, the keyboard) keeps:
                // without this a press that caught a settle left the old target as the request,
                // and the next relayout sent the drawer there (found by the keyboard property test).
                requestedDetent = nearest.identifier
                refreshFrame()
                // Every announced settle and every drag ends, also here: a drag that never moved
                // the drawer settles where it rests, and a tap that caught a settle (a sheet
                // presented from its source, pressed as it starts) ends that settle where the
                // drawer rests (found by the host fuzzer). A tap announces no settle of its own.
                if session.isClaimed { emit(.willSettle(target: nearest.identifier, velocity: 0)) }
                if session.isClaimed || session.caughtSettle { emit(.didSettle(nearest.identifier)) }
                return
            }
            settle(toIndex: index, velocity: 0, reason: .release)
            return
        }
        if session.overScrollableContent && session.contentOwnsLastStep && onStop {
            phase = .resting
            extent = nearest.extent
            // Every drag ends with its settle, also one that only scrolled the list: an app
            // (and a trace) pairs each `willBeginDragging` with a `willSettle`/`didSettle`, as
            // FloatingPanel's will/did-end-dragging calls come for every drag.
            emit(.willSettle(target: nearest.identifier, velocity: 0))
            detent = nearest.identifier
            requestedDetent = nearest.identifier
            emit(.didSettle(nearest.identifier))
            let contentVelocity = velocity * (side.openingScrollsContentForward ? 1 : -1)
            if abs(contentVelocity) > CGFloat(DrawerContentMomentum.stopSpeed) {
                contentMomentum = DrawerContentMomentum(
                    startOffset: scroll.offset, velocity: contentVelocity, startTime: now,
                    momentum: configuration.scroll.contentDeceleration)
            }
            refreshFrame()
            return
        }
        let candidates = releaseCandidates()
        let momentum = (configuration.snapPolicy as? DrawerProjectionSnapPolicy)?.momentum ?? .normal
        let release = DrawerRelease(
            extent: extent, velocity: velocity,
            projectedExtent: extent + CGFloat(momentum.projectedDistance(velocity: Double(velocity))),
            startIndex: session.startIndex, candidates: candidates)
        lastRelease = release
        reportSwipeAttemptIfNeeded(release)
        var target = configuration.snapPolicy.target(for: release, stops: stops)
        if !candidates.contains(target) {
            target = candidates.min { abs(stops[$0].extent - extent) < abs(stops[$1].extent - extent) } ?? target
        }
        settle(toIndex: target, velocity: velocity, reason: .release)
    }

    /// A drawer that may not be dismissed reports a release that would have closed it: the
    /// policy, asked again with the closed stops among the candidates, would choose one.
    private mutating func reportSwipeAttemptIfNeeded(_ release: DrawerRelease) {
        guard !configuration.gesture.isDismissible, stops.contains(where: { $0.isClosed && $0.isInteractive }) else { return }
        var withClosed = release
        withClosed.candidates = stops.indices.filter { stops[$0].isInteractive }
        guard !withClosed.candidates.isEmpty else { return }
        let choice = configuration.snapPolicy.target(for: withClosed, stops: stops)
        if stops.indices.contains(choice), stops[choice].isClosed { emit(.didAttemptToDismiss(cause: .swipe)) }
    }

    /// The stops a release may choose: interactive ones, without closed ones when the drawer
    /// cannot be dismissed by a gesture. Falls back to every stop so the list is never empty.
    func releaseCandidates() -> [Int] {
        let dismissible = configuration.gesture.isDismissible
        var chosen: [Int] = []
        chosen.reserveCapacity(stops.count)
        for index in stops.indices where stops[index].isInteractive && (dismissible || !stops[index].isClosed) {
            chosen.append(index)
        }
        if chosen.isEmpty {
            for index in stops.indices where !stops[index].isClosed { chosen.append(index) }
        }
        return chosen.isEmpty ? Array(stops.indices) : chosen
    }

    // MARK: Rubber band

    /// The extents a drag moves through 1:1: from the smallest to the largest stop a release may
    /// choose. A drawer that may not be dismissed rubber-bands below its smallest open stop
    /// instead of following the finger towards a close it will refuse. Allocation-free (it
    /// runs on every drag step).
    var dragRange: ClosedRange<CGFloat>? {
        guard let interactive = stops.interactiveRange else { return nil }
        guard !configuration.gesture.isDismissible else { return interactive }
        var lowest: CGFloat?
        for index in stops.indices where stops[index].isInteractive && !stops[index].isClosed {
            lowest = min(lowest ?? stops[index].extent, stops[index].extent)
        }
        guard let lowest, lowest <= interactive.upperBound else { return interactive }
        return lowest...interactive.upperBound
    }

    /// The drawn extent for a finger-following extent: 1:1 inside the interactive range,
    /// rubber-banded beyond it, never below 0 or past the far edge.
    func bandedExtent(forRaw raw: CGFloat) -> CGFloat {
        let maximum = layout.maximumExtent
        guard let range = dragRange else { return raw.clamped(to: 0...maximum) }
        guard let band = configuration.gesture.rubberBand else { return raw.clamped(to: range).clamped(to: 0...maximum) }
        let dimension = Double(max(layout.context.containerLength, 1))
        let banded: CGFloat
        if raw > range.upperBound {
            banded = range.upperBound + CGFloat(band.offset(forOvershoot: Double(raw - range.upperBound), dimension: dimension))
        } else if raw < range.lowerBound {
            banded = range.lowerBound - CGFloat(band.offset(forOvershoot: Double(range.lowerBound - raw), dimension: dimension))
        } else {
            banded = raw
        }
        return banded.clamped(to: 0...maximum)
    }

    /// The inverse of ``bandedExtent(forRaw:)``, for grabbing a drawer mid-bounce.
    func rawExtent(forBanded banded: CGFloat) -> CGFloat {
        guard let range = dragRange, let band = configuration.gesture.rubberBand else { return banded }
        let dimension = Double(max(layout.context.containerLength, 1))
        if banded > range.upperBound {
            return range.upperBound + CGFloat(band.overshoot(forOffset: Double(banded - range.upperBound), dimension: dimension))
        }
        if banded < range.lowerBound {
            return range.lowerBound - CGFloat(band.overshoot(forOffset: Double(range.lowerBound - banded), dimension: dimension))
        }
        return banded
    }

    // MARK: Acceptance

    private enum ClaimDecision { case undecided, claimed, rejected }

    /// Decides whether a pending drag belongs to the drawer: enough travel along the axis, and
    /// more along it than across it.
    private func claim(translation: CGPoint) -> ClaimDecision {
        let along = abs(side.extentDelta(forTranslation: translation))
        let across = abs(side.isVertical ? translation.x : translation.y)
        let slop = configuration.gesture.minimumDistance
        if along >= slop && along >= across { return .claimed }
        if across >= max(slop, 1) { return .rejected }
        return .undecided
    }

    /// Whether a press at `location` may start a drag.
    private func accepts(_ location: CGPoint) -> Bool {
        let gesture = configuration.gesture
        if extent <= DrawerDetentResolver.collapseTolerance {
            // Nothing to open to (every stop is closed, as in a zero-size container): refuse.
            guard let open = stops.interactiveRange?.upperBound, open > DrawerDetentResolver.collapseTolerance else {
                return false
            }
            let region =
                gesture.edgeRegionFraction.map { $0 * layout.context.containerLength }
                ?? DrawerGestureOptions.defaultEdgeRegionLength
            let distance = side.distanceFromEdge(of: location, in: container.size) - layout.context.obstructionLength
            return distance >= -1 && distance <= region
        }
        if gesture.acceptsDragsOutsidePanel { return true }
        return frame.visibleRect.insetBy(dx: -1, dy: -1).contains(location)
    }
}
