import Foundation

/// The default snap policy: go to the stop nearest to where momentum would carry the drawer,
/// but never against the flick.
///
/// 1. Below ``velocityDeadZone`` the release counts as a plain lift: the nearest stop to the
///    release point wins (a slow drag settles where the finger left it).
/// 2. Otherwise the drawer's position is projected with ``DrawerMomentum`` (WWDC 2018
///    "Designing Fluid Interfaces": `v/1000 · d/(1-d)`, d = 0.998) and the nearest stop to the
///    projection wins — the talk's rule, which also gives seed 003's "open if the projected
///    fraction > 0.5" for a two-stop drawer.
/// 3. If that stop lies behind the release point against the velocity, the next stop in the
///    velocity's direction is taken instead (UltraDrawerView's correction), so a flick never
///    settles against its own direction. If there is none, the outermost stop in that direction
///    is kept (the drawer is already beyond it, and returns to it).
///
/// See the article "Choosing where a drawer settles" in the DrawerCore documentation for how
/// this compares with FloatingPanel, PanModal, Material and vaul.
public struct DrawerProjectionSnapPolicy: DrawerSnapPolicy, Hashable {
    /// Releases slower than this (points per second) ignore momentum. 20 pt/s is far below any
    /// intentional flick (PanModal's threshold is 300 pt/s, Material's 500 px/s) but above the
    /// jitter of a finger lifted at rest. Negative and non-finite values read as 0.
    public var velocityDeadZone: CGFloat
    /// The momentum used for the projection.
    public var momentum: DrawerMomentum

    /// Creates the policy.
    public init(velocityDeadZone: CGFloat = 20, momentum: DrawerMomentum = .normal) {
        self.velocityDeadZone = velocityDeadZone.nonNegativeFinite
        self.momentum = momentum
    }

    /// The chosen stop's index.
    public func target(for release: DrawerRelease, stops: DrawerResolvedDetents) -> Int {
        let candidates = release.candidates.isEmpty ? Array(stops.indices) : release.candidates
        let velocity = release.velocity.finite(or: 0)
        guard abs(velocity) >= velocityDeadZone else {
            return nearest(to: release.extent, among: candidates, stops: stops)
        }
        let projected = release.projectedExtent.finite(or: release.extent)
        let choice = nearest(to: projected, among: candidates, stops: stops)
        let chosenExtent = stops[choice].extent
        let isAgainstFlick = velocity > 0 ? chosenExtent < release.extent : chosenExtent > release.extent
        guard isAgainstFlick else { return choice }
        // The stop closest to the release point among those in the flick's direction; if none
        // is ahead, the outermost stop in that direction.
        var ahead: Int?
        var outermost = choice
        for index in candidates {
            let extent = stops[index].extent
            let isAhead = velocity > 0 ? extent >= release.extent : extent <= release.extent
            if isAhead, ahead.map({ abs(extent - release.extent) < abs(stops[$0].extent - release.extent) }) ?? true {
                ahead = index
            }
            if velocity > 0 ? extent > stops[outermost].extent : extent < stops[outermost].extent { outermost = index }
        }
        return ahead ?? outermost
    }

    private func nearest(to extent: CGFloat, among candidates: [Int], stops: DrawerResolvedDetents) -> Int {
        var best = candidates[0]
        for index in candidates where abs(stops[index].extent - extent) < abs(stops[best].extent - extent) {
            best = index
        }
        return best
    }
}
