import DrawerCore
import Foundation
import PropertyBased
import Testing

@Suite("Motion: DrawerSpring")
struct MotionSpringTests {
    @Test(
        "duration/bounce maps to response and damping fraction",
        arguments: [
            (0.5, 0.0, 0.5, 1.0),
            (0.5, 0.15, 0.5, 0.85),
            (0.5, 0.3, 0.5, 0.7),
            (0.4, -0.5, 0.4, 2.0),
            (0.5, 1.0, 0.5, 0.0),
            (0.5, 5.0, 0.5, 0.0),  // clamped to bounce 1
            (0.5, -5.0, 0.5, 100.0),  // clamped to bounce -0.99
            (0.5, Double.nan, 0.5, 1.0),  // NaN bounce -> 0
            (-1.0, 0.0, 0.5, 1.0),  // bad duration -> 0.5
        ])
    func durationBounce(duration: Double, bounce: Double, response: Double, zeta: Double) {
        let spring = DrawerSpring(duration: duration, bounce: bounce)
        #expect(abs(spring.response - response) < 1e-12)
        #expect(abs(spring.dampingFraction - zeta) < 1e-9)
    }

    @Test func presets() {
        #expect(DrawerSpring.smooth == DrawerSpring(response: 0.5, dampingFraction: 1))
        #expect(abs(DrawerSpring.snappy.dampingFraction - 0.85) < 1e-12)
        #expect(abs(DrawerSpring.bouncy.dampingFraction - 0.7) < 1e-12)
        #expect(DrawerSpring.swiftUIDefault.response == 0.5)
        #expect(DrawerSpring.swiftUIDefault.dampingFraction == 0.825)
        #expect(DrawerSpring.interactive.response == 0.15)
        #expect(DrawerSpring.interactive.dampingFraction == 0.86)
        #expect(DrawerSpring.reducedMotion.response == 0.2)
        #expect(DrawerSpring.reducedMotion.dampingFraction == 1)
        let adw = DrawerSpring.adwaitaSheet
        #expect(abs(adw.stiffness - 400) < 1e-9)
        #expect(abs(adw.angularFrequency - 20) < 1e-12)
        #expect(abs(adw.response - 2 * Double.pi / 20) < 1e-12)
        #expect(abs(adw.damping - 32) < 1e-9)  // 2 * 0.8 * 20
        #expect(adw.dampingFraction == 0.8)
    }

    @Test func derivedQuantities() {
        let spring = DrawerSpring(response: 0.5, dampingFraction: 0.825)
        #expect(abs(spring.angularFrequency - 4 * Double.pi) < 1e-12)
        #expect(abs(spring.stiffness - 16 * Double.pi * Double.pi) < 1e-9)
        #expect(abs(spring.damping - 4 * Double.pi * 0.825 / 0.5) < 1e-12)
    }

    @Test(
        "bad response and damping are sanitised",
        arguments: [
            (Double.nan, Double.nan, 0.5, 0.825),
            (Double.infinity, -1.0, 0.5, 0.825),
            (0.0, -Double.infinity, 0.5, 0.825),
            (-3.0, 0.0, 0.5, 0.0),
            (1e-9, 1e9, 0.001, 1000.0),
            (1e9, 0.3, 1000.0, 0.3),
        ])
    func sanitising(response: Double, damping: Double, expectedResponse: Double, expectedDamping: Double) {
        let spring = DrawerSpring(response: response, dampingFraction: damping)
        #expect(spring.response == expectedResponse)
        #expect(spring.dampingFraction == expectedDamping)
        var assigned = DrawerSpring.smooth
        assigned.response = response
        assigned.dampingFraction = damping
        #expect(assigned == spring)
    }

    @Test func stiffnessInitSanitises() {
        #expect(DrawerSpring(stiffness: .nan, dampingRatio: 1).response == 0.5)
        #expect(DrawerSpring(stiffness: -4, dampingRatio: 1).response == 0.5)
        #expect(DrawerSpring(stiffness: 400, dampingRatio: .nan).dampingFraction == 0.825)
    }

    @Test func smoothSettlingTimeIsTightForCriticalDamping() {
        // Critically damped, omega0 = 4 pi: x = 500 (1 + u) e^-u < 0.5 needs u ~ 9.23, t ~ 0.7346 s.
        let spring = DrawerSpring.smooth
        let bound = spring.settlingTime(displacement: 500, velocity: 0)
        #expect(bound > 0.73 && bound < 0.74)
        let motion = spring.solution(displacement: 500, velocity: 0)
        #expect(abs(motion.sample(at: bound * 0.99).position) >= 0.5)
        #expect(abs(motion.sample(at: bound).position) < 0.5)
    }

    @Test func settlingTimeEdgeCases() {
        #expect(DrawerSpring.snappy.settlingTime(displacement: 0, velocity: 0) == 0)
        #expect(DrawerSpring.snappy.settlingTime(displacement: 0.1, velocity: 1) == 0)
        let undamped = DrawerSpring(response: 0.5, dampingFraction: 0)
        #expect(undamped.settlingTime(displacement: 100, velocity: 0) == DrawerSpringSolution.maximumSettlingTime)
        // A bad epsilon falls back to 0.5.
        #expect(
            DrawerSpring.snappy.settlingTime(displacement: 300, velocity: 0, epsilon: .nan)
                == DrawerSpring.snappy.settlingTime(displacement: 300, velocity: 0))
        // A larger epsilon settles sooner.
        #expect(
            DrawerSpring.snappy.settlingTime(displacement: 300, velocity: 0, epsilon: 5)
                < DrawerSpring.snappy.settlingTime(displacement: 300, velocity: 0))
    }

    @Test func settlingTimeBoundsEveryLaterSample() async {
        let zetas = Gen.oneOf(
            Gen.double(in: 0.05...0.999),
            Gen<Double?>.element(of: [1.0, 1.0.nextUp, 1.0.nextDown, 1 + 1e-9, 1 - 1e-9]).map { $0 ?? 1 },
            Gen.double(in: 1.001...6)
        )
        await boundedPropertyCheck(
            count: 300,
            input: Gen.double(in: 0.05...2), zetas, Gen.double(in: -2000...2000), Gen.double(in: -20000...20000),
            Gen.double(in: 0.1...5)
        ) { response, zeta, x0, v0, epsilon in
            let spring = DrawerSpring(response: response, dampingFraction: zeta)
            let bound = spring.settlingTime(displacement: x0, velocity: v0, epsilon: epsilon)
            #expect(bound >= 0 && bound < DrawerSpringSolution.maximumSettlingTime)
            let motion = spring.solution(displacement: x0, velocity: v0)
            let step = max(bound, response) / 50
            var worstPosition = 0.0
            var worstVelocity = 0.0
            for k in 0...500 {
                let sample = motion.sample(at: bound + Double(k) * step)
                worstPosition = max(worstPosition, abs(sample.position))
                worstVelocity = max(worstVelocity, abs(sample.velocity))
            }
            #expect(worstPosition < epsilon)
            #expect(worstVelocity / 60 < epsilon)
        }
    }
}

@Suite("Springs from libadwaita's parameters")
struct AdwaitaSpringParameterTests {
    @Test("a mass only rescales the frequency: (m 0.5, k 500) moves as (m 1, k 1000)")
    func massRescales() {
        let half = DrawerSpring(mass: 0.5, stiffness: 500, dampingRatio: 1)
        let unit = DrawerSpring(stiffness: 1000, dampingRatio: 1)
        #expect(abs(half.response - unit.response) < 1e-12)
        #expect(abs(half.response - 2 * Double.pi / 1000.0.squareRoot()) < 1e-12)
    }

    @Test("adw_spring_params_new_full takes a damping coefficient: c = ζ · 2√(mk)")
    func dampingCoefficient() {
        // AdwBottomSheet: ratio 0.8, mass 1, stiffness 400 → c = 0.8 · 2 · 20 = 32.
        let sheet = DrawerSpring(mass: 1, stiffness: 400, damping: 32)
        #expect(abs(sheet.dampingFraction - 0.8) < 1e-12)
        #expect(abs(sheet.response - DrawerSpring.adwaitaSheet.response) < 1e-12)
        // AdwFlap: ratio 1, mass 0.5, stiffness 500 → c = 2√250.
        let flap = DrawerSpring(mass: 0.5, stiffness: 500, damping: 2 * 250.0.squareRoot())
        #expect(abs(flap.dampingFraction - 1) < 1e-12)
    }

    @Test("bad masses and dampings fall back to the defaults")
    func badMass() {
        #expect(DrawerSpring(mass: 0, stiffness: 400, dampingRatio: 1).response == DrawerSpring.defaultResponse)
        #expect(DrawerSpring(mass: .nan, stiffness: 400, dampingRatio: 1).response == DrawerSpring.defaultResponse)
        #expect(DrawerSpring(mass: 1, stiffness: 400, damping: -3).dampingFraction == DrawerSpring.defaultDampingFraction)
        #expect(DrawerSpring(mass: 1, stiffness: 400, damping: .infinity).dampingFraction == DrawerSpring.defaultDampingFraction)
    }
}
