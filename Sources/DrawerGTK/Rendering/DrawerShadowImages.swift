#if os(Linux)
    import CGtk
    import Foundation

    /// The shadow's corner images, computed once per colour, blur, corner and radius, and their
    /// parts as textures, kept for the life of the process (a few kilobytes each; an app has a
    /// handful of shadows).
    @MainActor
    enum DrawerShadowImages {
        private struct Key: Hashable {
            let red: Float
            let green: Float
            let blue: Float
            let alpha: Float
            let sigma: Double
            let corner: DrawerBackdropGeometry.Corner
            let radius: Double
        }

        private struct PartKey: Hashable {
            let image: Key
            let x: Int
            let y: Int
            let width: Int
            let height: Int
        }

        /// Whole corner images (premultiplied BGRA bytes and side length).
        private static var images: [Key: (side: Int, bytes: [UInt8])] = [:]
        /// Parts of them as textures; `nil` for a part with nothing to draw.
        private static var textures: [PartKey: OpaquePointer?] = [:]

        /// The part `source` (in pixels) of the image for `corner` of a panel rounded with
        /// `radius`, in `shadow`'s colour, or `nil` if there is nothing to draw there.
        static func texture(
            shadow: DrawerBackdropColours.Shadow, corner: DrawerBackdropGeometry.Corner, radius: Double,
            source: DrawerBackdropGeometry.Rect
        ) -> OpaquePointer? {
            let colour = shadow.colour
            let key = Key(
                red: colour.red, green: colour.green, blue: colour.blue, alpha: colour.alpha,
                sigma: shadow.profile.sigma, corner: corner, radius: radius)
            let part = PartKey(
                image: key, x: Int(source.x), y: Int(source.y), width: Int(source.width), height: Int(source.height))
            if let texture = textures[part] { return texture }
            let image = images[key] ?? render(shadow: shadow, corner: corner, radius: radius)
            images[key] = image
            let texture = cut(image, part)
            textures[part] = texture
            return texture
        }

        /// A texture of `part` of `image`, or `nil` if it is empty, outside the image or fully transparent.
        private static func cut(_ image: (side: Int, bytes: [UInt8]), _ part: PartKey) -> OpaquePointer? {
            guard part.width > 0, part.height > 0, part.x >= 0, part.y >= 0, part.x + part.width <= image.side,
                part.y + part.height <= image.side
            else { return nil }
            var bytes = [UInt8]()
            bytes.reserveCapacity(part.width * part.height * 4)
            for row in part.y..<(part.y + part.height) {
                let start = (row * image.side + part.x) * 4
                bytes.append(contentsOf: image.bytes[start..<(start + part.width * 4)])
            }
            guard bytes.contains(where: { $0 != 0 }) else { return nil }
            let data = bytes.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
            defer { g_bytes_unref(data) }
            return gdk_memory_texture_new(
                Int32(part.width), Int32(part.height), GDK_MEMORY_B8G8R8A8_PREMULTIPLIED, data, gsize(part.width * 4))
        }

        /// Renders the top-left corner's fractions, mirrored for `corner`, as premultiplied BGRA
        /// (GDK_MEMORY_B8G8R8A8_PREMULTIPLIED, cairo's own layout on little-endian machines).
        private static func render(
            shadow: DrawerBackdropColours.Shadow, corner: DrawerBackdropGeometry.Corner, radius: Double
        ) -> (side: Int, bytes: [UInt8]) {
            let (side, fractions) = shadow.profile.cornerFractions(cornerRadius: radius)
            let colour = shadow.colour
            let flipsX = corner == .topRight || corner == .bottomRight
            let flipsY = corner == .bottomLeft || corner == .bottomRight
            var bytes = [UInt8](repeating: 0, count: side * side * 4)
            func channel(_ value: Double) -> UInt8 { UInt8(max(0, min(255, (value * 255).rounded()))) }
            for row in 0..<side {
                for column in 0..<side {
                    let alpha = Double(colour.alpha) * fractions[row * side + column]
                    let x = flipsX ? side - 1 - column : column
                    let y = flipsY ? side - 1 - row : row
                    let offset = (y * side + x) * 4
                    bytes[offset] = channel(Double(colour.blue) * alpha)
                    bytes[offset + 1] = channel(Double(colour.green) * alpha)
                    bytes[offset + 2] = channel(Double(colour.red) * alpha)
                    bytes[offset + 3] = channel(alpha)
                }
            }
            return (side, bytes)
        }
    }
#endif
