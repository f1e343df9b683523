import Foundation

/// The resistance a drawer shows when dragged past its outermost detent.
///
/// UIScrollView-style rubber banding, Grant Paul's formula as cited by FloatingPanel's
/// Layout.swift (`reference/physics.md` §2):
///
///     b(x) = (1 − 1 / (x·c / dim + 1)) · dim  =  x·c·dim / (dim + c·x)
///
/// where `x` is how far the finger has gone past the limit, `dim` the view's size along the
/// axis and `c` the ``coefficient`` (0.55). The slope at 0 is `c`, and `b` approaches `dim` as
/// `x` grows, so the panel can never be pulled further than its own size past the limit.
///
/// ```swift
/// let band = DrawerRubberBand()
/// band.offset(forOvershoot: 100, dimension: 960)   // ≈ 52.02
/// ```
public struct DrawerRubberBand: Sendable, Hashable {
    /// The largest offset, as a fraction of `dim`, that ``overshoot(forOffset:dimension:)``
    /// inverts; larger offsets are clamped to it.
    ///
    /// 1 − 10⁻⁶ keeps the inverse finite (about 10⁶ · dim / c at most).
    public static let maximumOffsetFraction: Double = 1 - 1e-6

    /// The accepted coefficients: 0.001…1000.
    public static let coefficientRange: ClosedRange<Double> = 0.001...1000

    /// The band's stiffness `c`: the slope of the offset at zero overshoot.
    ///
    /// 0.55 is UIScrollView's constant (Grant Paul's formula as cited by FloatingPanel).
    /// NaN, infinite, zero or negative → 0.55; other values are clamped into
    /// ``coefficientRange`` so that the inverse stays finite.
    public var coefficient: Double = 0.55 {
        didSet { coefficient = Self.sanitizedCoefficient(coefficient) }
    }

    /// Creates a rubber band with the given coefficient (default 0.55; bad values → 0.55).
    public init(coefficient: Double = 0.55) {
        self.coefficient = Self.sanitizedCoefficient(coefficient)
    }

    /// The visible offset for a finger that has gone `x` points past the limit.
    ///
    /// - Parameters:
    ///   - x: The overshoot in points; the sign is preserved. NaN → 0; ±∞ → ±dimension.
    ///   - dimension: The view's size along the axis; NaN, infinite, zero or negative → the
    ///     result is 0 (no room to stretch). Values above ``DrawerMotionLimits/magnitude``
    ///     are clamped to it.
    /// - Returns: Points, with `|result| < dimension`, except exactly ±dimension for ±∞.
    public func offset(forOvershoot x: Double, dimension: Double) -> Double {
        guard dimension.isFinite, dimension > 0, !x.isNaN else { return 0 }
        let dimension = min(dimension, DrawerMotionLimits.magnitude)
        let magnitude = abs(x)
        let ratio = magnitude * coefficient / dimension
        let banded = ratio.isFinite ? dimension * ratio / (1 + ratio) : dimension
        let result = x < 0 ? -banded : banded
        return result.isFinite ? result : 0
    }

    /// The overshoot that produces offset `b`: the inverse of ``offset(forOvershoot:dimension:)``.
    ///
    /// Used when a finger grabs a drawer that is mid-bounce past its limit, so that the drag
    /// continues from the finger position that would have produced the current offset:
    /// `x = b·dim / (c·(dim − b))`.
    ///
    /// - Parameters:
    ///   - b: The offset in points; the sign is preserved. NaN → 0. `|b|` at or beyond
    ///     `dimension` (including ±∞) is clamped to `dimension ×` ``maximumOffsetFraction``,
    ///     giving a large finite overshoot.
    ///   - dimension: As for the forward function; bad values → 0.
    public func overshoot(forOffset b: Double, dimension: Double) -> Double {
        guard dimension.isFinite, dimension > 0, !b.isNaN else { return 0 }
        let dimension = min(dimension, DrawerMotionLimits.magnitude)
        let magnitude = min(abs(b), dimension * Self.maximumOffsetFraction)
        let x = magnitude * dimension / (coefficient * (dimension - magnitude))
        guard x.isFinite else { return 0 }
        return b < 0 ? -x : x
    }

    static func sanitizedCoefficient(_ value: Double) -> Double {
        guard value.isFinite, value > 0 else { return 0.55 }
        return min(max(value, coefficientRange.lowerBound), coefficientRange.upperBound)
    }
}
