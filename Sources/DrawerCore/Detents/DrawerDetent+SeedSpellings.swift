import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// UCSheetView's detent names (seed 004), for code written against it: the same detents as
/// ``DrawerDetent/fractional(divisor:identifier:)``, ``DrawerDetent/points(_:identifier:)`` and
/// ``DrawerDetent/offsetFromFarEdge(_:identifier:)``, identifier first, with the same rules for
/// bad input (an unusable divisor, height or offset makes the detent inactive or clamps it).
extension DrawerDetent {
    /// The container's length divided by `divisor` (UCSheetView's `.fractional`).
    public static func fractional(identifier: Identifier, divisor: CGFloat) -> DrawerDetent {
        .fractional(divisor: divisor, identifier: identifier)
    }

    /// A fixed length in points (UCSheetView's `.absolute(identifier:height:)`).
    public static func absolute(identifier: Identifier, height: CGFloat) -> DrawerDetent {
        .points(height, identifier: identifier)
    }

    /// The available length minus `offset` points left free at the far edge, the top of a bottom
    /// sheet (UCSheetView's `.absolute(identifier:offsetFromTop:)`).
    public static func absolute(identifier: Identifier, offsetFromTop offset: CGFloat) -> DrawerDetent {
        .offsetFromFarEdge(offset, identifier: identifier)
    }
}

extension DrawerDetent.Identifier {
    /// The closed detent under the name sheets use for it (seeds 000 and 001): a state binding
    /// that holds `.hidden` means the drawer is not shown.
    public static let hidden: Self = closed
}
