#if os(Linux)
    import CGtk
    import DrawerCore
    import Foundation

    extension DrawerHost {
        /// Attaches one `GtkGestureDrag` to the stationary overlay, in the capture phase, so it
        /// sees every press before the content does and reports fixed (not moving) coordinates.
        ///
        /// The gesture claims its sequence only once the engine tracks the drag (after the minimum
        /// distance), so a press and release without motion still clicks buttons inside the drawer;
        /// it denies the sequence when no drawer wants the press or the engine rejects the drag.
        func installDragGesture() {
            guard let drag = gtk_gesture_drag_new() else { return }
            gtk_event_controller_set_propagation_phase(drag.opaque, GTK_PHASE_CAPTURE)
            gtk_widget_add_controller(widget, drag.opaque)
            Signal.connectPoint(drag, "drag-begin") { [weak self] x, y in
                guard let self else { return }
                let accepted = self.pointerPressed(at: CGPoint(x: x, y: y), time: DrawerClock.now())
                if !accepted { gtk_gesture_set_state(drag.opaque, GTK_EVENT_SEQUENCE_DENIED) }
            }
            Signal.connectPoint(drag, "drag-update") { [weak self] dx, dy in
                guard let self else { return }
                switch self.pointerMoved(translation: CGPoint(x: dx, y: dy), time: DrawerClock.now()) {
                case .tracking: gtk_gesture_set_state(drag.opaque, GTK_EVENT_SEQUENCE_CLAIMED)
                case .none: gtk_gesture_set_state(drag.opaque, GTK_EVENT_SEQUENCE_DENIED)
                case .pending: break
                }
            }
            Signal.connectPoint(drag, "drag-end") { [weak self] dx, dy in
                guard let self else { return }
                _ = self.pointerMoved(translation: CGPoint(x: dx, y: dy), time: DrawerClock.now())
                self.pointerReleased(time: DrawerClock.now())
            }
        }

        /// A press at `point` (overlay coordinates). Offers it to the top open drawer, or when all
        /// are closed, to each drawer from the top (an edge swipe may open one). Returns whether a
        /// drawer's engine accepted it.
        ///
        /// The same entry point the gesture uses; the gallery's tour calls it to replay input.
        @discardableResult
        package func pointerPressed(at point: CGPoint, time: Double) -> Bool {
            dragSlot = nil
            let candidates = topDrawer.map { [$0] } ?? drawers.reversed()
            for slot in candidates {
                if let scroll = slot.scroll, slot.engine.dragState == .none {
                    slot.engine.updateContentScroll(scroll.state)
                }
                let overScrollable = slot.scroll.map { $0.canScroll && $0.contains(point, in: widget) } ?? false
                if slot.engine.dragBegan(at: point, time: time, overScrollableContent: overScrollable) {
                    dragSlot = slot
                    trace(
                        "press",
                        [
                            ("x", .double(point.x)), ("y", .double(point.y)), ("accepted", .bool(true)),
                            ("drawer", .string(slot.id)), ("overScrollableContent", .bool(overScrollable)),
                        ])
                    afterInput(slot)
                    return true
                }
            }
            trace("press", [("x", .double(point.x)), ("y", .double(point.y)), ("accepted", .bool(false))])
            return false
        }

        /// The pointer moved `translation` from the press. Returns the engine's drag state after it.
        @discardableResult
        package func pointerMoved(translation: CGPoint, time: Double) -> DrawerDragState {
            guard let slot = dragSlot else { return .none }
            slot.engine.dragChanged(translation: translation, time: time)
            let state = slot.engine.dragState
            afterInput(slot)
            if state == .none { dragSlot = nil }
            return state
        }

        /// The pointer was released.
        package func pointerReleased(time: Double) {
            guard let slot = dragSlot else {
                trace("release", [("claimed", .bool(false))])
                return
            }
            let claimed = slot.engine.dragState == .tracking
            dragSlot = nil
            slot.engine.dragEnded(time: time)
            trace("release", [("claimed", .bool(claimed)), ("drawer", .string(slot.id))])
            afterInput(slot)
        }

        /// The content scrolled by itself (scrollbar, keyboard) or changed size.
        func contentScrolled(_ slot: DrawerSlot) {
            guard let scroll = slot.scroll, slot.engine.dragState == .none else { return }
            slot.engine.updateContentScroll(scroll.state)
            afterInput(slot)
        }
    }
#endif
