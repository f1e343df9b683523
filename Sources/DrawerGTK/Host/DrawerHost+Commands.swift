#if os(Linux)
    import CGtk
    import DrawerCore

    extension DrawerHost {
        /// Moves `slot` to `detent` (programmatic-only detents included). Returns `false` if the
        /// detent is not active.
        @discardableResult
        public func move(_ slot: DrawerSlot, to detent: DrawerDetent.Identifier, animated: Bool = true) -> Bool {
            let moved = model.move(slot.id, to: detent, animated: animated, time: DrawerClock.now())
            afterInput()
            return moved
        }

        /// Closes `slot` with its spring (or collapses it when it has no closed detent).
        public func dismiss(_ slot: DrawerSlot) {
            model.dismiss(slot.id, time: DrawerClock.now())
            afterInput()
        }

        /// Closes every drawer at once (seed 001's "remove all sheets").
        public func dismissAll() {
            model.dismissAll(time: DrawerClock.now())
            afterInput()
        }

        /// The grabber's activation (a click that was not a drag, the keyboard, or the accessible
        /// activate action): with `DrawerGestureOptions.cyclesDetentsOnHandleTap`
        /// the model's handle tap (the next larger stop, closing after the largest when
        /// dismissible); otherwise the next larger detent, or back to the smallest open one.
        /// Traced as `handle-tap`.
        public func cycle(_ slot: DrawerSlot) {
            let moved = model.activateHandle(slot.id, time: DrawerClock.now())
            trace("handle-tap", [("drawer", .string(slot.id)), ("handled", .bool(moved))])
            afterInput()
        }

        /// Replaces `slot`'s hosting options: whether it pushes back what lies behind it
        /// (`DrawerHostDrawerOptions.scalesBackBehind`), whether a tap on its
        /// dimming closes it, and the rest of `DrawerHostDrawerOptions`.
        public func setOptions(_ options: DrawerHostDrawerOptions, for slot: DrawerSlot) {
            model.setDrawerOptions(options, for: slot.id, time: DrawerClock.now())
            afterInput()
        }

        /// The adjustable increment: `slot`'s next larger detent. Returns `false` at the largest.
        @discardableResult
        public func accessibilityIncrement(_ slot: DrawerSlot) -> Bool {
            let moved = model.accessibilityIncrement(slot.id, time: DrawerClock.now())
            afterInput()
            return moved
        }

        /// The adjustable decrement: `slot`'s next smaller detent (closed only when it is
        /// dismissible). Returns `false` at the smallest reachable one.
        @discardableResult
        public func accessibilityDecrement(_ slot: DrawerSlot) -> Bool {
            let moved = model.accessibilityDecrement(slot.id, time: DrawerClock.now())
            afterInput()
            return moved
        }

        /// Turns dimming on or off for every drawer.
        public func setDimmingEnabled(_ enabled: Bool) {
            model.setDimmingEnabled(enabled, time: DrawerClock.now())
            afterInput()
        }

        /// Switches every drawer to the reduce-motion curve, or back.
        public func setReduceMotion(_ enabled: Bool) {
            model.setReduceMotion(enabled, time: DrawerClock.now())
            afterInput()
        }

        /// Replaces `slot`'s configuration (the host's switches still apply), keeping its detent.
        /// A new edge turns the panel, its handle and its wheel axis on the next frame.
        public func setConfiguration(_ configuration: DrawerConfiguration, for slot: DrawerSlot, animated: Bool = true) {
            model.setConfiguration(configuration, for: slot.id, animated: animated, time: DrawerClock.now())
            afterInput()
            let vertical = gtk_orientable_get_orientation(OpaquePointer(slot.panel)) == GTK_ORIENTATION_VERTICAL
            trace(
                "configured", slot,
                ["panelOrientation": .string(vertical ? "vertical" : "horizontal"), "handleBeside": .string(slot.handleBesideShown)])
        }
    }
#endif
