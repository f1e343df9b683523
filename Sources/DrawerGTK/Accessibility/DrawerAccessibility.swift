#if os(Linux)
    import CGtk
    import DrawerCore

    /// Tells assistive technologies what a drawer is and where it is (GtkAccessible).
    ///
    /// The panel is a group labelled by the app (with the actions of
    /// `DrawerHost.installAccessibleActions(_:)`); its value text is the engine's
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

        /// Sets the panel's value text, and its description to the same words: GTK 4.8 sends
        /// AT-SPI clients (Orca) no value text for a group, and no Value interface for a widget
        /// that is not a range, so the description is where they can read it.
        static func update(panel: UnsafeMutablePointer<GtkWidget>, value: String) {
            cgtk_accessible_set_value_text(panel.opaque, value)
            cgtk_accessible_set_description(panel.opaque, value)
        }
    }
#endif
