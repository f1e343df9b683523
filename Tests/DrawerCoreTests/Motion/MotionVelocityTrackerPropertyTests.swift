import DrawerCore
import PropertyBased
import Testing

/// Invariants of the velocity-at-lift estimate over generated strokes.
@Suite("Motion: DrawerVelocityTracker properties")
struct MotionVelocityTrackerPropertyTests {
    /// A stroke: steps of (seconds after the previous sample, points moved).
    static let steps = zip(Gen.double(in: 0.001...0.03), Gen.double(in: -60...60)).array(of: 0...40)

    /// Feeds `steps` from `start` and returns the newest sample's time.
    @discardableResult
    static func feed(_ steps: [(Double, Double)], into tracker: inout DrawerVelocityTracker, from start: Double) -> Double {
        var time = start
        var position = 0.0
        tracker.add(position: position, time: time)
        for (dt, dp) in steps {
            time += dt
            position += dp
            tracker.add(position: position, time: time)
        }
        return time
    }

    @Test func alwaysFiniteAndClamped() async {
        let h = MotionTestSupport.hostile
        await boundedPropertyCheck(count: 300, input: zip(h, h).array(of: 0...40), h) { samples, query in
            var tracker = DrawerVelocityTracker(capacity: 32)
            for (position, time) in samples { tracker.add(position: position, time: time) }
            let v = tracker.velocity(at: query)
            #expect(v.isFinite && abs(v) <= DrawerVelocityTracker.velocityLimit)
        }
    }

    @Test func zeroAfterARest() async {
        await boundedPropertyCheck(count: 300, input: Self.steps, Gen.double(in: 0.0411...10)) { steps, pause in
            var tracker = DrawerVelocityTracker(capacity: 32)
            let newest = Self.feed(steps, into: &tracker, from: 100)
            #expect(tracker.velocity(at: newest + pause) == 0)
        }
    }

    @Test func badSamplesChangeNothing() async {
        // After each good sample, maybe one bad one: NaN, an infinite time, a position beyond
        // the limit, or a time before the newest.
        let bad = zip(Gen.int(in: 0...4), Gen.double(in: 0.000_001...0.5)).array(of: 41)
        await boundedPropertyCheck(count: 300, input: Self.steps, bad) { steps, bad in
            var clean = DrawerVelocityTracker(capacity: 32)
            let newest = Self.feed(steps, into: &clean, from: 7)
            var dirty = DrawerVelocityTracker(capacity: 32)
            var time = 7.0
            var position = 0.0
            for index in 0...steps.count {
                if index > 0 {
                    time += steps[index - 1].0
                    position += steps[index - 1].1
                }
                dirty.add(position: position, time: time)
                let (kind, amount) = bad[index]
                switch kind {
                case 0: dirty.add(position: .nan, time: time + amount)
                case 1: dirty.add(position: position + 1, time: .infinity)
                case 2: dirty.add(position: DrawerMotionLimits.magnitude * 2, time: time + amount)
                case 3: dirty.add(position: position - 100, time: time - amount)
                default: break
                }
            }
            #expect(dirty.count == clean.count)
            #expect(dirty.velocity(at: newest) == clean.velocity(at: newest))
        }
    }

    @Test func neverAgainstAOneWayStroke() async {
        let oneWay = zip(Gen.double(in: 0.001...0.03), Gen.double(in: 0...60)).array(of: 0...40)
        await boundedPropertyCheck(count: 300, input: oneWay, Gen.bool) { steps, down in
            let sign = down ? -1.0 : 1.0
            var tracker = DrawerVelocityTracker(capacity: 32)
            let newest = Self.feed(steps.map { ($0.0, sign * $0.1) }, into: &tracker, from: 3)
            #expect(sign * tracker.velocity(at: newest) >= 0)
        }
    }

    @Test func theClocksEpochDoesNotMatter() async {
        await boundedPropertyCheck(count: 300, input: Self.steps, Gen.double(in: 0...1e6)) { steps, epoch in
            var early = DrawerVelocityTracker(capacity: 32)
            var late = DrawerVelocityTracker(capacity: 32)
            let newest = Self.feed(steps, into: &early, from: 0.5)
            Self.feed(steps, into: &late, from: 0.5 + epoch)
            let a = early.velocity(at: newest)
            let b = late.velocity(at: newest + epoch)
            #expect(abs(a - b) <= 1e-3 * max(1, abs(a)))
        }
    }
}
