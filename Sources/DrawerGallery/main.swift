// drawer-gallery: every seed's drawer scenario in one GTK 4 window, driven by DrawerGTK.
//
//   drawer-gallery [--demo NAME] [--size WxH] [--rows N] [--spring-response S] [--trace] [--trace-frames]
//                  [--tour DIR | --bench-cycles N]
//
// `drawer-gallery --help` describes every option and the trace (GalleryOptions). --trace prints
// one JSON object per line, each with a monotonic "timestamp"; --tour plays every demo, writes PNG
// screenshots and a contact sheet to DIR, and exits; --bench-cycles opens and closes the demo's
// drawer N times and prints `frames F cpu_s S cpu_per_frame_us U` (scripts/bench-peers.sh);
// --rows N gives the navigation drawer a virtualised list of N rows (scripts/bench-content.sh);
// --spring-response S slows its settle (to watch one, or check one on screen).
// A command-line mistake exits with status 2 and the usage on standard error.
#if os(Linux)
    import CGtk
    import DrawerGTK
    import ArgumentParser
    import Foundation
    import Glibc

    let options: GalleryOptions
    do {
        options = try GalleryOptions.parse(Array(CommandLine.arguments.dropFirst()))
    } catch {
        // --help (a "clean exit") prints to standard output with status 0; every mistake prints
        // the message and the usage to standard error with status 2, never falling back.
        if GalleryOptions.exitCode(for: error) == .success {
            print(GalleryOptions.fullMessage(for: error))
            exit(0)
        }
        FileHandle.standardError.write(Data((GalleryOptions.fullMessage(for: error) + "\n").utf8))
        exit(2)
    }

    gtk_init()
    nonisolated(unsafe) var isRunning = true
    nonisolated(unsafe) var exitCode: Int32 = 0

    let gallery = GalleryWindow(options: options)
    Signal.connectReturningBool(gallery.window, "close-request") {
        isRunning = false
        return false
    }

    var tour: GalleryTour?
    var bench: GalleryBenchCycles?
    let finish: (Int32) -> Void = { code in
        exitCode = code
        isRunning = false
    }
    switch options.mode {
    case .interactive:
        break
    case .tour(let directory):
        tour = GalleryTour(gallery: gallery, directory: directory, finished: finish)
    case .bench(let cycles):
        bench = GalleryBenchCycles(gallery: gallery, cycles: cycles, finished: finish)
    }
    gallery.present()
    tour?.start()
    bench?.start()
    while isRunning {
        g_main_context_iteration(nil, 1)
    }
    exit(exitCode)
#endif
