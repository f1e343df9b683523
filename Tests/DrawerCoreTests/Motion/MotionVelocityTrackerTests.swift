import DrawerCore
import PropertyBased
import Testing

@Suite("Motion: DrawerVelocityTracker")
struct MotionVelocityTrackerTests {
    @Test func constantSpeedGivesThatSpeed() async {
        await boundedPropertyCheck(
            count: 200, input: Gen.double(in: -20000...20000), Gen.double(in: 0.004...0.03), Gen.double(in: -1e5...1e5)
        ) { speed, interval, start in
            var tracker = DrawerVelocityTracker()
            for i in 0..<20 {
                let t = 1000 + Double(i) * interval
                tracker.add(position: start + speed * (t - 1000), time: t)
            }
            let newest = 1000 + 19 * interval
            #expect(abs(tracker.velocity(at: newest) - speed) < 1e-6 * max(1, abs(speed)) + 1e-3)
        }
    }

    @Test func jitterIsAveraged() {
        var tracker = DrawerVelocityTracker()
        for i in 0..<8 {
            let t = Double(i) * 0.01
            let jitter = i % 2 == 0 ? 0.5 : -0.5
            tracker.add(position: 1000 * t + jitter, time: t)
        }
        let estimate = tracker.velocity(at: 0.07)
        // Two-point difference would give 1000 - 100 = 900 pt/s; the fit stays near 1000.
        #expect(abs(estimate - 1000) < 30)
    }

    @Test func singleAndEmptyGiveZero() {
        var tracker = DrawerVelocityTracker()
        #expect(tracker.velocity(at: 0) == 0)
        tracker.add(position: 10, time: 1)
        #expect(tracker.count == 1)
        #expect(tracker.velocity(at: 1) == 0)
    }

    @Test func outOfOrderSamplesAreIgnored() {
        var tracker = DrawerVelocityTracker()
        tracker.add(position: 0, time: 0)
        tracker.add(position: 10, time: 0.01)
        tracker.add(position: 500, time: 0.005)  // older than newest: ignored
        #expect(tracker.count == 2)
        #expect(abs(tracker.velocity(at: 0.01) - 1000) < 1e-9)
    }

    @Test func equalTimestampReplacesNewestPosition() {
        var tracker = DrawerVelocityTracker()
        tracker.add(position: 0, time: 0)
        tracker.add(position: 10, time: 0.01)
        tracker.add(position: 20, time: 0.01)
        #expect(tracker.count == 2)
        #expect(abs(tracker.velocity(at: 0.01) - 2000) < 1e-9)
    }

    @Test func nonFiniteSamplesAreIgnored() {
        var tracker = DrawerVelocityTracker()
        tracker.add(position: 0, time: 0)
        tracker.add(position: .nan, time: 0.005)
        tracker.add(position: 5, time: .infinity)
        tracker.add(position: .infinity, time: 0.006)
        tracker.add(position: 1e300, time: 0.007)
        tracker.add(position: 10, time: 0.01)
        #expect(tracker.count == 2)
        #expect(abs(tracker.velocity(at: 0.01) - 1000) < 1e-9)
        // A NaN query is answered as of the newest sample.
        #expect(abs(tracker.velocity(at: .nan) - 1000) < 1e-9)
    }

    @Test func staleSamplesGiveZero() {
        var tracker = DrawerVelocityTracker(horizon: 0.1)
        tracker.add(position: 0, time: 0)
        tracker.add(position: 10, time: 0.01)
        // Still moving up to the rest interval after the newest sample, stopped after it.
        #expect(abs(tracker.velocity(at: 0.01 + DrawerVelocityTracker.restInterval) - 1000) < 1e-9)
        #expect(tracker.velocity(at: 0.01 + DrawerVelocityTracker.restInterval + 0.001) == 0)
        #expect(tracker.velocity(at: .infinity) == 0)
    }

    @Test func onlyTheHorizonIsUsed() {
        var tracker = DrawerVelocityTracker(horizon: 0.05, capacity: 32)
        var position = 0.0
        var time = 0.0
        // Slow for 0.2 s, then fast for 0.05 s.
        for _ in 0..<20 {
            time += 0.01
            position += 1
            tracker.add(position: position, time: time)
        }
        for _ in 0..<5 {
            time += 0.01
            position += 30
            tracker.add(position: position, time: time)
        }
        #expect(abs(tracker.velocity(at: time) - 3000) < 1e-6)
    }

    @Test func ringBufferWrapsAndResets() {
        var tracker = DrawerVelocityTracker(horizon: 10, capacity: 4)
        #expect(tracker.capacity == 4)
        for i in 0..<100 { tracker.add(position: Double(i) * 2, time: Double(i) * 0.01) }
        #expect(tracker.count == 4)
        #expect(abs(tracker.velocity(at: 0.99) - 200) < 1e-6)
        tracker.reset()
        #expect(tracker.count == 0)
        #expect(tracker.velocity(at: 0.99) == 0)
        tracker.add(position: 0, time: 0.5)  // earlier than before the reset: accepted
        tracker.add(position: -3, time: 0.51)
        #expect(abs(tracker.velocity(at: 0.51) + 300) < 1e-6)
    }

    @Test func parametersAreSanitised() {
        #expect(DrawerVelocityTracker(horizon: .nan).horizon == 0.1)
        #expect(DrawerVelocityTracker(horizon: -1).horizon == 0.1)
        #expect(DrawerVelocityTracker(capacity: 0).capacity == 2)
        #expect(DrawerVelocityTracker(capacity: 1000).capacity == DrawerVelocityTracker.maximumCapacity)
    }

    @Test func absurdSpeedsAreCapped() {
        var tracker = DrawerVelocityTracker()
        tracker.add(position: 0, time: 0)
        tracker.add(position: 1000, time: 1e-6)
        #expect(tracker.velocity(at: 1e-6) == DrawerVelocityTracker.velocityLimit)
        tracker.reset()
        tracker.add(position: 0, time: 0)
        tracker.add(position: -1000, time: 1e-6)
        #expect(tracker.velocity(at: 1e-6) == -DrawerVelocityTracker.velocityLimit)
    }

    @Test func neverNaNOrInfinite() async {
        let h = MotionTestSupport.hostile
        await boundedPropertyCheck(count: 300, input: h, h, h, h, h) { p1, t1, p2, t2, query in
            var tracker = DrawerVelocityTracker()
            tracker.add(position: p1, time: t1)
            tracker.add(position: p2, time: t2)
            tracker.add(position: p1 + p2, time: t2 + 0.001)
            let v = tracker.velocity(at: query)
            #expect(v.isFinite && abs(v) <= DrawerVelocityTracker.velocityLimit)
        }
    }
}
