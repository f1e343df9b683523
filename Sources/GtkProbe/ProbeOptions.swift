#if os(Linux)
    /// Command-line options of `GtkProbe`.
    ///
    /// ```
    /// GtkProbe [--screenshot PATH] [--pixel X,Y]
    /// ```
    /// `--screenshot` writes a PNG of the window after its first frames; `--pixel` also prints the
    /// colour of one pixel of that rendering (window coordinates).
    struct ProbeOptions {
        var screenshotPath: String?
        var pixel: (x: Int, y: Int)?

        /// Parses `arguments` (without the program name); unknown arguments are reported.
        init(_ arguments: [String]) throws(ProbeOptionsError) {
            var rest = arguments[...]
            while let argument = rest.popFirst() {
                switch argument {
                case "--screenshot":
                    guard let path = rest.popFirst() else { throw .missingValue(argument) }
                    screenshotPath = path
                case "--pixel":
                    let parts = rest.popFirst()?.split(separator: ",").compactMap { Int($0) } ?? []
                    guard parts.count == 2 else { throw .missingValue(argument) }
                    pixel = (parts[0], parts[1])
                default:
                    throw .unknown(argument)
                }
            }
        }
    }

    /// A command-line mistake.
    enum ProbeOptionsError: Error {
        case missingValue(String)
        case unknown(String)
    }
#endif
