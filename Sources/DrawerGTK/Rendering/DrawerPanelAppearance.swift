#if os(Linux)
    /// How a drawer's panel looks beyond what the engine decides (the corner radius comes from
    /// `DrawerStyle`): background and shadow, as GTK CSS values.
    ///
    /// ```swift
    /// let appearance = DrawerPanelAppearance(background: "#fff8e5", shadow: "0 0 16px rgba(0,0,0,0.35)")
    /// ```
    public struct DrawerPanelAppearance: Sendable, Hashable {
        /// A CSS `background` value.
        public var background: String
        /// A CSS `box-shadow` value, or `nil` for none.
        public var shadow: String?
        /// A CSS `background` for the dimming layer behind the panel.
        public var dimmingColor: String

        /// Creates an appearance; the defaults are a white panel with a soft shadow over black dimming.
        public init(
            background: String = "#ffffff", shadow: String? = "0 0 14px rgba(0,0,0,0.28)",
            dimmingColor: String = "#000000"
        ) {
            self.background = background
            self.shadow = shadow
            self.dimmingColor = dimmingColor
        }
    }
#endif
