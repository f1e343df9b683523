#if os(Linux)
    import CGtk
    import DrawerCore

    extension DrawerHost {
        /// A click on a drawer's dimming layer closes the drawer (or, when it cannot be dismissed,
        /// collapses it to its largest un-dimmed detent). The layer only takes clicks while it dims:
        /// otherwise it is not a target and clicks reach the content behind.
        func installDimmingClick(_ slot: DrawerSlot) {
            guard let click = gtk_gesture_click_new() else { return }
            gtk_widget_add_controller(slot.dimming, click.opaque)
            Signal.connectPress(click, "released") { [weak self, weak slot] _, _, _ in
                guard let self, let slot, slot.engine.frame.dimming > 0 else { return }
                self.trace("dimming-clicked", [("drawer", .string(slot.id))])
                self.dismissOrCollapse(slot)
            }
        }

        /// Closes `slot`, or moves it to its largest un-dimmed (else smallest open) detent when it
        /// has no closed detent.
        func dismissOrCollapse(_ slot: DrawerSlot) {
            let now = DrawerClock.now()
            if !slot.engine.dismiss(time: now, cause: .dimmingTap) {
                let stops = slot.engine.stops
                let target =
                    slot.engine.configuration.style.largestUndimmedDetent.flatMap { stops.stop(for: $0) }
                    ?? stops.first { !$0.isClosed }
                if let target { slot.engine.move(to: target.identifier, time: now) }
            }
            afterInput(slot)
        }
    }
#endif
