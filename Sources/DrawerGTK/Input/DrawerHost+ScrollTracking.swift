#if os(Linux)
    import CGtk
    import DrawerCore
    import Foundation

    extension DrawerHost {
        /// A finger (the drag gesture's press) on a drawer's scrolled window: which drawer, where
        /// it went down and how far it has moved. The model's scroll tracker drives that drawer
        /// from it, as it drives a `UIScrollView`'s pan on iOS.
        struct TrackedFinger {
            var drawer: String
            var location: CGPoint
            var translation: CGPoint
        }

        /// Reports `slot`'s scrolled window to the model's scroll tracker (with the finger, if
        /// one is down on it) and applies the offset the model returns.
        func syncScroll(_ slot: DrawerSlot, time: Double) {
            guard let scroll = slot.scroll, let edge = model.configuration(of: slot.id)?.edge else { return }
            let finger = trackedFinger?.drawer == slot.id ? trackedFinger : nil
            let view = DrawerAdjustmentView(scroll, vertical: edge.isVertical, finger: finger?.translation)
            let location = finger?.location ?? CGPoint(x: -1, y: -1)
            if let offset = model.trackScrollView(
                view, in: slot.id, viewport: scroll.bounds(in: widget), location: location, time: time)
            {
                scroll.apply(offset: edge.isVertical ? offset.y : offset.x)
            }
        }

        /// ``syncScroll(_:time:)`` for every drawer with a scrolled window.
        func syncAllScrolls(time: Double) {
            for slot in drawers where slot.scroll != nil { syncScroll(slot, time: time) }
        }

        /// A press the model's own drag refused: when it is on a drawer's scrolled window, the
        /// finger goes to that drawer's scroll tracker. Returns the drawer that took it.
        func pressScroll(at point: CGPoint, time: Double) -> DrawerSlot? {
            guard case .content(let id) = model.hitTest(point), let slot = drawer(id),
                let scroll = slot.scroll, scroll.contains(point, in: widget)
            else { return nil }
            trackedFinger = TrackedFinger(drawer: id, location: point, translation: .zero)
            syncScroll(slot, time: time)
            guard model.isTrackedDrag, model.dragOwner == id else {
                trackedFinger = nil
                return nil
            }
            return slot
        }

        /// The finger on a scrolled window moved; returns the drawer's drag state after it.
        func moveScroll(translation: CGPoint, time: Double) -> DrawerDragState {
            guard var finger = trackedFinger, let slot = drawer(finger.drawer) else { return .none }
            finger.translation = translation
            trackedFinger = finger
            syncScroll(slot, time: time)
            return model.engine(of: finger.drawer)?.dragState ?? .none
        }

        /// The finger on a scrolled window went up. Returns whether the drawer had claimed it.
        func releaseScroll(time: Double) -> Bool {
            guard let finger = trackedFinger, let slot = drawer(finger.drawer) else { return false }
            let claimed = model.engine(of: finger.drawer)?.dragState == .tracking
            trackedFinger = nil
            syncScroll(slot, time: time)
            return claimed
        }
    }
#endif
