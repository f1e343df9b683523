#if os(Linux)
    /// Glass as the system draws it: what lies behind the panel, blurred and more saturated, under
    /// a light (or dark) translucent fill, clipped to the panel's outline.
    ///
    /// Apple publishes no radius or saturation for its materials (`UIBlurEffect` has no public
    /// radius), so the presets take the figures of Apple's own sample code for a blurred
    /// backdrop, `UIImage+ImageEffects` (WWDC 2013, "Implementing Engaging UI on iOS"), which
    /// UIKit's light and dark blur styles were drawn to match: `applyLightEffect` blurs with a
    /// Gaussian of 30 pt under white at 30 % and multiplies saturation by 1.8; `applyDarkEffect`
    /// blurs with 20 pt under white 0.11 at 73 %, saturation 1.8. apple.com's own translucent bar
    /// uses the same saturation (`backdrop-filter: saturate(180%) blur(20px)`). The saturation is
    /// applied with Rec. 709 luminance weights, as that sample's matrix does.
    ///
    /// ```swift
    /// let appearance = DrawerPanelAppearance(background: "#ffffff", shadow: nil, glass: .light)
    /// ```
    public struct DrawerGlass: Sendable, Hashable {
        /// The blur's standard deviation in points (GTK's blur node takes twice this, its radius).
        public var blurRadius: Double
        /// How much more saturated the blurred backdrop is drawn: 1 unchanged, 1.8 the system's.
        public var saturation: Double
        /// The translucent fill over the blurred backdrop, a CSS colour with its alpha
        /// (`rgba(255,255,255,0.3)`). Where the shape blends to opaque (an anchored sheet), the
        /// fill blends to the appearance's opaque background.
        public var fill: String

        /// Creates glass; a radius or saturation that is negative or not finite is drawn as 0
        /// (no blur, grey), so a bad value never stops the panel from drawing.
        public init(blurRadius: Double, saturation: Double, fill: String) {
            self.blurRadius = blurRadius.isFinite ? max(0, blurRadius) : 0
            self.saturation = saturation.isFinite ? max(0, saturation) : 0
            self.fill = fill
        }

        /// Light glass: `applyLightEffect`'s blur (30 pt), fill (white at 30 %) and saturation (1.8).
        public static let light = DrawerGlass(blurRadius: 30, saturation: 1.8, fill: "rgba(255,255,255,0.3)")
        /// Dark glass: `applyDarkEffect`'s blur (20 pt), fill (white 0.11, i.e. 28/255, at 73 %)
        /// and saturation (1.8).
        public static let dark = DrawerGlass(blurRadius: 20, saturation: 1.8, fill: "rgba(28,28,28,0.73)")
    }
#endif
