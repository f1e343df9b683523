#if os(Linux)
    import CGtk
    import PropertyBased
    import Testing

    @testable import DrawerGTK

    /// A pushed-back page is drawn from one image made at scale 1 and reused while the page's
    /// render node is the same: drawing the page scaled kept cairo's glyph images per scale
    /// (docs/RELIABILITY.md, "Memory under the storm").
    @Suite("Drawer pushed-back image")
    struct DrawerPushedBackImageTests {
        /// A colour node over `rect`, owned by the caller.
        private func colourNode(_ rect: (x: Float, y: Float, width: Float, height: Float), red: Float) -> OpaquePointer {
            // GSK registers its node types on first use of one (gtk_init does it in an app).
            g_type_ensure(gsk_color_node_get_type())
            var colour = GdkRGBA(red: red, green: 0, blue: 0, alpha: 1)
            var bounds = graphene_rect_t(
                origin: graphene_point_t(x: rect.x, y: rect.y), size: graphene_size_t(width: rect.width, height: rect.height))
            return gsk_color_node_new(&colour, &bounds)!
        }

        /// The texture's pixel at `x`, `y` as premultiplied BGRA bytes.
        private func pixel(_ texture: OpaquePointer, x: Int, y: Int) -> [UInt8] {
            let width = Int(gdk_texture_get_width(texture))
            let height = Int(gdk_texture_get_height(texture))
            var bytes = [UInt8](repeating: 0, count: width * height * 4)
            bytes.withUnsafeMutableBufferPointer { gdk_texture_download(texture, $0.baseAddress, gsize(width * 4)) }
            let start = (y * width + x) * 4
            return Array(bytes[start..<(start + 4)])
        }

        @Test("The image shows the node at its own size, and covers the node's bounds")
        func drawsTheNode() throws {
            let node = colourNode((x: 10, y: 20, width: 40, height: 30), red: 1)
            defer { gsk_render_node_unref(node) }
            let cache = DrawerPushedBackImage()
            let bounds = try #require(cache.prepare(node, scaleFactor: 1))
            let texture = try #require(cache.texture())
            #expect(gdk_texture_get_width(texture) == 40 && gdk_texture_get_height(texture) == 30)
            #expect(bounds.origin.x == 10 && bounds.origin.y == 20)
            #expect(bounds.size.width == 40 && bounds.size.height == 30)
            #expect(pixel(texture, x: 39, y: 29) == [0, 0, 255, 255], "opaque red, BGRA")
            #expect(cache.holdsImage)
        }

        @Test("At a scale factor of 2 the image has twice the pixels, for the same bounds")
        func scaleFactor() throws {
            let node = colourNode((x: 0, y: 0, width: 40, height: 30), red: 1)
            defer { gsk_render_node_unref(node) }
            let cache = DrawerPushedBackImage()
            let bounds = try #require(cache.prepare(node, scaleFactor: 2))
            let texture = try #require(cache.texture())
            #expect(gdk_texture_get_width(texture) == 80 && gdk_texture_get_height(texture) == 60)
            #expect(bounds.size.width == 40)
        }

        @Test("The same node reuses its image; another node, or another scale factor, makes a new one")
        func reuse() throws {
            let first = colourNode((x: 0, y: 0, width: 40, height: 30), red: 1)
            let second = colourNode((x: 0, y: 0, width: 40, height: 30), red: 0.5)
            defer {
                gsk_render_node_unref(first)
                gsk_render_node_unref(second)
            }
            let cache = DrawerPushedBackImage()
            func texture(_ node: OpaquePointer, _ factor: Int32) throws -> OpaquePointer {
                _ = try #require(cache.prepare(node, scaleFactor: factor))
                let texture = try #require(cache.texture())
                // Held by the test, so a later texture cannot reuse this one's address.
                g_object_ref(texture.gpointer)
                return texture
            }
            let made = try texture(first, 1)
            let again = try texture(first, 1)
            let other = try texture(second, 1)
            let doubled = try texture(second, 2)
            defer { for each in [made, again, other, doubled] { g_object_unref(each.gpointer) } }
            #expect(again == made)
            #expect(other != made)
            #expect(pixel(other, x: 0, y: 0)[2] < 200, "the second node's darker red")
            #expect(doubled != other)
        }

        @Test("Appended under cairo it is a cairo node, otherwise a texture node; both draw the image over its bounds")
        func appended() throws {
            let node = colourNode((x: 10, y: 20, width: 40, height: 30), red: 1)
            defer { gsk_render_node_unref(node) }
            let cache = DrawerPushedBackImage()
            _ = try #require(cache.prepare(node, scaleFactor: 1))
            for (cairo, type) in [(true, GSK_CAIRO_NODE), (false, GSK_TEXTURE_NODE)] {
                let snapshot = try #require(gtk_snapshot_new())
                cache.append(to: snapshot, cairo: cairo)
                let appended = try #require(gtk_snapshot_free_to_node(snapshot))
                defer { gsk_render_node_unref(appended) }
                #expect(gsk_render_node_get_node_type(appended) == type)
                var bounds = graphene_rect_t()
                gsk_render_node_get_bounds(appended, &bounds)
                #expect(bounds.origin.x == 10 && bounds.origin.y == 20 && bounds.size.width == 40 && bounds.size.height == 30)
                // Drawn into a 60 × 60 image: red inside the bounds, nothing outside.
                let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 60, 60))
                defer { cairo_surface_destroy(surface) }
                let context = cairo_create(surface)
                gsk_render_node_draw(appended, context)
                cairo_destroy(context)
                cairo_surface_flush(surface)
                let data = try #require(cairo_image_surface_get_data(surface))
                let stride = Int(cairo_image_surface_get_stride(surface))
                func pixel(_ x: Int, _ y: Int) -> [UInt8] { (0..<4).map { data[y * stride + x * 4 + $0] } }
                #expect(pixel(30, 35) == [0, 0, 255, 255], "inside, cairo \(cairo)")
                #expect(pixel(5, 5) == [0, 0, 0, 0], "outside, cairo \(cairo)")
            }
        }

        @Test("Released, it holds nothing; an empty node gets no image and the caller draws the node")
        func releaseAndEmpty() throws {
            let node = colourNode((x: 0, y: 0, width: 40, height: 30), red: 1)
            let empty = colourNode((x: 5, y: 5, width: 0, height: 0), red: 1)
            defer {
                gsk_render_node_unref(node)
                gsk_render_node_unref(empty)
            }
            let cache = DrawerPushedBackImage()
            _ = try #require(cache.prepare(node, scaleFactor: 1))
            cache.release()
            #expect(!cache.holdsImage)
            #expect(cache.texture() == nil)
            #expect(cache.prepare(empty, scaleFactor: 1) == nil)
            #expect(!cache.holdsImage)
        }

        @Test("Any size, finite or not: an image size of whole pixels within the limit, or none")
        func pixelSizes() async {
            let sizes = Gen.oneOf(
                Gen.float(in: -100...20_000),
                Gen.always(Float.nan), Gen.always(Float.infinity), Gen.always(-Float.infinity), Gen.always(0))
            await propertyCheck(count: 500, input: sizes, sizes, Gen.int(in: -2...4)) { width, height, factor in
                let size = DrawerPushedBackImage.pixelSize(width: width, height: height, scaleFactor: Int32(factor))
                let pixels = (width * Float(max(1, factor)), height * Float(max(1, factor)))
                let fits =
                    pixels.0.isFinite && pixels.1.isFinite && pixels.0 > 0 && pixels.1 > 0
                    && pixels.0.rounded(.up) <= Float(DrawerPushedBackImage.maximumSide)
                    && pixels.1.rounded(.up) <= Float(DrawerPushedBackImage.maximumSide)
                if let size {
                    #expect(fits)
                    #expect(Float(size.width) >= pixels.0 && Float(size.width) < pixels.0 + 1)
                    #expect(Float(size.height) >= pixels.1 && Float(size.height) < pixels.1 + 1)
                } else {
                    #expect(!fits)
                }
            }
        }
    }
#endif
