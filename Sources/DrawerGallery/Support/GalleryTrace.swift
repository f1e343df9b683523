#if os(Linux)
    import CGtk
    import DrawerGTK
    import Glibc

    /// The fields of the gallery's `ready` and `demo-shown` trace lines.
    @MainActor
    enum GalleryTrace {
        /// Window size, the visible demo's overlay in window and X-surface coordinates, the number
        /// of demos in the sidebar (a test that visits every demo reads it), and the demo's primary
        /// drawer state.
        static func geometry(of gallery: GalleryWindow, time: Double) -> [(String, TraceValue)] {
            let overlay = gallery.current.host.widget
            var origin = graphene_point_t(x: 0, y: 0)
            var inWindow = graphene_point_t(x: 0, y: 0)
            _ = gtk_widget_compute_point(overlay, gallery.window, &origin, &inWindow)
            var shadowX = 0.0
            var shadowY = 0.0
            if let native = gtk_widget_get_native(gallery.window) { gtk_native_get_surface_transform(native, &shadowX, &shadowY) }
            let drawer = gallery.current.primaryDrawer
            return [
                ("demo", .string(gallery.current.name)), ("time", .double(time)), ("pid", .int(Int(getpid()))),
                ("windowWidth", .int(Int(gtk_widget_get_width(gallery.window)))),
                ("windowHeight", .int(Int(gtk_widget_get_height(gallery.window)))),
                ("overlayX", .double(Double(inWindow.x) + shadowX)), ("overlayY", .double(Double(inWindow.y) + shadowY)),
                ("overlayWidth", .int(Int(gtk_widget_get_width(overlay)))),
                ("overlayHeight", .int(Int(gtk_widget_get_height(overlay)))),
                ("demoCount", .int(gallery.demos.count)), ("drawer", .string(drawer.id)),
            ] + DrawerHost.stateFields(of: drawer)
        }

        /// Traces a sidebar switch's new state as a `switch` line (`name`: reduceMotion,
        /// rightToLeft or dimming): a test driving the window reads the switches from here, not
        /// from its own clicks (keyboard focus and the Navigation demo flip them too).
        static func switchFlipped(_ name: String, _ on: Bool) {
            TraceLog.emit("switch", ["switch": .string(name), "on": .bool(on)])
        }
    }
#endif
