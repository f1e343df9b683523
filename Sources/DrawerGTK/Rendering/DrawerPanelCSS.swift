#if os(Linux)
    import DrawerCore

    /// The GTK CSS for one drawer: its panel's background, shadow and corner radius (only the
    /// corners on the panel's free side are rounded), and its dimming colour.
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

        /// The class that gives a dimming layer `level` hundredths of its colour's opacity.
        static func dimmingClass(level: Int) -> String { "drawer-dim-\(level)" }

        /// The dimming level (hundredths, 0...100) that draws `dimming` (an opacity 0...1).
        static func dimmingLevel(_ dimming: Double) -> Int {
            guard dimming.isFinite else { return 0 }
            return Int((min(1, max(0, dimming)) * 100).rounded())
        }

        /// The rules for the drawer with class `className` on `side`, with dimming levels
        /// 0...`dimmingLevels` (see ``dimmingLevel(_:)``).
        ///
        /// The dimming is a background colour with alpha chosen by a level class, not a widget
        /// opacity: GTK draws an opacity below 1 by rendering the layer into an offscreen group and
        /// blending it back, a full-window allocation, clear and composite on every frame of a
        /// settle; a translucent colour is one fill. One-hundredth steps are finer than the eye can
        /// tell while the drawer moves, and every stop's dimming is a whole hundredth or within 0.005.
        static func rules(
            className: String, side: DrawerPhysicalEdge, cornerRadius: Double, appearance: DrawerPanelAppearance,
            dimmingLevels: Int
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
            var text = """
                .\(className).drawer-panel {
                    background: \(appearance.background);
                    border-radius: \(radius);
                    box-shadow: \(appearance.shadow ?? "none");
                }
                """
            for level in 1...max(1, min(100, dimmingLevels)) {
                text +=
                    "\n.\(className).drawer-dimming.\(dimmingClass(level: level)) "
                    + "{ background: alpha(\(appearance.dimmingColor), \(Double(level) / 100)); }"
            }
            return text
        }
    }
#endif
