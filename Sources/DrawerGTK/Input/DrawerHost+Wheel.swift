#if os(Linux)
    import CGtk
    import DrawerCore
    import Foundation

    extension DrawerHost {
        /// A `GtkEventControllerScroll` on the panel, in the capture phase: the wheel and the
        /// touchpad move the drawer and its content through the engine's hand-off rules.
        func installWheel(_ slot: DrawerSlot) {
            let flags =
                slot.baseConfiguration.edge.isVertical
                ? GTK_EVENT_CONTROLLER_SCROLL_VERTICAL : GTK_EVENT_CONTROLLER_SCROLL_HORIZONTAL
            guard let controller = gtk_event_controller_scroll_new(flags) else { return }
            gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_CAPTURE)
            gtk_widget_add_controller(slot.panel, controller)
            Signal.connectScroll(controller) { [weak self, weak slot] dx, dy in
                guard let self, let slot else { return false }
                let isWheel = gtk_event_controller_scroll_get_unit(controller.opaque) == GDK_SCROLL_UNIT_WHEEL
                let step = isWheel ? (slot.scroll?.wheelStep ?? 50) : 1
                return self.wheel(slot, delta: CGPoint(x: dx * step, y: dy * step), time: DrawerClock.now())
            }
        }

        /// A wheel step of `delta` pixels over `slot`'s panel. Returns whether the engine took it.
        @discardableResult
        package func wheel(_ slot: DrawerSlot, delta: CGPoint, time: Double) -> Bool {
            guard slot === topDrawer, slot.engine.dragState != .pending else { return false }
            if let scroll = slot.scroll, slot.engine.dragState == .none {
                slot.engine.updateContentScroll(scroll.state)
            }
            slot.engine.scrollWheel(delta: delta, time: time, overScrollableContent: slot.scroll != nil)
            let taken = slot.engine.dragState == .tracking
            afterInput(slot)
            return taken
        }
    }
#endif
