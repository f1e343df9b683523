import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The identity rule for unnamed fraction detents (issue 22, finding 8).
///
/// Seed 000 names its detents by value: `large` *is* `1.0`, so `.interactiveDetents([1.0])`
/// with `.detents([.large])` names one detent. DrawerKit compares detents by identifier, so a
/// fraction made without an identifier takes the name of the named detent at its value:
///
/// | value (after clamping to ``DrawerDetent/all``) | identifier | kind |
/// |---|---|---|
/// | 0 | ``DrawerDetent/Identifier/closed`` (seed 000's `hidden`) | ``DrawerDetent/Kind/closed`` |
/// | 0.05 | ``DrawerDetent/Identifier/small`` | fraction 0.05 |
/// | 0.5 | ``DrawerDetent/Identifier/medium`` | fraction 0.5 |
/// | 1 | ``DrawerDetent/Identifier/large`` | fraction 1 |
/// | any other | `fraction-<value>` | that fraction |
///
/// 0 becomes the closed detent rather than a fraction of zero because that is what seed 000's
/// `hidden = 0.0` means, and a closed detent keeps extent zero under a minimum panel length. An
/// explicit identifier is never replaced: `.fraction(1, identifier: "full")` stays `full`.
extension DrawerDetent {
    /// The range every fraction detent is clamped to (seed 000's `Detent.all`, `0.0 ... 1.0`).
    ///
    /// A range of fractions, not of detents: detents are compared by identifier and their
    /// lengths depend on the container, so they have no order of their own to form a range.
    public static let all: ClosedRange<CGFloat> = 0...1

    /// The named detents a bare fraction can be, by value.
    static let namedFractions: [(value: CGFloat, detent: DrawerDetent)] = [
        (0.05, .small), (0.5, .medium), (1, .large),
    ]

    /// The detent an unnamed fraction `value` (already clamped to ``all``) is: the named detent
    /// at that value, or a fraction named after the value.
    static func unnamedFraction(_ value: CGFloat) -> DrawerDetent {
        if value == 0 { return .closed }
        if let named = namedFractions.first(where: { $0.value == value }) { return named.detent }
        return DrawerDetent(identifier: Identifier(rawValue: "fraction-\(value)"), kind: .fraction(value))
    }
}
