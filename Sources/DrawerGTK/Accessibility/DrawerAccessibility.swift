#if os(Linux)
    import CGtk

    /// Tells assistive technologies what a drawer is and where it is (GtkAccessible).
    ///
    /// The panel is a group labelled by the app; its value text is the engine's
    /// ``DrawerCore/DrawerEngine/accessibilityValue`` ("Half expanded"), updated whenever the
    /// drawer settles.
    @MainActor
    enum DrawerAccessibility {
        /// Labels the panel.
        static func describe(panel: UnsafeMutablePointer<GtkWidget>, label: String) {
            cgtk_accessible_set_label(panel.opaque, label)
        }

        /// Labels the default grabber.
        static func describeHandle(_ handle: UnsafeMutablePointer<GtkWidget>) {
            cgtk_accessible_set_label(handle.opaque, "Drawer handle")
            cgtk_accessible_set_description(handle.opaque, "Activate to move the drawer to its next size")
        }

        /// Sets the panel's value text.
        static func update(panel: UnsafeMutablePointer<GtkWidget>, value: String) {
            cgtk_accessible_set_value_text(panel.opaque, value)
        }
    }
#endif
