#if canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore
    import UIKit

    extension DrawerPanel {
        /// Draws the panel's shape for one frame: the material and the opaque fill over `outline`
        /// (in the panel's coordinates) with `corners`, the fill's alpha the material blend, and
        /// the shadow along the same outline.
        ///
        /// The corners and the shadow path are made again only when the outline or the radii
        /// changed: an edge-attached panel keeps both while it is dragged; a floating one, whose
        /// outline follows the extent, gets a new one per frame it moves.
        func renderShape(outline: CGRect, corners: DrawerCornerRadii, materialBlend: CGFloat) {
            let blend = min(1, max(0, materialBlend.isFinite ? materialBlend : 1))
            // An effect view must not be given an alpha below 1 (UIVisualEffectView.h): it is hidden
            // instead while the opaque fill covers it completely.
            if materialView.isHidden != (blend >= 1) { materialView.isHidden = blend >= 1 }
            fillView.setAlphaIfChanged(blend)
            if let drawn = drawnOutline, drawn.rect == outline, drawn.corners == corners,
                !castsShadow || panelView.layer.shadowPath != nil
            {
                return
            }
            let cornersChanged = drawnOutline?.corners != corners
            drawnOutline = (outline, corners)
            for view in [materialView, fillView] {
                view.setFrameIfChanged(outline)
                DrawerPanelOutline.round(view, corners: corners, support: drawingSupport, cornersChanged: cornersChanged)
            }
            if castsShadow {
                panelView.layer.shadowPath = DrawerPanelOutline.path(outline, corners: corners)
            } else if panelView.layer.shadowPath != nil {
                panelView.layer.shadowPath = nil
            }
        }
    }
#endif
