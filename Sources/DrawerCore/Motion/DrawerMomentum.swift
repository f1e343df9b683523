import Foundation

/// Projects where a flick would come to rest, as a scroll view's deceleration would.
///
/// From Apple's WWDC 2018 talk "Designing Fluid Interfaces" (the same code is in
/// FloatingPanel's Core.swift): a released drawer's intended destination is its current
/// position plus `project(v, d) = (v / 1000) × d / (1 − d)`, where `d` is the fraction of
/// velocity kept per millisecond. The engine snaps to the detent nearest that projection.
///
/// We use this discrete (per-millisecond geometric series) form rather than the continuous
/// exponential decay `−v / (1000 ln d)` (super-ultra/ScrollMechanics): it is the form Apple
/// showed and FloatingPanel ships, so our drawers choose the same detents as theirs. The two
/// differ by half a point per 1000 pt/s at d = 0.998 (499.0 vs 499.5 pt).
///
/// ## Sanitising
/// - `decelerationRate` NaN or infinite → 0.998; finite values are clamped into
///   ``decelerationRateRange`` (strictly inside 0…1, so `d / (1 − d)` stays finite).
/// - A velocity or distance that is NaN or infinite is treated as 0; finite values are clamped
///   to ±``DrawerMotionLimits/magnitude``.
public struct DrawerMomentum: Sendable, Hashable {
    /// The accepted deceleration rates: 0.001…0.999 999.
    ///
    /// The upper end projects 1000 pt for each 1 pt/s; anything nearer 1 is a flick that never
    /// stops, and `d ≥ 1` or `d ≤ 0` is meaningless.
    public static let decelerationRateRange: ClosedRange<Double> = 0.001...0.999_999

    /// The fraction of velocity kept per millisecond, `d`.
    ///
    /// Defaults to 0.998, UIScrollView's `.normal` deceleration rate (value as reported by
    /// third-party pages; Apple's documentation does not print it). NaN or infinite → 0.998;
    /// otherwise clamped into ``decelerationRateRange``.
    public var decelerationRate: Double = 0.998 {
        didSet { decelerationRate = Self.sanitizedRate(decelerationRate) }
    }

    /// Creates a projection with the given per-millisecond deceleration rate (default 0.998).
    public init(decelerationRate: Double = 0.998) {
        self.decelerationRate = Self.sanitizedRate(decelerationRate)
    }

    /// UIScrollView's `.normal` deceleration: d = 0.998.
    public static let normal = DrawerMomentum(decelerationRate: 0.998)

    /// UIScrollView's `.fast` deceleration: d = 0.99.
    public static let fast = DrawerMomentum(decelerationRate: 0.99)

    /// The distance a flick at `velocity` travels before stopping: `(v / 1000) × d / (1 − d)`.
    ///
    /// - Parameter velocity: Points per second (non-finite → 0).
    /// - Returns: Points, with the sign of the velocity. For v = 1000 and d = 0.998: 499.
    public func projectedDistance(velocity: Double) -> Double {
        let d = decelerationRate
        return DrawerMotionLimits.sanitize(velocity) / 1000 * d / (1 - d)
    }

    /// The position a flick from `position` at `velocity` comes to rest at.
    ///
    /// - Parameters:
    ///   - position: Points (non-finite → 0).
    ///   - velocity: Points per second (non-finite → 0).
    public func projectedPosition(from position: Double, velocity: Double) -> Double {
        DrawerMotionLimits.sanitize(position) + projectedDistance(velocity: velocity)
    }

    /// The velocity whose projection is `distance`, the inverse of
    /// ``projectedDistance(velocity:)``.
    ///
    /// Lets an adapter recover a release velocity from a system-predicted end point (SwiftUI's
    /// `predictedEndTranslation` minus the current translation), `reference/physics.md` §1.
    ///
    /// - Parameter distance: Points (non-finite → 0).
    /// - Returns: Points per second.
    public func velocity(forProjectedDistance distance: Double) -> Double {
        let d = decelerationRate
        return DrawerMotionLimits.sanitize(distance) * 1000 * (1 - d) / d
    }

    static func sanitizedRate(_ value: Double) -> Double {
        guard value.isFinite else { return 0.998 }
        return min(max(value, decelerationRateRange.lowerBound), decelerationRateRange.upperBound)
    }
}
