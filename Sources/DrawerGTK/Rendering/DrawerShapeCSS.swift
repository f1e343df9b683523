#if os(Linux)
    import DrawerCore

    /// The CSS of a panel whose style has a shape (``DrawerStyle/shape``): four corner radii and
    /// the glass-to-opaque blend of the frame, in whole pixels and 5 % steps, so that a drag
    /// reloads the style sheet only when a step changes (GTK restyles on every reload).
    ///
    /// Used while a shaped drawer grows out of its source (the morph's outline is the bin's CSS
    /// clip); otherwise a shaped panel is drawn by its bin (``DrawerPanelOutline``), and this only
    /// tells the backdrop whether the panel covers its rectangle. Glass here is translucency: the
    /// panel's background colour at ``DrawerPanelAppearance/glassOpacity`` mixed towards opaque
    /// by the blend. This needs the appearance's background to be one colour (GTK's `alpha()`
    /// takes a colour, not an image).
    struct DrawerShapeCSS: Hashable {
        /// Radii in whole pixels: top-left, top-right, bottom-right, bottom-left (CSS order).
        var radii: [Int]
        /// The background's opacity in 5 % steps (20 = opaque).
        var opacitySteps: Int
        /// Whether the panel is one opaque colour over its whole rectangle (square corners on its
        /// drawer's edge, no glass): only then may the dimming leave a hole under it.
        var coversItsRectangle: Bool

        /// The CSS for `frame`'s shape with `appearance`, on `side`.
        init(frame: DrawerFrame, side: DrawerPhysicalEdge, appearance: DrawerPanelAppearance) {
            let corners = frame.shape.corners
            radii = [corners.topLeft, corners.topRight, corners.bottomRight, corners.bottomLeft].map { Int($0.rounded()) }
            let glass = min(1, max(0, appearance.glassOpacity))
            let opacity = glass + (1 - glass) * Double(frame.shape.materialBlend)
            opacitySteps = Int((opacity * 20).rounded())
            let edgeRadii: [Int]
            switch side {
            case .bottom: edgeRadii = [radii[2], radii[3]]
            case .top: edgeRadii = [radii[0], radii[1]]
            case .left: edgeRadii = [radii[0], radii[3]]
            case .right: edgeRadii = [radii[1], radii[2]]
            }
            coversItsRectangle = opacitySteps == 20 && edgeRadii.allSatisfy { $0 == 0 }
        }

        /// The background as the backdrop should see it: the appearance's own when the panel
        /// covers its rectangle, otherwise a translucent expression the backdrop does not count as
        /// opaque (so the dimming is drawn under glass and under rounded edge corners).
        func background(_ appearance: DrawerPanelAppearance) -> String {
            coversItsRectangle ? appearance.background : "alpha(\(appearance.background), \(Double(opacitySteps) / 20))"
        }

        /// The rules for a panel whose bin draws its outline (``DrawerPanelOutline``): the panel
        /// itself transparent and square, so only the bin's fill and clip show.
        static func drawnRules(className: String) -> String {
            """
            .\(className).drawer-panel {
                background: none;
                border-radius: 0px;
                box-shadow: none;
            }
            """
        }

        /// The rules for the drawer with class `className`.
        func rules(className: String, appearance: DrawerPanelAppearance) -> String {
            """
            .\(className).drawer-panel {
                background: \(background(appearance));
                border-radius: \(radii.map { "\($0)px" }.joined(separator: " "));
                box-shadow: none;
            }
            .\(className).drawer-morph-clip {
                border-radius: \(radii.map { "\($0)px" }.joined(separator: " "));
            }
            """
        }
    }
#endif
