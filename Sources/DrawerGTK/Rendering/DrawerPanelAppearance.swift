#if os(Linux)
    /// How a drawer's panel looks beyond what the engine decides (the corner radius comes from
    /// `DrawerStyle`): background, shadow and dimming colour.
    ///
    /// ```swift
    /// let appearance = DrawerPanelAppearance(
    ///     background: "#fff8e5", shadow: DrawerPanelShadow(color: "rgba(0,0,0,0.35)", radius: 16))
    /// ```
    public struct DrawerPanelAppearance: Sendable, Hashable {
        /// A CSS `background` value. When it is one opaque colour the dimming is not drawn under
        /// the panel (it would not show), which makes a dimmed frame cheaper.
        public var background: String
        /// The panel's shadow, or `nil` for none.
        public var shadow: DrawerPanelShadow?
        /// A CSS colour for the dimming behind the panel; the engine's dimming scales its alpha.
        public var dimmingColor: String
        /// The background's opacity where the style's shape asks for glass (material blend 0),
        /// 0…1, for a panel without ``glass``: translucency alone.
        public var glassOpacity: Double
        /// Real glass where the style's shape asks for it: what lies behind the panel drawn
        /// blurred under a translucent fill (``DrawerGlass``), blending to ``background`` where the
        /// shape turns opaque; `nil` for ``glassOpacity``'s translucency alone.
        public var glass: DrawerGlass?

        /// Creates an appearance; the defaults are a white panel with a soft shadow over black
        /// dimming, 75 % opaque where the shape asks for glass (DrawerKit's choice, not a measured
        /// number).
        public init(
            background: String = "#ffffff", shadow: DrawerPanelShadow? = .standard, dimmingColor: String = "#000000",
            glassOpacity: Double = 0.75, glass: DrawerGlass? = nil
        ) {
            self.glass = glass
            self.glassOpacity = glassOpacity.isFinite ? min(1, max(0, glassOpacity)) : 1
            self.background = background
            self.shadow = shadow
            self.dimmingColor = dimmingColor
        }
    }
#endif
