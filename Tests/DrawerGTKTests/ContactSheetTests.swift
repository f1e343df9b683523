#if os(Linux)
    import CGtk
    import Foundation
    import Testing

    @testable import DrawerGTK

    /// The contact sheet needs cairo only, so it runs without a display.
    @Suite("Contact sheet")
    struct ContactSheetTests {
        private let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("contact-sheet-\(UUID().uuidString)")

        /// Writes a solid-colour PNG with cairo.
        private func solidPNG(_ name: String, width: Int32, height: Int32, rgb: (Double, Double, Double)) throws -> String {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let path = directory.appendingPathComponent(name).path
            let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height))
            defer { cairo_surface_destroy(surface) }
            let cr = try #require(cairo_create(surface))
            cairo_set_source_rgb(cr, rgb.0, rgb.1, rgb.2)
            cairo_paint(cr)
            cairo_destroy(cr)
            #expect(cairo_surface_write_to_png(surface, path) == CAIRO_STATUS_SUCCESS)
            return path
        }

        @Test("Tiles are scaled to the tile width and laid out in rows")
        func layout() throws {
            defer { try? FileManager.default.removeItem(at: directory) }
            let red = try solidPNG("red.png", width: 800, height: 600, rgb: (1, 0, 0))
            let blue = try solidPNG("blue.png", width: 400, height: 300, rgb: (0, 0, 1))
            let green = try solidPNG("green.png", width: 800, height: 600, rgb: (0, 1, 0))
            let output = directory.appendingPathComponent("sheet.png").path
            let sheet = ContactSheet(columns: 2, tileWidth: 200, padding: 10, captionSize: 12)
            let size = try sheet.write(
                [.init(path: red, caption: "red"), .init(path: blue, caption: "blue"), .init(path: green)], to: output)
            // 2 columns: 10 + 2 × (200 + 10); 2 rows of (150 image + 18 caption): 10 + 2 × (168 + 10).
            #expect(size.width == 430 && size.height == 366)

            let image = try #require(cairo_image_surface_create_from_png(output))
            defer { cairo_surface_destroy(image) }
            #expect(cairo_image_surface_get_width(image) == 430)
            #expect(pixel(image, x: 110, y: 85) == 0xFFFF_0000)  // red tile's centre
            #expect(pixel(image, x: 320, y: 85) == 0xFF00_00FF)  // blue tile, scaled up
            #expect(pixel(image, x: 110, y: 263) == 0xFF00_FF00)  // green tile, second row
            #expect(pixel(image, x: 3, y: 3) == 0xFFFF_FFFF)  // background
        }

        @Test("Missing files and empty input are reported, not crashed on")
        func failures() {
            let sheet = ContactSheet()
            #expect(throws: ContactSheet.Failure.noTiles) { try sheet.write([], to: "/tmp/never.png") }
            #expect(throws: ContactSheet.Failure.self) {
                try sheet.write([.init(path: "/nonexistent/x.png")], to: "/tmp/never.png")
            }
        }

        private func pixel(_ surface: OpaquePointer, x: Int, y: Int) -> UInt32? {
            cairo_surface_flush(surface)
            guard let data = cairo_image_surface_get_data(surface) else { return nil }
            let stride = Int(cairo_image_surface_get_stride(surface))
            return UnsafeRawPointer(data).loadUnaligned(fromByteOffset: y * stride + x * 4, as: UInt32.self)
        }
    }
#endif
