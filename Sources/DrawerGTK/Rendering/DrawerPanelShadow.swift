#if os(Linux)
    /// The shadow around a drawer's panel: a colour blurred outward from the panel's edges.
    ///
    /// It looks like CSS `box-shadow: 0 0 <radius>px <color>` (a Gaussian blur whose standard
    /// deviation is half the radius, outside the panel only), but it is not drawn as one: GTK's
    /// cairo renderer blurs a CSS shadow again on every frame the panel moves, about a sixth of a
    /// moving frame. The drawer's backdrop draws the same profile from linear gradients along the
    /// edges and four small corner images computed once per radius and colour
    /// (`DrawerBackdrop`), so a moving shadow costs a few gradient fills.
    ///
    /// ```swift
    /// let appearance = DrawerPanelAppearance(shadow: DrawerPanelShadow(color: "rgba(40,0,80,0.35)", radius: 20))
    /// ```
    ///
    /// Bad values never fail: a radius that is negative, zero or not finite draws no shadow, a
    /// radius above ``maximumRadius`` is drawn at that radius, and a colour GTK cannot parse
    /// (`gdk_rgba_parse`) draws no shadow.
    public struct DrawerPanelShadow: Sendable, Hashable {
        /// A CSS colour (`#rrggbb`, `rgba(…)`, a named colour); its alpha is the shadow's opacity at the panel's edge × 2.
        public var color: String
        /// The blur radius in pixels, as in CSS `box-shadow` (twice the Gaussian's standard deviation).
        public var radius: Double

        /// The largest radius drawn (larger ones are drawn at this one): it bounds the corner images' size.
        public static let maximumRadius = 100.0

        /// The default: the shadow DrawerKit's GTK panels always had (`0 0 14px rgba(0,0,0,0.28)`).
        public static let standard = DrawerPanelShadow(color: "rgba(0,0,0,0.28)", radius: 14)

        /// Creates a shadow of `color` blurred over `radius` pixels.
        public init(color: String, radius: Double) {
            self.color = color
            self.radius = radius
        }

        /// The radius actually drawn: 0 (no shadow) for a negative or non-finite radius, at most ``maximumRadius``.
        var drawnRadius: Double {
            guard radius.isFinite, radius > 0 else { return 0 }
            return min(radius, Self.maximumRadius)
        }
    }
#endif
