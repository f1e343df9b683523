import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The default snap policy: go to the stop nearest to where momentum would carry the drawer;
/// a real flick never settles against itself and skips stops only when it is hard.
///
/// 1. Below ``velocityDeadZone`` the release counts as a plain lift: the nearest stop to the
///    release point wins (a slow drag settles where the finger left it).
/// 2. Otherwise the drawer's position is projected with ``DrawerMomentum`` (WWDC 2018
///    "Designing Fluid Interfaces": `v/1000 · d/(1-d)`, d = 0.998) and the nearest stop to the
///    projection wins — the talk's rule, which also gives seed 003's "open if the projected
///    fraction > 0.5" for a two-stop drawer. Below ``flickVelocity`` that is the answer: a
///    finger drifting at 100 pt/s as it lifts is not a flick, and the drawer goes to the stop
///    the motion was about to reach, even if that is behind it.
/// 3. A flick (at least ``flickVelocity``) never settles against its own direction: if the
///    projection's stop lies behind the release point, the first stop ahead wins instead
///    (UltraDrawerView's correction); if there is none, the outermost stop in that direction.
/// 4. A release slower than ``skipVelocity`` goes at most to the first stop ahead of the
///    release point, as FloatingPanel, PanModal, Material and vaul all do (with close stops a
///    projection would otherwise skip some even at a gentle speed); a harder flick goes
///    wherever the projection says, skipping stops (vaul jumps to the end above 2 px/ms).
///
/// See the article "Choosing where a drawer settles" in the DrawerCore documentation for how
/// each boundary was derived from the peers' source.
public struct DrawerProjectionSnapPolicy: DrawerSnapPolicy, Hashable {
    /// Releases slower than this (points per second) ignore momentum. 20 pt/s is far below any
    /// intentional flick but above the jitter of a finger lifted at rest. Negative and
    /// non-finite values read as 0.
    public var velocityDeadZone: CGFloat
    /// From this speed (points per second) a release is a flick, which never settles against
    /// its own direction. 300 pt/s is PanModal's boundary; vaul's is 400 px/s and Material's
    /// 500 px/s (about 170–250 pt/s on a 2×–3× phone). Negative and non-finite values read as 0.
    public var flickVelocity: CGFloat
    /// Releases slower than this (points per second) move at most to the first stop ahead;
    /// faster flicks may skip stops. 2000 pt/s is vaul's "jump to the end" speed (2 px/ms).
    /// `.infinity` never skips (vaul's `snapToSequentialPoint`). Negative and NaN read as 0.
    public var skipVelocity: CGFloat
    /// The momentum used for the projection.
    public var momentum: DrawerMomentum

    /// Creates the policy.
    public init(
        velocityDeadZone: CGFloat = 20, flickVelocity: CGFloat = 300, skipVelocity: CGFloat = 2000,
        momentum: DrawerMomentum = .normal
    ) {
        self.velocityDeadZone = velocityDeadZone.nonNegativeFinite
        self.flickVelocity = flickVelocity.nonNegativeFinite
        self.skipVelocity = skipVelocity.isNaN ? 0 : max(0, skipVelocity)
        self.momentum = momentum
    }

    /// A policy whose flicks never skip a stop (vaul's `snapToSequentialPoint`).
    public static let sequential = DrawerProjectionSnapPolicy(skipVelocity: .infinity)

    /// The chosen stop's index.
    public func target(for release: DrawerRelease, stops: DrawerResolvedDetents) -> Int {
        let candidates = release.candidates.isEmpty ? Array(stops.indices) : release.candidates
        let velocity = release.velocity.finite(or: 0)
        let speed = abs(velocity)
        guard speed >= velocityDeadZone else {
            return nearest(to: release.extent, among: candidates, stops: stops)
        }
        let projected = release.projectedExtent.finite(or: release.extent)
        let choice = nearest(to: projected, among: candidates, stops: stops)
        let opening = velocity > 0
        let chosenExtent = stops[choice].extent
        let ahead = firstStopAhead(of: release.extent, opening: opening, among: candidates, stops: stops)
        let isAgainstFlick = opening ? chosenExtent < release.extent : chosenExtent > release.extent
        if speed >= flickVelocity && isAgainstFlick {
            return ahead ?? outermost(opening: opening, among: candidates, stops: stops, fallback: choice)
        }
        guard speed < skipVelocity, let ahead else { return choice }
        let isBeyondAhead = opening ? chosenExtent > stops[ahead].extent : chosenExtent < stops[ahead].extent
        return isBeyondAhead ? ahead : choice
    }

    /// The stop closest to `extent` strictly ahead of it in the flick's direction (by more than
    /// the collapse tolerance, so a release resting on a stop looks past it).
    private func firstStopAhead(of extent: CGFloat, opening: Bool, among candidates: [Int], stops: DrawerResolvedDetents)
        -> Int?
    {
        var best: Int?
        for index in candidates {
            let distance = opening ? stops[index].extent - extent : extent - stops[index].extent
            guard distance > DrawerDetentResolver.collapseTolerance else { continue }
            if let current = best, abs(stops[current].extent - extent) <= distance { continue }
            best = index
        }
        return best
    }

    private func outermost(opening: Bool, among candidates: [Int], stops: DrawerResolvedDetents, fallback: Int) -> Int {
        var result = fallback
        for index in candidates
        where opening ? stops[index].extent > stops[result].extent : stops[index].extent < stops[result].extent {
            result = index
        }
        return result
    }

    private func nearest(to extent: CGFloat, among candidates: [Int], stops: DrawerResolvedDetents) -> Int {
        var best = candidates[0]
        for index in candidates where abs(stops[index].extent - extent) < abs(stops[best].extent - extent) {
            best = index
        }
        return best
    }
}
