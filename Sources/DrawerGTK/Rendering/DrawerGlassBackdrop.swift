#if os(Linux)
    import CGtk
    import Foundation

    /// What lies behind a glass panel, blurred and saturated (``DrawerGlass``), as one image that
    /// is made again only when what lies behind changes.
    ///
    /// What lies behind is every overlay child below the drawer's own dimming layer: the host's
    /// main content and the drawers under this one. GTK keeps each widget's render node until the
    /// widget asks to be redrawn, so while only the panel moves those nodes are the same ones, and
    /// so is the image: a moving frame paints a part of it inside the outline (a cairo node with
    /// GTK's cairo renderer, which would otherwise convert a texture's pixels on every draw; a
    /// texture node with GL). The image covers the strip the panel can move along (its bin's
    /// span across the drawer's axis, the whole overlay along it), so a settle or a drag never
    /// blurs again. Content that redraws behind the glass (an animation) blurs the strip again
    /// on each frame it redraws.
    ///
    /// The edges of the window are extended outwards before blurring (as CSS `backdrop-filter`'s
    /// edge mode does), so glass near a window edge is not darkened by the transparent outside.
    final class DrawerGlassBackdrop {
        /// Whether the image is kept while what lies behind stays the same (on). Off, every frame
        /// blurs what lies behind the outline again; `drawer-gallery --glass-uncached` turns it off
        /// to measure what the cache saves (docs/PERFORMANCE.md).
        @MainActor static var keepsImage = true

        /// What an image was made from: each node behind (unwrapped from the transform GTK puts
        /// around a child) with its widget's place, the strip, the scale and the glass.
        private struct Key: Equatable {
            var nodes: [UInt]
            var places: [Float]
            var region: [Float]
            var scaleFactor: Int32
            var glass: DrawerGlass
        }

        private var key: Key?
        /// The nodes of ``key``, referenced so their addresses are not reused while compared.
        private var heldNodes: [OpaquePointer] = []
        /// The image (device scale = the scale factor) and the rectangle it covers, in the
        /// overlay's coordinates.
        private var image: (surface: OpaquePointer, bounds: graphene_rect_t)?
        private var madeTexture: OpaquePointer?

        /// How many images were made (a test reads that a settle reuses one).
        private(set) var imagesMade = 0

        /// Appends the blurred backdrop under `outline` (in `bin`'s coordinates) to `snapshot`;
        /// `stop` is the first overlay child not behind the glass (the drawer's dimming layer).
        @MainActor
        func append(
            to snapshot: OpaquePointer, bin: UnsafeMutablePointer<GtkWidget>, stop: UnsafeMutablePointer<GtkWidget>?,
            outline: DrawerPanelOutline, glass: DrawerPanelOutline.Glass, cairo: Bool
        ) {
            guard let overlay = gtk_widget_get_parent(bin) else { return }
            var behind: [OpaquePointer] = []
            var nodes: [UInt] = []
            var places: [Float] = []
            var sibling = gtk_widget_get_first_child(overlay)
            while let each = sibling, each != stop, each != bin {
                sibling = gtk_widget_get_next_sibling(each)
                guard gtk_widget_get_mapped(each) != 0, let own = gtk_snapshot_new() else { continue }
                gtk_widget_snapshot_child(overlay, each, own)
                guard let node = gtk_snapshot_free_to_node(own) else { continue }
                behind.append(node)
                nodes.append(UInt(bitPattern: Self.unwrapped(node)))
                var bounds = graphene_rect_t()
                _ = gtk_widget_compute_bounds(each, overlay, &bounds)
                places += [bounds.origin.x, bounds.origin.y, bounds.size.width, bounds.size.height]
            }
            defer { behind.forEach { gsk_render_node_unref($0) } }
            guard !behind.isEmpty else { return }
            let region = Self.region(overlay: overlay, bin: bin, outline: outline, glass: glass)
            guard region.size.width >= 1, region.size.height >= 1 else { return }
            let scale = max(1, gtk_widget_get_scale_factor(bin))
            let key = Key(
                nodes: nodes, places: places,
                region: [region.origin.x, region.origin.y, region.size.width, region.size.height], scaleFactor: scale,
                glass: glass.glass)
            if key != self.key || image == nil || !Self.keepsImage {
                release()
                guard let made = Self.blurred(behind, region: region, glass: glass.glass, scaleFactor: scale) else { return }
                image = made
                self.key = key
                heldNodes = behind.map { gsk_render_node_ref(Self.unwrapped($0))! }
                imagesMade += 1
            }
            guard let image else { return }
            let origin = (x: image.bounds.origin.x - Float(glass.binOrigin.x), y: image.bounds.origin.y - Float(glass.binOrigin.y))
            if cairo {
                var bounds = outline.rect
                guard let context = gtk_snapshot_append_cairo(snapshot, &bounds) else { return }
                cairo_set_source_surface(context, image.surface, Double(origin.x), Double(origin.y))
                cairo_paint(context)
                cairo_destroy(context)
            } else {
                if madeTexture == nil { madeTexture = DrawerPushedBackImage.texture(sharing: image.surface) }
                guard let madeTexture else { return }
                var bounds = graphene_rect_t(origin: graphene_point_t(x: origin.x, y: origin.y), size: image.bounds.size)
                gtk_snapshot_append_texture(snapshot, madeTexture, &bounds)
            }
        }

        /// Drops the image (a hidden panel, a panel that is no longer glass).
        func release() {
            if let madeTexture { g_object_unref(madeTexture.gpointer) }
            if let image { cairo_surface_destroy(image.surface) }
            heldNodes.forEach { gsk_render_node_unref($0) }
            heldNodes = []
            madeTexture = nil
            image = nil
            key = nil
        }

        /// Whether an image is held.
        var holdsImage: Bool { image != nil }

        deinit {
            if let madeTexture { g_object_unref(madeTexture.gpointer) }
            if let image { cairo_surface_destroy(image.surface) }
            heldNodes.forEach { gsk_render_node_unref($0) }
        }

        /// `node` without the transform and single-child container GTK wraps a child's own node in.
        private static func unwrapped(_ node: OpaquePointer) -> OpaquePointer {
            var current = node
            while true {
                let type = gsk_render_node_get_node_type(current)
                if type == GSK_TRANSFORM_NODE, let child = gsk_transform_node_get_child(current) {
                    current = child
                } else if type == GSK_CONTAINER_NODE, gsk_container_node_get_n_children(current) == 1,
                    let child = gsk_container_node_get_child(current, 0)
                {
                    current = child
                } else {
                    return current
                }
            }
        }

        /// The part of the overlay to blur, in its coordinates: with the image kept, the strip the
        /// panel moves along (its bin's span across the axis plus the blur's reach, the whole
        /// overlay along it); without, the outline plus the blur's reach.
        @MainActor
        private static func region(
            overlay: UnsafeMutablePointer<GtkWidget>, bin: UnsafeMutablePointer<GtkWidget>, outline: DrawerPanelOutline,
            glass: DrawerPanelOutline.Glass
        ) -> graphene_rect_t {
            let overlayRect = graphene_rect_t(
                origin: graphene_point_t(x: 0, y: 0),
                size: graphene_size_t(width: Float(gtk_widget_get_width(overlay)), height: Float(gtk_widget_get_height(overlay))))
            let reach = Float(reachOf(glass.glass))
            var area: graphene_rect_t
            if keepsImage {
                let bin = graphene_rect_t(
                    origin: graphene_point_t(x: Float(glass.binOrigin.x), y: Float(glass.binOrigin.y)),
                    size: graphene_size_t(width: Float(gtk_widget_get_width(bin)), height: Float(gtk_widget_get_height(bin))))
                area =
                    glass.vertical
                    ? graphene_rect_t(
                        origin: graphene_point_t(x: bin.origin.x - reach, y: 0),
                        size: graphene_size_t(width: bin.size.width + 2 * reach, height: overlayRect.size.height))
                    : graphene_rect_t(
                        origin: graphene_point_t(x: 0, y: bin.origin.y - reach),
                        size: graphene_size_t(width: overlayRect.size.width, height: bin.size.height + 2 * reach))
            } else {
                area = outline.rect
                area.origin.x += Float(glass.binOrigin.x) - reach
                area.origin.y += Float(glass.binOrigin.y) - reach
                area.size.width += 2 * reach
                area.size.height += 2 * reach
            }
            var whole = overlayRect
            var clipped = graphene_rect_t()
            guard graphene_rect_intersection(&area, &whole, &clipped) else { return graphene_rect_t() }
            clipped.origin.x = clipped.origin.x.rounded(.down)
            clipped.origin.y = clipped.origin.y.rounded(.down)
            clipped.size.width = clipped.size.width.rounded(.up)
            clipped.size.height = clipped.size.height.rounded(.up)
            return clipped
        }

        /// How far a blur of `glass` reaches: three standard deviations, in whole points.
        static func reachOf(_ glass: DrawerGlass) -> Double { (3 * glass.blurRadius).rounded(.up) }

        /// `behind` drawn over `region`, its edges extended by the blur's reach, blurred and
        /// saturated; the image covers `region` and the reach around it.
        private static func blurred(
            _ behind: [OpaquePointer], region: graphene_rect_t, glass: DrawerGlass, scaleFactor: Int32
        ) -> (surface: OpaquePointer, bounds: graphene_rect_t)? {
            guard let sharpPixels = DrawerPushedBackImage.pixelSize(
                width: region.size.width, height: region.size.height, scaleFactor: scaleFactor)
            else { return nil }
            var children = behind.map { Optional($0) }
            guard let all = gsk_container_node_new(&children, guint(children.count)) else { return nil }
            defer { gsk_render_node_unref(all) }
            guard let sharp = DrawerPushedBackImage.rasterise(all, bounds: region, pixels: sharpPixels, scaleFactor: scaleFactor)
            else { return nil }
            defer { cairo_surface_destroy(sharp) }

            let reach = Float(reachOf(glass))
            var padded = region
            padded.origin.x -= reach
            padded.origin.y -= reach
            padded.size.width += 2 * reach
            padded.size.height += 2 * reach
            guard let extended = gsk_cairo_node_new(&padded) else { return nil }
            defer { gsk_render_node_unref(extended) }
            if let context = gsk_cairo_node_get_draw_context(extended) {
                cairo_set_source_surface(context, sharp, Double(region.origin.x), Double(region.origin.y))
                cairo_pattern_set_extend(cairo_get_source(context), CAIRO_EXTEND_PAD)
                cairo_paint(context)
                cairo_destroy(context)
            }
            // GSK's blur radius is twice the standard deviation (σ = radius / 2, as CSS shadows).
            guard let blur = gsk_blur_node_new(extended, Float(2 * glass.blurRadius)) else { return nil }
            defer { gsk_render_node_unref(blur) }
            var matrix = saturationMatrix(Float(glass.saturation))
            var offset = graphene_vec4_t()
            graphene_vec4_init(&offset, 0, 0, 0, 0)
            guard let saturated = gsk_color_matrix_node_new(blur, &matrix, &offset) else { return nil }
            defer { gsk_render_node_unref(saturated) }
            // Drawn over the padded rectangle: GTK 4.8's cairo blur only sees what lies inside the clip.
            guard let paddedPixels = DrawerPushedBackImage.pixelSize(
                width: padded.size.width, height: padded.size.height, scaleFactor: scaleFactor),
                let surface = DrawerPushedBackImage.rasterise(saturated, bounds: padded, pixels: paddedPixels, scaleFactor: scaleFactor)
            else { return nil }
            return (surface, padded)
        }

        /// A colour matrix that scales saturation by `s` about Rec. 709 luminance (the weights of
        /// Apple's `UIImage+ImageEffects`), in graphene's row-vector layout: row *i* is what input
        /// channel *i* (r, g, b, a) adds to each output channel.
        static func saturationMatrix(_ s: Float) -> graphene_matrix_t {
            let (r, g, b): (Float, Float, Float) = (0.2126, 0.7152, 0.0722)
            let values: [Float] = [
                r + (1 - r) * s, r * (1 - s), r * (1 - s), 0,
                g * (1 - s), g + (1 - g) * s, g * (1 - s), 0,
                b * (1 - s), b * (1 - s), b + (1 - b) * s, 0,
                0, 0, 0, 1,
            ]
            var matrix = graphene_matrix_t()
            _ = values.withUnsafeBufferPointer { graphene_matrix_init_from_float(&matrix, $0.baseAddress) }
            return matrix
        }
    }
#endif
