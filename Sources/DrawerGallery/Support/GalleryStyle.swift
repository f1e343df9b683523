#if os(Linux)
    /// The gallery's own CSS (the drawers' panel CSS comes from DrawerGTK).
    enum GalleryStyle {
        static let css = """
            .gallery-sidebar { background: #f2f2f2; border-right: 1px solid #d0d0d0; }
            .gallery-map { background-color: #cfe8c8;
                background-image: linear-gradient(135deg, #bfe0b6 25%, transparent 25%),
                                  linear-gradient(225deg, #d8edd2 25%, transparent 25%);
                background-size: 80px 80px; }
            .gallery-canvas { background: #e9eef6; }
            .gallery-title { font-size: 20px; font-weight: bold; }
            .gallery-row { padding: 10px 16px; }
            .gallery-list { background: transparent; }
            .gallery-custom-handle { background: #3584e4; color: white; border-radius: 8px; padding: 2px 10px;
                margin: 6px; font-weight: bold; }
            """

        /// Added in `--bench-cycles` mode only: the main content's buttons drawn as libadwaita 1.2
        /// draws them on the peer's side of `make bench-peers` (a flat, translucent rounded fill), so
        /// that both sides draw the same content and the comparison is the drawers'. GTK's own
        /// theme, which the gallery otherwise uses, gives each button a gradient, an outer shadow and
        /// a border: about 7 % more CPU per moving frame (docs/PERFORMANCE.md), none of it the drawer's.
        static let benchParity = """
            button { background: alpha(currentColor, 0.1); border: none; box-shadow: none; border-radius: 6px; }
            """
    }
#endif
