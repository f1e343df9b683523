#if os(Linux)
    import CGtk
    import DrawerGTK

    /// Every button the demos made, by label, so the trace can say where they are: the UI tests
    /// click buttons inside drawers (which move) by the rectangles traced after each settle.
    @MainActor
    enum GalleryButtons {
        private(set) static var all: [(label: String, widget: UnsafeMutablePointer<GtkWidget>, event: String)] = []

        /// Remembers `button` under `label`; `event` names its trace lines (`area` for a widget
        /// that is no button but that tests must find, such as a scrolled window).
        static func register(_ button: UnsafeMutablePointer<GtkWidget>, label: String, event: String = "button") {
            all.append((label, button, event))
        }

        /// Traces one `button` line per drawn button inside `host` (label and rectangle in the
        /// host's overlay coordinates).
        static func trace(in host: DrawerHost) {
            for (label, button, event) in all
            where gtk_widget_is_drawable(button) != 0 && gtk_widget_is_ancestor(button, host.widget) != 0 {
                var bounds = graphene_rect_t()
                guard gtk_widget_compute_bounds(button, host.widget, &bounds) != 0 else { continue }
                TraceLog.emit(
                    event,
                    fields: [
                        ("demo", .string(host.name)), ("label", .string(label)),
                        ("x", .double(Double(bounds.origin.x))), ("y", .double(Double(bounds.origin.y))),
                        ("width", .double(Double(bounds.size.width))), ("height", .double(Double(bounds.size.height))),
                    ])
            }
        }
    }
#endif
