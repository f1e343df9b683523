import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The panel's shape at one extent, as the engine outputs it in ``DrawerFrame/shape``: what an
/// adapter needs to draw a floating, rounded, glass-or-opaque panel.
///
/// Every number is finite. The outline is ``DrawerFrame/visibleRect`` with these corner radii;
/// the radii are at most half the outline's shorter side, so any toolkit can draw them.
public struct DrawerPanelShape: Sendable, Hashable {
    /// How far the visible panel stands in from each side of the container, in points: the
    /// distances from ``DrawerFrame/visibleRect`` to the container's sides (on the drawer's far
    /// side, the room left above a bottom sheet).
    public var insets: DrawerInsets
    /// The four corner radii, physical (already mirrored for right-to-left).
    public var corners: DrawerCornerRadii
    /// 0 = glass, 1 = opaque; adapters cross-fade their translucent and opaque backgrounds.
    public var materialBlend: CGFloat

    /// Creates a shape.
    public init(insets: DrawerInsets = .zero, corners: DrawerCornerRadii = .zero, materialBlend: CGFloat = 1) {
        self.insets = insets
        self.corners = corners
        self.materialBlend = materialBlend.clamped(to: 0...1)
    }
}
