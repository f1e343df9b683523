#if os(Linux)
    import CGtk
    import DrawerGTK

    /// A virtualised list for long content (`--rows N`): a `GtkListView` over a `GtkStringList`,
    /// inside a vertical scrolled window, so that only the rows on screen (and a few more) exist
    /// as widgets, whatever `count` is. Rows look like ``Widgets/list(count:title:)``'s (a label
    /// with class `gallery-row`), made by a builder factory that binds each label to its string.
    @MainActor
    enum VirtualList {
        /// The most rows the gallery builds a model for (`--rows` above it is refused).
        nonisolated static let maximumRows = 1_000_000

        /// A scrolled list of `count` rows (clamped to 1…``maximumRows``) named by `title`; returns the scrolled window.
        static func make(count: Int, title: (Int) -> String) -> UnsafeMutablePointer<GtkWidget> {
            let strings = gtk_string_list_new(nil)!
            for index in 0..<min(max(1, count), maximumRows) {
                gtk_string_list_append(strings, title(index))
            }
            // The selection model takes the string list's reference, the view the model's and the factory's.
            let model = gtk_no_selection_new(strings)
            let factory = rowTemplate.utf8CString.withUnsafeBytes { bytes in
                let data = g_bytes_new(bytes.baseAddress, gsize(bytes.count - 1))
                defer { g_bytes_unref(data) }
                return gtk_builder_list_item_factory_new_from_bytes(nil, data)
            }
            let view = gtk_list_view_new(model, factory)!
            CSSClass.add("gallery-list", to: view)
            let scrolled = gtk_scrolled_window_new()!
            gtk_scrolled_window_set_policy(scrolled.opaque, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
            gtk_scrolled_window_set_child(scrolled.opaque, view)
            gtk_widget_set_vexpand(scrolled, 1)
            return scrolled
        }

        /// Each row: a left-aligned label showing the item's string.
        private static let rowTemplate = """
            <?xml version="1.0" encoding="UTF-8"?>
            <interface>
              <template class="GtkListItem">
                <property name="child">
                  <object class="GtkLabel">
                    <property name="xalign">0</property>
                    <style><class name="gallery-row"/></style>
                    <binding name="label">
                      <lookup name="string" type="GtkStringObject">
                        <lookup name="item">GtkListItem</lookup>
                      </lookup>
                    </binding>
                  </object>
                </property>
              </template>
            </interface>
            """
    }
#endif
