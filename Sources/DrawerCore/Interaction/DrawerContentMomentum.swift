import Foundation

#if canImport(CoreGraphics)
    import CoreGraphics
#endif

/// The content's own glide after a release that left it scrolling (the drawer stays put).
///
/// Uses the exact exponential decay of `reference/physics.md` §1 (continuous form):
/// `x(t) = x0 + v0 (d^(1000 t) - 1) / (1000 ln d)`, clamped to the scrollable range; it stops
/// at an end of the content or when the speed falls below ``stopSpeed``.
struct DrawerContentMomentum: Sendable {
    /// Below this speed (points per second) the glide ends.
    static let stopSpeed: Double = 5

    let startOffset: Double
    let velocity: Double
    let startTime: Double
    let rate: Double

    init(startOffset: CGFloat, velocity: CGFloat, startTime: Double, momentum: DrawerMomentum) {
        self.startOffset = Double(startOffset)
        self.velocity = Double(velocity).finite(or: 0)
        self.startTime = startTime
        self.rate = momentum.decelerationRate
    }

    /// The same glide continued from `time` under another deceleration: it keeps the offset and
    /// the speed it has at that instant, so a configuration change never makes the content jump,
    /// and from then on it slows as the configuration in force says.
    func continued(at time: Double, maximumOffset: CGFloat, momentum: DrawerMomentum) -> DrawerContentMomentum {
        let elapsed = max(0, time - startTime)
        let speedNow = velocity * exp(1000 * log(rate) * elapsed)
        let offsetNow = sample(at: time, maximumOffset: maximumOffset).offset
        return DrawerContentMomentum(
            startOffset: offsetNow, velocity: CGFloat(speedNow.finite(or: 0)), startTime: time, momentum: momentum)
    }

    /// The offset at `time`, and whether the glide is over.
    func sample(at time: Double, maximumOffset: CGFloat) -> (offset: CGFloat, finished: Bool) {
        let elapsed = max(0, time - startTime)
        let logRate = 1000 * log(rate)
        let decay = exp(logRate * elapsed)
        let position = startOffset + velocity * (decay - 1) / logRate
        let speed = abs(velocity * decay)
        let clamped = CGFloat(position.finite(or: startOffset)).clamped(to: 0...maximumOffset)
        let hitEnd = clamped != CGFloat(position)
        return (clamped, hitEnd || speed < Self.stopSpeed)
    }
}
