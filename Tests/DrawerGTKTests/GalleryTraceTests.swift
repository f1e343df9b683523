#if os(Linux)
    import Foundation
    import Testing

    extension GalleryUITests {
        /// The trace as a tool scripts read: timestamps on every line, opt-in frame lines.
        @Suite("Gallery trace", .timeLimit(.minutes(2)))
        struct Trace {
            @Test("--trace-frames: every line is timestamped in order; frames follow the drawer to its detent")
            func framesAndTimestamps() throws {
                let gallery = try GalleryUnderTest(demo: "maps", extraArguments: ["--trace-frames"])
                defer { gallery.stop() }
                let mark = gallery.mark
                try gallery.flick(from: (gallery.overlaySize.width * 0.7, 340), by: (0, -120))
                let settled = try gallery.waitForSettled(since: mark, detent: "large")

                let events = gallery.session.app.events
                let stamps = events.map(\.timestamp)
                #expect(stamps.allSatisfy { $0 != nil }, "a line without a timestamp")
                let times = stamps.compactMap { $0 }
                #expect(zip(times, times.dropFirst()).allSatisfy { $0 <= $1 }, "timestamps go back")

                let settledTime = try #require(settled.timestamp)
                let frames = events.filter { $0.name == "frame" && $0.string("drawer") == "sheet" }
                let moving = frames.filter {
                    ($0.timestamp ?? 0) > (times.first ?? 0) && ($0.timestamp ?? .infinity) <= settledTime
                }
                // From medium (extent 300) to large (576): many frames, ending where it settled.
                #expect(moving.count >= 5, "\(moving.count) frame lines")
                let extents = moving.compactMap { $0.double("extent") }
                #expect(extents.count == moving.count, "a frame line without an extent")
                #expect(extents.last == (try settled.require("extent")), "\(extents.suffix(3))")
                #expect(extents.allSatisfy { (0...600).contains($0) })
                #expect(extents.contains { $0 > 300 && $0 < 576 }, "no frame between the detents")
            }
        }
    }
#endif
