#if os(Linux)
    import Foundation

    /// Reads a PNG's size from its IHDR chunk, without decoding it.
    enum PNGHeader {
        /// Width and height of the PNG at `path`.
        static func size(ofFileAt path: String) throws -> (width: Int, height: Int) {
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)).prefix(24))
            let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
            guard bytes.count == 24, Array(bytes[0..<8]) == signature else {
                throw UITestError.commandFailed("read PNG header", status: 0, output: "\(path) is not a PNG")
            }
            func bigEndian(_ offset: Int) -> Int {
                bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            }
            return (bigEndian(16), bigEndian(20))
        }
    }

    /// Reads pixels of image files with ImageMagick's `convert`.
    enum ImageMagick {
        /// The colour channels (0…255, alpha dropped) of pixel (`x`, `y`) of the image at `path`.
        static func pixel(ofFileAt path: String, x: Int, y: Int) throws -> [Int] {
            // Prints e.g. "srgba(28,113,216,1)" or "srgb(255,255,255)"; 8-bit depth keeps it 0…255.
            let text = try Command.run(
                "convert", [path, "-depth", "8", "-format", "%[pixel:p{\(x),\(y)}]", "info:"])
            guard let open = text.firstIndex(of: "("), let close = text.lastIndex(of: ")") else {
                throw UITestError.commandFailed("convert", status: 0, output: text)
            }
            let channels = text[text.index(after: open)..<close].split(separator: ",")
                .compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
            return channels.prefix(3).map { Int($0.rounded()) }
        }

        /// The colour channels of `width` pixels of row `y` from `x` on, left to right (one
        /// `convert` for the whole run, as its `txt:` listing).
        static func row(ofFileAt path: String, x: Int, y: Int, width: Int) throws -> [[Int]] {
            let text = try Command.run("convert", [path, "-crop", "\(width)x1+\(x)+\(y)", "-depth", "8", "txt:-"])
            // Lines like "3,0: (255,204,0)  #FFCC00  srgb(255,204,0)"; the first is a header.
            return text.split(separator: "\n").dropFirst().compactMap { line in
                guard let open = line.firstIndex(of: "("), let close = line.firstIndex(of: ")") else { return nil }
                return line[line.index(after: open)..<close].split(separator: ",").prefix(3)
                    .compactMap { Double($0.trimmingCharacters(in: .whitespaces)).map { Int($0.rounded()) } }
            }
        }
    }
#endif
