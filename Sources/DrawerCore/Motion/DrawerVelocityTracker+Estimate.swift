import Foundation

extension DrawerVelocityTracker {
    /// The estimated velocity of the finger at the newest sample, as seen at `time`, in points
    /// per second.
    ///
    /// - Parameter time: The query time in seconds (the lift's). NaN → the newest sample's
    ///   time. When it is more than ``restInterval`` (or horizon, if shorter) after the newest
    ///   sample (including +∞), the finger rested before lifting and the result is 0.
    /// - Returns: The slope at the newest sample of the least-squares parabola through the
    ///   window (the type's rules say when a line or the last step stands in for it), clamped
    ///   to ±velocityLimit; 0 with fewer than two samples in the window.
    package func velocity(at time: Double) -> Double {
        guard count >= 2 else { return 0 }
        let newestTime = times[head]
        let newestPosition = positions[head]
        let rest = min(Self.restInterval, horizon) + Self.timeTolerance
        if !time.isNaN && time - newestTime > rest { return 0 }
        let window = window(newestTime: newestTime, rest: rest)
        let span = newestTime - window.oldestTime
        guard window.count >= 2, span > 0 else { return 0 }
        // Time in units of the span, back from the newest sample; position from the newest.
        var sums = DrawerLeastSquaresSums()
        var index = head
        for _ in 0..<window.count {
            sums.add(u: (times[index] - newestTime) / span, q: positions[index] - newestPosition)
            index = earlier(than: index)
        }
        guard let line = sums.lineSlope else { return 0 }
        var slope = line
        if window.count >= 3 && span >= Self.minimumCurveSpan, let curve = sums.parabolaSlopeAtZero {
            slope = curve * line >= 0 ? curve : lastStepSlope(span: span)
        }
        let velocity = slope / span
        guard velocity.isFinite else { return 0 }
        return min(max(velocity, -Self.velocityLimit), Self.velocityLimit)
    }

    /// How much a time difference may exceed the horizon or the rest interval and still count
    /// as within it: 1 µs. Differences of times like 1000.1 − 1000.0 are rounded in the last
    /// bits; Android and Flutter count whole nanoseconds and microseconds and keep a sample
    /// exactly 100 ms old.
    static var timeTolerance: Double { 1e-6 }

    /// How many samples, newest first, lie within the horizon without a rest between them, and
    /// the oldest one's time.
    private func window(newestTime: Double, rest: Double) -> (count: Int, oldestTime: Double) {
        var count = 1
        var index = head
        var oldestTime = newestTime
        while count < self.count {
            let time = times[earlier(than: index)]
            guard newestTime - time <= horizon + Self.timeTolerance, oldestTime - time <= rest else { break }
            oldestTime = time
            index = earlier(than: index)
            count += 1
        }
        return (count, oldestTime)
    }

    /// The last step's slope (position per span).
    ///
    /// Stands in for a parabola that turns against the whole window's direction. A finger
    /// that brakes hard into the lift makes the fit overshoot through zero (Flutter's own test
    /// data expects −37 pt/s, upwards, for a finger still moving down at 180 pt/s), and a
    /// finger that settles back a hair as it lifts would be flung backwards at the overshoot's
    /// speed. The last step is what the finger last did: a real turn-around reads at its
    /// speed, an overshoot or a settle-back at no more than the step's few points per second.
    private func lastStepSlope(span: Double) -> Double {
        let previous = earlier(than: head)
        return (positions[head] - positions[previous]) / (times[head] - times[previous]) * span
    }
}
