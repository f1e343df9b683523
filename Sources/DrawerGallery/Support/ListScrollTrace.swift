#if os(Linux)
    import CGtk
    import DrawerGTK

    /// Traces `list-scrolled` with a list's own offset whenever it moves, so a test can tell
    /// which list a drag or the wheel scrolled (the drawer's trace gives only the offset of the
    /// list it follows).
    @MainActor
    enum ListScrollTrace {
        /// Traces the vertical offset of the scrolled window `list` as `label` in `demo`.
        static func follow(_ list: UnsafeMutablePointer<GtkWidget>, label: String, demo: String) {
            guard let adjustment = gtk_scrolled_window_get_vadjustment(list.opaque) else { return }
            Signal.connect(adjustment, "value-changed") {
                TraceLog.emit(
                    "list-scrolled",
                    ["demo": .string(demo), "label": .string(label), "offset": .double(gtk_adjustment_get_value(adjustment))])
            }
        }
    }
#endif
