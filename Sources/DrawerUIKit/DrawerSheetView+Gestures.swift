#if canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore
    import QuartzCore
    import UIKit

    extension DrawerSheetView: UIGestureRecognizerDelegate {
        /// Installs the pan (whole view, so a closed drawer's edge swipe works) and the dimming tap.
        func installGestures() {
            panGesture.addTarget(self, action: #selector(handlePan))
            panGesture.delegate = self
            addGestureRecognizer(panGesture)
            dimmingView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(handleDimmingTap)))
        }

        /// Remembers where the finger landed: UIKit reports the pan only after its own threshold.
        public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
            touchDownLocation = touch.location(in: self)
            return true
        }

        /// The tracked scroll view's pan runs alongside; the engine then owns its offset.
        public func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer,
            shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool {
            otherGestureRecognizer === trackedScrollView?.panGestureRecognizer
        }

        @objc func handlePan() {
            let gesture = panGesture
            let time = CACurrentMediaTime()
            let translation = gesture.translation(in: self)
            let velocity = gesture.velocity(in: self)
            switch gesture.state {
            case .began, .changed:
                // The engine owns the content offset during the drag; stop the scroll view's own.
                trackedScrollView?.panGestureRecognizer.isEnabled = false
                update { $0.dragChanged(translation: translation, time: time, velocity: velocity) }
            case .ended:
                update { $0.dragEnded(time: time, velocity: velocity) }
                trackedScrollView?.panGestureRecognizer.isEnabled = true
            case .cancelled, .failed:
                update { $0.dragCancelled(time: time) }
                trackedScrollView?.panGestureRecognizer.isEnabled = true
            default:
                break
            }
        }

        @objc func handleDimmingTap() {
            update { $0.dismiss(time: CACurrentMediaTime(), cause: .dimmingTap) }
        }

        /// Whether the finger landed on the tracked scroll view.
        var isOverTrackedScrollView: Bool {
            guard let scrollView = trackedScrollView else { return false }
            return scrollView.bounds.contains(convert(touchDownLocation, to: scrollView))
        }

        /// Tells the engine where the tracked scroll view is, so hand-off starts from the truth.
        func reportScroll() {
            guard let scrollView = trackedScrollView else { return }
            let inset = scrollView.adjustedContentInset
            update {
                $0.updateContentScroll(
                    DrawerScrollState(
                        offset: scrollView.contentOffset.y + inset.top,
                        contentLength: scrollView.contentSize.height + inset.top + inset.bottom,
                        viewportLength: scrollView.bounds.height))
            }
        }
    }
#endif
