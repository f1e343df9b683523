#if os(Linux)
    import CGtk
    import Foundation

    /// The shadow's corner images, computed once per colour, blur, corner and radius, and their
    /// parts as textures, in a ``DrawerShadowImageCache`` of ``budget`` bytes: the images an app
    /// draws stay, and one it stopped drawing (a radius a resize passed through) is dropped, with
    /// its textures, when newer ones need the room.
    @MainActor
    package enum DrawerShadowImages {
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
            let x: Int
            let y: Int
            let width: Int
            let height: Int
        }

        /// One corner image (premultiplied BGRA bytes and side length) and the parts of it cut so
        /// far as textures (`nil`: nothing to draw there); the textures are released with it.
        private final class Image {
            let side: Int
            let bytes: [UInt8]
            var parts: [PartKey: OpaquePointer?] = [:]

            init(side: Int, bytes: [UInt8]) {
                self.side = side
                self.bytes = bytes
            }

            /// What it costs: its bytes, and as much again for its parts (four cuts that do not overlap).
            var cost: Int { 2 * bytes.count }

            /// Drops the parts (GTK keeps its own reference to a texture in a frame that draws it).
            func releaseParts() {
                for case let texture? in parts.values { g_object_unref(texture.gpointer) }
                parts.removeAll()
            }

            deinit { releaseParts() }
        }

        /// The bytes kept: every corner of a few shadows at their largest (σ 50, corner radius 128:
        /// 1.4 MB an image with its parts) fits, so a frame never computes an image it drew the frame before.
        static let budget = 8 << 20

        private static var cache = DrawerShadowImageCache<Key, Image>(budget: budget)

        /// How many images are kept, and their bytes with their parts' (for tests).
        package static var kept: (images: Int, bytes: Int) { (cache.count, cache.bytes) }

        /// Drops every image and keeps at most `budget` bytes from now on (for tests).
        static func reset(budget: Int = budget) { cache = DrawerShadowImageCache(budget: budget) }

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
            let part = PartKey(x: Int(source.x), y: Int(source.y), width: Int(source.width), height: Int(source.height))
            let image = cache.value(for: key) {
                let image = render(shadow: shadow, corner: corner, radius: radius)
                return (image, image.cost)
            }
            if let texture = image.parts[part] { return texture }
            // A corner is cut in four; more parts would come from a caller cutting it otherwise.
            if image.parts.count >= 4 { image.releaseParts() }
            let texture = cut(image, part)
            image.parts[part] = texture
            return texture
        }

        /// A texture of `part` of `image`, or `nil` if it is empty, outside the image or fully transparent.
        private static func cut(_ image: Image, _ part: PartKey) -> OpaquePointer? {
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
        ) -> Image {
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
            return Image(side: side, bytes: bytes)
        }
    }
#endif
