#if os(Linux)
    import ArgumentParser

    /// `--size WxH`: the window's default size.
    ///
    /// Exactly two decimal integers joined by `x`, each within ``sides`` (GTK cannot lay the
    /// gallery out smaller, and larger is no screen); anything else is not a size, and the
    /// parser reports it instead of guessing.
    struct GallerySize: ExpressibleByArgument, Equatable {
        /// The accepted length of each side, in pixels.
        static let sides = 101...8192

        let width: Int
        let height: Int

        init(width: Int, height: Int) {
            self.width = width
            self.height = height
        }

        init?(argument: String) {
            let parts = argument.split(separator: "x", omittingEmptySubsequences: false)
            guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
                let width = Int(parts[0]), let height = Int(parts[1]),
                Self.sides.contains(width), Self.sides.contains(height)
            else { return nil }
            self.init(width: width, height: height)
        }

        var defaultValueDescription: String { "\(width)x\(height)" }
    }
#endif
