#if os(Linux)
    import CGtk

    /// Gives the heap's free pages back to the system once the window has stopped drawing.
    ///
    /// GTK 4.8's cairo renderer draws every frame into a fresh image the size of the frame's
    /// damaged area, freed after the frame. A moving drawer damages a different area every frame
    /// (66 KB to 3.9 MB, about 1,800 distinct sizes in 2,400 storm actions). glibc raises its mmap
    /// threshold to the size of every large block freed, so these images soon come from the main
    /// heap, where a hole left by one frame rarely fits the next; the heap keeps those holes
    /// resident and only returns its top. The storm measured that as resident memory growing
    /// while live data stayed flat (docs/RELIABILITY.md, "Memory under the storm").
    ///
    /// Fixing the mmap threshold cured it but mapped and faulted in every frame's image afresh,
    /// about 1.5 ms a frame. This pays nothing while frames are drawn: each frame only notes its
    /// time, and once no frame has been painted for ``quietPeriodMilliseconds`` one
    /// `malloc_trim(0)` returns every whole free page of the heaps (the holes included, not only
    /// the top) to the system. The next burst of frames faults back in what it needs.
    ///
    /// Process-wide, shared by every ``DrawerHost``; an app that manages the allocator itself
    /// turns it off with ``DrawerHost/releasesFreedMemoryWhenIdle``.
    @MainActor
    package final class DrawerIdleHeapRelease {
        /// The one instance of the process (the heap is the process's).
        package static let shared = DrawerIdleHeapRelease()

        /// How long without a painted frame counts as idle: longer than any pause inside an
        /// animation or a drag (a frame is 16.7 ms), short enough to run between gestures.
        static let quietPeriodMilliseconds: UInt32 = 300

        /// Whether releasing is on (``DrawerHost/releasesFreedMemoryWhenIdle``).
        var isEnabled = true
        /// How many times the heap was trimmed (for tests and traces).
        private(set) var releases = 0
        /// Monotonic time of the last painted frame, in microseconds.
        private var lastPaint: gint64 = 0
        /// Whether a frame was painted since the last release (nothing to give back otherwise).
        private var paintedSinceRelease = false
        /// Whether a timeout is already waiting for the quiet period to end.
        private var isWaiting = false
        /// The frame clocks already observed (a window has one; several hosts may share it).
        private var observedClocks: [OpaquePointer] = []

        /// Observes the frame clock `widget` paints with (call once it is realized; observing a
        /// clock twice is ignored).
        func observe(clockOf widget: UnsafeMutablePointer<GtkWidget>) {
            guard let clock = gtk_widget_get_frame_clock(widget) else { return }
            let pointer: OpaquePointer = clock.opaque
            guard !observedClocks.contains(pointer) else { return }
            observedClocks.append(pointer)
            Signal.connect(pointer, "after-paint") { DrawerIdleHeapRelease.shared.framePainted() }
            g_object_weak_ref(
                UnsafeMutablePointer<GObject>(pointer),
                { _, clock in
                    MainActor.assumeIsolated { DrawerIdleHeapRelease.shared.forget(clock: clock) }
                }, nil)
        }

        /// A frame was painted: remember when, and wait for the quiet period if not waiting yet.
        func framePainted() {
            lastPaint = g_get_monotonic_time()
            paintedSinceRelease = true
            guard isEnabled, !isWaiting else { return }
            wait(milliseconds: Self.quietPeriodMilliseconds)
        }

        /// What to do when a wait ends: release now, wait longer, or nothing.
        package enum Step: Equatable, Sendable {
            /// Give the free pages back now.
            case release
            /// Frames were painted meanwhile: wait this many more milliseconds.
            case wait(milliseconds: UInt32)
            /// Nothing to give back (no frame since the last release) or releasing is off.
            case none
        }

        /// The rule, apart from the clock and the allocator: release only after a whole quiet
        /// period with frames painted since the last release; otherwise wait out the rest of
        /// the period (rounded up to a whole millisecond, at least 1). A clock that went
        /// backwards counts as no quiet time.
        nonisolated package static func step(
            quietMicroseconds: Int64, periodMilliseconds: UInt32, paintedSinceRelease: Bool, isEnabled: Bool
        ) -> Step {
            guard isEnabled, paintedSinceRelease else { return .none }
            let period = Int64(periodMilliseconds) * 1000
            let quiet = max(0, quietMicroseconds)
            if quiet >= period { return .release }
            return .wait(milliseconds: UInt32(max(1, (period - quiet + 999) / 1000)))
        }

        /// Called by the app (the gallery's trace) after each release with the running count.
        package var onRelease: (@MainActor (_ releases: Int) -> Void)?

        /// Releases once the window has been quiet for the whole period; otherwise waits the rest.
        private func quietPeriodMayHaveEnded() {
            isWaiting = false
            let step = Self.step(
                quietMicroseconds: Int64(g_get_monotonic_time() - lastPaint), periodMilliseconds: Self.quietPeriodMilliseconds,
                paintedSinceRelease: paintedSinceRelease, isEnabled: isEnabled)
            switch step {
            case .none:
                return
            case .wait(let milliseconds):
                wait(milliseconds: milliseconds)
            case .release:
                paintedSinceRelease = false
                _ = cgtk_release_free_heap_pages()
                releases += 1
                onRelease?(releases)
            }
        }

        private func wait(milliseconds: UInt32) {
            isWaiting = true
            MainLoopTimeout.once(afterMilliseconds: milliseconds) {
                DrawerIdleHeapRelease.shared.quietPeriodMayHaveEnded()
            }
        }

        /// A frame clock was finalized: its address may be reused by a new one.
        private func forget(clock: UnsafeMutablePointer<GObject>?) {
            guard let clock else { return }
            observedClocks.removeAll { $0 == OpaquePointer(clock) }
        }
    }
#endif
