import Foundation

extension DrawerHostModel {
    /// Adds the drawer `id` on top of the others, at rest where its presentation says: closed
    /// for `.presented(false)` or a hidden state, otherwise at the selection (or state), or the
    /// configuration's first open detent. Nothing animates and no events are written.
    ///
    /// A drawer added before the container is known is placed when the first non-empty container
    /// arrives (``setContainer(_:animated:time:)``), so its detent resolves against real space.
    /// An id already in the model is ignored; returns whether the drawer was added.
    @discardableResult
    package mutating func addDrawer(
        _ id: ID, configuration: DrawerConfiguration, presentation: DrawerHostPresentation = .alwaysPresent,
        selection: DrawerDetent.Identifier? = nil, options: DrawerHostDrawerOptions = DrawerHostDrawerOptions(),
        time: Double
    ) -> Bool {
        guard entries[id] == nil else { return false }
        advance(to: time)
        let entry = Entry(
            configuration: configuration, presentation: presentation, selection: selection, options: options,
            fittingLength: nil, scrollViewport: nil, hasContainer: hasRealContainer)
        entries[id] = entry
        stack.insert(id, engine: makeEngine(for: entry))
        collect()
        return true
    }

    /// Removes the drawer `id` at once. A drag it owned ends with it; later input for it is
    /// ignored. Returns whether it was there.
    @discardableResult
    package mutating func removeDrawer(_ id: ID) -> Bool {
        guard entries.removeValue(forKey: id) != nil else { return false }
        morphSources[id] = nil
        presentedFrom[id] = nil
        stack.remove(id)
        dismissalHolds.forget(id)
        if dragOwner == id {
            dragOwner = nil
            isTrackedDrag = false
        }
        refreshScrollViewGlides()
        // The drawers it presented close with it (``setPresenter(_:of:time:)``).
        if presentedFrom.values.contains(id) { collect() }
        return true
    }

    /// Replaces the configuration of `id` at run time (edge, detents, style, spring, gestures).
    /// The drawer keeps its detent when it survives and springs to it when `animated`; an edge
    /// change jumps (there is nothing to animate between two edges). The host's rules (a closing
    /// path for binding-presented drawers, the dimming switch, the platform's slop) still apply.
    @discardableResult
    package mutating func setConfiguration(
        _ configuration: DrawerConfiguration, for id: ID, animated: Bool = true, time: Double
    ) -> Bool {
        guard var entry = entries[id] else { return false }
        advance(to: time)
        entry.configuration = configuration
        store(entry, for: id, reconfiguring: animated, time: time)
        return true
    }

    /// Stores `entry` and hands its drawer the configuration it now gives (with the host's rules),
    /// the drawer springing to its detent when `animated`.
    mutating func store(_ entry: Entry, for id: ID, reconfiguring animated: Bool, time: Double) {
        entries[id] = entry
        let effective = effectiveConfiguration(for: entry)
        stack.withLayer(id) { $0.setConfiguration(effective, animated: animated, time: time) }
        collect()
    }

    /// Replaces the hosting options of `id` (handle, content-interactive detents, dimming rules,
    /// scale-back, bottom bar).
    @discardableResult
    package mutating func setDrawerOptions(_ options: DrawerHostDrawerOptions, for id: ID, time: Double) -> Bool {
        guard var entry = entries[id] else { return false }
        advance(to: time)
        let dimmingRuleChanged = entry.options.undimmedAtFirstOpenDetent != options.undimmedAtFirstOpenDetent
        entry.options = options
        entries[id] = entry
        if dimmingRuleChanged {
            let effective = effectiveConfiguration(for: entry)
            stack.withLayer(id) { $0.setConfiguration(effective, animated: false, time: time) }
            collect()
        } else if let engine = engine(of: id) {
            updateBottomBar(id, engine: engine)
        }
        return true
    }

    /// The configuration the engine of `entry` runs: the app's, with the host's rules applied.
    ///
    /// - A binding-presented drawer always has a closed detent the resolver keeps (not one that
    ///   an earlier detent of the same identifier shadows), also among the supported detents when
    ///   the app restricts them (seed 001's `supportedState: [.medium]`): the binding must be able
    ///   to hide it.
    /// - ``DrawerHostDrawerOptions/undimmedAtFirstOpenDetent`` names the first open detent as the
    ///   largest un-dimmed one when the style names none.
    /// - With a page pushed, the top page's detents replace the app's (`DrawerHostModel.pushPage(_:on:time:)`).
    /// - With dimming switched off, nothing dims.
    /// - When the platform applies its own minimum distance, the engine applies none.
    func effectiveConfiguration(for entry: Entry) -> DrawerConfiguration {
        var configuration = entry.pagedConfiguration
        if entry.presentation.isBinding { configuration = configuration.ensuringClosedDetent().configuration }
        if entry.options.undimmedAtFirstOpenDetent, configuration.style.largestUndimmedDetent == nil {
            configuration.style.largestUndimmedDetent = configuration.firstListedOpenDetent
        }
        if !isDimmingEnabled { configuration.style.maximumDimming = 0 }
        if options.platformAppliesMinimumDistance { configuration.gesture.minimumDistance = 0 }
        if entry.refusesPersonsDismissal { configuration.gesture.isDismissible = false }
        return configuration
    }

    /// A new engine for `entry`, at rest where its presentation says.
    func makeEngine(for entry: Entry) -> DrawerEngine {
        let configuration = effectiveConfiguration(for: entry)
        let container = container(for: entry)
        var engine = DrawerEngine(configuration: configuration, container: container, reduceMotion: stack.reduceMotion)
        let start: DrawerDetent.Identifier?
        switch entry.presentation {
        case .alwaysPresent: start = entry.startDetent ?? entry.selection
        case .presented(false): start = configuration.keptClosedDetent
        case .presented(true): start = openingDetent(selection: entry.selection, engine: engine)
        case .state(let state): start = state
        }
        engine = DrawerEngine(
            configuration: configuration, container: container, initialDetent: start, reduceMotion: stack.reduceMotion)
        engine.clearEvents()
        return engine
    }

    /// Where a drawer opens: the selection when it is an active open stop, else the detent it is
    /// at when that is open, else its smallest open stop.
    ///
    /// "Open" is ``isOpenStop(_:in:)``: by identity, so a drawer presented before its container
    /// has a size still knows where it opens, and above zero once any stop has a length.
    func openingDetent(selection: DrawerDetent.Identifier?, engine: DrawerEngine) -> DrawerDetent.Identifier? {
        let isOpen = { (detent: DrawerDetent.Identifier) in Self.isOpenStop(detent, in: engine) }
        if let selection, isOpen(selection) { return selection }
        if isOpen(engine.detent) { return engine.detent }
        return engine.stops.first { !$0.isClosed }?.identifier
            ?? engine.configuration.detents.first { isOpen($0.identifier) }?.identifier
    }

    /// The container the engine of `entry` lives in: the shared one, the keyboard (which the
    /// engine treats by the drawer's keyboard rule), its content.
    func container(for entry: Entry) -> DrawerContainer {
        var result = container
        result.keyboard = keyboardObstruction
        result.contentFittingLength = entry.effectiveFittingLength
        return result
    }

    /// Whether the container has a size to resolve detents in.
    var hasRealContainer: Bool { container.size.width > 0 && container.size.height > 0 }
}
