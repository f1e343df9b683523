import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

extension DrawerConfiguration {
    /// A side navigation drawer (seed 003): closed or open at `width` of the container, opened by
    /// a swipe that starts within `edgeRegionFraction` of the container from its edge, closed by a
    /// swipe anywhere, and dimming what is behind up to `maximumDimming` — the overlay's maximum
    /// opacity, which the seed makes configurable, like the `spring`. The overlay's colour is the
    /// adapter's.
    public static func navigationDrawer(
        edge: DrawerEdge = .leading, width: CGFloat = 0.8, edgeRegionFraction: CGFloat = 0.1,
        maximumDimming: CGFloat = 0.4, spring: DrawerSpring = DrawerConfiguration.defaultSpring
    ) -> DrawerConfiguration {
        DrawerConfiguration(
            edge: edge,
            detents: [.closed, .fraction(width, identifier: "open")],
            style: DrawerStyle(cornerRadius: 0, maximumDimming: maximumDimming),
            spring: spring,
            gesture: DrawerGestureOptions(edgeRegionFraction: edgeRegionFraction, acceptsDragsOutsidePanel: true))
    }
}
