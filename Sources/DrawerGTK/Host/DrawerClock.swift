#if os(Linux)
    import CGtk

    /// The time DrawerCore is fed, in seconds: GLib's monotonic clock.
    ///
    /// `gdk_frame_clock_get_frame_time` (what ``FrameTicker`` passes to ticks) reads the same
    /// clock, so input times and frame times can be mixed; the engine treats the rare time that is
    /// a little behind the last one as "now".
    enum DrawerClock {
        /// Now, in seconds of `g_get_monotonic_time`.
        static func now() -> Double { Double(g_get_monotonic_time()) / 1_000_000 }
    }
#endif
