// drawer-gallery: every seed's drawer scenario in one GTK 4 window, driven by DrawerGTK.
//
//   drawer-gallery [--demo NAME] [--size WxH] [--trace] [--tour DIR | --bench-cycles N]
//
// --trace prints one JSON object per line (ready, demo-shown, press, drag-began, will-settle,
// settled, dismissed, resized, escape, release...); --tour plays every demo, writes PNG
// screenshots and a contact sheet to DIR, and exits; --bench-cycles opens and closes the demo's
// drawer N times and prints `frames F cpu_s S cpu_per_frame_us U` (scripts/bench-peers.sh).
#if os(Linux)
    import CGtk
    import DrawerGTK
    import Foundation
    import Glibc

    let options: GalleryOptions
    do {
        options = try GalleryOptions(Array(CommandLine.arguments.dropFirst()))
    } catch {
        if case .help = error {
            print(GalleryOptions.usage)
            exit(0)
        }
        FileHandle.standardError.write(Data("drawer-gallery: \(error)\n\(GalleryOptions.usage)\n".utf8))
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
