#if os(Linux)
    import DrawerCore

    /// The GTK CSS for one drawer: its panel's background and corner radius (only the corners on
    /// the panel's free side are rounded).
    ///
    /// Each drawer gets a unique class (`drawer-slot-N`) so drawers in one window can differ.
    enum DrawerPanelCSS {
        /// Rules shared by every drawer, installed once per process.
        static let shared = """
            .drawer-host { }
            .drawer-panel { }
            .drawer-grabber, .drawer-grabber:hover, .drawer-grabber:active {
                min-width: 40px; min-height: 5px; padding: 0; margin: 8px; border: none;
                border-radius: 3px; box-shadow: none; background: rgba(0, 0, 0, 0.28);
            }
            .drawer-grabber:focus-visible { outline: 2px solid #3584e4; outline-offset: 2px; }
            .drawer-scaled-back { border-radius: \(Int(DrawerScaleBack.fullCornerRadius))px; }
            """

        /// Every drawer's rules by class name, all in one provider (with the shared rules).
        @MainActor private static var perDrawer: [String: String] = [:]
        @MainActor private static var sheet: StyleSheet?

        /// Installs (or replaces) the rules of the drawer with class `className`.
        @MainActor
        static func set(_ rules: String, for className: String) {
            perDrawer[className] = rules
            let text = ([shared] + perDrawer.keys.sorted().compactMap { perDrawer[$0] }).joined(separator: "\n")
            if let sheet { sheet.load(text) } else { sheet = StyleSheet(text) }
        }

        /// Makes sure the shared rules are installed.
        @MainActor
        static func installShared() {
            if sheet == nil { sheet = StyleSheet(shared) }
        }

        /// The rules for the drawer with class `className` on `side`.
        ///
        /// The panel has no CSS `box-shadow` and the dimming layer no CSS at all: both are drawn by
        /// `DrawerBackdrop`, because GTK's cairo renderer blurs a CSS shadow again on every frame
        /// it draws, and a dimming that changes by CSS class restyles a widget on every frame.
        static func rules(
            className: String, side: DrawerPhysicalEdge, cornerRadius: Double, appearance: DrawerPanelAppearance
        ) -> String {
            let r = "\(Int(cornerRadius.rounded()))px"
            // CSS order: top-left, top-right, bottom-right, bottom-left.
            let radius: String
            switch side {
            case .bottom: radius = "\(r) \(r) 0px 0px"
            case .top: radius = "0px 0px \(r) \(r)"
            case .left: radius = "0px \(r) \(r) 0px"
            case .right: radius = "\(r) 0px 0px \(r)"
            }
            return """
                .\(className).drawer-panel {
                    background: \(appearance.background);
                    border-radius: \(radius);
                    box-shadow: none;
                }
                """
        }
    }
#endif
