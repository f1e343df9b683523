import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The four corner radii of a drawer's panel, in points, named by screen corner.
///
/// Physical (not leading/trailing) because adapters draw with physical corners (GTK CSS
/// `border-top-left-radius`, Core Animation's `maskedCorners`); the engine has already mirrored
/// them for right-to-left layouts. Negative, NaN and infinite radii are stored as 0: a corner that
/// cannot be measured is drawn square.
public struct DrawerCornerRadii: Sendable, Hashable {
    /// The top-left corner's radius.
    public var topLeft: CGFloat { didSet { topLeft = topLeft.nonNegativeFinite } }
    /// The top-right corner's radius.
    public var topRight: CGFloat { didSet { topRight = topRight.nonNegativeFinite } }
    /// The bottom-left corner's radius.
    public var bottomLeft: CGFloat { didSet { bottomLeft = bottomLeft.nonNegativeFinite } }
    /// The bottom-right corner's radius.
    public var bottomRight: CGFloat { didSet { bottomRight = bottomRight.nonNegativeFinite } }

    /// Creates radii; negative or non-finite values become 0.
    public init(topLeft: CGFloat = 0, topRight: CGFloat = 0, bottomLeft: CGFloat = 0, bottomRight: CGFloat = 0) {
        self.topLeft = topLeft.nonNegativeFinite
        self.topRight = topRight.nonNegativeFinite
        self.bottomLeft = bottomLeft.nonNegativeFinite
        self.bottomRight = bottomRight.nonNegativeFinite
    }

    /// Square corners.
    public static let zero = DrawerCornerRadii()

    /// The same radii seen in a mirror held at a vertical line: left and right swap. What a
    /// right-to-left layout does to a left-to-right one.
    public var mirrored: DrawerCornerRadii {
        DrawerCornerRadii(topLeft: topRight, topRight: topLeft, bottomLeft: bottomRight, bottomRight: bottomLeft)
    }

    /// Every radius at least `minimum` (negative or non-finite reads as 0): a panel pushed back
    /// by a drawer above it rounds all its corners by the push's radius
    /// (`DrawerHostScaleBack`), whatever its shape.
    public func raised(to minimum: CGFloat) -> DrawerCornerRadii {
        let floor = minimum.nonNegativeFinite
        return DrawerCornerRadii(
            topLeft: Swift.max(topLeft, floor), topRight: Swift.max(topRight, floor),
            bottomLeft: Swift.max(bottomLeft, floor), bottomRight: Swift.max(bottomRight, floor))
    }

    /// The largest of the four radii.
    public var maximum: CGFloat { Swift.max(Swift.max(topLeft, topRight), Swift.max(bottomLeft, bottomRight)) }
}
