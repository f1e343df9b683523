import Foundation

extension DrawerHostModel {
    /// One display frame at `time` (seconds, the clock every input used): advances every drawer.
    /// Returns ``needsFrames``: whether the adapter keeps its frame clock running.
    @discardableResult
    @_specialize(exported: true, where ID == String)
    @_specialize(exported: true, where ID == Int)
    public mutating func tick(time: Double) -> Bool {
        advance(to: time)
        stack.tick(time: time)
        collect()
        return needsFrames
    }

    /// Follows the model's clock (for the host's own bookkeeping; engines keep their own).
    mutating func advance(to time: Double) {
        if time.isFinite, time > now, time <= DrawerEngine.maximumTime { now = time }
    }

    /// Moves every engine's events into ``events``, writes the bindings back, follows each bottom
    /// bar's switch, and reports drawers that came to rest. Runs after every input.
    ///
    /// Bindings are reconciled from state, not from events: whenever a drawer rests, the values
    /// the app holds are compared with where it rests, however it got there (a release, a settle,
    /// a configuration that removed its detent, a refused value), and each that differs is
    /// written back.
    mutating func collect() {
        for index in stack.layers.indices {
            let id = stack.layers[index].id
            if !stack.layers[index].engine.events.isEmpty {
                // Copied out before the engine's buffer is cleared, so clearing keeps it in place.
                for event in stack.layers[index].engine.events {
                    events.append(.drawer(id, dismissalHolds.hostEvent(for: event, of: id)))
                }
                stack.layers[index].engine.clearEvents()
            }
            let engine = stack.layers[index].engine
            if engine.isResting, entries[id]?.hasContainer == true {
                writeBack(id, restingAt: engine.detent, isClosed: Self.isClosedDetent(engine.detent, in: engine))
            }
            updateBottomBar(id, engine: engine)
            if !morphSources.isEmpty { dropRetiredMorphSource(id) }
            let busy = isBusy(id)
            if var entry = entries[id], entry.wasBusy != busy {
                entry.wasBusy = busy
                entries[id] = entry
                if !busy { events.append(.cameToRest(id)) }
            }
        }
    }
}
