#if os(Linux)
    import CGtk

    /// The gallery's reading direction: flips every widget (sidebar included) with
    /// `gtk_widget_set_default_direction`; hosts pick the change up at their next allocation.
    ///
    /// Two toggles change it (the sidebar's and the Navigation demo's), so this is the one place
    /// that does: it keeps every registered toggle showing the direction in force, and traces the
    /// change as a `switch` line, so a test driving the window learns it whichever toggle (or
    /// tour step) flipped it.
    @MainActor
    enum GalleryDirection {
        /// Whether changes are traced (the gallery's `--trace`).
        static var tracesChanges = false
        private static var toggles: [UnsafeMutablePointer<GtkWidget>] = []

        static var isRightToLeft: Bool { gtk_widget_get_default_direction() == GTK_TEXT_DIR_RTL }

        /// Sets the direction; a toggle already showing it, or the direction already in force,
        /// changes nothing.
        static func set(rightToLeft: Bool) {
            guard rightToLeft != isRightToLeft else { return }
            gtk_widget_set_default_direction(rightToLeft ? GTK_TEXT_DIR_RTL : GTK_TEXT_DIR_LTR)
            for toggle in toggles where (gtk_toggle_button_get_active(toggle.cast()) != 0) != rightToLeft {
                gtk_toggle_button_set_active(toggle.cast(), rightToLeft ? 1 : 0)
            }
            if tracesChanges { GalleryTrace.switchFlipped("rightToLeft", rightToLeft) }
        }

        /// A toggle button for the direction: it sets it, and shows it when something else does.
        static func toggle(_ text: String) -> UnsafeMutablePointer<GtkWidget> {
            let toggle = Widgets.toggle(text, active: isRightToLeft) { set(rightToLeft: $0) }
            g_object_ref(toggle.cast())
            toggles.append(toggle)
            return toggle
        }
    }
#endif
