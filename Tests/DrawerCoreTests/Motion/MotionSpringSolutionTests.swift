import DrawerCore
import Foundation
import PropertyBased
import Testing

@Suite("Motion: DrawerSpringSolution")
struct MotionSpringSolutionTests {
    /// Compares the closed form with RK4 at a random time.
    private func checkAgainstRK4(response: Double, zeta: Double, x0: Double, v0: Double, duration: Double) {
        let spring = DrawerSpring(response: response, dampingFraction: zeta)
        let h = 1e-4
        let steps = Int(duration / h)
        let numeric = MotionTestSupport.rk4(
            stiffness: spring.stiffness, damping: spring.damping, x0: x0, v0: v0, step: h, steps: steps)
        let exact = spring.solution(displacement: x0, velocity: v0).sample(at: Double(steps) * h)
        // Scale by the motion's size so that 1e-6 is a relative accuracy.
        let scale = max(1, abs(x0) + abs(v0) / spring.angularFrequency)
        #expect(abs(exact.position - numeric.x) <= 1e-6 * scale)
        #expect(abs(exact.velocity - numeric.v) <= 1e-6 * scale * spring.angularFrequency)
    }

    @Test func underdampedMatchesRK4() async {
        await boundedPropertyCheck(
            count: 60,
            input: Gen.double(in: 0.1...2), Gen.double(in: 0...0.999), Gen.double(in: -1000...1000),
            Gen.double(in: -5000...5000), Gen.double(in: 0...1.5)
        ) { response, zeta, x0, v0, t in
            checkAgainstRK4(response: response, zeta: zeta, x0: x0, v0: v0, duration: t)
        }
    }

    @Test func criticalAndNearCriticalMatchRK4() async {
        let nearOne = Gen<Double?>.element(of: [1.0, 1.0.nextUp, 1.0.nextDown, 1 + 1e-12, 1 - 1e-12, 1 + 1e-7, 1 - 1e-7])
            .map { $0 ?? 1 }
        await boundedPropertyCheck(
            count: 60,
            input: Gen.double(in: 0.1...2), nearOne, Gen.double(in: -1000...1000),
            Gen.double(in: -5000...5000), Gen.double(in: 0...1.5)
        ) { response, zeta, x0, v0, t in
            checkAgainstRK4(response: response, zeta: zeta, x0: x0, v0: v0, duration: t)
        }
    }

    @Test func overdampedMatchesRK4() async {
        await boundedPropertyCheck(
            count: 60,
            input: Gen.double(in: 0.1...2), Gen.double(in: 1.000001...5), Gen.double(in: -1000...1000),
            Gen.double(in: -5000...5000), Gen.double(in: 0...1.5)
        ) { response, zeta, x0, v0, t in
            checkAgainstRK4(response: response, zeta: zeta, x0: x0, v0: v0, duration: t)
        }
    }

    @Test(
        "known values",
        arguments: [
            // smooth (critical, omega0 = 4 pi): x(t) = 100 (1 + 4 pi t) e^(-4 pi t)
            (DrawerSpring.smooth, 0.1, 100 * (1 + 0.4 * Double.pi) * exp(-0.4 * Double.pi)),
            // undamped: x(t) = 100 cos(4 pi t) -> at t = 0.125 s, cos(pi/2) = 0
            (DrawerSpring(response: 0.5, dampingFraction: 0), 0.125, 0.0),
            (DrawerSpring(response: 0.5, dampingFraction: 0), 0.25, -100.0),
        ])
    func knownValues(spring: DrawerSpring, t: Double, expected: Double) {
        let x = spring.solution(displacement: 100, velocity: 0).sample(at: t).position
        #expect(abs(x - expected) < 1e-9)
    }

    @Test func startsAtInitialConditions() {
        for zeta in [0.0, 0.5, 1.0, 2.0, 50.0] {
            let motion = DrawerSpring(response: 0.3, dampingFraction: zeta).solution(displacement: -42, velocity: 777)
            let start = motion.sample(at: 0)
            #expect(abs(start.position + 42) < 1e-9)
            #expect(abs(start.velocity - 777) < 1e-9)
            // Negative and NaN times are treated as 0.
            #expect(motion.sample(at: -5) == start)
            #expect(motion.sample(at: .nan) == start)
        }
    }

    @Test func hugeTimesComeToRest() {
        for zeta in [0.01, 0.5, 1.0, 1.0.nextUp, 3.0, 1000.0] {
            let motion = DrawerSpring(response: 0.5, dampingFraction: zeta)
                .solution(displacement: 1e12, velocity: -1e12)
            for t in [1e9, 1e300, Double.greatestFiniteMagnitude, Double.infinity] {
                #expect(motion.sample(at: t) == .zero, "zeta \(zeta) t \(t)")
            }
        }
    }

    @Test func nonFiniteInitialConditionsAreZero() {
        let motion = DrawerSpring.snappy.solution(displacement: .nan, velocity: .infinity)
        #expect(motion.initialDisplacement == 0)
        #expect(motion.initialVelocity == 0)
        #expect(motion.sample(at: 0.2) == .zero)
        let huge = DrawerSpring.snappy.solution(displacement: 1e300, velocity: -1e300)
        #expect(huge.initialDisplacement == DrawerMotionLimits.magnitude)
        #expect(huge.initialVelocity == -DrawerMotionLimits.magnitude)
    }

    @Test func neverNaNOrInfinite() async {
        let h = MotionTestSupport.hostile
        await boundedPropertyCheck(count: 500, input: h, h, h, h, h) { response, zeta, x0, v0, t in
            let spring = DrawerSpring(response: response, dampingFraction: zeta)
            #expect(spring.response.isFinite && spring.response > 0)
            #expect(spring.dampingFraction.isFinite && spring.dampingFraction >= 0)
            #expect(spring.stiffness.isFinite && spring.damping.isFinite && spring.angularFrequency.isFinite)
            let other = DrawerSpring(duration: x0, bounce: v0)
            #expect(other.stiffness.isFinite && other.damping.isFinite)
            let third = DrawerSpring(stiffness: x0, dampingRatio: t)
            #expect(third.stiffness.isFinite && third.damping.isFinite)
            let motion = spring.solution(displacement: x0, velocity: v0)
            let sample = motion.sample(at: t)
            #expect(sample.position.isFinite && sample.velocity.isFinite)
            let settle = spring.settlingTime(displacement: x0, velocity: v0, epsilon: t)
            #expect(settle.isFinite && settle >= 0 && settle <= DrawerSpringSolution.maximumSettlingTime)
        }
    }
}
