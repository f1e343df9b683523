#if os(Linux)
    import CGtk

    /// The times a drag's events are given to DrawerCore: the events' own timestamps, not the
    /// moment their handlers run.
    ///
    /// A busy main loop hands several motion events over in one burst; timed by the handler, they
    /// would all happen at once and the velocity estimate at release would be noise (libadwaita's
    /// swipe tracker reads `gdk_event_get_time` for the same reason). Event times are the
    /// windowing system's milliseconds, so the clock anchors them to ``DrawerClock`` at the press
    /// and keeps their spacing after it, never going back, re-anchored when an event has no time
    /// (0) or the server clock wrapped. An event handled in a burst right after a late press can
    /// read a little ahead of the monotonic clock (by the press's own delay); clamping it to now
    /// would collapse the burst into one instant again, and the engine treats a later frame
    /// time that is behind it as "now".
    @MainActor
    final class DrawerEventClock {
        /// Monotonic seconds minus event seconds, set at the press.
        private var offset: Double?
        private var last = -Double.infinity

        /// The press of a new gesture at event time `milliseconds`: its time is now.
        func begin(eventTime milliseconds: UInt32) -> Double {
            let now = DrawerClock.now()
            offset = milliseconds == 0 ? nil : now - Double(milliseconds) / 1000
            last = now
            return now
        }

        /// The time of a later event of the gesture.
        func time(ofEventAt milliseconds: UInt32) -> Double {
            let now = DrawerClock.now()
            guard milliseconds != 0, let offset else { return advance(to: now) }
            let time = Double(milliseconds) / 1000 + offset
            if time < last - 1 {
                // The 32-bit millisecond clock wrapped (every 49.7 days): anchor again at now.
                self.offset = now - Double(milliseconds) / 1000
                return advance(to: now)
            }
            return advance(to: time)
        }

        private func advance(to time: Double) -> Double {
            last = max(last, time)
            return last
        }
    }
#endif
