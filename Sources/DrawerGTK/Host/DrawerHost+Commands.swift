#if os(Linux)
    import CGtk
    import DrawerCore

    extension DrawerHost {
        /// Moves `slot` to `detent` (programmatic-only detents included). Returns `false` if the
        /// detent is not active.
        @discardableResult
        public func move(_ slot: DrawerSlot, to detent: DrawerDetent.Identifier, animated: Bool = true) -> Bool {
            let moved = slot.engine.move(to: detent, animated: animated, time: DrawerClock.now())
            afterInput(slot)
            return moved
        }

        /// Closes `slot` with its spring (or collapses it when it has no closed detent).
        public func dismiss(_ slot: DrawerSlot) { dismissOrCollapse(slot) }

        /// Closes every drawer at once (seed 001's "remove all sheets").
        public func dismissAll() {
            for slot in drawers.reversed() where slot.isOpen { dismissOrCollapse(slot) }
        }

        /// Moves `slot` to its next larger detent, or back to the smallest open one from the top.
        public func cycle(_ slot: DrawerSlot) {
            let now = DrawerClock.now()
            if !slot.engine.accessibilityIncrement(time: now) {
                if let smallest = slot.engine.stops.first(where: { !$0.isClosed }) {
                    slot.engine.move(to: smallest.identifier, time: now)
                }
            }
            afterInput(slot)
        }

        /// Turns dimming on or off for every drawer.
        public func setDimmingEnabled(_ enabled: Bool) {
            isDimmingEnabled = enabled
            reconfigureAll()
        }

        /// Switches every drawer to the reduce-motion curve, or back.
        public func setReduceMotion(_ enabled: Bool) {
            reduceMotion = enabled
            for slot in drawers {
                slot.engine.setReduceMotion(enabled, time: DrawerClock.now())
                afterInput(slot)
            }
        }

        /// Replaces `slot`'s configuration (the host's switches still apply), keeping its detent.
        public func setConfiguration(_ configuration: DrawerConfiguration, for slot: DrawerSlot, animated: Bool = true) {
            slot.baseConfiguration = configuration
            slot.engine.setConfiguration(effectiveConfiguration(for: slot), animated: animated, time: DrawerClock.now())
            afterInput(slot)
        }

        private func reconfigureAll() {
            for slot in drawers {
                slot.engine.setConfiguration(effectiveConfiguration(for: slot), animated: false, time: DrawerClock.now())
                afterInput(slot)
            }
        }
    }
#endif
