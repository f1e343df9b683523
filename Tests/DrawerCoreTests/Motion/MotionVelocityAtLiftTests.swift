import DrawerCore
import PropertyBased
import Testing

/// The velocity *at lift*: the rules DrawerVelocityTracker adds to a plain fit so that a real
/// finger's last instant is read, not its average over the window.
@Suite("Motion: velocity at lift")
struct MotionVelocityAtLiftTests {
    @Test func anAcceleratingFingerIsReadAtItsLastSample() async {
        await boundedPropertyCheck(
            count: 200, input: Gen.double(in: 100...3000), Gen.double(in: 100...6000), Gen.bool, Gen.double(in: 0.004...0.02)
        ) { first, last, down, interval in
            // x = v0 t + a t² / 2 over 100 ms, one direction throughout: the speed at the last
            // sample is v0 + a t.
            let sign = down ? -1.0 : 1.0
            let acceleration = (last - first) / 0.1
            var tracker = DrawerVelocityTracker(capacity: 32)
            var time = 0.0
            while time <= 0.1 {
                tracker.add(position: sign * (first * time + acceleration * time * time / 2), time: 500 + time)
                time += interval
            }
            let newest = time - interval
            let truth = sign * (first + acceleration * newest)
            #expect(abs(tracker.velocity(at: 500 + newest) - truth) < 1e-6 * abs(truth))
        }
    }

    @Test func aRestBeforeTheLiftGivesZero() {
        var tracker = DrawerVelocityTracker()
        for i in 0...6 { tracker.add(position: Double(i * i) * 3, time: Double(i) * 0.008) }
        let newest = 0.048
        #expect(tracker.velocity(at: newest + 0.02) != 0)
        #expect(tracker.velocity(at: newest + DrawerVelocityTracker.restInterval + 0.001) == 0)
    }

    @Test func aPauseInsideTheDragStartsANewMovement() {
        var tracker = DrawerVelocityTracker()
        // Fast for 40 ms, a 60 ms pause without samples, then 300 pt/s for 24 ms.
        for i in 0...5 { tracker.add(position: Double(i) * 40, time: Double(i) * 0.008) }
        for i in 0...3 { tracker.add(position: 200 + Double(i) * 2.4, time: 0.1 + Double(i) * 0.008) }
        #expect(abs(tracker.velocity(at: 0.124) - 300) < 1e-6)
    }

    @Test func aLiftRepeatingTheLastMoveAtItsTimeChangesNothing() {
        var tracker = DrawerVelocityTracker()
        for i in 0...8 { tracker.add(position: Double(i * i), time: Double(i) * 0.01) }
        let before = tracker.velocity(at: 0.08)
        tracker.add(position: 64, time: 0.08)  // Android's ACTION_UP: same time, same place
        #expect(tracker.velocity(at: 0.08) == before)
        #expect(abs(before - 1600) < 1e-6)  // x = 100 t²: 200 t at t = 0.08
    }

    @Test func aHardStopIsReadFromItsLastStep() {
        // Fast, then braking to nearly nothing: the parabola's end slope dips below zero
        // (−538 pt/s) although the finger never moved backwards.
        let positions = [0, 20, 38, 54, 66, 74, 78, 80, 81, 81.5, 81.8]
        var tracker = DrawerVelocityTracker()
        for (i, position) in positions.enumerated() { tracker.add(position: position, time: Double(i) * 0.01) }
        // The last step: 0.3 pt in 10 ms.
        #expect(abs(tracker.velocity(at: 0.1) - 30) < 1e-6)
        // The finger settles back 0.1 pt as it lifts: a hair backwards, not a fling.
        tracker.add(position: 81.7, time: 0.11)
        #expect(abs(tracker.velocity(at: 0.11) + 10) < 1e-6)
    }

    @Test func aTurnAroundIsReadInItsNewDirection() {
        // Down for 60 ms, then up, faster and faster, for 40 ms: net travel down, finger going up.
        var tracker = DrawerVelocityTracker()
        let times = stride(from: 0.0, through: 0.1, by: 0.01)
        for time in times {
            let position = time <= 0.06 ? 500 * time : 30 - 20_000 * (time - 0.06) * (time - 0.06)
            tracker.add(position: position, time: time)
        }
        // At lift the finger moves up at 40 000 × 0.04 = 1600 pt/s; the estimate must point up.
        #expect(tracker.velocity(at: 0.1) < -800)
    }

    @Test func aShortWindowIsReadAsALine() {
        var tracker = DrawerVelocityTracker()
        // Three samples 4 ms apart (8 ms in all, under minimumCurveSpan) of x = 1000 t²… plus a jolt.
        tracker.add(position: 0, time: 1)
        tracker.add(position: 1, time: 1.004)
        tracker.add(position: 6, time: 1.008)
        // Evenly spaced: the least-squares line's slope is (last − first) / span.
        #expect(abs(tracker.velocity(at: 1.008) - 750) < 1e-6)
    }

    @Test func aFastPointerKeepsTheWholeHorizon() {
        // 100 ms of a 1000 Hz mouse at a steady speed, positions rounded to whole pixels, over a
        // grid of speeds and sub-pixel starts. Unthinned, the 32-sample ring holds the last 31 ms
        // only, where the rounding steps weigh most: one estimate in ten is then off by 4 % or more.
        var errors: [Double] = []
        for speed in stride(from: 50.0, through: 3000, by: 73.75) {
            for phase in [0.1, 0.3, 0.5, 0.7, 0.9] {
                var tracker = DrawerVelocityTracker(capacity: 32)
                for i in 0...100 {
                    let time = Double(i) * 0.001
                    tracker.add(position: (speed * time + phase).rounded(.down), time: 20 + time)
                }
                errors.append(abs(tracker.velocity(at: 20.1) / speed - 1))
            }
        }
        errors.sort()
        #expect(errors[errors.count * 9 / 10] < 0.025)
    }
}
