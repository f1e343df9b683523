import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension DrawerStyle {
    /// The iOS 26 system sheet: ``DrawerShapeStyle/iOS26Sheet(inset:cornerRadius:partialMaterial:fullHeightMaterial:)``,
    /// dimmed black at 0.48, a 36 × 5 pt grabber 5 pt below the top, no shadow.
    ///
    /// The numbers are provisional, measured by others from one view-hierarchy capture on a
    /// 402-pt-wide iPhone (DrawerKit issue 24; `reference/peers.md`); Apple publishes none.
    /// Give the container the display's corner radius (``DrawerContainer/cornerRadius``, 47–62 pt
    /// on iPhones) for the bottom corners to nest in the display's.
    /// - Parameters:
    ///   - shape: the shape per detent; the iOS 26 preset.
    ///   - maximumDimming: the dimming alpha; 0.48.
    public static func iOS26Sheet(shape: DrawerShapeStyle = .iOS26Sheet(), maximumDimming: CGFloat = 0.48) -> DrawerStyle {
        DrawerStyle(
            maximumDimming: maximumDimming, shape: shape, grabber: .iOS26Sheet,
            castsShadow: false, clearsFarSafeArea: true)
    }

    /// The iOS 15–18 sheet, DrawerKit's look before the 2026 shape: edge-attached, full width,
    /// one radius on the free edge, a shadow.
    ///
    /// The defaults are DrawerKit's own (FloatingPanel's 0.3 full-state dimming, a 12 pt radius),
    /// not numbers measured from Apple's sheet.
    /// - Parameters:
    ///   - cornerRadius: the free edge's radius; 12 pt.
    ///   - maximumDimming: the dimming alpha; 0.3.
    public static func iOS15Sheet(cornerRadius: CGFloat = 12, maximumDimming: CGFloat = 0.3) -> DrawerStyle {
        DrawerStyle(cornerRadius: cornerRadius, maximumDimming: maximumDimming, shape: .iOS15Sheet(cornerRadius: cornerRadius))
    }
}
