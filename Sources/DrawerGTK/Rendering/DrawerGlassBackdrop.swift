#if os(Linux)
    import CGtk
    import Foundation
    import Synchronization

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
    package final class DrawerGlassBackdrop {
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
        /// The image with the glass's own fill painted over it, opaque (cairo's RGB24), for the
        /// frames whose fill is that fill (a floating sheet): one opaque copy per frame, as an
        /// opaque panel's fill is, instead of a blend of the image and another of the fill.
        private var baked: (surface: OpaquePointer, fill: DrawerPanelOutline.Colour)?

        /// How many images were made (traced as `glassImages`: a test reads that moves reuse one).
        private(set) var imagesMade = 0
        /// The bytes of this backdrop's images counted in `keptBytes`.
        private var countedBytes = 0
        /// The count behind `keptBytes`, atomic because a backdrop's deinit may run on any thread.
        private static let keptByteCount = Atomic<Int>(0)
        /// The bytes of every glass backdrop's images in the process: the storm and the gallery's
        /// `heap-released` line report it, so an image kept for a page nobody sees shows (issue 36:
        /// a hidden glass demo held two window-sized images, 2–4 MB, whatever was shown).
        package static var keptBytes: Int { keptByteCount.load(ordering: .relaxed) }
        /// A paintable of the overlay's main content, whose `invalidate-contents` says the
        /// content redrew (GTK emits no signal on a widget's own redraw): the glass then redraws,
        /// even while the panel rests, so what it shows never goes stale.
        private var watched: (widget: UnsafeMutablePointer<GtkWidget>, paintable: OpaquePointer)?

        /// Appends the blurred backdrop under `outline` (in `bin`'s coordinates) to `snapshot`;
        /// `stop` is the first overlay child not behind the glass (the drawer's dimming layer).
        /// Returns whether the outline's fill is drawn with it (the baked image), so the caller
        /// draws it only when not.
        @MainActor
        func append(
            to snapshot: OpaquePointer, bin: UnsafeMutablePointer<GtkWidget>, stop: UnsafeMutablePointer<GtkWidget>?,
            outline: DrawerPanelOutline, glass: DrawerPanelOutline.Glass, cairo: Bool
        ) -> Bool {
            guard let overlay = gtk_widget_get_parent(bin) else { return false }
            watchContent(of: overlay, redrawing: bin)
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
            defer { for node in behind { gsk_render_node_unref(node) } }
            guard !behind.isEmpty else { return false }
            let region = Self.region(overlay: overlay, bin: bin, outline: outline, glass: glass)
            guard region.size.width >= 1, region.size.height >= 1 else { return false }
            let scale = max(1, gtk_widget_get_scale_factor(bin))
            let key = Key(
                nodes: nodes, places: places,
                region: [region.origin.x, region.origin.y, region.size.width, region.size.height], scaleFactor: scale,
                glass: glass.glass)
            if key != self.key || image == nil || !Self.keepsImage {
                release()
                guard let made = Self.blurred(behind, region: region, glass: glass.glass, scaleFactor: scale) else {
                    return false
                }
                image = made
                countBytes()
                self.key = key
                heldNodes = behind.compactMap { gsk_render_node_ref(Self.unwrapped($0)) }
                imagesMade += 1
            }
            guard let image else { return false }
            let origin = (
                x: image.bounds.origin.x - Float(glass.binOrigin.x), y: image.bounds.origin.y - Float(glass.binOrigin.y)
            )
            if cairo {
                let tint = DrawerBackdropColours.parse(glass.glass.fill).map(DrawerPanelOutline.Colour.init)
                let bakes = outline.fill == tint && glass.dimming.map { $0.alpha <= 0 } ?? true
                if bakes, baked?.fill != outline.fill { bake(image.surface, fill: outline.fill) }
                let source = bakes ? baked?.surface ?? image.surface : image.surface
                var bounds = outline.rect
                guard let context = gtk_snapshot_append_cairo(snapshot, &bounds) else { return false }
                cairo_set_source_surface(context, source, Double(origin.x), Double(origin.y))
                cairo_paint(context)
                cairo_destroy(context)
                return bakes && baked != nil
            }
            if madeTexture == nil { madeTexture = DrawerPushedBackImage.texture(sharing: image.surface) }
            guard let madeTexture else { return false }
            var bounds = graphene_rect_t(origin: graphene_point_t(x: origin.x, y: origin.y), size: image.bounds.size)
            gtk_snapshot_append_texture(snapshot, madeTexture, &bounds)
            return false
        }

        /// Paints `fill` over a copy of `image` into an opaque surface (what lies behind a window's
        /// content is opaque, so no alpha is lost), kept as ``baked``.
        private func bake(_ image: OpaquePointer, fill: DrawerPanelOutline.Colour) {
            // Counted on every way out: a copy cairo could not make leaves none held.
            defer { countBytes() }
            if let baked { cairo_surface_destroy(baked.surface) }
            baked = nil
            guard
                let surface = cairo_image_surface_create(
                    CAIRO_FORMAT_RGB24, cairo_image_surface_get_width(image), cairo_image_surface_get_height(image))
            else { return }
            guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
                cairo_surface_destroy(surface)
                return
            }
            var scaleX = 1.0
            var scaleY = 1.0
            cairo_surface_get_device_scale(image, &scaleX, &scaleY)
            cairo_surface_set_device_scale(surface, scaleX, scaleY)
            let context = cairo_create(surface)
            cairo_set_source_surface(context, image, 0, 0)
            cairo_paint(context)
            cairo_set_source_rgba(context, Double(fill.red), Double(fill.green), Double(fill.blue), Double(fill.alpha))
            cairo_paint(context)
            cairo_destroy(context)
            cairo_surface_flush(surface)
            baked = (surface, fill)
        }

        /// Watches the overlay's main content (once): when it redraws, `bin` redraws too, and the
        /// next snapshot finds the content's new node and blurs again.
        @MainActor
        private func watchContent(of overlay: UnsafeMutablePointer<GtkWidget>, redrawing bin: UnsafeMutablePointer<GtkWidget>) {
            guard let content = gtk_widget_get_first_child(overlay), content != bin, watched?.widget != content,
                let paintable = gtk_widget_paintable_new(content)
            else { return }
            if let watched { g_object_unref(watched.paintable.gpointer) }
            watched = (content, paintable)
            Signal.connect(paintable, "invalidate-contents") { gtk_widget_queue_draw(bin) }
        }

        /// Drops the image (a hidden panel, a panel that is no longer glass).
        func release() {
            if let madeTexture { g_object_unref(madeTexture.gpointer) }
            if let image { cairo_surface_destroy(image.surface) }
            if let baked { cairo_surface_destroy(baked.surface) }
            for node in heldNodes { gsk_render_node_unref(node) }
            heldNodes = []
            baked = nil
            madeTexture = nil
            image = nil
            key = nil
            countBytes()
        }

        /// Brings `keptBytes` up to date with the images held now.
        private func countBytes() {
            let held = [image?.surface, baked?.surface].compactMap { $0 }.reduce(0) { sum, surface in
                sum + Int(cairo_image_surface_get_stride(surface)) * Int(cairo_image_surface_get_height(surface))
            }
            Self.keptByteCount.add(held - countedBytes, ordering: .relaxed)
            countedBytes = held
        }

        /// Whether an image is held.
        var holdsImage: Bool { image != nil }

        deinit {
            if let watched { g_object_unref(watched.paintable.gpointer) }
            if let madeTexture { g_object_unref(madeTexture.gpointer) }
            if let image { cairo_surface_destroy(image.surface) }
            if let baked { cairo_surface_destroy(baked.surface) }
            for node in heldNodes { gsk_render_node_unref(node) }
            Self.keptByteCount.subtract(countedBytes, ordering: .relaxed)
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
            guard
                let sharpPixels = DrawerPushedBackImage.pixelSize(
                    width: region.size.width, height: region.size.height, scaleFactor: scaleFactor)
            else { return nil }
            var children = behind.map { Optional($0) }
            guard let all = gsk_container_node_new(&children, guint(children.count)) else { return nil }
            defer { gsk_render_node_unref(all) }
            guard let sharp = DrawerPushedBackImage.rasterise(all, bounds: region, pixels: sharpPixels, scaleFactor: scaleFactor)
            else { return nil }
            defer { cairo_surface_destroy(sharp) }
            // Saturation before the blur (both are linear, so the order only moves where values
            // clip): a loop over the pixels here, where GTK 4.8's cairo colour-matrix node
            // multiplies a graphene matrix per pixel, about ten times slower.
            saturate(sharp, by: Float(glass.saturation))

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
            guard let saturated = gsk_blur_node_new(extended, Float(2 * glass.blurRadius)) else { return nil }
            defer { gsk_render_node_unref(saturated) }
            // Drawn over the padded rectangle: GTK 4.8's cairo blur only sees what lies inside the clip.
            guard
                let paddedPixels = DrawerPushedBackImage.pixelSize(
                    width: padded.size.width, height: padded.size.height, scaleFactor: scaleFactor),
                let surface = DrawerPushedBackImage.rasterise(
                    saturated, bounds: padded, pixels: paddedPixels, scaleFactor: scaleFactor)
            else { return nil }
            return (surface, padded)
        }

        /// Scales the saturation of `surface`'s pixels by `s` about Rec. 709 luminance (the weights
        /// of Apple's `UIImage+ImageEffects`), in place: each channel moves `s` times as far from the
        /// pixel's luminance, clipped to 0…alpha (cairo's pixels are premultiplied, and the
        /// operation is linear, so it applies to them as they are).
        static func saturate(_ surface: OpaquePointer, by s: Float) {
            guard s != 1, cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32 else { return }
            cairo_surface_flush(surface)
            guard let data = cairo_image_surface_get_data(surface) else { return }
            let width = Int(cairo_image_surface_get_width(surface))
            let height = Int(cairo_image_surface_get_height(surface))
            let stride = Int(cairo_image_surface_get_stride(surface))
            for row in 0..<height {
                let pixels = UnsafeMutableRawPointer(data + row * stride).assumingMemoryBound(to: UInt32.self)
                for column in 0..<width {
                    pixels[column] = saturated(pixels[column], by: s)
                }
            }
            cairo_surface_mark_dirty(surface)
        }

        /// One premultiplied ARGB32 pixel (cairo's native-endian layout) with its saturation scaled by `s`.
        static func saturated(_ pixel: UInt32, by s: Float) -> UInt32 {
            let alpha = pixel >> 24
            let red = Float((pixel >> 16) & 0xff)
            let green = Float((pixel >> 8) & 0xff)
            let blue = Float(pixel & 0xff)
            let luminance = 0.2126 * red + 0.7152 * green + 0.0722 * blue
            let limit = Float(alpha)
            func scaled(_ channel: Float) -> UInt32 {
                UInt32(min(limit, max(0, luminance + s * (channel - luminance))).rounded())
            }
            return alpha << 24 | scaled(red) << 16 | scaled(green) << 8 | scaled(blue)
        }
    }
#endif
