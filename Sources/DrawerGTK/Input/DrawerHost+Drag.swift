#if os(Linux)
    import CGtk
    import DrawerCore
    import Foundation

    extension DrawerHost {
        /// Attaches one `GtkGestureDrag` to the stationary overlay, in the capture phase, so it
        /// sees every press before the content does and reports fixed (not moving) coordinates.
        ///
        /// Its events are timed by their own timestamps (``DrawerEventClock``), so a busy main loop
        /// does not distort the release velocity.
        ///
        /// The gesture claims its sequence only once the model's drawer tracks the drag (after the
        /// minimum distance), so a press and release without motion still clicks buttons inside the
        /// drawer; it denies the sequence when no drawer takes the press or the drag is rejected.
        func installDragGesture() {
            guard let drag = gtk_gesture_drag_new() else { return }
            gtk_event_controller_set_propagation_phase(drag.opaque, GTK_PHASE_CAPTURE)
            gtk_widget_add_controller(widget, drag.opaque)
            let clock = DrawerEventClock()
            let eventTime = { gtk_event_controller_get_current_event_time(drag.opaque) }
            Signal.connectPoint(drag, "drag-begin") { [weak self] x, y in
                guard let self else { return }
                let time = clock.begin(eventTime: eventTime())
                let accepted = self.pointerPressed(at: CGPoint(x: x, y: y), time: time)
                if !accepted { gtk_gesture_set_state(drag.opaque, GTK_EVENT_SEQUENCE_DENIED) }
            }
            Signal.connectPoint(drag, "drag-update") { [weak self] dx, dy in
                guard let self else { return }
                // The moves GDK folded into this event first, each at its own time, unrendered.
                let moves = DrawerMotionHistory.moves(of: drag.opaque, translation: CGPoint(x: dx, y: dy), clock: clock)
                for move in moves.dropLast() { self.pointerMoved(translation: move.translation, time: move.time, render: false) }
                let last =
                    moves.last
                    ?? DrawerCoalescedMove(translation: CGPoint(x: dx, y: dy), time: clock.time(ofEventAt: eventTime()))
                switch self.pointerMoved(translation: last.translation, time: last.time) {
                case .tracking: gtk_gesture_set_state(drag.opaque, GTK_EVENT_SEQUENCE_CLAIMED)
                case .none: gtk_gesture_set_state(drag.opaque, GTK_EVENT_SEQUENCE_DENIED)
                case .pending: break
                }
            }
            Signal.connectPoint(drag, "drag-end") { [weak self] dx, dy in
                guard let self else { return }
                let time = clock.time(ofEventAt: eventTime())
                self.pointerReleased(at: CGPoint(x: dx, y: dy), time: time)
            }
            installLostViewHandlers(drag: drag)
        }

        /// A press at `point` (overlay coordinates), offered to the model after telling it where
        /// each drawer's scrolled content is; a press on a scrolled window the model's drag leaves
        /// alone goes to that drawer's scroll tracker. Returns whether a drawer took it.
        ///
        /// The same entry point the gesture uses; the gallery's tour calls it to replay input.
        @discardableResult
        package func pointerPressed(at point: CGPoint, time: Double) -> Bool {
            trackedFinger = nil
            syncAllScrolls(time: time)
            let owner = model.dragBegan(at: point, time: time) ?? pressScroll(at: point, time: time)?.id
            beginPanAcross(at: point, owner: owner)
            if let owner, let slot = drawer(owner) {
                let overScrollable = slot.scroll.map { $0.canScroll && $0.contains(point, in: widget) } ?? false
                trace(
                    "press",
                    [
                        ("x", .double(point.x)), ("y", .double(point.y)), ("accepted", .bool(true)),
                        ("drawer", .string(owner)), ("overScrollableContent", .bool(overScrollable)),
                        ("scrollTracked", .bool(trackedFinger != nil)),
                    ])
            } else {
                trace("press", [("x", .double(point.x)), ("y", .double(point.y)), ("accepted", .bool(false))])
            }
            afterInput()
            return owner != nil
        }

        /// The pointer moved `translation` from the press. Returns the drag's state after it.
        /// `render: false` for a move GDK folded into a later event: the later one draws.
        @discardableResult
        package func pointerMoved(translation: CGPoint, time: Double, render: Bool = true) -> DrawerDragState {
            if trackedFinger != nil {
                let state = moveScroll(translation: translation, time: time)
                if render { afterInput() }
                return state
            }
            if panAcross?.isPanning == true { return movePanAcross(translation: translation) ?? .none }
            guard model.dragOwner != nil else { return .none }
            let state = model.dragChanged(translation: translation, time: time)
            if state == .none, let panned = movePanAcross(translation: translation) { return panned }
            if render { afterInput() }
            return state
        }

        /// The pointer was released `translation` from the press, the release event's own place:
        /// a move first if it differs from the last one (DrawerHostModel's
        /// `dragEnded(translation:time:)` keeps a repeated place out of the release velocity).
        package func pointerReleased(at translation: CGPoint, time: Double) {
            if trackedFinger != nil {
                // The scroll tracker takes only changed translations as moves.
                _ = moveScroll(translation: translation, time: time)
            }
            pointerReleased(time: time, translation: translation)
        }

        /// The pointer was released (at `translation` from the press, when the platform says).
        package func pointerReleased(time: Double, translation: CGPoint? = nil) {
            if endPanAcross() { return }
            if let finger = trackedFinger {
                let claimed = releaseScroll(time: time)
                trace("release", [("claimed", .bool(claimed)), ("drawer", .string(finger.drawer))])
                afterInput()
                return
            }
            guard let owner = model.dragOwner else {
                trace("release", [("claimed", .bool(false))])
                return
            }
            let claimed = translation.map { model.dragEnded(translation: $0, time: time) } ?? model.dragEnded(time: time)
            trace("release", [("claimed", .bool(claimed)), ("drawer", .string(owner))])
            afterInput()
        }

        /// The content scrolled by itself (scrollbar, keyboard) or changed size: the model's
        /// scroll tracker hears of it on the next frame.
        ///
        /// Not at once: GtkScrolledWindow configures its adjustments while GTK allocates it, and
        /// a render from here (visibility, CSS classes, a restyle, the app's event handlers) would
        /// invalidate boxes GTK had already allocated in that pass, leaving it to snapshot them
        /// without an allocation (the storm's "Trying to snapshot GtkBox … without a current
        /// allocation").
        func contentScrolled(_ slot: DrawerSlot) {
            scrollsChanged = true
            needsRender = true
            ensureTicking()
        }
    }
#endif
