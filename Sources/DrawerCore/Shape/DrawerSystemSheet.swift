import Foundation

/// The system sheet a drawer imitates when the app has chosen no shape (``DrawerStyle/shape`` is
/// `nil`): the one the running OS draws.
///
/// Apple's adapters ask ``matching(osMajorVersion:)`` with the OS they run on and apply the answer
/// with ``DrawerStyle/resolvingAutomaticShape(for:)``; an app that sets a shape keeps it on every
/// OS. Since iOS 26 a partial-height sheet floats inset on Liquid Glass and anchors, opaque, at
/// full height (WWDC25 session 323, "Adopting Liquid Glass"); iOS 15–18 drew it edge-attached and
/// opaque. The GTK adapter keeps its libadwaita-like default and does not use this.
public enum DrawerSystemSheet: String, Sendable, Hashable, CaseIterable {
    /// The iOS 26 sheet: ``DrawerStyle/iOS26Sheet(shape:maximumDimming:)``'s shape, grabber and
    /// shadow.
    case iOS26
    /// The iOS 15–18 sheet: DrawerKit's look from ``DrawerStyle/cornerRadius`` (a `nil` shape).
    case iOS15

    /// The first OS major version whose sheets float on Liquid Glass.
    public static let liquidGlassMajorVersion = 26

    /// The sheet an OS of `osMajorVersion` draws: ``iOS26`` from major version 26 on, ``iOS15``
    /// before (any smaller number, zero and negative ones included, reads as an older OS).
    public static func matching(osMajorVersion: Int) -> DrawerSystemSheet {
        osMajorVersion >= liquidGlassMajorVersion ? .iOS26 : .iOS15
    }
}

extension DrawerStyle {
    /// This style with `sheet`'s look filled in where the app chose none: unchanged when
    /// ``shape`` is set (the app's choice wins) or `sheet` is ``DrawerSystemSheet/iOS15`` (a `nil`
    /// shape already is that look); otherwise the iOS 26 sheet's shape
    /// (``DrawerShapeStyle/iOS26Sheet(inset:cornerRadius:partialMaterial:fullHeightMaterial:)``),
    /// grabber (``DrawerGrabberMetrics/iOS26Sheet``), no shadow and open detents that end at the
    /// far safe area (``clearsFarSafeArea``). Dimming, width and placement
    /// stay the app's: they are choices, not the OS's look.
    public func resolvingAutomaticShape(for sheet: DrawerSystemSheet) -> DrawerStyle {
        guard shape == nil, sheet == .iOS26 else { return self }
        var style = self
        style.shape = .iOS26Sheet()
        style.grabber = .iOS26Sheet
        style.castsShadow = false
        style.clearsFarSafeArea = true
        return style
    }
}
