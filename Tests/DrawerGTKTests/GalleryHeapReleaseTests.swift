#if os(Linux)
    import Foundation
    import Testing

    /// The idle heap release runs in the real gallery: not while a drawer moves, once after it
    /// comes to rest (issue 26; `heap-released` trace lines).
    extension GalleryUITests {
        @Suite("Idle heap release", .timeLimit(.minutes(2)))
        struct HeapRelease {
            @Test("After a drag settles and the window stops drawing, the heap is released once, not during the drag")
            func releasedOnceAtRest() throws {
                let gallery = try GalleryUnderTest(demo: "maps")
                defer { gallery.stop() }
                // Let the first frames' release pass.
                usleep(800_000)
                let (width, height) = gallery.overlaySize
                let mark = gallery.mark
                // Down to the fit detent: below medium the sheet is not modal, so no search field
                // takes the focus (a focused field's blinking cursor keeps the window drawing).
                try gallery.drag(from: (width / 2, height * 0.55), to: (width / 2, height * 0.8), steps: 30)
                try gallery.waitForSettled(since: mark)
                try gallery.session.app.waitFor("heap-released", since: mark, timeout: 5)
                let names = gallery.session.app.events(since: mark).map(\.name)
                let settledAt = try #require(names.firstIndex(of: "settled"))
                let releasedAt = try #require(names.firstIndex(of: "heap-released"))
                #expect(releasedAt > settledAt, "released before the drawer came to rest: \(names)")
                usleep(800_000)
                #expect(
                    gallery.session.app.events(since: mark).filter { $0.name == "heap-released" }.count == 1,
                    "one release per quiet period")
            }
        }
    }
#endif
