#if os(Linux)
    import ArgumentParser

    /// Command-line options of `drawer-gallery` (swift-argument-parser: `--help` lists them).
    ///
    /// ```
    /// drawer-gallery [--demo <demo>] [--size <WxH>] [--rows <N>] [--spring-response <S>] [--trace] [--trace-frames]
    ///                [--tour <DIR> | --bench-cycles <N>]
    /// ```
    ///
    /// A mistake is never silently replaced by a default: an unknown demo, a malformed size, a
    /// non-positive cycle count or both `--tour` and `--bench-cycles` print the error and the
    /// usage to standard error and exit with status 2 (see `main.swift`).
    struct GalleryOptions: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "drawer-gallery",
            abstract: "Every seed's drawer scenario in one GTK 4 window, driven by DrawerGTK.",
            discussion: """
                Demos (--demo):
                \(GalleryDemoName.allCases.map { "  \($0.rawValue.padding(toLength: 12, withPad: " ", startingAt: 0))\($0.summary)" }.joined(separator: "\n"))

                --trace prints one JSON object per line on standard output: ready, demo-shown, \
                drawer-ready, press, drag-began, will-settle, settled, dismissed, resized, escape, \
                release, dimming-clicked, keyboard, screenshot, tour-finished, switch (a sidebar \
                switch flipped), heap-released (and frame with --trace-frames). \
                Every line has "event" first and "timestamp" second: seconds of the monotonic clock \
                the drawers are animated with (g_get_monotonic_time). Lines about a drawer carry its \
                detent, extent, panel and visible rectangles in the drawer area's coordinates; \
                ready, demo-shown and resized give that area's origin in the window (overlayX, \
                overlayY); ready also counts the demos (demoCount).
                """)

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

        @Option(help: "The demo shown first.")
        var demo: GalleryDemoName = .maps

        @Option(
            help: ArgumentHelp(
                "The window's size in pixels, WIDTHxHEIGHT, each side \(GallerySize.sides.lowerBound) to \(GallerySize.sides.upperBound).",
                valueName: "WxH"))
        var size = GallerySize(width: 800, height: 600)

        /// `--rows N`: the navigation drawer's list becomes a virtualised `GtkListView` of `N`
        /// rows (``VirtualList``; `make bench-content` compares 10 and 10,000). `nil`: its usual
        /// 200-row `GtkListBox`, the one `make bench-peers` compares with AdwFlap's.
        @Option(
            help: ArgumentHelp(
                "Give the navigation drawer a virtualised list (GtkListView) of N rows, 1 to \(VirtualList.maximumRows).",
                valueName: "N"))
        var rows: Int?

        /// `--spring-response S`: the navigation drawer settles with a critically damped spring of
        /// response `S` seconds instead of AdwFlap's, so that a settle can be watched, or held still
        /// enough to be checked on screen (`GalleryNavigationTests`). `nil`: AdwFlap's spring.
        @Option(
            help: ArgumentHelp(
                "Settle the navigation drawer with a critically damped spring of this response, \(Self.springResponses.lowerBound) to \(Self.springResponses.upperBound) seconds (to watch a settle slowly).",
                valueName: "S"))
        var springResponse: Double?

        /// The responses `--spring-response` accepts, in seconds.
        static let springResponses = 0.05...60.0

        /// `--glass-look`: how the glass demo draws its sheet; the benchmarks compare the looks
        /// (`scripts/bench-glass.sh`).
        @Option(
            help:
                "How the glass demo draws its sheet: glass (blurred), translucent (no blur), floating (opaque) or attached (the iOS 15–18 sheet)."
        )
        var glassLook: GlassDemo.Look = .glass

        /// `--dark`: the glass demo in the system's dark colours.
        @Flag(help: "Draw the glass demo in the system's dark colours.")
        var dark = false

        /// `--glass-uncached`: glass blurs what lies behind it on every frame instead of keeping the
        /// blurred image while only the panel moves (to measure what the cache saves).
        @Flag(help: "Blur behind glass on every frame (no kept image; for measuring).")
        var glassUncached = false

        /// `--bench-detent ID`: `--bench-cycles` moves the drawer between closed and this detent
        /// instead of its largest (the glass benchmark keeps the sheet floating at medium).
        @Option(help: ArgumentHelp("With --bench-cycles: open to this detent instead of the largest.", valueName: "ID"))
        var benchDetent: String?

        /// `--tour-demos a,b`: the tour plays only these demos (all when absent).
        @Option(help: ArgumentHelp("With --tour: play only these demos, comma-separated.", valueName: "NAMES"))
        var tourDemos: String?

        /// `--films`: the tour also writes every frame of its filmed steps (a flick, a morph) to
        /// `DIR/film-NAME/` for animations (`scripts/make-pictures.sh`).
        @Flag(help: "With --tour: also write every frame of the filmed steps to DIR/film-NAME/.")
        var films = false

        @Flag(help: "Print a JSON-lines trace on standard output.")
        var trace = false

        @Flag(
            help:
                "Also print a frame line (with the extent) for every frame a drawer is drawn at a new position; implies --trace.")
        var traceFrames = false

        @Option(help: ArgumentHelp("Play every demo, write PNG screenshots and a contact sheet to DIR, exit.", valueName: "DIR"))
        var tour: String?

        @Option(help: ArgumentHelp("Open and close the demo's drawer N times, print the frame cost, exit.", valueName: "N"))
        var benchCycles: Int?

        mutating func validate() throws {
            if tour != nil, benchCycles != nil { throw ValidationError("--tour and --bench-cycles cannot be combined.") }
            if let benchCycles, benchCycles < 1 {
                throw ValidationError("--bench-cycles must be at least 1, not \(benchCycles).")
            }
            if tour?.isEmpty == true { throw ValidationError("--tour needs a directory.") }
            if let rows, !(1...VirtualList.maximumRows).contains(rows) {
                throw ValidationError("--rows must be 1 to \(VirtualList.maximumRows), not \(rows).")
            }
            if let springResponse, !Self.springResponses.contains(springResponse) {
                throw ValidationError(
                    "--spring-response must be \(Self.springResponses.lowerBound) to \(Self.springResponses.upperBound) seconds, not \(springResponse)."
                )
            }
            if let tourDemos {
                let names = tourDemos.split(separator: ",").map(String.init)
                if let unknown = names.first(where: { GalleryDemoName(rawValue: $0) == nil }) {
                    throw ValidationError("--tour-demos: no demo named \(unknown).")
                }
            }
            if traceFrames { trace = true }
        }

        /// What to do after the window is built.
        var mode: Mode {
            if let tour { return .tour(directory: tour) }
            if let benchCycles { return .bench(cycles: benchCycles) }
            return .interactive
        }

        /// The window's default width.
        var width: Int { size.width }
        /// The window's default height.
        var height: Int { size.height }
    }
#endif
