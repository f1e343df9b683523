#if os(Linux)
    import CGtk

    /// The gallery's reading direction switch: flips every widget (sidebar included) with
    /// `gtk_widget_set_default_direction`; hosts pick the change up at their next allocation.
    @MainActor
    enum GalleryDirection {
        static func set(rightToLeft: Bool) {
            gtk_widget_set_default_direction(rightToLeft ? GTK_TEXT_DIR_RTL : GTK_TEXT_DIR_LTR)
        }
    }
#endif
