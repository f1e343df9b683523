import Foundation

extension DrawerHostModel {
    /// Whether the bottom bar of `id` shows now (rather than the sheet's content), for a drawer
    /// with ``DrawerHostDrawerOptions/hasBottomBar``; `nil` for any other drawer or an unknown
    /// id.
    ///
    /// The switch is ``DrawerBottomBarSwitch``'s (libadwaita's `AdwBottomSheet`): the bar shows
    /// while the sheet's progress from its bar to its largest stop
    /// (``DrawerBottomBarSwitch/progress(of:)``) is below 15 %, the content once it crosses
    /// 15 % on the way up, and the bar again once it crosses back down; hovering near 15 % does
    /// not flicker. Adapters cross-fade the two when this flips and draw the hidden one with no
    /// opacity and no hit-testing.
    package func isBottomBarShown(_ id: ID) -> Bool? {
        guard let entry = entries[id], entry.options.hasBottomBar else { return nil }
        return entry.barSwitch?.showsBar ?? true
    }

    /// A tap on the bottom bar of `id` while it shows (not on a control inside it): the sheet
    /// opens to its next larger stop, as a click on `AdwBottomSheet`'s bar opens it. Returns
    /// whether it moved; `false` for a drawer without a bar, a bar that does not show, or an
    /// unknown id.
    @discardableResult
    package mutating func bottomBarTapped(_ id: ID, time: Double) -> Bool {
        guard isBottomBarShown(id) == true else { return false }
        return command(id, time: time) { $0.accessibilityIncrement(time: time) }
    }

    /// Keeps the bar switch of `id` in step with its engine (from ``collect()``): created in the
    /// state that matches the drawer's progress when the option is first seen, fed every
    /// frame, dropped when the option goes.
    mutating func updateBottomBar(_ id: ID, engine: DrawerEngine) {
        guard var entry = entries[id], entry.needsBottomBarUpdate else { return }
        if !entry.options.hasBottomBar {
            entry.barSwitch = nil
        } else if entry.barSwitch == nil {
            entry.barSwitch = DrawerBottomBarSwitch(progress: DrawerBottomBarSwitch.progress(of: engine))
        } else {
            entry.barSwitch?.update(engine: engine)
        }
        entries[id] = entry
    }
}
