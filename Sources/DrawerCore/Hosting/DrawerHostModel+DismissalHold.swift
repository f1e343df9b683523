import Foundation

extension DrawerHostModel {
    /// The dismissal of `id` waiting for the app's answer, named as the host's events named it;
    /// `nil` when none waits or the drawer is unknown. ``DrawerDismissalHold`` has the rules.
    public func dismissalHold(of id: ID) -> DrawerDismissalHold? {
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
    public mutating func confirmDismissal(of id: ID, hold: Int, time: Double) -> Bool {
        answerDismissalHold(of: id, hold: hold, time: time) { $0.confirmDismissal($1, time: time) }
    }

    /// The app's "stay" to the hold `hold` of drawer `id`: it springs back to the detent it came
    /// from. Returns `false`, changing nothing, as ``confirmDismissal(of:hold:time:)`` does.
    @discardableResult
    public mutating func cancelDismissal(of id: ID, hold: Int, time: Double) -> Bool {
        answerDismissalHold(of: id, hold: hold, time: time) { $0.cancelDismissal($1, time: time) }
    }

    /// Puts `engine` in place of the engine of `id` (a drawer placed in its first real
    /// container, or re-made before it): a hold its old engine had waits no longer, and the app
    /// hears it withdrawn.
    mutating func replaceEngine(of id: ID, with engine: DrawerEngine) {
        if let hold = self.engine(of: id)?.dismissalHold {
            events.append(.drawer(id, dismissalHolds.hostEvent(for: .didEndDismissalHold(hold, outcome: .withdrawn), of: id)))
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
