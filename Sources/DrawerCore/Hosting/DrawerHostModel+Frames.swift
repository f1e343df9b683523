import Foundation

extension DrawerHostModel {
    /// One display frame at `time` (seconds, the clock every input used): advances every drawer.
    /// Returns ``needsFrames``: whether the adapter keeps its frame clock running.
    ///
    /// A frame costs what moves, not what exists: only a drawer whose engine animates can change
    /// in a frame (an input is followed by ``collect()``, which leaves every drawer's events
    /// collected, bindings written back and rest reported), so only those are ticked and
    /// collected; the clocks of the others follow, as a tick of theirs would move them.
    @discardableResult
    @_specialize(exported: true, where ID == String)
    @_specialize(exported: true, where ID == Int)
    package mutating func tick(time: Double) -> Bool {
        advance(to: time)
        var animating = false
        var moved = false
        for index in stack.layers.indices {
            guard stack.inPlace(index, { $0.engine.isAnimating }) else {
                stack.layers[index].engine.advanceClock(to: time)
                continue
            }
            moved = true
            if stack.layers[index].engine.tick(time: time) { animating = true }
            collect(layerAt: index)
        }
        // Depths and cover dimming follow the drawers that moved (a still stack keeps its own).
        if moved { stack.restack() }
        return animating || scrollViewGlides
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
        if !presentedFrom.isEmpty { closeDrawersOfClosingPresenters() }
        for index in stack.layers.indices { collect(layerAt: index) }
        refreshScrollViewGlides()
    }

    /// `body` run on the entry at `slot` where it lies, through the dictionary's mutable accessor:
    /// its getter copies the whole entry.
    @inline(__always)
    mutating func inEntry<Result>(_ slot: Dictionary<ID, Entry>.Index, _ body: (inout Entry) -> Result) -> Result {
        body(&entries.values[slot])
    }

    /// Reads ``scrollViewGlides`` afresh from every drawer's tracked scroll views.
    mutating func refreshScrollViewGlides() {
        scrollViewGlides = entries.values.contains { $0.scrollViews.activeGlides }
    }

    /// ``collect()`` for the drawer at `index` of the stack.
    ///
    /// Layers and entries are read where they lie (`DrawerStack.inPlace(_:_:)`,
    /// ``inEntry(_:_:)``): copying one per drawer per frame was most of a frame's cost.
    mutating func collect(layerAt index: Int) {
        let id = stack.inPlace(index) { $0.id }
        if !stack.inPlace(index, { $0.engine.events.isEmpty }) {
            do {
                // Released before the engine's buffer is cleared, so clearing keeps it in place.
                let pending = stack.inPlace(index) { $0.engine.events }
                for event in pending { events.append(.drawer(id, dismissalHolds.hostEvent(for: event, of: id))) }
            }
            stack.layers[index].engine.clearEvents()
        }
        // The entry is reached by its index, looked up again after each call that may change it.
        guard var slot = entries.index(forKey: id) else { return }
        if stack.inPlace(index, { $0.engine.isResting }), inEntry(slot, { $0.hasContainer }) {
            let engine = stack.layers[index].engine
            writeBack(id, restingAt: engine.detent, isClosed: Self.isClosedDetent(engine.detent, in: engine))
            guard let next = entries.index(forKey: id) else { return }
            slot = next
        }
        if inEntry(slot, { $0.needsBottomBarUpdate }) {
            updateBottomBar(id, engine: stack.layers[index].engine)
            guard let next = entries.index(forKey: id) else { return }
            slot = next
        }
        if !morphSources.isEmpty { dropRetiredMorphSource(id) }
        let busy = stack.inPlace(index) { $0.engine.isBusy }
        let changed = inEntry(slot) { entry in
            defer { entry.wasBusy = busy }
            return entry.wasBusy != busy
        }
        guard changed else { return }
        if !busy { events.append(.cameToRest(id)) }
    }
}

extension DrawerEngine {
    /// Whether the drawer is moving: dragged, settling, or gliding its content. A drawer waiting
    /// at its threshold for the app's answer (``isWaitingForDismissalAnswer``) is still.
    var isBusy: Bool { !(isResting || isWaitingForDismissalAnswer) || isAnimating }
}
