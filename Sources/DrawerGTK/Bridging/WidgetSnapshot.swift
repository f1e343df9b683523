#if os(Linux)
    import CGtk

    /// Renders a widget (or a whole window) to an image from inside the app.
    ///
    /// The pipeline: `gtk_widget_paintable_new` → `gdk_paintable_snapshot` into a `GtkSnapshot`
    /// → `gtk_snapshot_free_to_node` → `gsk_renderer_render_texture` with the renderer of the
    /// widget's native (its window) → a `GdkTexture`. Unlike an X screenshot it needs no window
    /// manager or compositor and sees exactly what GTK drew, at the widget's own size. Call it
    /// once the widget has been drawn, for example from a ``FrameTicker`` a frame or two after the
    /// window was presented.
    ///
    /// ```swift
    /// if let image = WidgetSnapshot.render(window) {
    ///     image.writePNG(to: "/tmp/window.png")
    ///     print(image.pixel(x: 10, y: 10) as Any)
    /// }
    /// ```
    @MainActor
    package enum WidgetSnapshot {
        /// Renders `widget` at its current size; `nil` when it is not realized, has no size,
        /// or draws nothing.
        package static func render(_ widget: some GObjectPointer) -> RenderedImage? {
            let widget = widget.widget
            let width = gtk_widget_get_width(widget)
            let height = gtk_widget_get_height(widget)
            guard width > 0, height > 0,
                let native = gtk_widget_get_native(widget),
                let renderer = gtk_native_get_renderer(native),
                let paintable = gtk_widget_paintable_new(widget),
                let snapshot = gtk_snapshot_new()
            else { return nil }
            defer { g_object_unref(paintable.gpointer) }

            gdk_paintable_snapshot(paintable, snapshot.opaque, Double(width), Double(height))
            guard let node = gtk_snapshot_free_to_node(snapshot) else { return nil }
            defer { gsk_render_node_unref(node) }

            var viewport = graphene_rect_t(
                origin: graphene_point_t(x: 0, y: 0),
                size: graphene_size_t(width: Float(width), height: Float(height)))
            guard let texture = gsk_renderer_render_texture(renderer, node, &viewport) else { return nil }
            return RenderedImage(adopting: texture)
        }

        /// Renders `widget` and writes it as a PNG file; returns whether it succeeded.
        @discardableResult
        package static func writePNG(of widget: some GObjectPointer, to path: String) -> Bool {
            render(widget)?.writePNG(to: path) ?? false
        }
    }
#endif
