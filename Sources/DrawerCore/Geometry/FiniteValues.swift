import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension CGFloat {
    /// This value when finite, otherwise `fallback`.
    ///
    /// Every number that enters DrawerCore from outside passes through here or through
    /// ``nonNegativeFinite``, so that NaN and infinities stop at the boundary and never reach a frame.
    @inline(__always)
    func finite(or fallback: CGFloat) -> CGFloat {
        isFinite ? self : fallback
    }

    /// This value when finite and not negative, otherwise zero.
    ///
    /// Used for lengths (sizes, insets): a negative or non-finite length has no meaning, and zero
    /// is the one value every later computation treats as "absent".
    @inline(__always)
    var nonNegativeFinite: CGFloat {
        (isFinite && self > 0) ? self : 0
    }

    /// This value clamped to `range`; NaN becomes the lower bound.
    @inline(__always)
    func clamped(to range: ClosedRange<CGFloat>) -> CGFloat {
        guard !isNaN else { return range.lowerBound }
        return Swift.min(Swift.max(self, range.lowerBound), range.upperBound)
    }
}

extension Double {
    /// This value when finite, otherwise `fallback`.
    @inline(__always)
    func finite(or fallback: Double) -> Double {
        isFinite ? self : fallback
    }
}
