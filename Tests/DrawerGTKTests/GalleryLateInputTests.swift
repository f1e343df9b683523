#if os(Linux)
    import Foundation
    import Testing

    /// Input that reaches a busy gallery late, all at once: the X server stamped each event when
    /// it happened, and the release velocity is read from those stamps, not from when the
    /// gallery got round to the events.
    extension GalleryUITests {
        @Suite("Input delivered late", .timeLimit(.minutes(2)))
        struct LateInput {
            @Test("A hard flick sent while the gallery is stopped, delivered in one burst, still closes the sheet")
            func flickDeliveredInOneBurst() throws {
                let gallery = try GalleryUnderTest(demo: "maps")
                defer { gallery.stop() }
                let mark = gallery.mark
                // The gallery cannot read its socket while stopped: the press, the moves and the
                // release queue up with the server's timestamps, and GDK hands them over together.
                kill(gallery.session.app.pid, SIGSTOP)
                do {
                    defer { kill(gallery.session.app.pid, SIGCONT) }
                    try gallery.flick(from: (gallery.overlaySize.width * 0.7, 330), by: (0, 210))
                    usleep(300_000)
                }
                let release = try gallery.session.app.waitFor("will-settle", since: mark)
                let settled = try gallery.waitForSettled(since: mark)
                #expect(settled.string("detent") == "closed", "\(release)\n\(settled)")
            }
        }
    }
#endif
