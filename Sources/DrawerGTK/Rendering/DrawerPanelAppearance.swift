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

        /// Creates an appearance; the defaults are a white panel with a soft shadow over black dimming.
        public init(
            background: String = "#ffffff", shadow: DrawerPanelShadow? = .standard, dimmingColor: String = "#000000"
        ) {
            self.background = background
            self.shadow = shadow
            self.dimmingColor = dimmingColor
        }
    }
#endif
