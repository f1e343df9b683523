#if os(Linux)
    import DrawerCore
    import Foundation

    /// The scales GTK draws a push-back at: multiples of 1/``steps``, the nearest to the model's.
    ///
    /// cairo rasterises text again for every new scale it is drawn at: each scale is a new
    /// scaled font with its own glyph images (`cairo_show_glyphs`, `pixman_glyph_cache_insert`),
    /// and cairo keeps the last 256 scaled fonts. The model's scale follows the drawer's progress
    /// and the window's width, so a push-back gave every frame of every settle and every window
    /// size a scale never drawn before: the storm measured the glyph images of those hundreds of
    /// scales as 5 to 8 MB of heap that came in steps and stayed (docs/RELIABILITY.md, "Memory
    /// under the storm"). On a grid of 1/512 the whole push-back range (down to 0.85) is 77
    /// scales, drawn again and again, so their glyphs are kept and reused rather than piled up —
    /// which also spares cairo rasterising the page's text on every frame. A step moves a
    /// pushed-back edge by at most 1/1024 of the width (0.8 px in an 800 px window).
    enum DrawerScaleBackSteps {
        /// Steps per unit of scale (a power of two, so every step is exact in `Float` and `Double`).
        static let steps: CGFloat = 512

        /// `effect` with its scale moved to the nearest step (its offset and radius unchanged).
        static func snapped(_ effect: DrawerScaleBack) -> DrawerScaleBack {
            guard effect != .none else { return effect }
            return DrawerScaleBack(
                scale: (effect.scale * steps).rounded() / steps, cornerRadius: effect.cornerRadius, offset: effect.offset)
        }
    }
#endif
