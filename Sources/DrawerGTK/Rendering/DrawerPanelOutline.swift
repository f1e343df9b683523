#if os(Linux)
    import CGtk

    /// The outline a shaped panel is drawn in, in its bin's coordinates: a rounded rectangle filled
    /// with the panel's (translucent) colour, and for glass what lies behind it blurred.
    ///
    /// Why the bin draws it, not CSS: a floating panel's outline ends short of the window's edge
    /// and its radii and opacity change with the extent. Drawn by CSS, the panel had to end at the
    /// outline, so it changed size on every frame it moved and every frame laid out the window
    /// (issue 37: 82.9 `XGetGeometry` per open/close cycle of the glass demo), and every whole
    /// pixel of a radius or 5 % of opacity reloaded a style sheet. Drawn here, the panel keeps the
    /// size of `DrawerFrame.panelRect` like an edge-attached one (moved in place,
    /// no layout pass) and the outline is a rounded clip in its snapshot.
    struct DrawerPanelOutline: Equatable {
        /// A colour as GTK draws it (`GdkRGBA` is not `Equatable`).
        struct Colour: Equatable {
            var red: Float, green: Float, blue: Float, alpha: Float

            init(_ rgba: GdkRGBA) {
                (red, green, blue, alpha) = (rgba.red, rgba.green, rgba.blue, rgba.alpha)
            }

            init(red: Float, green: Float, blue: Float, alpha: Float) {
                (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
            }

            var gdk: GdkRGBA { GdkRGBA(red: red, green: green, blue: blue, alpha: alpha) }

            /// `self` mixed towards `other` by `fraction` (0 = self, 1 = other), alpha included.
            func mixed(towards other: Colour, by fraction: Float) -> Colour {
                let t = min(1, max(0, fraction))
                func mix(_ a: Float, _ b: Float) -> Float { a + (b - a) * t }
                return Colour(
                    red: mix(red, other.red), green: mix(green, other.green), blue: mix(blue, other.blue),
                    alpha: mix(alpha, other.alpha))
            }
        }

        /// What glass needs besides the fill: the blur, and where the bin is in the overlay (a
        /// move changes which part of the blurred backdrop shows, so it redraws the bin).
        struct Glass: Equatable {
            var glass: DrawerGlass
            /// The drawer's own dimming at its drawn level, painted over the blurred backdrop
            /// (the backdrop is blurred without it, so a new dimming level does not blur again).
            var dimming: Colour?
            /// The bin's origin in the overlay's coordinates.
            var binOrigin: (x: Int32, y: Int32)
            /// Whether the drawer moves vertically (the blurred strip runs along its axis).
            var vertical: Bool

            static func == (a: Glass, b: Glass) -> Bool {
                a.glass == b.glass && a.dimming == b.dimming && a.binOrigin == b.binOrigin && a.vertical == b.vertical
            }
        }

        /// The outline's rectangle in the bin's coordinates.
        var x: Float, y: Float, width: Float, height: Float
        /// Corner radii: top-left, top-right, bottom-right, bottom-left.
        var radii: [Float]
        /// The fill over the outline.
        var fill: Colour
        /// Glass, or `nil` for the fill alone.
        var glass: Glass?

        /// Whether the outline covers no pixel (a closed panel that is still settling): nothing
        /// of the panel shows, and the bin draws only ``appendPlaceholder(to:)``.
        var isEmpty: Bool { !(width > 0 && height > 0) }

        /// Draws one transparent pixel at the outline's origin, inside the window.
        ///
        /// Why: GTK 4.8 diffs frames by their render nodes, and a widget that draws one child
        /// instead of two gives a node of another shape (the container disappears), which it
        /// cannot diff, so it redraws the whole window. A closed panel that drew nothing did that
        /// as the sheet reached closed and again as it reopened; one that drew a pixel just past
        /// the window's edge made GTK clip the whole window, with the same result (issue 37: two
        /// whole-window frames per open/close cycle of a floating sheet). Transparent, the pixel
        /// costs cairo nothing to draw.
        func appendPlaceholder(to snapshot: OpaquePointer) {
            var clear = GdkRGBA(red: 0, green: 0, blue: 0, alpha: 0)
            var pixel = graphene_rect_t(origin: graphene_point_t(x: x, y: y), size: graphene_size_t(width: 1, height: 1))
            gtk_snapshot_append_color(snapshot, &clear, &pixel)
        }

        /// The rectangle as graphene's.
        var rect: graphene_rect_t {
            graphene_rect_t(origin: graphene_point_t(x: x, y: y), size: graphene_size_t(width: width, height: height))
        }

        /// The rounded rectangle GTK clips to (radii too large for the rectangle are scaled down by GSK).
        var roundedRect: GskRoundedRect {
            var rounded = GskRoundedRect()
            var bounds = rect
            let corners = radii.map { graphene_size_t(width: $0, height: $0) }
            var (tl, tr, br, bl) = (corners[0], corners[1], corners[2], corners[3])
            gsk_rounded_rect_init(&rounded, &bounds, &tl, &tr, &br, &bl)
            gsk_rounded_rect_normalize(&rounded)
            return rounded
        }
    }
#endif
