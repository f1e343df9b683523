import Foundation

/// Where four peers send a released sheet, modelled from their source on one axis: `stops` are
/// extents in points sorted ascending (0 = closed), `x` the release extent, `v` the release
/// velocity in points per second (positive opening). Each returns a stop's extent.
///
/// These are models of each peer's release rule, not ports: they keep what decides the stop and
/// drop what a one-axis release cannot express (see each function). They exist so tests can
/// replay the peers' rules on the same releases and compare.
enum PeerReleaseRules {
    /// UIScrollView's normal deceleration, which FloatingPanel projects with by default.
    static let deceleration = 0.998

    /// FloatingPanel (`Core.targetState(from:with:)`, default behaviour): project the position
    /// with `v/1000 · d/(1−d)`; take the segment around the release point, `from` the stop
    /// behind in the velocity's direction and `to` the one ahead; with `shouldProjectMomentum`
    /// false (the default) the projection is trimmed to [from, the stop after `to`]; settle on
    /// `to` when the trimmed projection is more than half-way (`redirectionalProgress` 0.5).
    /// There is no velocity threshold. (Removal by velocity / distance-to-hidden is a separate
    /// opt-in path and is not modelled.)
    static func floatingPanel(stops: [CGFloat], x: CGFloat, v: CGFloat) -> CGFloat {
        let forward = v > 0
        let projected = x + v / 1000 * CGFloat(deceleration / (1 - deceleration))
        let lower = stops.last { $0 <= x } ?? stops[0]
        let upper = stops.first { $0 > x } ?? stops[stops.count - 1]
        var (from, to) = forward ? (lower, upper) : (upper, lower)
        if from == to {
            // Beyond an end: FloatingPanel widens to the outermost segment.
            let i = stops.firstIndex(of: from) ?? 0
            if forward {
                to = stops[min(i + 1, stops.count - 1)]
            } else {
                from = stops[min(i + 1, stops.count - 1)]
                to = stops[i]
            }
        }
        let toIndex = stops.firstIndex(of: to) ?? 0
        let beyond = forward ? stops[min(toIndex + 1, stops.count - 1)] : stops[max(toIndex - 1, 0)]
        let trimmed = forward ? min(max(projected, from), beyond) : max(min(projected, from), beyond)
        guard from != to else { return from }
        let progress = abs(trimmed - from) / abs(to - from)
        return progress > 0.5 ? to : from
    }

    /// PanModal (`PanModalPresentationController.respond(to:)` on `.ended`): faster than
    /// 300 pt/s (`snapMovementSensitivity` 0.7: |v| − 1000 · (1 − 0.7) > 0) the direction picks
    /// the next form (up: long form; down: short form if above it, else dismiss) — on N stops,
    /// the first stop ahead; slower, the nearest form to the position.
    static func panModal(stops: [CGFloat], x: CGFloat, v: CGFloat) -> CGFloat {
        abs(v) > 300 ? firstAhead(stops: stops, x: x, opening: v > 0) : nearest(stops: stops, to: x)
    }

    /// Material `BottomSheetBehavior`: a release faster than `significantVelocityThreshold`
    /// (500 px/s by default, read here as 250 pt/s: a 2× screen) goes to the next state in its
    /// direction; a slower one to the nearest state by position. (Hiding by friction and the
    /// half-expanded skip rules are not modelled.)
    static func material(stops: [CGFloat], x: CGFloat, v: CGFloat) -> CGFloat {
        abs(v) > 250 ? firstAhead(stops: stops, x: x, opening: v > 0) : nearest(stops: stops, to: x)
    }

    /// vaul (`use-snap-points.ts` `onRelease`): above 2 px/ms it jumps to the end in the drag's
    /// direction; above 0.4 px/ms (`VELOCITY_THRESHOLD`) it moves one snap point from the
    /// active one in the drag's direction; otherwise the closest snap point to the position.
    /// vaul averages velocity over the whole drag and steps from the snap point the drag began
    /// on; here the drag is taken as steady (average = release velocity) and begun on the stop
    /// behind the release point, so "one snap point on" is the first stop ahead. (CSS px ≈ pt.)
    static func vaul(stops: [CGFloat], x: CGFloat, v: CGFloat) -> CGFloat {
        if abs(v) > 2000 { return v > 0 ? stops[stops.count - 1] : stops[0] }
        if abs(v) > 400 { return firstAhead(stops: stops, x: x, opening: v > 0) }
        return nearest(stops: stops, to: x)
    }

    static func nearest(stops: [CGFloat], to x: CGFloat) -> CGFloat {
        stops.min { abs($0 - x) < abs($1 - x) } ?? x
    }

    /// The first stop strictly ahead of `x` (by more than half a point), or the outermost one.
    static func firstAhead(stops: [CGFloat], x: CGFloat, opening: Bool) -> CGFloat {
        if opening { return stops.first { $0 > x + 0.5 } ?? stops[stops.count - 1] }
        return stops.last { $0 < x - 0.5 } ?? stops[0]
    }
}
