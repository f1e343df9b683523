#if os(Linux)
    import CGtk

    /// Tiles several PNG files into one PNG, each scaled to a common width, with optional captions.
    ///
    /// Drawn with cairo only, so it needs no display and works in tests and tools as well as in the
    /// app. A gallery tour writes one screenshot per step, then one contact sheet to look at.
    ///
    /// ```swift
    /// let sheet = ContactSheet(columns: 3, tileWidth: 320)
    /// try sheet.write(
    ///     [.init(path: "/tmp/a.png", caption: "closed"), .init(path: "/tmp/b.png", caption: "half")],
    ///     to: "/tmp/sheet.png")
    /// ```
    package struct ContactSheet: Sendable {
        /// One image of the sheet.
        package struct Tile: Sendable, Equatable {
            /// Path of a PNG file.
            package var path: String
            /// Text drawn under the image, if any.
            package var caption: String?

            /// Creates a tile.
            package init(path: String, caption: String? = nil) {
                self.path = path
                self.caption = caption
            }
        }

        /// Why a sheet could not be written.
        package enum Failure: Error, Equatable, Sendable {
            /// No tiles were given.
            case noTiles
            /// A tile's PNG could not be read; cairo's status message.
            case unreadableImage(path: String, reason: String)
            /// The sheet could not be written; cairo's status message.
            case writeFailed(path: String, reason: String)
        }

        /// Number of tiles per row.
        package var columns: Int
        /// Width each image is scaled to, in pixels.
        package var tileWidth: Double
        /// Space around and between tiles, in pixels.
        package var padding: Double
        /// Caption font size in pixels; the caption line is 1.5 × this tall.
        package var captionSize: Double

        /// Creates a layout; values below their minimum are raised to it.
        package init(columns: Int = 3, tileWidth: Double = 320, padding: Double = 12, captionSize: Double = 14) {
            self.columns = max(1, columns)
            self.tileWidth = tileWidth.isFinite ? max(16, tileWidth) : 320
            self.padding = padding.isFinite ? max(0, padding) : 12
            self.captionSize = captionSize.isFinite ? max(6, captionSize) : 14
        }

        /// Writes the sheet to `path` (PNG) and returns its size in pixels.
        @discardableResult
        package func write(_ tiles: [Tile], to path: String) throws(Failure) -> (width: Int, height: Int) {
            guard !tiles.isEmpty else { throw .noTiles }
            var images: [OpaquePointer] = []
            defer { images.forEach { cairo_surface_destroy($0) } }
            for tile in tiles {
                guard let image = cairo_image_surface_create_from_png(tile.path) else {
                    throw .unreadableImage(path: tile.path, reason: "no surface")
                }
                let status = cairo_surface_status(image)
                guard status == CAIRO_STATUS_SUCCESS else {
                    cairo_surface_destroy(image)
                    throw .unreadableImage(path: tile.path, reason: Self.message(status))
                }
                images.append(image)
            }

            let hasCaptions = tiles.contains { $0.caption != nil }
            let captionHeight = hasCaptions ? (captionSize * 1.5).rounded(.up) : 0
            let scaledHeights = images.map { image in
                let width = max(1, Double(cairo_image_surface_get_width(image)))
                return (Double(cairo_image_surface_get_height(image)) * tileWidth / width).rounded(.up)
            }
            let cellHeight = (scaledHeights.max() ?? 0) + captionHeight
            let columnCount = min(columns, tiles.count)
            let rowCount = (tiles.count + columns - 1) / columns
            let sheetWidth = Int(padding + Double(columnCount) * (tileWidth + padding))
            let sheetHeight = Int(padding + Double(rowCount) * (cellHeight + padding))

            guard let sheet = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(sheetWidth), Int32(sheetHeight))
            else { throw .writeFailed(path: path, reason: "no surface") }
            defer { cairo_surface_destroy(sheet) }
            guard let cr = cairo_create(sheet) else { throw .writeFailed(path: path, reason: "no context") }
            defer { cairo_destroy(cr) }

            cairo_set_source_rgb(cr, 1, 1, 1)
            cairo_paint(cr)
            for (index, image) in images.enumerated() {
                let x = padding + Double(index % columns) * (tileWidth + padding)
                let y = padding + Double(index / columns) * (cellHeight + padding)
                let scale = tileWidth / max(1, Double(cairo_image_surface_get_width(image)))
                cairo_save(cr)
                cairo_translate(cr, x, y)
                cairo_scale(cr, scale, scale)
                cairo_set_source_surface(cr, image, 0, 0)
                cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
                cairo_paint(cr)
                cairo_restore(cr)
                // A hairline frame, so white screenshots stand out from the white sheet.
                cairo_set_source_rgb(cr, 0.75, 0.75, 0.75)
                cairo_set_line_width(cr, 1)
                cairo_rectangle(cr, x - 0.5, y - 0.5, tileWidth + 1, scaledHeights[index] + 1)
                cairo_stroke(cr)
                if let caption = tiles[index].caption {
                    cairo_set_source_rgb(cr, 0.1, 0.1, 0.1)
                    cairo_select_font_face(cr, "sans-serif", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL)
                    cairo_set_font_size(cr, captionSize)
                    cairo_move_to(cr, x, y + scaledHeights[index] + captionSize * 1.2)
                    cairo_show_text(cr, caption)
                }
            }
            cairo_surface_flush(sheet)
            let status = cairo_surface_write_to_png(sheet, path)
            guard status == CAIRO_STATUS_SUCCESS else {
                throw .writeFailed(path: path, reason: Self.message(status))
            }
            return (sheetWidth, sheetHeight)
        }

        private static func message(_ status: cairo_status_t) -> String {
            cairo_status_to_string(status).map { String(cString: $0) } ?? "cairo status \(status.rawValue)"
        }
    }
#endif
