#if canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore
    import QuartzCore
    import UIKit

    extension DrawerHostView: UIGestureRecognizerDelegate {
        /// One pan over the whole host (so a closed side drawer's edge swipe works); the model
        /// decides which drawer it moves. One tap recognizer for handle taps, which begins only
        /// on a handle strip of a drawer that cycles on handle taps (`gestureRecognizerShouldBegin`).
        func installGestures() {
            actionTargets.pan.attach(to: panGesture)
            panGesture.delegate = self
            // One finger drags a drawer: a pan's translation follows the centroid of its fingers,
            // so a second finger landing mid-drag would make the drawer jump halfway to it.
            panGesture.maximumNumberOfTouches = 1
            edgePanGesture.maximumNumberOfTouches = 1
            addGestureRecognizer(panGesture)
            actionTargets.handleTap.attach(to: handleTapGesture)
            addGestureRecognizer(handleTapGesture)
            // Added to the superview when the host moves into one (`didMoveToSuperview`).
            actionTargets.edgePan.attach(to: edgePanGesture)
            edgePanGesture.delegate = self
        }

        /// Remembers where the finger landed: UIKit reports the pan only after its own threshold.
        public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
            touchDownLocation = touch.location(in: self)
            if gestureRecognizer === edgePanGesture, !edgeSwipeScopes.isEmpty { refreshEdgeSwipeScopes(at: touchDownLocation) }
            if gestureRecognizer === panGesture { willHandlePersonsInput?() }
            return true
        }

        /// A tracked scroll view's pan runs alongside, untouched: inside the list the model refuses
        /// this pan's drag, and the list's own pan drives the drawer through the scroll tracker.
        public func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer,
            shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool {
            panels.values.contains { $0.tracksPan(otherGestureRecognizer) }
        }

        /// The host's pan or the edge swipe behind it (one drag at a time: the model owns it).
        func handlePan(_ gesture: UIPanGestureRecognizer) {
            let time = CACurrentMediaTime()
            let translation = gesture.translation(in: self)
            let velocity = gesture.velocity(in: self)
            switch gesture.state {
            case .began, .changed:
                update { $0.dragChanged(translation: translation, time: time, velocity: velocity) }
            case .ended:
                update { $0.dragEnded(time: time, velocity: velocity) }
            case .cancelled, .failed:
                // UIKit cancels the touches of a view that leaves its window: that drag ends as a
                // still finger's release (dragLost); any other cancel is a system gesture taking
                // over, and the drawer goes back to where the drag started (dragCancelled).
                if window == nil {
                    update { $0.dragLost(time: time) }
                } else {
                    update { $0.dragCancelled(time: time) }
                }
            default:
                break
            }
        }

        /// A tap on a handle strip: the model's handle tap for the drawer it names.
        func handleHandleTap() {
            guard let id = model.handleTapTarget(at: handleTapGesture.location(in: self)) else { return }
            update { $0.handleTapped(id, time: CACurrentMediaTime()) }
        }

        /// A tap on a bottom bar (not on a control in it): the model opens its sheet while the
        /// bar shows.
        func handleBarTap() {
            // The recognizer that fired is the one that ended; each bar has its own.
            guard let id = panels.first(where: { $0.value.barTapGesture?.state == .ended })?.key else { return }
            update { $0.bottomBarTapped(id, time: CACurrentMediaTime()) }
        }

        /// A tap on a dimming view: the model closes the drawer whose dimming is uppermost.
        func handleDimmingTap() {
            update { model in
                if let id = model.topmostDimming { model.dimmingTapped(id, time: CACurrentMediaTime()) }
            }
        }
    }
#endif
