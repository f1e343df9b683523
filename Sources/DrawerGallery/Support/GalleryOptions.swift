#if os(Linux)
    /// Command-line options of `drawer-gallery`.
    ///
    /// ```
    /// drawer-gallery [--demo NAME] [--size WxH] [--trace] [--tour DIR | --bench-cycles N]
    /// ```
    struct GalleryOptions {
        /// What the process does after building the window.
        enum Mode: Equatable {
            /// Show the window until it is closed.
            case interactive
            /// Play the scripted tour, write screenshots and a contact sheet to the directory, exit.
            case tour(directory: String)
            /// Open and close the demo's primary drawer `cycles` times, print the frame cost, exit
            /// (``GalleryBenchCycles``; `scripts/bench-peers.sh` compares it with AdwFlap).
            case bench(cycles: Int)
        }

        var demo = "maps"
        var width = 800
        var height = 600
        var trace = false
        var mode = Mode.interactive

        /// Parses `arguments` (without the program name).
        init(_ arguments: [String]) throws(GalleryOptionsError) {
            var rest = arguments[...]
            while let argument = rest.popFirst() {
                switch argument {
                case "--demo":
                    guard let name = rest.popFirst() else { throw .missingValue(argument) }
                    demo = name
                case "--size":
                    let parts = rest.popFirst()?.split(separator: "x").compactMap { Int($0) } ?? []
                    guard parts.count == 2, parts[0] > 100, parts[1] > 100 else { throw .missingValue(argument) }
                    width = parts[0]
                    height = parts[1]
                case "--trace":
                    trace = true
                case "--tour":
                    guard let directory = rest.popFirst() else { throw .missingValue(argument) }
                    mode = .tour(directory: directory)
                case "--bench-cycles":
                    guard let cycles = rest.popFirst().flatMap({ Int($0) }), cycles > 0 else { throw .missingValue(argument) }
                    mode = .bench(cycles: cycles)
                case "--help", "-h":
                    throw .help
                default:
                    throw .unknown(argument)
                }
            }
        }

        static let usage = """
            usage: drawer-gallery [--demo maps|shortcuts|navigation|edges|stacked] [--size WxH] [--trace]
                                 [--tour DIR | --bench-cycles N]
            """
    }

    /// A command-line mistake (or a request for help).
    enum GalleryOptionsError: Error {
        case missingValue(String)
        case unknown(String)
        case help
    }
#endif
