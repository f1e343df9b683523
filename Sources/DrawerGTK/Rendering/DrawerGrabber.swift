#if os(Linux)
    import CGtk
    import DrawerCore

    /// The default drawer handle: a small rounded pill.
    ///
    /// It is a flat `GtkButton` (CSS class `drawer-grabber`), so it is focusable and reads as a
    /// button to assistive technologies; the host moves the drawer to its next detent when it is
    /// activated. Dragging it drags the drawer like any other part of the panel.
    @MainActor
    enum DrawerGrabber {
        /// A new grabber widget, labelled from `labels`.
        static func make(labels: DrawerAccessibilityLabels) -> UnsafeMutablePointer<GtkWidget> {
            let button = gtk_button_new()!
            CSSClass.add("drawer-grabber", to: button)
            gtk_widget_set_halign(button, GTK_ALIGN_CENTER)
            gtk_widget_set_valign(button, GTK_ALIGN_CENTER)
            gtk_widget_set_hexpand(button, 0)
            gtk_widget_set_vexpand(button, 0)
            DrawerAccessibility.describeHandle(button, labels: labels)
            return button
        }
    }
#endif
