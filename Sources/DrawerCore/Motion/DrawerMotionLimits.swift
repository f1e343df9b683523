import Foundation

/// The bounds that the motion primitives use to keep every output finite.
///
/// A drawer never needs to move more than a few thousand points, yet the engine is fed values
/// from platform gesture recognisers, timers and app code, any of which can produce NaN,
/// infinity or absurd magnitudes. Rather than trapping, the motion types sanitise their inputs
/// with the rules below, so that no public function returns NaN or infinity for any input.
///
/// - Non-finite values (NaN, ±infinity) are treated as 0 (or ignored, where a type says so).
/// - Finite magnitudes above ``magnitude`` are clamped to ±``magnitude``.
public enum DrawerMotionLimits {
    /// The largest position (points), velocity (points per second) or time (seconds) accepted.
    ///
    /// 10^12 is far beyond any real screen or uptime, yet small enough that products of it with
    /// a spring's stiffness (at most about 4·10^7 s⁻²) stay well inside `Double`'s range.
    public static let magnitude: Double = 1e12

    /// The frame duration used to turn a velocity into a per-frame distance (1/60 s).
    ///
    /// Settling compares `|v| × frameDuration` with the same half-point epsilon as the
    /// position, as described in `reference/physics.md` §3 ("|x| and |v| × a frame below half
    /// a pixel").
    public static let frameDuration: Double = 1.0 / 60.0

    /// Returns `value` clamped to ±``magnitude``, or 0 when `value` is NaN or infinite.
    @inlinable
    public static func sanitize(_ value: Double) -> Double {
        guard value.isFinite else { return 0 }
        return min(max(value, -magnitude), magnitude)
    }
}
