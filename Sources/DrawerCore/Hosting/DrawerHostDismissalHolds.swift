import Foundation

/// The host's names for its drawers' dismissal holds: each engine numbers its own holds, so two
/// drawers could both wait on a hold numbered 1, and an answer meant for one would decide the
/// other. The model renames every hold as its event passes (`DrawerHostModel.collect()`) with a
/// number no other hold of the host ever had, and maps an answer back to the engine's.
struct DrawerHostDismissalHolds<ID: Hashable & Sendable>: Sendable {
    /// For each drawer whose hold waits: the engine's number and the host's.
    private var waiting: [ID: (engine: Int, host: Int)] = [:]
    /// The last host number given out.
    private var serial = 0

    /// `event` of drawer `id` as the app sees it: a hold's number is the host's.
    mutating func hostEvent(for event: DrawerEvent, of id: ID) -> DrawerEvent {
        switch event {
        case .didHoldDismissal(var hold):
            serial += 1
            waiting[id] = (hold.id, serial)
            hold.id = serial
            return .didHoldDismissal(hold)
        case .didEndDismissalHold(var hold, let outcome):
            guard let names = waiting[id], names.engine == hold.id else { return event }
            waiting[id] = nil
            hold.id = names.host
            return .didEndDismissalHold(hold, outcome: outcome)
        default:
            return event
        }
    }

    /// The engine's number for the host's hold `host` of drawer `id`, if that hold waits.
    func engineHold(_ host: Int, of id: ID) -> Int? {
        guard let names = waiting[id], names.host == host else { return nil }
        return names.engine
    }

    /// The host's number for the engine's hold `engine` of drawer `id`.
    func hostHold(_ engine: Int, of id: ID) -> Int? {
        guard let names = waiting[id], names.engine == engine else { return nil }
        return names.host
    }

    /// Forgets drawer `id` (removed: its hold is gone with it).
    mutating func forget(_ id: ID) { waiting[id] = nil }
}
