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

        /// Moves `slot` to its next larger detent, or back to the smallest open one from the top
        /// (the grabber's activation).
        public func cycle(_ slot: DrawerSlot) {
            model.activateHandle(slot.id, time: DrawerClock.now())
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
            trace("configured", slot, ["panelOrientation": .string(vertical ? "vertical" : "horizontal")])
        }
    }
#endif
