import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// Distances in from each screen side: safe areas, or an obstruction such as a keyboard.
///
/// Insets are physical (top/left/bottom/right) because every toolkit reports safe areas and
/// keyboards that way; the drawer's edge picks the side that matters. Negative, NaN and infinite
/// values are stored as zero: an inset that cannot be measured is treated as absent.
public struct DrawerInsets: Sendable, Hashable, Codable {
    /// Inset from the top side, in points.
    public var top: CGFloat { didSet { top = top.nonNegativeFinite } }
    /// Inset from the left side, in points.
    public var left: CGFloat { didSet { left = left.nonNegativeFinite } }
    /// Inset from the bottom side, in points.
    public var bottom: CGFloat { didSet { bottom = bottom.nonNegativeFinite } }
    /// Inset from the right side, in points.
    public var right: CGFloat { didSet { right = right.nonNegativeFinite } }

    /// Creates insets; negative or non-finite values become zero.
    public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
        self.top = top.nonNegativeFinite
        self.left = left.nonNegativeFinite
        self.bottom = bottom.nonNegativeFinite
        self.right = right.nonNegativeFinite
    }

    /// No inset on any side.
    public static let zero = DrawerInsets()
}
