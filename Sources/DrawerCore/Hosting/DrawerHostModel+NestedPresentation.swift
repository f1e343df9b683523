import Foundation

extension DrawerHostModel {
    /// Records that the drawer `id` is presented from the content of the drawer `presenter`
    /// (a sheet whose modifier sits inside another sheet's content); `nil` ends the relation.
    ///
    /// From then on the two live as a `.sheet` and the sheet it presented do, and as UIKit's
    /// `dismiss(animated:completion:)` documents for a controller that presented others:
    /// - when `presenter` starts to close (its binding, a swipe, a dimming tap, the escape
    ///   gesture, its removal), `id` closes with it, and so does every drawer presented from
    ///   `id`'s content; each rests closed, writes its binding back and reports
    ///   ``DrawerDismissalCause/presenterClosed``;
    /// - a presentation of `id` while `presenter` is closed or closing is answered the same way;
    /// - `presenter`'s content lasts until the closes of the drawers presented from it have
    ///   ended (``hasContent(_:)``), so their write-backs reach the bindings their content holds.
    ///
    /// Refused (returns `false`, nothing changes) for an unknown id or presenter, and for a
    /// relation that would make a drawer its own presenter, directly or through others.
    @discardableResult
    package mutating func setPresenter(_ presenter: ID?, of id: ID, time: Double) -> Bool {
        guard entries[id] != nil else { return false }
        guard let presenter else {
            presentedFrom[id] = nil
            return true
        }
        guard entries[presenter] != nil else { return false }
        var ancestor: ID? = presenter
        while let current = ancestor {
            if current == id { return false }
            ancestor = presentedFrom[current]
        }
        advance(to: time)
        presentedFrom[id] = presenter
        collect()
        return true
    }

    /// The drawer whose content presents `id` (``setPresenter(_:of:time:)``), if any.
    package func presenter(of id: ID) -> ID? { presentedFrom[id] }

    /// Whether the content of the drawer `id` exists now, as a `.sheet`'s content does: from the
    /// moment its presentation asks for it to be shown until its close has ended and the closes
    /// of the drawers presented from it have ended too. An always-present drawer's content exists
    /// as long as the drawer (until a removal's close ends).
    ///
    /// An adapter makes the content when this turns `true` (its appearance, its tasks, fresh
    /// state) and drops it when it turns `false` (its disappearance); it asks after every input.
    package func hasContent(_ id: ID) -> Bool {
        guard let entry = entries[id] else { return false }
        if isShown(id) { return true }
        if !entry.isLeaving, let engine = engine(of: id), asksShown(entry.presentation, engine: engine) { return true }
        return presentedFrom.contains { $0.value == id && hasContent($0.key) }
    }

    /// Whether `presentation` asks for the drawer to be shown.
    func asksShown(_ presentation: DrawerHostPresentation, engine: DrawerEngine) -> Bool {
        switch presentation {
        case .alwaysPresent: true
        case .presented(let shown): shown
        case .state(let state): !Self.isClosedDetent(state, in: engine)
        }
    }

    /// Whether the content `presenter` presents from is going away: the drawer is gone or
    /// leaving, or its binding presentation is closed or closing. An always-present drawer's
    /// content stays while the drawer does.
    func isClosingPresenter(_ presenter: ID) -> Bool {
        guard let entry = entries[presenter], let engine = engine(of: presenter) else { return true }
        if entry.isLeaving { return true }
        guard entry.presentation.isBinding else { return false }
        return isClosedOrClosing(engine)
    }

    /// Closes every binding-presented drawer whose presenter is closing (``setPresenter(_:of:time:)``),
    /// down the whole chain: a drawer closed here is a closing presenter for the next round.
    mutating func closeDrawersOfClosingPresenters() {
        var closedAny = true
        var rounds = 0
        while closedAny && rounds <= presentedFrom.count {
            closedAny = false
            rounds += 1
            for (id, presenter) in presentedFrom {
                guard let entry = entries[id], entry.presentation.isBinding, !entry.isLeaving,
                    let engine = engine(of: id), !isClosedOrClosing(engine), isClosingPresenter(presenter)
                else { continue }
                let time = now
                if stack.withLayer(id, { $0.closeEndingPresentation(time: time, cause: .presenterClosed) }) == true {
                    closedAny = true
                }
            }
        }
    }
}
