#if os(Linux)
    import Foundation
    import Testing

    /// `drawer-gallery`'s command line, run without a display: a mistake must fail before GTK
    /// starts, with status 2 and a message naming it, never fall back to a default.
    @Suite("Gallery command line")
    struct GalleryCommandLineTests {
        static let demos = [
            "maps", "shortcuts", "navigation", "edges", "stacked", "beyond", "glass", "keyboard", "morph", "discard", "scrollviews",
            "pages",
        ]

        @Test("--help lists every demo and option and exits 0")
        func help() throws {
            let outcome = try Command.execute(try BuildProducts.executable("drawer-gallery"), ["--help"])
            #expect(outcome.status == 0)
            for word in Self.demos + [
                "--demo", "--size", "--rows", "--spring-response", "--trace", "--trace-frames", "--tour", "--bench-cycles",
            ] {
                #expect(outcome.output.contains(word), "\(word) missing from --help")
            }
        }

        @Test(
            "a bad argument exits 2 with a message naming it",
            arguments: [
                (["--demo", "nope"], "nope"), (["--demo"], "--demo"), (["--size", "800y600"], "800y600"),
                (["--size", "800x"], "800x"), (["--size", "100x600"], "100x600"), (["--size", "+800x600"], "+800x600"),
                (["--size", "99999999999999999999x600"], "99999999999999999999x600"),
                (["--bench-cycles", "0"], "--bench-cycles"), (["--bench-cycles", "many"], "many"),
                (["--tour", "/tmp/x", "--bench-cycles", "2"], "--bench-cycles"), (["--bogus"], "--bogus"),
                (["--rows", "0"], "--rows"), (["--rows", "1000001"], "--rows"), (["--rows", "lots"], "lots"),
                (["--spring-response", "0"], "--spring-response"), (["--spring-response", "nan"], "--spring-response"),
                (["--spring-response", "61"], "--spring-response"), (["--spring-response", "slow"], "slow"),
            ])
        func badArgument(arguments: [String], named: String) throws {
            let outcome = try Command.execute(try BuildProducts.executable("drawer-gallery"), arguments)
            #expect(outcome.status == 2, "\(arguments): \(outcome.errors)")
            #expect(outcome.errors.contains(named), "\(outcome.errors)")
            #expect(outcome.errors.contains("Usage: drawer-gallery"), "\(outcome.errors)")
            #expect(outcome.output.isEmpty)
        }
    }
#endif
