#if canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore
    import QuartzCore
    import UIKit

    extension DrawerHostView: UIGestureRecognizerDelegate {
        /// One pan over the whole host (so a closed side drawer's edge swipe works); the model
        /// decides which drawer it moves. One tap recognizer for handle taps, which begins only
        /// on a handle strip of a drawer that cycles on handle taps (`gestureRecognizerShouldBegin`).
        func installGestures() {
            panGesture.addTarget(self, action: #selector(handlePan))
            panGesture.delegate = self
            addGestureRecognizer(panGesture)
            handleTapGesture.addTarget(self, action: #selector(handleHandleTap))
            addGestureRecognizer(handleTapGesture)
        }

        /// Remembers where the finger landed: UIKit reports the pan only after its own threshold.
        public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
            touchDownLocation = touch.location(in: self)
            return true
        }

        /// A tracked scroll view's pan runs alongside; the model then owns its offset.
        public func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer,
            shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool {
            panels.values.contains { otherGestureRecognizer === $0.trackedScrollView?.panGestureRecognizer }
        }

        @objc func handlePan() {
            let gesture = panGesture
            let time = CACurrentMediaTime()
            let translation = gesture.translation(in: self)
            let velocity = gesture.velocity(in: self)
            let scrollView = model.dragOwner.flatMap { panels[$0]?.trackedScrollView }
            switch gesture.state {
            case .began, .changed:
                // The model owns the content offset during the drag; stop the scroll view's own.
                scrollView?.panGestureRecognizer.isEnabled = false
                update { $0.dragChanged(translation: translation, time: time, velocity: velocity) }
            case .ended:
                update { $0.dragEnded(time: time, velocity: velocity) }
                scrollView?.panGestureRecognizer.isEnabled = true
            case .cancelled, .failed:
                update { $0.dragCancelled(time: time) }
                scrollView?.panGestureRecognizer.isEnabled = true
            default:
                break
            }
        }

        /// A tap on a handle strip: the model's handle tap for the drawer it names.
        @objc func handleHandleTap() {
            guard let id = model.handleTapTarget(at: handleTapGesture.location(in: self)) else { return }
            update { $0.handleTapped(id, time: CACurrentMediaTime()) }
        }

        /// A tap on a bottom bar (not on a control in it): the model opens its sheet while the
        /// bar shows.
        @objc func handleBarTap() {
            // The recognizer that fired is the one that ended; each bar has its own.
            guard let id = panels.first(where: { $0.value.barTapGesture?.state == .ended })?.key else { return }
            update { $0.bottomBarTapped(id, time: CACurrentMediaTime()) }
        }

        /// A tap on a dimming view: the model closes the drawer whose dimming is uppermost.
        @objc func handleDimmingTap() {
            update { model in
                if let id = model.topmostDimming { model.dimmingTapped(id, time: CACurrentMediaTime()) }
            }
        }

        /// Tells the model where each tracked scroll view is and how far it is scrolled.
        func reportScroll() {
            for (id, panel) in panels {
                guard let scrollView = panel.trackedScrollView else { continue }
                let inset = scrollView.adjustedContentInset
                let state = DrawerScrollState(
                    offset: scrollView.contentOffset.y + inset.top,
                    contentLength: scrollView.contentSize.height + inset.top + inset.bottom,
                    viewportLength: scrollView.bounds.height)
                let viewport = convert(scrollView.bounds, from: scrollView)
                update { $0.setScrollContent(state, viewport: viewport, for: id, time: CACurrentMediaTime()) }
            }
        }
    }
#endif
