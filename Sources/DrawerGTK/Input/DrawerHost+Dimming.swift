#if os(Linux)
    import CGtk
    import DrawerCore

    extension DrawerHost {
        /// A click on a drawer's dimming layer goes to the model, which closes the drawer (or
        /// collapses one that cannot close) when its dimming is the uppermost. The layer only takes
        /// clicks while it dims: otherwise it is not a target and clicks reach the content behind.
        func installDimmingClick(_ slot: DrawerSlot) {
            guard let click = gtk_gesture_click_new() else { return }
            gtk_widget_add_controller(slot.dimming, click.opaque)
            Signal.connectPress(click, "released") { [weak self, weak slot] _, _, _ in
                guard let self, let slot else { return }
                if self.model.dimmingTapped(slot.id, time: DrawerClock.now()) {
                    self.trace("dimming-clicked", [("drawer", .string(slot.id))])
                }
                self.afterInput()
            }
        }
    }
#endif
