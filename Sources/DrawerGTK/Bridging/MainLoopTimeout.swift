#if os(Linux)
    import CGtk

    /// Runs a Swift closure once on GLib's main loop after a delay.
    ///
    /// Wraps `g_timeout_add_full` with a one-shot source (the callback returns
    /// `G_SOURCE_REMOVE`). The priority is `G_PRIORITY_DEFAULT_IDLE` (200): below GTK's layout
    /// (110) and redraw (120) work, so a pending frame is always drawn before the closure runs.
    ///
    /// ```swift
    /// MainLoopTimeout.once(afterMilliseconds: 300) { releaseIfQuiet() }
    /// ```
    @MainActor
    package enum MainLoopTimeout {
        /// A closure run once by the main loop.
        package typealias Handler = @MainActor () -> Void

        /// GLib's `G_PRIORITY_DEFAULT_IDLE`, a macro Swift does not import.
        static let defaultIdlePriority: gint = 200

        /// Schedules `handler` to run once, `milliseconds` from now (at the earliest).
        package static func once(afterMilliseconds milliseconds: UInt32, _ handler: @escaping Handler) {
            g_timeout_add_full(
                defaultIdlePriority, milliseconds,
                { data in
                    guard let handler = Signal.unbox(data, as: Handler.self) else { return 0 }
                    MainActor.assumeIsolated { handler() }
                    return 0
                },
                Signal.retainBox(handler),
                { data in Signal.releaseBox(data) })
        }
    }
#endif
