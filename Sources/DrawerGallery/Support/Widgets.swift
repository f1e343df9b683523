#if os(Linux)
    import CGtk
    import DrawerGTK

    /// Small widget factories shared by the demos.
    @MainActor
    enum Widgets {
        /// A label; `classes` are CSS classes.
        static func label(_ text: String, classes: [String] = [], wrap: Bool = false) -> UnsafeMutablePointer<GtkWidget> {
            let label = gtk_label_new(text)!
            for name in classes { CSSClass.add(name, to: label) }
            if wrap { gtk_label_set_wrap(label.opaque, 1) }
            gtk_label_set_xalign(label.opaque, 0)
            return label
        }

        /// A button that runs `action` when clicked.
        static func button(_ text: String, _ action: @escaping @MainActor () -> Void) -> UnsafeMutablePointer<GtkWidget> {
            let button = gtk_button_new_with_label(text)!
            Signal.connect(button, "clicked", action)
            GalleryButtons.register(button, label: text)
            return button
        }

        /// A toggle button that calls `action` with its new state.
        static func toggle(_ text: String, active: Bool = false, _ action: @escaping @MainActor (Bool) -> Void)
            -> UnsafeMutablePointer<GtkWidget>
        {
            let toggle = gtk_toggle_button_new_with_label(text)!
            gtk_toggle_button_set_active(toggle.cast(), active ? 1 : 0)
            Signal.connect(toggle, "toggled") { action(gtk_toggle_button_get_active(toggle.cast()) != 0) }
            return toggle
        }

        /// A box with `children`.
        static func box(
            _ orientation: GtkOrientation, spacing: Int32 = 6, margin: Int32 = 0, classes: [String] = [],
            _ children: [UnsafeMutablePointer<GtkWidget>]
        ) -> UnsafeMutablePointer<GtkWidget> {
            let box = gtk_box_new(orientation, spacing)!
            for name in classes { CSSClass.add(name, to: box) }
            if margin > 0 {
                gtk_widget_set_margin_top(box, margin)
                gtk_widget_set_margin_bottom(box, margin)
                gtk_widget_set_margin_start(box, margin)
                gtk_widget_set_margin_end(box, margin)
            }
            for child in children { gtk_box_append(box.cast(), child) }
            return box
        }

        /// A vertical scrolled list of `count` rows named by `title`; returns the scrolled window.
        static func list(count: Int, title: (Int) -> String) -> UnsafeMutablePointer<GtkWidget> {
            let list = gtk_list_box_new()!
            gtk_list_box_set_selection_mode(list.opaque, GTK_SELECTION_NONE)
            CSSClass.add("gallery-list", to: list)
            for index in 0..<count {
                let row = label(title(index), classes: ["gallery-row"])
                gtk_list_box_append(list.opaque, row)
            }
            let scrolled = gtk_scrolled_window_new()!
            gtk_scrolled_window_set_policy(scrolled.opaque, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
            gtk_scrolled_window_set_child(scrolled.opaque, list)
            gtk_widget_set_vexpand(scrolled, 1)
            return scrolled
        }

        /// A search entry with placeholder text.
        static func search(_ placeholder: String) -> UnsafeMutablePointer<GtkWidget> {
            let entry = gtk_search_entry_new()!
            cgtk_object_set_string(entry.gpointer, "placeholder-text", placeholder)
            return entry
        }
    }
#endif
