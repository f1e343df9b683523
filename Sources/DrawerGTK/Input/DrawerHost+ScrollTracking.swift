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
            /// The scroll view the finger went down on (the model's hit test chose it).
            var key: DrawerScrollViewKey
            var location: CGPoint
            var translation: CGPoint
        }

        /// Reports each of `slot`'s tracked scrolled windows to the model's scroll tracking (with
        /// the finger, to the one it is down on) and applies the offsets the model returns.
        func syncScroll(_ slot: DrawerSlot, time: Double) {
            guard slot.tracksScrolling, let edge = model.configuration(of: slot.id)?.edge else { return }
            let finger = trackedFinger?.drawer == slot.id ? trackedFinger : nil
            for reading in slot.scrollReadings(vertical: edge.isVertical) {
                let touched = finger?.key == reading.key ? finger : nil
                let view = DrawerAdjustmentView(reading.binding, vertical: edge.isVertical, finger: touched?.translation)
                let location = touched?.location ?? CGPoint(x: -1, y: -1)
                if let offset = model.trackScrollView(
                    view, key: reading.key, axis: reading.axis, in: slot.id,
                    viewport: reading.binding.bounds(in: widget), location: location, time: time)
                {
                    reading.binding.apply(offset: edge.isVertical ? offset.y : offset.x)
                }
            }
        }

        /// ``syncScroll(_:time:)`` for every drawer with a scrolled window.
        func syncAllScrolls(time: Double) {
            for slot in drawers where slot.tracksScrolling { syncScroll(slot, time: time) }
        }

        /// A press the model's own drag refused: when it is on one of a drawer's tracked scrolled
        /// windows (the model's hit test picks which), the finger goes to that window's scroll
        /// tracking. Returns the drawer that took it.
        func pressScroll(at point: CGPoint, time: Double) -> DrawerSlot? {
            guard case .content(let id) = model.hitTest(point), let slot = drawer(id),
                let key = model.scrollView(at: point, in: id)
            else { return nil }
            trackedFinger = TrackedFinger(drawer: id, key: key, location: point, translation: .zero)
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
