import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension DrawerEngine {
    /// Advances animations to `time` (seconds, the display's frame time). Returns whether the
    /// adapter should keep ticking.
    ///
    /// A settle ends when the spring is within ``settleTolerance`` of its target and moves less
    /// than that in a frame, or at the spring's computed settle deadline for that tolerance,
    /// whichever comes first; the drawer then sits exactly on the stop, and the last frame's
    /// snap is too small to see.
    @discardableResult
    public mutating func tick(time: Double) -> Bool {
        advanceClock(to: time)
        switch phase {
        case .settling(let animation):
            if animation.isSettled(at: now) || now >= animation.settleDeadline {
                endSettle(animation)
            } else {
                extent = CGFloat(animation.sample(at: now).position)
            }
        case .dragging(let session) where session.isWheel:
            if now - session.lastInputTime >= Self.wheelQuietPeriod {
                finishGesture(velocity: 0, cancelled: false)
            }
        case .dragging, .resting:
            break
        }
        if let glide = contentMomentum {
            let step = glide.sample(at: now, maximumOffset: scroll.maximumOffset)
            scroll.offset = step.offset
            if step.finished { contentMomentum = nil }
        }
        refreshFrame()
        return isAnimating
    }

    /// The last frame of `animation`: the drawer lands on its stop and reports the settle (and a
    /// dismissal when the stop is closed); held at its threshold, it waits there for the app,
    /// settled on no detent.
    mutating func endSettle(_ animation: DrawerSpringAnimation) {
        if dismissalHold != nil {
            extent = dismissalThreshold ?? CGFloat(animation.target)
            phase = .resting
            return
        }
        let target = stops.stop(for: detent) ?? stops[stops.nearestIndex(to: CGFloat(animation.target))]
        extent = target.extent
        if stops.index(of: detent) == nil { detent = target.identifier }
        phase = .resting
        emit(.didSettle(detent))
        if target.isClosed { emit(.didDismiss(cause: settleCause)) }
    }

    /// Moves the drawer to the detent `identifier` (aliases are followed).
    ///
    /// Returns `false`, changing nothing, if the detent is not active in this container. A drag
    /// in progress is abandoned. Programmatic-only detents are reachable here. Asking for the
    /// detent the drawer already rests on still reports ``DrawerEvent/willSettle(target:velocity:)``
    /// and ``DrawerEvent/didSettle(_:)``, so a caller waiting for "settled" always hears it.
    @discardableResult
    public mutating func move(to identifier: DrawerDetent.Identifier, animated: Bool = true, time: Double) -> Bool {
        move(to: identifier, animated: animated, time: time, cause: .programmatic)
    }

    /// Closes the drawer: moves it to its closed stop.
    ///
    /// Returns `false` if the configuration has no closed detent (the drawer has nowhere to
    /// hide, and stays), or if a person caused it (`cause` other than `.programmatic`) and the
    /// drawer may not be dismissed: it then stays and reports
    /// ``DrawerEvent/didAttemptToDismiss(cause:)``. The eventual
    /// ``DrawerEvent/didDismiss(cause:)`` carries `cause`.
    ///
    /// A drawer that confirms its dismissals (``DrawerGestureOptions/confirmsDismissal``) holds a
    /// person's dismissal for the app's answer instead (``DrawerEvent/didHoldDismissal(_:)``;
    /// returns `true`); while a hold waits, a person's dismissal is ignored (returns `false`) and
    /// the app's own withdraws the hold and closes.
    @discardableResult
    public mutating func dismiss(animated: Bool = true, time: Double, cause: DrawerDismissalCause = .programmatic) -> Bool {
        dismiss(animated: animated, time: time, cause: cause, asksHook: true)
    }

    /// Closes the drawer because the app ended its presentation: its presentation binding says
    /// hidden, or what presented it is gone (`DrawerHostModel.closeForRemoval(_:time:)`). As
    /// ``dismiss(animated:time:cause:)`` with a programmatic cause, except that the close is not
    /// proposed to ``DrawerConfiguration/willSettle``.
    ///
    /// The app has answered already. Asked anyway, a hook that sends every settle to an open
    /// detent kept the drawer open while the binding said hidden; an item binding cannot be
    /// written back to an item, so the host wrote "shown" and the app's update said "hidden"
    /// again, for ever (found by the host fuzzer, `Fuzz/host/regressions/hook-redirects-binding-close`);
    /// and a drawer whose presenter was gone settled open and vanished there instead of closing.
    @discardableResult
    mutating func closeEndingPresentation(time: Double, cause: DrawerDismissalCause = .programmatic) -> Bool {
        dismiss(animated: true, time: time, cause: cause, asksHook: false)
    }

    /// The close behind ``dismiss(animated:time:cause:)`` and ``closeEndingPresentation(time:)``.
    private mutating func dismiss(animated: Bool, time: Double, cause: DrawerDismissalCause, asksHook: Bool) -> Bool {
        advanceClock(to: time)
        guard let closed = stops.first(where: \.isClosed) else { return false }
        if cause.isUserInitiated && !configuration.gesture.isDismissible {
            emit(.didAttemptToDismiss(cause: cause))
            return false
        }
        return move(to: closed.identifier, animated: animated, time: time, cause: cause, asksHook: asksHook)
    }

    /// - Parameter mayHold: whether a person's close may wait for the app's answer; `false` for
    ///   the close the app confirmed.
    /// - Parameter asksHook: whether ``DrawerConfiguration/willSettle`` may change the target;
    ///   `false` for a close that ends the presentation (``closeEndingPresentation(time:)``).
    mutating func move(
        to identifier: DrawerDetent.Identifier, animated: Bool, time: Double, cause: DrawerDismissalCause,
        mayHold: Bool = true, asksHook: Bool = true
    ) -> Bool {
        advanceClock(to: time)
        // While the app decides, a person's requests are ignored; the app's own moves answer it.
        if dismissalHold != nil && cause.isUserInitiated && mayHold { return false }
        guard let index = stops.index(of: identifier) else { return false }
        if !cause.isUserInitiated { withdrawDismissalHold() }
        contentMomentum = nil
        if animated {
            settle(
                toIndex: index, velocity: currentVelocity, reason: .programmatic, requested: identifier, cause: cause,
                mayHold: mayHold, asksHook: asksHook)
        } else if mayHold, stops[index].isClosed, shouldHoldDismissal(cause: cause) {
            holdDismissal(cause: cause, velocity: 0, animated: false)
        } else {
            let stop = stops[index]
            settleCause = cause
            requestedDetent = identifier
            emit(.willSettle(target: identifier, velocity: 0))
            extent = stop.extent
            detent = identifier
            phase = .resting
            emit(.didSettle(identifier))
            if stop.isClosed { emit(.didDismiss(cause: cause)) }
            refreshFrame()
        }
        return true
    }

    /// The distance (points) under which a settle ends and snaps onto its stop: half a device
    /// pixel (``DrawerContainer/displayScale``), and never more than 0.1 pt.
    ///
    /// Half a pixel keeps the snap inside the pixel the drawer is already drawn on; the 0.1 pt
    /// cap keeps it invisible on 1× and 2× screens too, where half a pixel would be a visible
    /// step at the end of an otherwise smooth 120 Hz glide (libadwaita's bottom sheet ends at a
    /// relative epsilon of 1e-4, 0.08 pt for an 844 pt sheet). It costs a few frames of motion
    /// too small to see.
    public var settleTolerance: Double {
        min(0.5 / Double(container.displayScale), Self.maximumSettleTolerance)
    }

    /// The cap on ``settleTolerance``, in points.
    public static let maximumSettleTolerance: Double = 0.1

    /// The drawer's velocity now (points per second, positive opening): the spring's while
    /// settling, zero otherwise.
    public var currentVelocity: CGFloat {
        if case .settling(let animation) = phase { return CGFloat(animation.sample(at: now).velocity) }
        return 0
    }

    /// Why the drawer is on its way to a closed stop — the cause its
    /// ``DrawerEvent/didDismiss(cause:)`` will carry — while it settles towards one; `nil` while it
    /// rests, is dragged, heads for an open stop or springs to a dismissal hold's threshold.
    ///
    /// A platform whose own dismissal has to start before the drawer is gone (UIKit's
    /// `dismiss(animated:completion:)` for a presented drawer) starts it when this turns non-nil,
    /// and undoes it if this turns `nil` again before ``DrawerEvent/didDismiss(cause:)``.
    public var closingCause: DrawerDismissalCause? {
        guard case .settling = phase, dismissalHold == nil, stops.stop(for: detent)?.isClosed == true else { return nil }
        return settleCause
    }

    /// Starts (or retargets) the settle animation towards `stops[index]`, after the app's
    /// ``DrawerConfiguration/willSettle`` hook has had its say.
    /// - Parameter requested: the identifier the app asked for, when it is an alias of the stop.
    /// - Parameter cause: why the drawer would be dismissed if the target is closed (a release
    ///   is always a swipe).
    /// - Parameter mayHold: whether a person's close may wait for the app's answer
    ///   (``DrawerGestureOptions/confirmsDismissal``) instead of closing.
    /// - Parameter asksHook: whether the app's hook is asked (not for a close that ends the presentation).
    mutating func settle(
        toIndex index: Int, velocity: CGFloat, reason: DrawerSettleProposal.Reason,
        requested: DrawerDetent.Identifier? = nil, cause: DrawerDismissalCause = .programmatic, mayHold: Bool = true,
        asksHook: Bool = true
    ) {
        var target = stops[index]
        var identifier = requested ?? target.identifier
        if asksHook, let hook = configuration.willSettle {
            let proposal = DrawerSettleProposal(target: identifier, extent: extent, velocity: velocity, reason: reason)
            if let replacement = hook(proposal), let stop = stops.stop(for: replacement) {
                target = stop
                identifier = replacement
            }
        }
        let closingCause = reason == .release ? DrawerDismissalCause.swipe : cause
        if mayHold, target.isClosed, shouldHoldDismissal(cause: closingCause) {
            holdDismissal(cause: closingCause, velocity: velocity, animated: true)
            return
        }
        emit(.willSettle(target: identifier, velocity: velocity))
        detent = identifier
        requestedDetent = identifier
        settleCause = closingCause
        let speed = Double(velocity.finite(or: 0))
        if abs(Double(target.extent - extent)) <= settleTolerance
            && abs(speed) * DrawerMotionLimits.frameDuration < settleTolerance
        {
            extent = target.extent
            phase = .resting
            emit(.didSettle(identifier))
            if target.isClosed { emit(.didDismiss(cause: settleCause)) }
        } else if case .settling(var animation) = phase, reason == .programmatic {
            animation.retarget(to: Double(target.extent), at: now)
            phase = .settling(animation)
        } else {
            phase = .settling(
                DrawerSpringAnimation(
                    from: Double(extent), velocity: speed, to: Double(target.extent), spring: activeSpring, startTime: now,
                    epsilon: settleTolerance))
        }
        refreshFrame()
    }
}
