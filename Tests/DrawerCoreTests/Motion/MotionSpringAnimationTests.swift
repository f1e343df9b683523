import DrawerCore
import Foundation
import PropertyBased
import Testing

@Suite("Motion: DrawerSpringAnimation")
struct MotionSpringAnimationTests {
    @Test func runsFromPositionToTarget() {
        let animation = DrawerSpringAnimation(from: 100, velocity: 250, to: 400, spring: .snappy, startTime: 10)
        #expect(animation.target == 400)
        let start = animation.sample(at: 10)
        #expect(abs(start.position - 100) < 1e-9)
        #expect(abs(start.velocity - 250) < 1e-9)
        // Absolute position = target + the solution's displacement.
        let solution = DrawerSpring.snappy.solution(displacement: -300, velocity: 250)
        #expect(abs(animation.sample(at: 10.1).position - (400 + solution.sample(at: 0.1).position)) < 1e-9)
        #expect(!animation.isSettled(at: 10.1))
        #expect(animation.settleDeadline == 10 + solution.settlingTime())
        #expect(animation.isSettled(at: animation.settleDeadline))
        #expect(abs(animation.sample(at: animation.settleDeadline).position - 400) < 0.5)
    }

    @Test func backwardsTimeClampsToStart() {
        var animation = DrawerSpringAnimation(from: 0, velocity: 0, to: 100, spring: .bouncy, startTime: 5)
        #expect(animation.sample(at: 1) == animation.sample(at: 5))
        #expect(animation.sample(at: .nan) == animation.sample(at: 5))
        #expect(animation.sample(at: -.infinity) == animation.sample(at: 5))
        animation.retarget(to: 50, at: 6)
        #expect(animation.startTime == 6)
        let before = animation.sample(at: 6)
        animation.retarget(to: 70, at: 2)  // goes backwards: clamped to 6
        #expect(animation.startTime == 6)
        #expect(abs(animation.sample(at: 6).position - before.position) < 1e-9)
        #expect(abs(animation.sample(at: 6).velocity - before.velocity) < 1e-9)
        #expect(animation.target == 70)
    }

    @Test func isSettledUsesEpsilonOnPositionAndFrameVelocity() {
        // At the target but moving at 60 pt/s: |v|/60 = 1, not < 0.5.
        let moving = DrawerSpringAnimation(from: 200, velocity: 60, to: 200, spring: .smooth, startTime: 0)
        #expect(!moving.isSettled(at: 0))
        #expect(moving.isSettled(at: 0, epsilon: 1.5))
        let resting = DrawerSpringAnimation(from: 200.4, velocity: 0, to: 200, spring: .smooth, startTime: 0)
        #expect(resting.isSettled(at: 0))
        #expect(!resting.isSettled(at: 0, epsilon: 0.3))
        #expect(resting.isSettled(at: 0, epsilon: .nan))  // NaN epsilon -> 0.5
        #expect(moving.isSettled(at: .infinity))
    }

    @Test func nonFiniteInputsAreSanitised() {
        let animation = DrawerSpringAnimation(from: .nan, velocity: .infinity, to: 300, spring: .snappy, startTime: .nan)
        #expect(animation.startTime == 0)
        #expect(animation.sample(at: 0) == DrawerMotionSample(position: 300, velocity: 0))
        #expect(animation.isSettled(at: 0))
        let noTarget = DrawerSpringAnimation(from: 10, velocity: 0, to: -.infinity, spring: .snappy, startTime: 0)
        #expect(noTarget.target == 0)
    }

    @Test func retargetKeepsPositionAndVelocity() async {
        await boundedPropertyCheck(
            count: 300,
            input: Gen.double(in: 0.05...1.5), Gen.double(in: 0...3), Gen.double(in: -2000...2000),
            Gen.double(in: -8000...8000), Gen.double(in: -2000...2000), Gen.double(in: 0...2)
        ) { response, zeta, from, velocity, newTarget, elapsed in
            let spring = DrawerSpring(response: response, dampingFraction: zeta)
            var animation = DrawerSpringAnimation(from: from, velocity: velocity, to: 500, spring: spring, startTime: 100)
            let time = 100 + elapsed
            let before = animation.sample(at: time)
            animation.retarget(to: newTarget, at: time)
            let after = animation.sample(at: time)
            #expect(animation.target == newTarget)
            #expect(animation.startTime == time)
            let scale = max(1, abs(before.position), abs(newTarget))
            #expect(abs(after.position - before.position) <= 1e-12 * scale)
            #expect(abs(after.velocity - before.velocity) <= 1e-12 * max(1, abs(before.velocity)))
            // Shortly after, the new leg moves continuously too (no kink in position).
            let soon = animation.sample(at: time + 1e-6)
            #expect(abs(soon.position - (before.position + before.velocity * 1e-6)) < 1e-3 * max(1, scale / 1000))
            #expect(animation.settleDeadline >= time)
        }
    }

    @Test func neverNaNOrInfinite() async {
        let h = MotionTestSupport.hostile
        await boundedPropertyCheck(count: 500, input: h, h, h, h, h, h) { position, velocity, target, start, time, newTarget in
            var animation = DrawerSpringAnimation(
                from: position, velocity: velocity, to: target, spring: .bouncy, startTime: start)
            #expect(animation.target.isFinite && animation.settleDeadline.isFinite)
            let sample = animation.sample(at: time)
            #expect(sample.position.isFinite && sample.velocity.isFinite)
            _ = animation.isSettled(at: time, epsilon: velocity)
            animation.retarget(to: newTarget, at: time)
            #expect(animation.startTime.isFinite && animation.settleDeadline.isFinite && animation.target.isFinite)
            let later = animation.sample(at: time + 0.016)
            #expect(later.position.isFinite && later.velocity.isFinite)
        }
    }
}
