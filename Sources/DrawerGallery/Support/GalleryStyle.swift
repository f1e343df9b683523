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
    }
#endif
