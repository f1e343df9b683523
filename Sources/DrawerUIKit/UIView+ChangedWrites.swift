#if canImport(UIKit) && (os(iOS) || DRAWERKIT_TYPECHECK_STANDINS)
    import UIKit

    /// The render loop's writes, made only where the value changes (issue 37). UIKit passes every
    /// property write on to Core Animation, equal value or not, and `render()` runs on every display
    /// frame for every drawer: a resting panel must cost no write, and a moving one only the
    /// properties its frame changes.
    extension UIView {
        /// Places the view at `frame` (in its superview's coordinates) as the `frame` setter would,
        /// writing only what differs. Setting `frame` "changes the point specified by the center
        /// property and changes the size in the bounds rectangle accordingly" (UIView `frame` page), so an
        /// untransformed view gets the two written separately, each only when it changed; a
        /// transformed one, whose frame the page leaves undefined, is given the frame when it differs.
        func setFrameIfChanged(_ frame: CGRect) {
            guard transform == .identity else {
                if self.frame != frame { self.frame = frame }
                return
            }
            let rect = frame.standardized
            setBoundsIfChanged(CGRect(origin: bounds.origin, size: rect.size))
            setCenterIfChanged(CGPoint(x: rect.midX, y: rect.midY))
        }

        /// Writes `bounds` when it differs from the view's.
        func setBoundsIfChanged(_ bounds: CGRect) {
            if self.bounds != bounds { self.bounds = bounds }
        }

        /// Writes `center` when it differs from the view's.
        func setCenterIfChanged(_ center: CGPoint) {
            if self.center != center { self.center = center }
        }

        /// Writes `transform` when it differs from the view's.
        func setTransformIfChanged(_ transform: CGAffineTransform) {
            if self.transform != transform { self.transform = transform }
        }

        /// Writes `alpha` when it differs from the view's, compared as a `Float`: the view is drawn
        /// with its layer's `opacity`, a `float` (CALayer.h), so a value read back rounded to it is
        /// not written again.
        func setAlphaIfChanged(_ alpha: CGFloat) {
            if Float(self.alpha) != Float(alpha) { self.alpha = alpha }
        }
    }
#endif
