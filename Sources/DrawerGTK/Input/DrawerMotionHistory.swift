#if os(Linux)
    import CGtk
    import DrawerCore
    import Foundation

    /// The moves GDK folded into the drag gesture's current motion event, read back so the drag
    /// sees every move at its own time (``DrawerCoalescedMove`` says why and by which rules).
    ///
    /// GDK keeps them as the event's history (https://docs.gtk.org/gdk4/method.Event.get_history.html:
    /// motion events record it while a mouse button is down), in the surface's coordinates, as
    /// the event's own position (`gdk_event_get_position`).
    @MainActor
    enum DrawerMotionHistory {
        /// The moves of `controller`'s current event, oldest first, ending with `translation` at
        /// the event's time; times go through `clock` as the event's own does.
        static func moves(
            of controller: OpaquePointer, translation: CGPoint, clock: DrawerEventClock
        ) -> [DrawerCoalescedMove] {
            let eventTime = gtk_event_controller_get_current_event_time(controller)
            guard let event = gtk_event_controller_get_current_event(controller) else {
                return [DrawerCoalescedMove(translation: translation, time: clock.time(ofEventAt: eventTime))]
            }
            var x = 0.0
            var y = 0.0
            let positioned = gdk_event_get_position(event, &x, &y) != 0
            var count: guint = 0
            let history = gdk_event_get_history(event, &count)
            defer { g_free(history) }
            var folded: [(position: CGPoint, time: Double)] = []
            if positioned, let history {
                let both = GDK_AXIS_FLAG_X.rawValue | GDK_AXIS_FLAG_Y.rawValue
                for index in 0..<Int(count) {
                    let coord = history[index]
                    guard coord.flags.rawValue & both == both else { continue }
                    let axes = withUnsafeBytes(of: coord.axes) { Array($0.bindMemory(to: Double.self)) }
                    let position = CGPoint(x: axes[Int(GDK_AXIS_X.rawValue)], y: axes[Int(GDK_AXIS_Y.rawValue)])
                    folded.append((position, clock.time(ofEventAt: coord.time)))
                }
            }
            let time = clock.time(ofEventAt: eventTime)
            return DrawerCoalescedMove.moves(
                translation: translation, position: CGPoint(x: x, y: y), time: time, folded: folded)
        }
    }
#endif
