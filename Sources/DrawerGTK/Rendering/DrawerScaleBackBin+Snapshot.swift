#if os(Linux)
    import CGtk

    extension DrawerScaleBackBin {
        /// The bin's widget: a `GtkBox` subclass (`DrawerKitScaleBackBin`) whose only change is
        /// its snapshot, so a pushed-back content is drawn as one scaled image.
        static func makeWidget() -> UnsafeMutablePointer<GtkWidget> {
            UnsafeMutableRawPointer(g_object_new_with_properties(type, 0, nil, nil)!).assumingMemoryBound(to: GtkWidget.self)
        }

        /// The subclass's GType, registered on first use.
        private static let type: GType = {
            var info = GTypeInfo()
            info.class_size = guint16(MemoryLayout<GtkBoxClass>.size)
            info.instance_size = guint16(MemoryLayout<GtkBox>.size)
            info.class_init = { klass, _ in
                guard let widgetClass = klass?.assumingMemoryBound(to: GtkWidgetClass.self) else { return }
                widgetClass.pointee.snapshot = { widget, snapshot in
                    // GTK snapshots on the main thread; the pointers only travel to it.
                    guard let widget, let snapshot else { return }
                    nonisolated(unsafe) let target = (widget, snapshot)
                    MainActor.assumeIsolated { DrawerScaleBackBin.snapshot(target.0, into: target.1) }
                }
            }
            return g_type_register_static(gtk_box_get_type(), "DrawerKitScaleBackBin", &info, GTypeFlags(rawValue: 0))
        }()

        /// Draws a shaped panel's outline (``DrawerPanelOutline``: a rounded clip, the blurred
        /// backdrop of glass, the fill) around the children, or the children alone.
        private static func snapshot(_ widget: UnsafeMutablePointer<GtkWidget>, into snapshot: OpaquePointer) {
            let state = state(of: widget)
            guard let state, let outline = state.outline else {
                snapshotChildren(widget, state: state, into: snapshot)
                return
            }
            guard !outline.isEmpty else {
                outline.appendPlaceholder(to: snapshot)
                return
            }
            var rounded = outline.roundedRect
            gtk_snapshot_push_rounded_clip(snapshot, &rounded)
            var filled = false
            if let glass = outline.glass, outline.fill.alpha < 1 {
                filled = state.glass.append(
                    to: snapshot, bin: widget, stop: state.glassStop, outline: outline, glass: glass,
                    cairo: drawsWithCairo(widget))
                if !filled, var dimming = glass.dimming?.gdk, dimming.alpha > 0 {
                    var bounds = outline.rect
                    gtk_snapshot_append_color(snapshot, &dimming, &bounds)
                }
            }
            if !filled, outline.fill.alpha > 0 {
                var fill = outline.fill.gdk
                var bounds = outline.rect
                gtk_snapshot_append_color(snapshot, &fill, &bounds)
            }
            snapshotChildren(widget, state: state, into: snapshot)
            gtk_snapshot_pop(snapshot)
        }

        /// Draws the children as GTK would, except a pushed-back content: its render node is
        /// drawn once into an image (``DrawerPushedBackImage``) and the image is drawn under the
        /// content's transform. The content keeps its transformed allocation, so what it hits,
        /// where it reports its bounds and how GTK caches its node are unchanged; only the pixels
        /// of the scale come from the image instead of from cairo drawing the content scaled.
        private static func snapshotChildren(
            _ widget: UnsafeMutablePointer<GtkWidget>, state: State?, into snapshot: OpaquePointer
        ) {
            let child = gtk_widget_get_first_child(widget)
            guard let state, let child, gtk_widget_get_next_sibling(child) == nil, state.effect != .none,
                state.morph == nil
            else {
                state?.image.release()
                var next = child
                while let each = next {
                    gtk_widget_snapshot_child(widget, each, snapshot)
                    next = gtk_widget_get_next_sibling(each)
                }
                return
            }
            guard let own = gtk_snapshot_new() else { return }
            gtk_widget_snapshot_child(widget, child, own)
            guard let drawn = gtk_snapshot_free_to_node(own) else { return }
            defer { gsk_render_node_unref(drawn) }
            guard gsk_render_node_get_node_type(drawn) == GSK_TRANSFORM_NODE,
                let content = gsk_transform_node_get_child(drawn),
                state.image.prepare(content, scaleFactor: gtk_widget_get_scale_factor(widget)) != nil
            else {
                // Not scaled (an offset alone), or no image: the node as GTK made it.
                gtk_snapshot_append_node(snapshot, drawn)
                return
            }
            gtk_snapshot_save(snapshot)
            gtk_snapshot_transform(snapshot, gsk_transform_node_get_transform(drawn))
            state.image.append(to: snapshot, cairo: drawsWithCairo(widget))
            gtk_snapshot_restore(snapshot)
        }

        /// Whether `widget`'s window draws with GTK's cairo renderer (`GSK_RENDERER=cairo`, or no GL).
        private static func drawsWithCairo(_ widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
            guard let native = gtk_widget_get_native(widget), let renderer = gtk_native_get_renderer(native) else {
                return true
            }
            let instance = UnsafeMutableRawPointer(renderer).assumingMemoryBound(to: GTypeInstance.self)
            return g_type_check_instance_is_a(instance, gsk_cairo_renderer_get_type()) != 0
        }
    }
#endif
