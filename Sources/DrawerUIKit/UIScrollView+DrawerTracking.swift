#if canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import DrawerCore
    import UIKit

    // Package access: DrawerSwiftUI tracks the `UIScrollView` under a SwiftUI `ScrollView` with
    // the same reading.
    extension UIScrollView {
        /// What the host model is told about this scroll view: its values copied field for field
        /// (`DrawerScrollViewSnapshot` documents the mapping), the pan measured in `container`,
        /// the view the drawers are laid out in, which does not move with the panel.
        package func drawerSnapshot(in container: UIView) -> DrawerScrollViewSnapshot {
            let inset = adjustedContentInset
            let pan = panGestureRecognizer
            return DrawerScrollViewSnapshot(
                contentOffset: contentOffset,
                contentInset: DrawerInsets(top: inset.top, left: inset.left, bottom: inset.bottom, right: inset.right),
                contentSize: contentSize, viewportSize: bounds.size, panPhase: DrawerPanPhase(pan.state),
                isDecelerating: isDecelerating, panTranslation: pan.translation(in: container),
                panVelocity: pan.velocity(in: container), bounces: bounces)
        }

        /// Shows the offset the host model returned. A glide the scroll view runs by itself is
        /// stopped first (iOS 17.4's `stopScrollingAndZooming()`; before it, FloatingPanel's
        /// observation that `setContentOffset(_:animated: false)` ends a deceleration), so the
        /// list does not drift away from where the drawer holds it.
        package func drawerShow(_ offset: CGPoint) {
            if isDecelerating, #available(iOS 17.4, *) { stopScrollingAndZooming() }
            setContentOffset(offset, animated: false)
        }
    }

    extension DrawerPanPhase {
        /// The phase of a UIKit gesture recognizer's state (translation only).
        package init(_ state: UIGestureRecognizer.State) {
            switch state {
            case .possible: self = .possible
            case .began: self = .began
            case .changed: self = .changed
            case .ended: self = .ended
            case .cancelled: self = .cancelled
            case .failed: self = .failed
            @unknown default: self = .possible
            }
        }
    }
#endif
