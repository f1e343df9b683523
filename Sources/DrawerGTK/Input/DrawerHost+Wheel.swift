#if os(Linux)
    import CGtk
    import DrawerCore
    import Foundation

    extension DrawerHost {
        /// A `GtkEventControllerScroll` on the panel, in the capture phase, on both axes: the
        /// model takes the component along the drawer's axis (which follows its edge at run time),
        /// and the wheel and the touchpad move the drawer and its content through the engine's
        /// hand-off rules.
        func installWheel(_ slot: DrawerSlot) {
            guard let controller = gtk_event_controller_scroll_new(GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES) else { return }
            gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_CAPTURE)
            gtk_widget_add_controller(slot.panel, controller)
            Signal.connectScroll(controller) { [weak self, weak slot] dx, dy in
                guard let self, let slot else { return false }
                let isWheel = gtk_event_controller_scroll_get_unit(controller.opaque) == GDK_SCROLL_UNIT_WHEEL
                let step = isWheel ? (slot.scroll?.wheelStep ?? 50) : 1
                let time = DrawerClock.now()
                // The list under the pointer is the one the wheel scrolls (the model's rule).
                if let pointer = self.pointerLocation { self.model.pointerWillScroll(at: pointer, in: slot.id, time: time) }
                return self.wheel(slot, delta: CGPoint(x: dx * step, y: dy * step), time: time)
            }
        }

        /// Follows the pointer over the host (capture phase, so every child's motion counts): a
        /// wheel event carries no position in GTK 4.8, and the wheel scrolls the list under it.
        func installPointerTracking() {
            guard let controller = gtk_event_controller_motion_new() else { return }
            gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_CAPTURE)
            gtk_widget_add_controller(widget, controller)
            Signal.connectPoint(controller, "enter") { [weak self] x, y in self?.pointerLocation = CGPoint(x: x, y: y) }
            Signal.connectPoint(controller, "motion") { [weak self] x, y in self?.pointerLocation = CGPoint(x: x, y: y) }
            Signal.connect(controller, "leave") { [weak self] in self?.pointerLocation = nil }
        }

        /// A wheel step of `delta` pixels over `slot`'s panel. Returns whether the model took it.
        @discardableResult
        package func wheel(_ slot: DrawerSlot, delta: CGPoint, time: Double) -> Bool {
            if model.dragOwner == nil { syncScroll(slot, time: time) }
            let taken = model.scrollWheel(slot.id, delta: delta, time: time)
            syncScroll(slot, time: time)
            afterInput()
            return taken
        }
    }
#endif
