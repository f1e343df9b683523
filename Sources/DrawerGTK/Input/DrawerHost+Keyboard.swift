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
            Signal.connectKeyPressed(keys) { [weak self] keyval, _, state in
                guard let self else { return false }
                guard keyval == UInt32(GDK_KEY_Escape) else { return self.trapTab(keyval: keyval, state: state) }
                return self.handleEscape()
            }
        }

        /// The Escape key or the accessibility escape gesture: the model closes the drawer that
        /// takes input. Returns whether a drawer closed, so the key can go on otherwise.
        @discardableResult
        public func handleEscape() -> Bool {
            guard let id = model.inputDrawer else { return false }
            let closed = model.escape(time: DrawerClock.now())
            trace("escape", [("drawer", .string(id)), ("handled", .bool(closed))])
            afterInput()
            return closed
        }

        /// The default grabber: activating it cycles the drawer's detents; the arrow keys on it
        /// are the adjustable increment (away from the drawer's edge) and decrement (towards it).
        func installGrabber(_ grabber: UnsafeMutablePointer<GtkWidget>, for slot: DrawerSlot) {
            Signal.connect(grabber, "clicked") { [weak self, weak slot] in
                guard let self, let slot else { return }
                self.cycle(slot)
            }
            guard let keys = gtk_event_controller_key_new() else { return }
            gtk_widget_add_controller(grabber, keys)
            Signal.connectKeyPressed(keys) { [weak self, weak slot] keyval, _, _ in
                guard let self, let slot, let direction = Self.arrow(keyval) else { return false }
                let handled = self.model.arrowKey(slot.id, pointing: direction, time: DrawerClock.now())
                self.afterInput()
                return handled
            }
        }

        /// The screen side an arrow key points to.
        static func arrow(_ keyval: UInt32) -> DrawerPhysicalEdge? {
            switch keyval {
            case UInt32(GDK_KEY_Up): .top
            case UInt32(GDK_KEY_Down): .bottom
            case UInt32(GDK_KEY_Left): .left
            case UInt32(GDK_KEY_Right): .right
            default: nil
            }
        }
    }
#endif
