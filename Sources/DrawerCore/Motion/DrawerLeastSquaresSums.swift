import Foundation

/// Running sums for least-squares fits of position `q` against time `u`, read at `u = 0`.
///
/// `DrawerVelocityTracker` measures `u` from the newest sample (so `u ≤ 0`) in units of the
/// window's span (so `u` is in −1…0) and `q` from the newest position: the fit's value at the
/// newest sample is then its constant term and the velocity there its linear coefficient, and
/// the normal equations stay well conditioned whatever the clock's epoch or the sample rate.
/// Sums of plain doubles: nothing is stored per sample and nothing allocates.
struct DrawerLeastSquaresSums {
    private var n = 0.0
    private var u1 = 0.0
    private var u2 = 0.0
    private var u3 = 0.0
    private var u4 = 0.0
    private var q0 = 0.0
    private var q1 = 0.0
    private var q2 = 0.0

    /// Adds one sample.
    mutating func add(u: Double, q: Double) {
        let uu = u * u
        n += 1
        u1 += u
        u2 += uu
        u3 += uu * u
        u4 += uu * uu
        q0 += q
        q1 += q * u
        q2 += q * uu
    }

    /// The slope of the least-squares line (the average speed over the window), or `nil` when
    /// the times do not spread (fewer than two distinct ones).
    var lineSlope: Double? {
        let determinant = n * u2 - u1 * u1
        guard determinant > Self.tolerance * n * n else { return nil }
        let slope = (n * q1 - u1 * q0) / determinant
        return slope.isFinite ? slope : nil
    }

    /// The slope at `u = 0` of the least-squares parabola, or `nil` when three distinct times
    /// do not pin one down.
    ///
    /// Cramer's rule on the 3 × 3 normal equations for `q ≈ a + b u + c u²`; the answer is `b`.
    var parabolaSlopeAtZero: Double? {
        let determinant = Self.determinant(n, u1, u2, u1, u2, u3, u2, u3, u4)
        guard determinant > Self.tolerance * n * n * n else { return nil }
        let slope = Self.determinant(n, q0, u2, u1, q1, u3, u2, q2, u4) / determinant
        return slope.isFinite ? slope : nil
    }

    /// Below this (relative to the matching power of the sample count) a determinant is
    /// rounding noise: the samples' times coincide in all but name.
    private static let tolerance = 1e-9

    /// The determinant of the 3 × 3 matrix given row by row.
    private static func determinant(
        _ a: Double, _ b: Double, _ c: Double, _ d: Double, _ e: Double, _ f: Double, _ g: Double, _ h: Double,
        _ i: Double
    ) -> Double {
        a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
    }
}
