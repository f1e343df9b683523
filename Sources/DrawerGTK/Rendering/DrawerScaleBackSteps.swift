#if os(Linux)
    import DrawerCore
    import Foundation

    /// The scales GTK draws a push-back at: multiples of 1/``steps``, the nearest to the model's.
    ///
    /// The model's scale follows the drawer's progress and the window's width, so without a grid
    /// every frame of every settle would draw the page at a scale never drawn before. That once
    /// cost memory: cairo kept the page's glyph images for each scale (docs/RELIABILITY.md,
    /// "Memory under the storm"), which ``DrawerPushedBackImage`` now avoids by scaling one image
    /// of the page. The grid stays as a second bound on that path (a page too large for an image
    /// is still drawn scaled by cairo: at most 77 scales down to 0.85) and because a frame whose
    /// step did not change redraws nothing. A step moves a pushed-back edge by at most 1/1024 of
    /// the width (0.8 px in an 800 px window).
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
