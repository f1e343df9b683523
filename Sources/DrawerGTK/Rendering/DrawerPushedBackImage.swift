#if os(Linux)
    import CGtk

    /// A pushed-back page as one image, rasterised at its own size and drawn scaled.
    ///
    /// Why: GTK's cairo renderer draws a scaled render node by scaling the cairo context, and cairo
    /// rasterises text once per scale it is drawn at (a new scaled font, with its own glyph images)
    /// and keeps the last 256 scaled fonts. A push-back draws the page at a scale that follows the
    /// drawer and the window's width, so every scale reached left a set of the page's glyph images
    /// behind: about 1.5 MB of heap for the Beyond sheet's page once every scale had been drawn
    /// (docs/RELIABILITY.md, "Memory under the storm"). Drawn once at scale 1 — the scale
    /// the unpushed page is drawn at, so its glyphs are the ones already kept — and then scaled as
    /// an image, the page leaves nothing behind per scale, as a Core Animation layer is scaled
    /// without re-rendering its contents.
    ///
    /// The image is made again only when the page's render node changes: GTK keeps a widget's node
    /// while the widget has not asked to be redrawn, so a drag or settle that only moves the
    /// push-back draws the same node, and this reuses one image for all of its frames. A page that
    /// redraws while pushed back (an animation behind a sheet) is rasterised again on each such
    /// frame, about what drawing it scaled cost before.
    ///
    /// How the image is drawn depends on the renderer. GTK 4.8's cairo renderer converts a texture's
    /// pixels into a new cairo surface every time it draws a texture node (`gdk_texture_download`:
    /// 61 % of all instructions of a push-back's frames under callgrind, twice the frame time of
    /// drawing the page scaled), so under cairo the image is painted from its own cairo surface in a
    /// cairo node, which cairo records without copying; a GL or Vulkan renderer uploads a texture
    /// once and keeps it, so there it is a texture node.
    final class DrawerPushedBackImage {
        /// The longest side, in pixels, an image is made for; a larger page is drawn as before.
        static let maximumSide = 8_192

        /// The page node the image shows (a reference is held so the address is not reused).
        private var node: OpaquePointer?
        private var scaleFactor: Int32 = 0
        /// The image (a cairo image surface whose device scale is the scale factor), the rectangle
        /// it covers in the node's coordinates, and its texture once one was asked for.
        private var image: (surface: OpaquePointer, bounds: graphene_rect_t)?
        private var madeTexture: OpaquePointer?

        /// Whether an image is held (an image is memory: tests check it is let go).
        var holdsImage: Bool { image != nil }

        /// Makes the image of `node` at `scaleFactor` device pixels per pixel unless the held one
        /// shows `node` already; returns the rectangle it covers, or `nil` when the node is empty,
        /// not finite, or too large (the caller then draws the node itself).
        func prepare(_ node: OpaquePointer, scaleFactor: Int32) -> graphene_rect_t? {
            if node == self.node, scaleFactor == self.scaleFactor, let image { return image.bounds }
            release()
            let factor = max(1, scaleFactor)
            var bounds = graphene_rect_t()
            gsk_render_node_get_bounds(node, &bounds)
            guard let size = Self.pixelSize(width: bounds.size.width, height: bounds.size.height, scaleFactor: factor),
                let surface = Self.rasterise(node, bounds: bounds, pixels: size, scaleFactor: factor)
            else { return nil }
            self.node = gsk_render_node_ref(node)
            self.scaleFactor = scaleFactor
            image = (surface, bounds)
            return bounds
        }

        /// Appends the prepared image to `snapshot` over the rectangle it covers: painted from its
        /// surface in a cairo node when `cairo` (the window's renderer is GTK's cairo renderer),
        /// as a texture node otherwise.
        func append(to snapshot: OpaquePointer, cairo: Bool) {
            guard let image else { return }
            var bounds = image.bounds
            if cairo {
                guard let context = gtk_snapshot_append_cairo(snapshot, &bounds) else { return }
                cairo_set_source_surface(context, image.surface, Double(bounds.origin.x), Double(bounds.origin.y))
                cairo_paint(context)
                cairo_destroy(context)
            } else if let texture = texture() {
                gtk_snapshot_append_texture(snapshot, texture, &bounds)
            }
        }

        /// The prepared image as a texture (premultiplied BGRA, cairo's own layout on little-endian
        /// machines) sharing the surface's pixels, made on first use and kept with the image.
        func texture() -> OpaquePointer? {
            if let madeTexture { return madeTexture }
            guard let surface = image?.surface else { return nil }
            madeTexture = Self.texture(sharing: surface)
            return madeTexture
        }

        /// A texture (premultiplied BGRA, cairo's own layout on little-endian machines) sharing
        /// `surface`'s pixels; the texture holds a reference to the surface.
        static func texture(sharing surface: OpaquePointer) -> OpaquePointer? {
            guard let data = cairo_image_surface_get_data(surface) else { return nil }
            let stride = cairo_image_surface_get_stride(surface)
            let height = cairo_image_surface_get_height(surface)
            // The bytes hold a reference to the surface, dropped with the texture's last reference.
            let bytes = g_bytes_new_with_free_func(
                data, gsize(stride) * gsize(height),
                { surface in cairo_surface_destroy(OpaquePointer(surface)) },
                UnsafeMutableRawPointer(cairo_surface_reference(surface)))
            defer { g_bytes_unref(bytes) }
            return gdk_memory_texture_new(
                cairo_image_surface_get_width(surface), height, GDK_MEMORY_B8G8R8A8_PREMULTIPLIED, bytes, gsize(stride))
        }

        /// Drops the image and the node (a frame still drawing them holds its own references).
        func release() {
            if let madeTexture { g_object_unref(madeTexture.gpointer) }
            if let image { cairo_surface_destroy(image.surface) }
            if let node { gsk_render_node_unref(node) }
            madeTexture = nil
            image = nil
            node = nil
            scaleFactor = 0
        }

        deinit { release() }

        /// The image's size in device pixels for a node of `width` × `height`; `nil` when either is
        /// not finite, not positive, or over ``maximumSide``.
        static func pixelSize(width: Float, height: Float, scaleFactor: Int32) -> (width: Int32, height: Int32)? {
            let factor = Float(max(1, scaleFactor))
            let pixels = (width: (width * factor).rounded(.up), height: (height * factor).rounded(.up))
            guard pixels.width.isFinite, pixels.height.isFinite, pixels.width >= 1, pixels.height >= 1,
                pixels.width <= Float(maximumSide), pixels.height <= Float(maximumSide)
            else { return nil }
            return (Int32(pixels.width), Int32(pixels.height))
        }

        /// Draws `node` with cairo into a new image surface of `pixels`, whose device scale makes one
        /// of its units one of the node's.
        static func rasterise(
            _ node: OpaquePointer, bounds: graphene_rect_t, pixels: (width: Int32, height: Int32), scaleFactor: Int32
        ) -> OpaquePointer? {
            guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, pixels.width, pixels.height) else {
                return nil
            }
            guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
                cairo_surface_destroy(surface)
                return nil
            }
            cairo_surface_set_device_scale(surface, Double(scaleFactor), Double(scaleFactor))
            let context = cairo_create(surface)
            cairo_translate(context, -Double(bounds.origin.x), -Double(bounds.origin.y))
            gsk_render_node_draw(node, context)
            cairo_destroy(context)
            cairo_surface_flush(surface)
            return surface
        }
    }
#endif
