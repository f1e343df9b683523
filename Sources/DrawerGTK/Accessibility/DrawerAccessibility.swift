#if os(Linux)
    import CGtk
    import DrawerCore

    /// Tells assistive technologies what a drawer is and where it is (GtkAccessible).
    ///
    /// The panel is a group labelled by the app; its value text is the engine's
    /// `DrawerEngine.accessibilityValue` ("Half expanded"), updated whenever the
    /// drawer settles.
    @MainActor
    enum DrawerAccessibility {
        /// Labels the panel.
        static func describe(panel: UnsafeMutablePointer<GtkWidget>, label: String) {
            cgtk_accessible_set_label(panel.opaque, label)
        }

        /// Labels the default grabber, in the words of the drawer's table.
        static func describeHandle(_ handle: UnsafeMutablePointer<GtkWidget>, labels: DrawerAccessibilityLabels) {
            cgtk_accessible_set_label(handle.opaque, labels.text(for: .handle))
            cgtk_accessible_set_description(handle.opaque, labels.text(for: .handleHint))
        }

        /// Sets the panel's value text.
        static func update(panel: UnsafeMutablePointer<GtkWidget>, value: String) {
            cgtk_accessible_set_value_text(panel.opaque, value)
        }
    }
#endif
