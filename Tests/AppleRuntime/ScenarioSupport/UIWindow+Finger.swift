import UIKit

extension UIWindow {
    /// A finger put down at `start` and moved in a straight line to `end` over `duration`
    /// seconds of the double's clock, one move per display frame; the finger stays down, so the
    /// caller decides how it leaves (a hold, a lift, a cancel). The UIKit and SwiftUI scenarios'
    /// drags and swipes are all made of this.
    package func moveFinger(from start: CGPoint, to end: CGPoint, duration: Double) {
        doubleTouchDown(at: start)
        let steps = max(1, Int((duration / UIKitDouble.frameDuration).rounded()))
        for step in 1...steps {
            UIKitDouble.advanceFrame()
            let t = CGFloat(step) / CGFloat(steps)
            doubleTouchMove(to: CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t))
        }
    }
}
