#if canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore
    import UIKit

    extension DrawerPanel {
        /// Draws the panel's shape for one frame: the material and the opaque fill over `outline`
        /// (in the panel's coordinates) with `corners`, the fill's alpha the material blend, the
        /// content's clip to the same outline and corners, and the shadow along it.
        ///
        /// `drawing` is how the corners go to UIKit where it rounds them by `cornerConfiguration`
        /// (iOS 26): fixed at `corners` by default, or concentric with the container where
        /// DrawerCore's `DrawerLayout.cornerDrawing(of:raisedTo:)` says so; the shadow path and the
        /// mask before iOS 26 use `corners`.
        ///
        /// The corners and the shadow path are made again only when the outline or the radii
        /// changed: an edge-attached panel keeps both while it is dragged; a floating one, whose
        /// outline follows the extent, gets a new one per frame it moves.
        func renderShape(
            outline: CGRect, corners: DrawerCornerRadii, drawing: DrawerCornerDrawings? = nil, materialBlend: CGFloat
        ) {
            let drawing = drawing ?? DrawerCornerDrawings(fixed: corners)
            let blend = min(1, max(0, materialBlend.isFinite ? materialBlend : 1))
            // An effect view must not be given an alpha below 1 (UIVisualEffectView.h): it is hidden
            // instead while the opaque fill covers it completely.
            if materialView.isHidden != (blend >= 1) { materialView.isHidden = blend >= 1 }
            fillView.setAlphaIfChanged(blend)
            if let drawn = drawnOutline, drawn.rect == outline, drawn.corners == corners, drawn.drawing == drawing,
                !castsShadow || panelView.layer.shadowPath != nil
            {
                return
            }
            let cornersChanged = drawnOutline?.corners != corners || drawnOutline?.drawing != drawing
            drawnOutline = (outline, corners, drawing)
            for view in [materialView, fillView] {
                view.setFrameIfChanged(outline)
            }
            // The clip's bounds start where the outline does, so the content keeps its frame in
            // the panel's coordinates.
            clipView.setBoundsIfChanged(outline)
            clipView.setCenterIfChanged(CGPoint(x: outline.midX, y: outline.midY))
            for view in [materialView, fillView, clipView] {
                DrawerPanelOutline.round(
                    view, corners: corners, drawing: drawing, support: drawingSupport, cornersChanged: cornersChanged)
            }
            if castsShadow {
                panelView.layer.shadowPath = DrawerPanelOutline.path(outline, corners: corners)
            } else if panelView.layer.shadowPath != nil {
                panelView.layer.shadowPath = nil
            }
        }
    }
#endif
