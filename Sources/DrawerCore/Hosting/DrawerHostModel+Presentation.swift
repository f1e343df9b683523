import Foundation

extension DrawerHostModel {
    /// The app changed the drawer's presentation binding (`isPresented`, `item`, the state).
    ///
    /// `.presented(true)` opens a closed drawer at its selection (or smallest open detent);
    /// `.presented(false)` and a closed state close it with its spring; a state naming an open
    /// detent moves there. A value equal to the one the model knows is no change. A state that is
    /// not an active detent is refused and the drawer's real state is written back. Switching
    /// between kinds (from `.alwaysPresent` to a binding) re-applies the host's rules.
    ///
    /// A drawer that opens from closed (or while closing) comes to the top of the stack: drawers
    /// join the host when their presenting views appear, not when they are presented, and the
    /// latest presentation is frontmost (seed 001's sheet B, presented from sheet A's content,
    /// opens over A although its modifier joined first).
    @discardableResult
    package mutating func setPresentation(of id: ID, _ presentation: DrawerHostPresentation, time: Double) -> Bool {
        guard var entry = entries[id], !entry.isLeaving, let engine = engine(of: id) else { return false }
        advance(to: time)
        guard entry.presentation != presentation else { return true }
        let previous = entry.presentation
        let kindChanged = previous.isBinding != presentation.isBinding
        entry.presentation = presentation
        entries[id] = entry
        guard entry.hasContainer else {
            // Not laid out yet: the engine is placed from the presentation when the container
            // comes. Only a detent the configuration does not declare can be refused now.
            if case .state(let state) = presentation, !isDeclared(state, for: entry) {
                entry.presentation = previous
                entries[id] = entry
                if case .state(let kept) = previous { events.append(.stateChanged(id, kept)) }
                return true
            }
            let engine = makeEngine(for: entry)
            replaceEngine(of: id, with: engine)
            return true
        }
        if kindChanged {
            let effective = effectiveConfiguration(for: entry)
            stack.withLayer(id) { $0.setConfiguration(effective, animated: true, time: time) }
        }
        switch presentation {
        case .alwaysPresent:
            break
        case .presented(true):
            if let target = openingDetent(selection: entry.selection, engine: engine),
                isClosedOrClosing(engine) || target != engine.detent
            {
                if isClosedOrClosing(engine) { stack.raise(id) }
                stack.withLayer(id) { $0.move(to: target, time: time) }
            }
        case .presented(false):
            if !isClosedOrClosing(engine) { stack.withLayer(id) { $0.closeEndingPresentation(time: time) } }
        case .state(let state):
            if engine.stops.stop(for: state) == nil {
                entry.presentation = .state(engine.detent)
                entries[id] = entry
                events.append(.stateChanged(id, engine.detent))
            } else if state != engine.detent {
                if Self.isClosedDetent(state, in: engine) {
                    // The app's own close: not proposed to its willSettle hook (``DrawerEngine/closeEndingPresentation(time:)``).
                    stack.withLayer(id) { _ = $0.move(to: state, animated: true, time: time, cause: .programmatic, asksHook: false) }
                } else {
                    if isClosedOrClosing(engine) { stack.raise(id) }
                    stack.withLayer(id) { $0.move(to: state, time: time) }
                }
            }
        }
        collect()
        return true
    }

    /// The app changed the drawer's detent-selection binding. A shown drawer moves to it; a
    /// hidden one opens there next time. A detent that is not an active open stop is refused and
    /// the drawer's current open detent is written back (a closed detent is no selection:
    /// closing is the presentation binding's job).
    @discardableResult
    package mutating func setSelection(of id: ID, _ selection: DrawerDetent.Identifier, time: Double) -> Bool {
        guard var entry = entries[id], !entry.isLeaving, let engine = engine(of: id) else { return false }
        advance(to: time)
        guard entry.selection != selection else { return true }
        if case .state = entry.presentation {
            return setPresentation(of: id, .state(selection), time: time)
        }
        guard entry.hasContainer else {
            guard isDeclared(selection, for: entry), !Self.isClosedDetent(selection, in: engine) else {
                if let kept = entry.selection { events.append(.selectionChanged(id, kept)) }
                return false
            }
            entry.selection = selection
            entry.startDetent = nil
            entries[id] = entry
            let engine = makeEngine(for: entry)
            replaceEngine(of: id, with: engine)
            return true
        }
        guard Self.isOpenStop(selection, in: engine) else {
            let fallback = Self.isClosedDetent(engine.detent, in: engine) ? entry.selection : engine.detent
            entry.selection = fallback
            entries[id] = entry
            if let fallback { events.append(.selectionChanged(id, fallback)) }
            return false
        }
        entry.selection = selection
        entries[id] = entry
        let shown: Bool
        switch entry.presentation {
        case .presented(let presented): shown = presented
        case .alwaysPresent, .state: shown = true
        }
        if shown && selection != engine.detent { stack.withLayer(id) { $0.move(to: selection, time: time) } }
        collect()
        return true
    }

    /// Whether `entry`'s configuration (with the host's rules) declares `detent`: all that can be
    /// checked before the drawer has a container to resolve its detents in.
    func isDeclared(_ detent: DrawerDetent.Identifier, for entry: Entry) -> Bool {
        effectiveConfiguration(for: entry).detents.contains { $0.identifier == detent }
    }

    /// Whether the engine rests closed or is heading to a closed detent.
    func isClosedOrClosing(_ engine: DrawerEngine) -> Bool {
        Self.isClosedDetent(engine.detent, in: engine)
    }

    /// Whether `detent` is a closed detent of `engine`: by its length once any stop has one, by
    /// its declared kind before.
    ///
    /// Identity alone decides while every stop is at zero (an empty window before its first
    /// layout, a keyboard covering everything), so an open detent does not read as hidden for a
    /// moment. Once some stop has a length, the length decides whatever the name: the resolver's
    /// fallback stop is named `large` even when the app named a closed detent so, and a drawer
    /// resting there is shown; a fit detent measured at almost nothing collapses into the closed
    /// stop, and a drawer resting there is hidden. Read by name, either left the bindings saying
    /// the opposite of the screen.
    static func isClosedDetent(_ detent: DrawerDetent.Identifier, in engine: DrawerEngine) -> Bool {
        if let stop = engine.stops.stop(for: detent), engine.stops.contains(where: { !$0.isClosed }) {
            return stop.isClosed
        }
        if let declared = engine.configuration.detents.first(where: { $0.identifier == detent }) {
            if case .closed = declared.kind { return true }
            return false
        }
        return engine.stops.stop(for: detent)?.isClosed ?? true
    }

    /// Whether a shown drawer can rest at `detent`: an active stop that is not closed
    /// (``isClosedDetent(_:in:)``). Adapters read a drawer's selected detent by the same rule.
    package static func isOpenStop(_ detent: DrawerDetent.Identifier, in engine: DrawerEngine) -> Bool {
        engine.stops.stop(for: detent) != nil && !isClosedDetent(detent, in: engine)
    }

    /// Mirrors a drawer resting on `detent` into the bindings the model knows the app holds,
    /// appending a write-back for each that changes.
    mutating func writeBack(_ id: ID, restingAt detent: DrawerDetent.Identifier, isClosed: Bool) {
        guard var entry = entries[id] else { return }
        switch entry.presentation {
        case .alwaysPresent:
            break
        case .presented(let presented):
            if presented == isClosed {
                entry.presentation = .presented(!isClosed)
                events.append(.presentedChanged(id, !isClosed))
            }
        case .state(let state):
            if state != detent {
                entry.presentation = .state(detent)
                events.append(.stateChanged(id, detent))
            }
        }
        if !isClosed, let selection = entry.selection, selection != detent {
            entry.selection = detent
            events.append(.selectionChanged(id, detent))
        }
        entries[id] = entry
    }
}
