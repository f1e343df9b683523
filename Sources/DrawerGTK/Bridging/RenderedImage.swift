#if os(Linux)
    import CGtk

    /// One pixel, 8 bits per channel, straight (not premultiplied) alpha.
    package struct RGBA8: Equatable, Hashable, Sendable, CustomStringConvertible {
        /// Red, 0…255.
        package var red: UInt8
        /// Green, 0…255.
        package var green: UInt8
        /// Blue, 0…255.
        package var blue: UInt8
        /// Alpha, 0…255.
        package var alpha: UInt8

        /// Creates a pixel from its channels.
        package init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
            self.red = red
            self.green = green
            self.blue = blue
            self.alpha = alpha
        }

        /// Whether each colour channel is within `tolerance` of `other`'s.
        package func isClose(to other: RGBA8, tolerance: Int = 8) -> Bool {
            abs(Int(red) - Int(other.red)) <= tolerance && abs(Int(green) - Int(other.green)) <= tolerance
                && abs(Int(blue) - Int(other.blue)) <= tolerance
                && abs(Int(alpha) - Int(other.alpha)) <= tolerance
        }

        /// `#rrggbbaa`.
        package var description: String {
            "#" + [red, green, blue, alpha].map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
        }
    }

    /// A rendered image held as a `GdkTexture`: size, pixels, PNG export.
    ///
    /// Made by ``WidgetSnapshot/render(_:)``. Owns one reference to the texture.
    package final class RenderedImage {
        /// The texture (a `GdkTexture*`), owned by this image.
        package let texture: OpaquePointer

        /// Width in pixels.
        package var width: Int { Int(gdk_texture_get_width(texture)) }
        /// Height in pixels.
        package var height: Int { Int(gdk_texture_get_height(texture)) }

        /// Takes ownership of one reference to `texture`.
        package init(adopting texture: OpaquePointer) {
            self.texture = texture
        }

        deinit {
            g_object_unref(texture.gpointer)
        }

        /// Writes the image as a PNG file; returns whether it succeeded.
        @discardableResult
        package func writePNG(to path: String) -> Bool {
            gdk_texture_save_to_png(texture, path) != 0
        }

        /// All pixels, row by row, as GDK delivers them: 4 bytes per pixel in cairo's ARGB32
        /// layout (premultiplied, native endian: B, G, R, A on little-endian machines).
        package func downloadARGB32() -> [UInt8] {
            let stride = width * 4
            var bytes = [UInt8](repeating: 0, count: stride * height)
            bytes.withUnsafeMutableBufferPointer { buffer in
                guard let base = buffer.baseAddress else { return }
                gdk_texture_download(texture, base, gsize(stride))
            }
            return bytes
        }

        /// The pixel at (`x`, `y`), or `nil` outside the image.
        package func pixel(x: Int, y: Int) -> RGBA8? {
            guard (0..<width).contains(x), (0..<height).contains(y) else { return nil }
            let bytes = downloadARGB32()
            let argb = bytes.withUnsafeBytes { raw in
                raw.loadUnaligned(fromByteOffset: (y * width + x) * 4, as: UInt32.self)
            }
            let alpha = UInt8(truncatingIfNeeded: argb >> 24)
            func channel(_ shift: UInt32) -> UInt8 {
                let premultiplied = Int(UInt8(truncatingIfNeeded: argb >> shift))
                guard alpha != 0 else { return 0 }
                return UInt8(min(255, (premultiplied * 255 + Int(alpha) / 2) / Int(alpha)))
            }
            return RGBA8(red: channel(16), green: channel(8), blue: channel(0), alpha: alpha)
        }
    }
#endif
