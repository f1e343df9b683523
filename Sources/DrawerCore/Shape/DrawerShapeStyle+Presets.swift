import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension DrawerShapeStyle {
    /// The iOS 26 system sheet: floating on Liquid Glass at partial heights, anchored and opaque
    /// at full height.
    ///
    /// Defaults are provisional, measured by others from one view-hierarchy capture on a
    /// 402-pt-wide iPhone (DrawerKit issue 24; `reference/peers.md`, "Added 2026-11-24"): 8 pt
    /// in from the left, right and bottom at partial detents; top corners about 36–38 pt; bottom
    /// corners concentric with the display (display radius − inset); at full height full width,
    /// no inset, opaque, top corners about 38 pt, bottom corners 0. Apple describes the behaviour
    /// (WWDC25 session 323, "Adopting Liquid Glass") but publishes no numbers.
    /// - Parameters:
    ///   - inset: the gap to the container's left, right and bottom at partial heights; 8 pt.
    ///   - cornerRadius: the top corners' radius at every height; 38 pt.
    ///   - partialMaterial: the material blend at partial heights; 0 (glass).
    ///   - fullHeightMaterial: the material blend at full height; 1 (opaque).
    public static func iOS26Sheet(
        inset: CGFloat = 8,
        cornerRadius: CGFloat = 38,
        partialMaterial: CGFloat = 0,
        fullHeightMaterial: CGFloat = 1
    ) -> DrawerShapeStyle {
        DrawerShapeStyle(
            partial: DrawerDetentShape(
                edgeInset: inset, sideInset: inset, freeCorners: .radius(cornerRadius),
                edgeCorners: .concentric(minimum: 0), materialBlend: partialMaterial),
            fullHeight: DrawerDetentShape(
                freeCorners: .radius(cornerRadius), edgeCorners: .radius(0), materialBlend: fullHeightMaterial))
    }

    /// The iOS 15–18 sheet, DrawerKit's look before the 2026 shape: edge-attached, full width,
    /// rounded on its free edge only, opaque at every height.
    ///
    /// The default radius is DrawerKit's own (``DrawerStyle``'s 12 pt), not a number measured
    /// from Apple's sheet.
    /// - Parameter cornerRadius: the free edge's corner radius; 12 pt.
    public static func iOS15Sheet(cornerRadius: CGFloat = 12) -> DrawerShapeStyle {
        DrawerShapeStyle(
            partial: DrawerDetentShape(freeCorners: .radius(cornerRadius), edgeCorners: .radius(0), materialBlend: 1))
    }
}
