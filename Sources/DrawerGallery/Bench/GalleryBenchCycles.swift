#if os(Linux)
    import CGtk
    import DrawerCore
    import DrawerGTK
    import Foundation
    import Glibc

    /// `drawer-gallery --bench-cycles N`: opens and closes the visible demo's primary drawer `N`
    /// times through the engine's own spring, then prints one line and finishes:
    ///
    /// ```
    /// frames F cpu_s S cpu_per_frame_us U
    /// ```
    ///
    /// `F` counts the frames in which the drawer moved (its extent changed between two ticks) and
    /// `S` is the process CPU time (user + system, `getrusage`) from the first open to the end of
    /// the last close. It mirrors `Benchmarks/peers/adwflap-bench.c` step for step — same warm-up,
    /// same rest detection one tick after the last move, same output — so that
    /// `scripts/bench-peers.sh` compares like with like (it runs it with `--demo navigation`).
    @MainActor
    final class GalleryBenchCycles {
        /// Frames to let the window map and lay out before the first open (as the peer does).
        private static let warmUpFrames = 10

        private let host: DrawerHost
        private let slot: DrawerSlot
        private let cycles: Int
        private let finished: (Int32) -> Void
        private var ticker: FrameTicker?
        private var warmUp = GalleryBenchCycles.warmUpFrames
        private var started = false
        private var opening = false
        private var transitions = 0
        private var movedFrames = 0
        private var lastExtent: CGFloat = 0
        private var cpuStart = 0.0
        /// The detent each open goes to (`--bench-detent`), or `nil` for the largest.
        private let openDetent: DrawerDetent.Identifier?

        /// Prepares a benchmark of `gallery`'s visible demo; `finished` gets the exit code.
        init(gallery: GalleryWindow, cycles: Int, finished: @escaping (Int32) -> Void) {
            host = gallery.current.host
            slot = gallery.current.primaryDrawer
            self.cycles = max(1, cycles)
            openDetent = gallery.options.benchDetent.map { DrawerDetent.Identifier(rawValue: $0) }
            self.finished = finished
        }

        /// Starts ticking; the first open happens after the warm-up frames.
        func start() {
            ticker = FrameTicker(widget: host.widget) { [weak self] _ in
                guard let self else { return .stop }
                return self.tick()
            }
        }

        /// One frame. The host's own ticker was added later, so GTK runs it first: the extent read
        /// here is this frame's.
        private func tick() -> FrameTickResult {
            if warmUp > 0 {
                warmUp -= 1
                return .continue
            }
            let extent = slot.engine.frame.extent
            if !started {
                started = true
                cpuStart = Self.processCPUSeconds()
                lastExtent = extent
                toggle()
                return .continue
            }
            if extent != lastExtent {
                movedFrames += 1
                lastExtent = extent
                return .continue
            }
            if slot.isBusy { return .continue }  // the spring has not moved it yet
            transitions += 1
            if transitions >= 2 * cycles {
                report()
                return .stop
            }
            toggle()
            return .continue
        }

        /// Opens the drawer to its largest detent (or `--bench-detent`'s), or dismisses it.
        private func toggle() {
            opening.toggle()
            if opening {
                host.move(slot, to: openDetent ?? slot.engine.stops.largest.identifier)
            } else {
                host.dismiss(slot)
            }
        }

        private func report() {
            let cpu = Self.processCPUSeconds() - cpuStart
            let perFrame = cpu / Double(max(1, movedFrames)) * 1e6
            print(String(format: "frames %d cpu_s %.6f cpu_per_frame_us %.2f", movedFrames, cpu, perFrame))
            let spring = slot.engine.activeSpring
            print("spring response_s \(spring.response) damping_fraction \(spring.dampingFraction)")
            fflush(nil)
            finished(0)
        }

        /// User + system CPU time of this process, in seconds.
        private static func processCPUSeconds() -> Double {
            var usage = rusage()
            getrusage(RUSAGE_SELF.rawValue, &usage)
            return Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
                + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
        }
    }
#endif
