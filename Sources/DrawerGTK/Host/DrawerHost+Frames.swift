#if os(Linux)
    import CGtk
    import DrawerCore
    import Foundation

    extension DrawerHost {
        /// Starts the frame ticker if it is not running. It runs while any engine animates (or a
        /// render is pending) and stops itself afterwards, so an idle window costs nothing.
        func ensureTicking() {
            if ticker?.isActive == true { return }
            ticker = FrameTicker(widget: widget) { [weak self] time in
                guard let self else { return .stop }
                return self.frameTick(time: time)
            }
        }

        /// One display frame: advance every animating engine to the frame time, draw, report.
        func frameTick(time: Double) -> FrameTickResult {
            var animating = false
            for slot in drawers {
                if slot.engine.isAnimating {
                    slot.engine.tick(time: time)
                    if slot.engine.isAnimating { animating = true }
                }
                drain(slot)
            }
            for slot in drawers {
                slot.render()
                traceFrameIfMoved(slot)
            }
            needsRender = false
            gtk_widget_queue_allocate(widget)
            for slot in drawers { reportRestIfNeeded(slot) }
            return animating || needsRender ? .continue : .stop
        }

        /// After any input to `slot`'s engine: report its events, draw, keep ticking if needed.
        func afterInput(_ slot: DrawerSlot) {
            drain(slot)
            slot.render()
            traceFrameIfMoved(slot)
            gtk_widget_queue_allocate(widget)
            reportRestIfNeeded(slot)
            if slot.engine.isAnimating { ensureTicking() }
        }

        /// Hands the engine's events to the trace and the app.
        func drain(_ slot: DrawerSlot) {
            let events = slot.engine.events
            slot.engine.clearEvents()
            for event in events {
                switch event {
                case .willBeginDragging(let from):
                    trace("drag-began", slot, ["from": .string(from?.rawValue ?? "")])
                case .willSettle(let target, let velocity):
                    trace("will-settle", slot, ["target": .string(target.rawValue), "velocity": .double(Double(velocity))])
                case .didSettle:
                    DrawerAccessibility.update(panel: slot.panel, value: slot.engine.accessibilityValue)
                case .didDismiss(let cause):
                    trace("dismissed", slot, ["cause": .string(String(describing: cause))])
                    returnFocusIfNeeded(from: slot)
                case .didAttemptToDismiss(let cause):
                    trace("dismiss-attempt", slot, ["cause": .string(String(describing: cause))])
                case .didMove:
                    break
                }
                onEvent?(slot, event)
            }
        }

        /// Emits `settled` when a drawer that was moving comes to rest (including its content's glide).
        func reportRestIfNeeded(_ slot: DrawerSlot) {
            let busy = slot.isBusy
            defer { slot.wasBusy = busy }
            guard slot.wasBusy, !busy else { return }
            trace("settled", slot)
            onSettle?(slot)
        }

        /// Moves keyboard focus out of a drawer that closed, to the main content.
        func returnFocusIfNeeded(from slot: DrawerSlot) {
            guard let root = gtk_widget_get_root(widget),
                let focus = gtk_root_get_focus(root),
                focus == slot.panel || gtk_widget_is_ancestor(focus, slot.panel) != 0
            else { return }
            if gtk_widget_child_focus(mainContent, GTK_DIR_TAB_FORWARD) == 0 {
                gtk_root_set_focus(root, nil)
            }
        }
    }
#endif
