#if os(Linux)
    import Testing

    /// Real-window tests of `drawer-gallery`: each test starts the gallery with `--trace` on its
    /// own Xvfb, drives it with xdotool, and asserts on the drawer's settled state (never on
    /// per-event counts: GTK coalesces motion per frame).
    ///
    /// One serialized parent suite, so its nested suites never run GTK apps side by side.
    @Suite("Gallery under Xvfb", .serialized)
    enum GalleryUITests {}
#endif
