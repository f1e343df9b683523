import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The panel's shape at one detent: how far it stands off the container's edges, how its corners
/// are rounded, and how much of its glass has turned opaque.
///
/// ``DrawerShapeStyle`` gives one of these to every stop; between stops the engine interpolates,
/// so a drag or a spring changes the shape continuously (iOS 26: "between medium and large,
/// inset, bottom radius and glass-to-opaque move together").
///
/// Bad input is clamped when set (the documented rule): a negative, NaN or infinite inset or
/// radius reads as 0, a material blend outside 0…1 is clamped into it (NaN reads as 0, glass).
/// Insets the container cannot hold are limited later, by ``DrawerLayout``: each side inset to a
/// quarter of the container's length across the axis (the panel keeps at least half the
/// container's width), the edge inset to half the stop's extent (a stop shows at least half of
/// what it reveals).
public struct DrawerDetentShape: Sendable, Hashable {
    /// The gap between the panel and the container's edge it comes from (a bottom sheet's bottom
    /// gap), in points; at least 0.
    public var edgeInset: CGFloat { didSet { edgeInset = edgeInset.nonNegativeFinite } }
    /// The gap on each side across the axis (a bottom sheet's left and right gaps), in points;
    /// at least 0. One value for both sides, so the shape mirrors in right-to-left layouts.
    public var sideInset: CGFloat { didSet { sideInset = sideInset.nonNegativeFinite } }
    /// The two corners on the panel's free edge (a bottom sheet's top corners).
    public var freeCorners: DrawerCornerRule
    /// The two corners on the edge the panel comes from (a bottom sheet's bottom corners).
    public var edgeCorners: DrawerCornerRule
    /// 0 = glass (translucent material), 1 = opaque, 0…1.
    public var materialBlend: CGFloat { didSet { materialBlend = materialBlend.clamped(to: 0...1) } }

    /// Creates a detent's shape; out-of-range values are clamped as the type documents.
    public init(
        edgeInset: CGFloat = 0,
        sideInset: CGFloat = 0,
        freeCorners: DrawerCornerRule = .radius(0),
        edgeCorners: DrawerCornerRule = .radius(0),
        materialBlend: CGFloat = 1
    ) {
        self.edgeInset = edgeInset.nonNegativeFinite
        self.sideInset = sideInset.nonNegativeFinite
        self.freeCorners = freeCorners
        self.edgeCorners = edgeCorners
        self.materialBlend = materialBlend.clamped(to: 0...1)
    }
}
