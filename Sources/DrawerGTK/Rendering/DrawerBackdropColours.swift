#if os(Linux)
    import CGtk

    /// A ``DrawerPanelAppearance``'s colours as the backdrop draws them, parsed once
    /// (`gdk_rgba_parse`): a value GTK cannot parse as one colour draws nothing (dimming, shadow)
    /// or counts as see-through (the background).
    struct DrawerBackdropColours {
        /// A shadow ready to draw: its colour, profile and gradient stops.
        struct Shadow {
            let colour: GdkRGBA
            let profile: DrawerShadowProfile
            let stops: [GskColorStop]
        }

        /// The dimming colour at full dimming.
        let dimming: GdkRGBA?
        /// Whether the panel's background is one opaque colour, so the panel hides the dimming under it.
        let panelIsOpaque: Bool
        /// The shadow, if any.
        let shadow: Shadow?

        init(_ appearance: DrawerPanelAppearance) {
            dimming = Self.parse(appearance.dimmingColor)
            panelIsOpaque = Self.parse(appearance.background).map { $0.alpha >= 1 } ?? false
            if let spec = appearance.shadow, let colour = Self.parse(spec.color) {
                let profile = DrawerShadowProfile(spec)
                let stops = profile.edgeStops.map { stop in
                    var stopColour = colour
                    stopColour.alpha = colour.alpha * Float(stop.fraction)
                    return GskColorStop(offset: Float(stop.offset), color: stopColour)
                }
                shadow = profile.isVisible ? Shadow(colour: colour, profile: profile, stops: stops) : nil
            } else {
                shadow = nil
            }
        }

        /// `text` as a colour, or `nil` when GTK cannot parse it.
        static func parse(_ text: String) -> GdkRGBA? {
            var colour = GdkRGBA()
            return gdk_rgba_parse(&colour, text) != 0 ? colour : nil
        }
    }
#endif
