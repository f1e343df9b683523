import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension DrawerDetent.Identifier {
    /// The stop of a sheet with a bottom bar where only the bar shows (libadwaita's closed
    /// `AdwBottomSheet`): ``DrawerBottomBarSwitch/barDetent(height:)``.
    public static let bottomBar: Self = "bottomBar"
}

extension DrawerBottomBarSwitch {
    /// The bar's stop: `height` points of bar above the safe area on the sheet's edge (the home
    /// indicator), so the bar is as tall as asked on every device. Named
    /// ``DrawerDetent/Identifier/bottomBar``. A height that is negative or not finite makes the
    /// stop inactive.
    public static func barDetent(height: CGFloat) -> DrawerDetent {
        .custom(identifier: .bottomBar) { context in
            guard height.isFinite, height >= 0 else { return nil }
            return height + context.uncoveredNearSafeAreaInset
        }
    }

    /// The configuration of a sheet whose closed state is a bar: `base` with its detents
    /// replaced by the bar's stop (``barDetent(height:)``) followed by `openDetents` (closed
    /// detents and one repeating the bar's identifier are left out: the bar is the closed
    /// sheet). The bar leaves what is behind it undimmed and touchable unless `base` names its
    /// own largest un-dimmed detent. Dragging the bar opens the sheet like any drag on a panel.
    public static func sheetConfiguration(
        barHeight: CGFloat, openDetents: [DrawerDetent], base: DrawerConfiguration = DrawerConfiguration()
    ) -> DrawerConfiguration {
        var configuration = base
        let open = openDetents.filter { detent in
            if case .closed = detent.kind { return false }
            return detent.identifier != .bottomBar
        }
        configuration.detents = [barDetent(height: barHeight)] + open
        if configuration.style.largestUndimmedDetent == nil {
            configuration.style.largestUndimmedDetent = .bottomBar
        }
        return configuration
    }

    /// A sheet's progress as the switch reads it: 0 at its smallest open stop (the bar), 1 at
    /// its largest, linear in between (libadwaita's sheet progress). 0 when the sheet has no
    /// room to open.
    public static func progress(of engine: DrawerEngine) -> CGFloat {
        guard let bar = engine.stops.first(where: { !$0.isClosed }) else { return 0 }
        let span = engine.stops.largest.extent - bar.extent
        guard span > DrawerDetentResolver.collapseTolerance else { return 0 }
        return ((engine.frame.extent - bar.extent) / span).clamped(to: 0...1)
    }

    /// Feeds the switch the progress of `engine` (``progress(of:)``); returns whether the shown
    /// child flipped.
    @discardableResult
    public mutating func update(engine: DrawerEngine) -> Bool {
        update(progress: Self.progress(of: engine))
    }
}
