#if os(Linux)
    import CGtk
    import DrawerCore

    extension DrawerHost {
        /// The dismissal of `slot` waiting for the app's answer, if one waits (the hold
        /// ``onDismissalHold`` reported).
        public func dismissalHold(of slot: DrawerSlot) -> DrawerDismissalHold? {
            model.dismissalHold(of: slot.id)
        }

        /// The app's "close it" to the hold `hold` of `slot`: the drawer closes with the cause the
        /// person gave. Returns `false`, changing nothing, when that hold no longer waits
        /// (answered, withdrawn, or another drawer's). Traced as `dismiss-answer`.
        @discardableResult
        public func confirmDismissal(_ slot: DrawerSlot, hold: Int) -> Bool {
            let done = model.confirmDismissal(of: slot.id, hold: hold, time: DrawerClock.now())
            trace("dismiss-answer", slot, ["answer": .string("confirm"), "accepted": .bool(done)])
            afterInput()
            return done
        }

        /// The app's "stay" to the hold `hold` of `slot`: the drawer springs back to the detent it
        /// came from. Returns `false`, changing nothing, when that hold no longer waits. Traced as
        /// `dismiss-answer`.
        @discardableResult
        public func cancelDismissal(_ slot: DrawerSlot, hold: Int) -> Bool {
            let done = model.cancelDismissal(of: slot.id, hold: hold, time: DrawerClock.now())
            trace("dismiss-answer", slot, ["answer": .string("cancel"), "accepted": .bool(done)])
            afterInput()
            return done
        }
    }
#endif
