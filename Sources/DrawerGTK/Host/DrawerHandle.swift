#if os(Linux)
    import CGtk

    /// The widget a drawer shows at its free edge to show that it can be dragged.
    ///
    /// ```swift
    /// host.addDrawer(id: "sheet", configuration: config, content: list, handle: .grabber)
    /// host.addDrawer(id: "menu", configuration: menu, content: box, handle: .custom(myHandle))
    /// ```
    public enum DrawerHandle {
        /// The default: a small rounded pill (a flat `GtkButton` with CSS class `drawer-grabber`;
        /// activating it with the keyboard moves the drawer to the next detent).
        case grabber
        /// No handle.
        case none
        /// An app-supplied widget, placed where the grabber would be.
        case custom(UnsafeMutablePointer<GtkWidget>)
    }
#endif
