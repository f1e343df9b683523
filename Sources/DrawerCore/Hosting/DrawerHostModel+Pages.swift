import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension DrawerHostModel {
    /// Pushes `page` over what the drawer `id` shows: the drawer's detents become the page's
    /// (with the drawer's own closed detent kept), its fit-to-content detents follow the page's
    /// ``DrawerPage/fittingLength``, and the drawer springs on its own spring from where it is to
    /// the page's ``DrawerPage/entryDetent``. The detent it leaves is remembered for the page
    /// below, which comes back to it when popped.
    ///
    /// A closed drawer stays closed (its pages change under it). A drag in progress continues
    /// against the new stops; a spring in progress is retargeted from its position and velocity,
    /// and a drag begun during the spring takes it over where it is.
    ///
    /// - Returns: `false`, changing nothing, for an unknown drawer or a page id already in its
    ///   stack (a page keeps one identity per drawer).
    @discardableResult
    package mutating func pushPage(_ page: DrawerPage, on id: ID, time: Double) -> Bool {
        guard var entry = entries[id], !entry.pages.contains(page.id) else { return false }
        advance(to: time)
        let leaving = openDetent(of: id)
        entry.pages.push(page, covering: leaving)
        entries[id] = entry
        turnPage(of: id, heading: leaving == nil ? nil : page.entryDetent, time: time)
        return true
    }

    /// Pops the page on top of the drawer `id`; the drawer springs back to the detent the page
    /// below was left at (the page's entry detent when it was left closed). Returns `false` for
    /// an unknown drawer or a drawer showing its own content (no page to pop).
    @discardableResult
    package mutating func popPage(of id: ID, time: Double) -> Bool {
        guard let pages = entries[id]?.pages.ids, !pages.isEmpty else { return false }
        return pop(id, to: pages.count >= 2 ? pages[pages.count - 2] : nil, time: time)
    }

    /// Pops pages until `page` is on top of the drawer `id`, springing to the detent it was left
    /// at. An unknown page (never pushed, or already popped) is a no-op, as is the page already
    /// on top: both return `false`.
    @discardableResult
    package mutating func popToPage(_ page: DrawerPage.ID, of id: ID, time: Double) -> Bool {
        pop(id, to: page, time: time)
    }

    /// Pops every page of the drawer `id`, back to its own content and the detent it was at
    /// when the first page was pushed. Returns `false` when there was no page.
    @discardableResult
    package mutating func popToRootPage(of id: ID, time: Double) -> Bool {
        pop(id, to: nil, time: time)
    }

    /// The page on top of the drawer `id`; `nil` when it shows its own content (or is unknown).
    package func currentPage(of id: ID) -> DrawerPage.ID? { entries[id]?.pages.top?.id }

    /// The pages of the drawer `id`, bottom to top (empty for an unknown drawer).
    package func pages(of id: ID) -> [DrawerPage] { entries[id]?.pages.entries.map(\.page) ?? [] }

    /// The page `page` of the drawer `id` measured `length` points along the drawer's axis: its
    /// fit-to-content detents follow it, springing when the page is on top and rests at its
    /// fit. A negative, NaN or infinite length is ignored (the last one stays); `nil` means not
    /// measured. Returns `false` for an unknown drawer, an unknown page or an ignored length.
    @discardableResult
    package mutating func setFittingLength(
        _ length: CGFloat?, ofPage page: DrawerPage.ID, in id: ID, time: Double
    ) -> Bool {
        guard entries[id]?.pages.contains(page) == true, length.map({ $0.isFinite && $0 >= 0 }) != false else {
            return false
        }
        advance(to: time)
        changeFittingLengths(of: id, time: time) { $0.pages.setFittingLength(length, of: page) }
        return true
    }

    private mutating func pop(_ id: ID, to page: DrawerPage.ID?, time: Double) -> Bool {
        guard var entry = entries[id], let uncovered = entry.pages.pop(to: page) else { return false }
        advance(to: time)
        entries[id] = entry
        let isOpen = openDetent(of: id) != nil
        let target = uncovered ?? entry.pages.top?.entryDetent ?? rootEntryDetent(of: entry)
        turnPage(of: id, heading: isOpen ? target : nil, time: time)
        return true
    }

    /// Hands the engine of `id` the configuration and fitting length its top page says, heading
    /// for `detent` (`nil`: staying on its current detent, as a closed drawer does).
    private mutating func turnPage(of id: ID, heading detent: DrawerDetent.Identifier?, time: Double) {
        guard let entry = entries[id], entry.hasContainer else { return }
        let configuration = effectiveConfiguration(for: entry)
        let length = entry.effectiveFittingLength
        stack.withLayer(id) { engine in
            engine.replaceDetents(
                configuration, contentFittingLength: length, heading: detent ?? engine.detent, time: time)
        }
        collect()
    }

    /// The detent `id` is at or heading to, when it is an open one; `nil` when closed or unplaced.
    private func openDetent(of id: ID) -> DrawerDetent.Identifier? {
        guard entries[id]?.hasContainer == true, let engine = engine(of: id),
            !Self.isClosedDetent(engine.detent, in: engine)
        else { return nil }
        return engine.detent
    }

    /// Where the root goes when it was left closed: the app's selection, else its first open detent.
    private func rootEntryDetent(of entry: Entry) -> DrawerDetent.Identifier? {
        entry.selection ?? entry.configuration.detents.first { if case .closed = $0.kind { false } else { true } }?.identifier
    }
}

extension DrawerHostModel.Entry {
    /// The app's configuration with the top page's detents in place of its own: the drawer's
    /// closed detents stay (a page never takes away the way to close), the page's interactive
    /// set applies (closed detents stay interactive), and the supported set is the page's own.
    var pagedConfiguration: DrawerConfiguration {
        guard let page = pages.top else { return configuration }
        var result = configuration
        let closed = configuration.detents.filter { if case .closed = $0.kind { true } else { false } }
        result.detents = closed + page.detents
        result.dragDetents = page.interactiveDetents.map { $0.union(closed.map(\.identifier)) }
        result.supportedDetents = nil
        return result
    }
}
