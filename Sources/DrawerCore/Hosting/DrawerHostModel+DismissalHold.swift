import Foundation

extension DrawerHostModel {
    /// The dismissal of `id` waiting for the app's answer, named as the host's events named it;
    /// `nil` when none waits or the drawer is unknown. ``DrawerDismissalHold`` has the rules.
    package func dismissalHold(of id: ID) -> DrawerDismissalHold? {
        guard let hold = engine(of: id)?.dismissalHold, let name = dismissalHolds.hostHold(hold.id, of: id) else {
            return nil
        }
        return DrawerDismissalHold(id: name, cause: hold.cause)
    }

    /// The app's "close it" to the hold `hold` of drawer `id` (the ``DrawerDismissalHold/id`` its
    /// ``DrawerEvent/didHoldDismissal(_:)`` carried): the drawer closes with the person's cause,
    /// and its bindings are written back as for any dismissal.
    ///
    /// Returns `false`, changing nothing, for an unknown or removed drawer, and for a hold that
    /// does not wait on `id` now: answered already, withdrawn, or another drawer's.
    @discardableResult
    package mutating func confirmDismissal(of id: ID, hold: Int, time: Double) -> Bool {
        answerDismissalHold(of: id, hold: hold, time: time) { $0.confirmDismissal($1, time: time) }
    }

    /// The app's "stay" to the hold `hold` of drawer `id`: it springs back to the detent it came
    /// from. Returns `false`, changing nothing, as ``confirmDismissal(of:hold:time:)`` does.
    @discardableResult
    package mutating func cancelDismissal(of id: ID, hold: Int, time: Double) -> Bool {
        answerDismissalHold(of: id, hold: hold, time: time) { $0.cancelDismissal($1, time: time) }
    }

    /// Puts `engine` in place of the engine of `id` (a drawer placed in its first real
    /// container, or re-made before it): a hold its old engine had waits no longer, and the app
    /// hears it withdrawn; events the old engine had not handed over yet are delivered, and a
    /// gesture or settle it had begun ends where the new engine rests, so every
    /// `willBeginDragging` and `willSettle` the app heard has its end (found by the host fuzzer:
    /// a wheel on a drawer not yet placed, then its first real container). A drag it owned ends.
    mutating func replaceEngine(of id: ID, with engine: DrawerEngine) {
        if let old = self.engine(of: id) {
            for event in old.events { events.append(.drawer(id, dismissalHolds.hostEvent(for: event, of: id))) }
            if let hold = old.dismissalHold {
                events.append(.drawer(id, dismissalHolds.hostEvent(for: .didEndDismissalHold(hold, outcome: .withdrawn), of: id)))
            }
            if old.dragState != .none || !old.isResting {
                events.append(.drawer(id, .willSettle(target: engine.detent, velocity: 0)))
                events.append(.drawer(id, .didSettle(engine.detent)))
            }
        }
        if dragOwner == id {
            dragOwner = nil
            isTrackedDrag = false
        }
        stack.withLayer(id) { $0 = engine }
    }

    private mutating func answerDismissalHold(
        of id: ID, hold: Int, time: Double, _ answer: (inout DrawerEngine, Int) -> Bool
    ) -> Bool {
        guard contains(id), let engineHold = dismissalHolds.engineHold(hold, of: id) else { return false }
        return command(id, time: time) { answer(&$0, engineHold) }
    }
}
