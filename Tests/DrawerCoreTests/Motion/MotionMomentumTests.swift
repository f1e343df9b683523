import DrawerCore
import PropertyBased
import Testing

@Suite("Motion: DrawerMomentum")
struct MotionMomentumTests {
    @Test(
        "WWDC 2018 projection",
        arguments: [
            (0.998, 1000.0, 499.0),
            (0.998, -1000.0, -499.0),
            (0.99, 1000.0, 99.0),
            (0.998, 0.0, 0.0),
            (0.998, 300.0, 149.7),
        ])
    func projection(rate: Double, velocity: Double, expected: Double) {
        let momentum = DrawerMomentum(decelerationRate: rate)
        #expect(abs(momentum.projectedDistance(velocity: velocity) - expected) < 1e-9)
    }

    @Test func presetsAndDefault() {
        #expect(DrawerMomentum().decelerationRate == 0.998)
        #expect(DrawerMomentum.normal.decelerationRate == 0.998)
        #expect(DrawerMomentum.fast.decelerationRate == 0.99)
        #expect(abs(DrawerMomentum.normal.projectedPosition(from: 100, velocity: 1000) - 599) < 1e-9)
    }

    @Test(
        "deceleration rate is kept inside (0, 1)",
        arguments: [
            (Double.nan, 0.998), (Double.infinity, 0.998), (1.0, 0.999_999), (5.0, 0.999_999),
            (0.0, 0.001), (-1.0, 0.001), (0.5, 0.5),
        ])
    func rateSanitising(rate: Double, expected: Double) {
        #expect(DrawerMomentum(decelerationRate: rate).decelerationRate == expected)
        var momentum = DrawerMomentum()
        momentum.decelerationRate = rate
        #expect(momentum.decelerationRate == expected)
    }

    @Test func inverseRecoversVelocity() async {
        await boundedPropertyCheck(input: Gen.double(in: 0.9...0.9999), Gen.double(in: -20000...20000)) { rate, velocity in
            let momentum = DrawerMomentum(decelerationRate: rate)
            let distance = momentum.projectedDistance(velocity: velocity)
            #expect(abs(momentum.velocity(forProjectedDistance: distance) - velocity) < 1e-6 * max(1, abs(velocity)))
        }
    }

    @Test func neverNaNOrInfinite() async {
        let h = MotionTestSupport.hostile
        await boundedPropertyCheck(count: 300, input: h, h, h) { rate, velocity, position in
            let momentum = DrawerMomentum(decelerationRate: rate)
            #expect(momentum.decelerationRate > 0 && momentum.decelerationRate < 1)
            #expect(momentum.projectedDistance(velocity: velocity).isFinite)
            #expect(momentum.projectedPosition(from: position, velocity: velocity).isFinite)
            #expect(momentum.velocity(forProjectedDistance: position).isFinite)
        }
        #expect(DrawerMomentum().projectedDistance(velocity: .nan) == 0)
        #expect(DrawerMomentum().projectedDistance(velocity: .infinity) == 0)
    }
}
