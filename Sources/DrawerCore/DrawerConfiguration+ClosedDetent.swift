import Foundation

extension DrawerConfiguration {
    /// The identifier of the closed detent the resolver keeps, or `nil` when it keeps none.
    ///
    /// A detent of kind ``DrawerDetent/Kind/closed`` is kept only if it is the first listed with
    /// its identifier among the detents the resolver reads (``DrawerDetentResolver`` rules 0 and
    /// 2): `[.custom(identifier: .closed) { … }, .closed]` lists a closed detent, but the custom
    /// one takes the identifier and the closed one is dropped, so the drawer has no stop at zero.
    /// Checking only that a closed detent is *listed* let a bound drawer that could not hide reach
    /// the host: an app's `item = nil` was answered "shown" at every SwiftUI update.
    var keptClosedDetent: DrawerDetent.Identifier? {
        var seen = Set<DrawerDetent.Identifier>()
        for detent in detents.prefix(DrawerDetentResolver.maximumDetents) where seen.insert(detent.identifier).inserted {
            if case .closed = detent.kind { return detent.identifier }
        }
        return nil
    }

    /// This configuration with a closed detent the resolver keeps and the supported set allows:
    /// what a drawer needs so that code (a binding, `DrawerStack.dismiss(_:time:)`) can always
    /// hide it. When no closed detent is kept, ``DrawerDetent/closed`` goes first, so it owns the
    /// `closed` identifier by rule 2 whatever else the app named that way.
    func ensuringClosedDetent() -> (configuration: DrawerConfiguration, closed: DrawerDetent.Identifier) {
        var configuration = self
        let closed: DrawerDetent.Identifier
        if let kept = keptClosedDetent {
            closed = kept
        } else {
            configuration.detents.insert(.closed, at: 0)
            closed = DrawerDetent.closed.identifier
        }
        configuration.supportedDetents?.insert(closed)
        return (configuration, closed)
    }
}
