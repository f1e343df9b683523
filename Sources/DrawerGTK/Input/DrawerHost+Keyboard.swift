#if os(Linux)
    import CGtk
    import DrawerCore

    extension DrawerHost {
        /// Escape closes the top drawer (capture phase, so it works wherever focus is inside the
        /// host). Apps whose window may have no focus widget forward Escape to ``handleEscape()``.
        func installKeyboard() {
            guard let keys = gtk_event_controller_key_new() else { return }
            gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
            gtk_widget_add_controller(widget, keys)
            Signal.connectKeyPressed(keys) { [weak self] keyval, _, _ in
                guard let self, keyval == UInt32(GDK_KEY_Escape) else { return false }
                return self.handleEscape()
            }
        }

        /// The Escape key or the accessibility escape gesture: closes the top drawer. Returns
        /// whether a drawer closed, so the key can go on otherwise.
        @discardableResult
        public func handleEscape() -> Bool {
            guard let slot = topDrawer else { return false }
            let closed = slot.engine.accessibilityEscape(time: DrawerClock.now())
            trace("escape", [("drawer", .string(slot.id)), ("handled", .bool(closed))])
            afterInput(slot)
            return closed
        }
    }
#endif
