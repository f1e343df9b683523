import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension DrawerEngine {
    /// Where a held dismissal waits (``DrawerGestureOptions/confirmsDismissal``): halfway between
    /// the closed stop and the smallest open stop a drag may rest on — the point below which a
    /// plain lift closes the drawer under the default snap policy (``DrawerProjectionSnapPolicy``,
    /// rule 1: the nearest stop wins). Resting there shows the person the drawer is on its way
    /// out and can still come back. `nil` when there is no closed stop or no open one (no
    /// dismissal to hold); recomputed for every container.
    public var dismissalThreshold: CGFloat? {
        guard let closed = stops.last(where: \.isClosed) else { return nil }
        guard let open = stops.first(where: { !$0.isClosed && $0.isInteractive }) ?? stops.first(where: { !$0.isClosed })
        else { return nil }
        return (closed.extent + (open.extent - closed.extent) / 2).clamped(to: 0...layout.maximumExtent)
    }

    /// Whether a hold waits and the drawer has reached its threshold: still, waiting for the app
    /// (not resting on a detent, and not moving either).
    public var isWaitingForDismissalAnswer: Bool {
        guard dismissalHold != nil, case .resting = phase else { return false }
        return true
    }

    /// The app's "yes, close it" to the hold named `id`: the drawer closes on its spring, and its
    /// ``DrawerEvent/didDismiss(cause:)`` carries the cause of the person's request. Reports
    /// ``DrawerEvent/didEndDismissalHold(_:outcome:)`` first.
    ///
    /// Returns `false`, changing nothing, when no hold named `id` waits (answered already,
    /// withdrawn, or never given out): an answer counts once, for the hold it names.
    @discardableResult
    public mutating func confirmDismissal(_ id: Int, time: Double) -> Bool {
        advanceClock(to: time)
        guard let hold = dismissalHold, hold.id == id else { return false }
        dismissalHold = nil
        emit(.didEndDismissalHold(hold, outcome: .confirmed))
        guard let closed = stops.first(where: \.isClosed) else {
            // Unreachable while holds are withdrawn when the closed stop goes; stay, as promised.
            returnFromDismissalHold()
            return true
        }
        return move(to: closed.identifier, animated: true, time: time, cause: hold.cause, mayHold: false)
    }

    /// The app's "stay" to the hold named `id`: the drawer springs back to the detent it came
    /// from (from where it is, with its velocity). Reports ``DrawerEvent/didEndDismissalHold(_:outcome:)``
    /// first; the usual ``DrawerEvent/willSettle(target:velocity:)`` and
    /// ``DrawerEvent/didSettle(_:)`` follow.
    ///
    /// Returns `false`, changing nothing, when no hold named `id` waits.
    @discardableResult
    public mutating func cancelDismissal(_ id: Int, time: Double) -> Bool {
        advanceClock(to: time)
        guard let hold = dismissalHold, hold.id == id else { return false }
        dismissalHold = nil
        emit(.didEndDismissalHold(hold, outcome: .cancelled))
        returnFromDismissalHold()
        return true
    }

    // MARK: Internals

    /// Springs back to ``detent`` (or the nearest open stop) after a hold ended without closing.
    private mutating func returnFromDismissalHold() {
        let index =
            stops.index(of: detent).flatMap { stops[$0].isClosed ? nil : $0 }
            ?? stops.indices.filter { !stops[$0].isClosed }.min {
                abs(stops[$0].extent - extent) < abs(stops[$1].extent - extent)
            }
            ?? stops.nearestIndex(to: extent)
        let requested = stops.index(of: detent) == index ? detent : nil
        settle(toIndex: index, velocity: currentVelocity, reason: .programmatic, requested: requested, mayHold: false)
    }

    /// Whether a dismissal caused by `cause` waits for the app instead of closing.
    func shouldHoldDismissal(cause: DrawerDismissalCause) -> Bool {
        configuration.gesture.confirmsDismissal && cause.isUserInitiated && canHoldDismissal
    }

    /// Whether a hold can stand now: there is a threshold, and the detent the drawer came from
    /// (where a "stay" sends it) is open.
    var canHoldDismissal: Bool {
        dismissalThreshold != nil && stops.stop(for: detent).map { !$0.isClosed } == true
    }

    /// Starts a hold for `cause` (or keeps the one waiting) and springs to the threshold with
    /// `velocity`; without `animated`, jumps there.
    mutating func holdDismissal(cause: DrawerDismissalCause, velocity: CGFloat, animated: Bool) {
        if dismissalHold == nil {
            holdSerial += 1
            let hold = DrawerDismissalHold(id: holdSerial, cause: cause)
            dismissalHold = hold
            emit(.didHoldDismissal(hold))
        }
        springToDismissalThreshold(velocity: velocity, animated: animated)
    }

    /// Sends the drawer to its threshold: a spring from where it is with `velocity`, or a jump.
    mutating func springToDismissalThreshold(velocity: CGFloat, animated: Bool) {
        guard let threshold = dismissalThreshold else { return }
        let speed = Double(velocity.finite(or: 0))
        if !animated
            || (abs(Double(threshold - extent)) <= settleTolerance
                && abs(speed) * DrawerMotionLimits.frameDuration < settleTolerance)
        {
            extent = threshold
            phase = .resting
        } else {
            phase = .settling(
                DrawerSpringAnimation(
                    from: Double(extent), velocity: speed, to: Double(threshold), spring: activeSpring, startTime: now,
                    epsilon: settleTolerance))
        }
        refreshFrame()
    }

    /// Keeps a waiting hold at the threshold of a new layout: a spring in flight is retargeted
    /// (from inside the new container, with its velocity) when `animated`, anything else jumps.
    mutating func placeAtDismissalThreshold(animated: Bool) {
        guard let threshold = dismissalThreshold else { return }
        if animated, case .settling(let animation) = phase {
            let sample = animation.sample(at: now)
            extent = CGFloat(min(max(sample.position, 0), Double(layout.maximumExtent)))
            springToDismissalThreshold(velocity: CGFloat(sample.velocity), animated: true)
        } else if animated, abs(threshold - extent) > DrawerDetentResolver.collapseTolerance {
            extent = extent.clamped(to: 0...layout.maximumExtent)
            springToDismissalThreshold(velocity: 0, animated: true)
        } else {
            extent = threshold
            phase = .resting
        }
    }

    /// Ends a waiting hold because the question no longer stands (a drag took the drawer, the
    /// app moved it, its configuration can no longer close), reporting it.
    mutating func withdrawDismissalHold() {
        guard let hold = dismissalHold else { return }
        dismissalHold = nil
        emit(.didEndDismissalHold(hold, outcome: .withdrawn))
    }
}
