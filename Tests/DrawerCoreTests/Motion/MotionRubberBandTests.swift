import DrawerCore
import PropertyBased
import Testing

@Suite("Motion: DrawerRubberBand")
struct MotionRubberBandTests {
    @Test(
        "Grant Paul's formula, dim 960",
        arguments: [
            (5.0, 2.74), (10.0, 5.47), (100.0, 52.02), (400.0, 178.98), (960.0, 340.65),
        ])
    func vectors(overshoot: Double, expected: Double) {
        let band = DrawerRubberBand()
        #expect(abs(band.offset(forOvershoot: overshoot, dimension: 960) - expected) < 0.005)
        #expect(abs(band.offset(forOvershoot: -overshoot, dimension: 960) + expected) < 0.005)
    }

    @Test func edgeCases() {
        let band = DrawerRubberBand()
        #expect(band.coefficient == 0.55)
        #expect(band.offset(forOvershoot: 0, dimension: 960) == 0)
        #expect(band.offset(forOvershoot: .infinity, dimension: 960) == 960)
        #expect(band.offset(forOvershoot: -.infinity, dimension: 960) == -960)
        #expect(band.offset(forOvershoot: .nan, dimension: 960) == 0)
        for bad in [0.0, -10, .nan, .infinity, -.infinity] {
            #expect(band.offset(forOvershoot: 100, dimension: bad) == 0)
            #expect(band.overshoot(forOffset: 100, dimension: bad) == 0)
        }
        // Slope at 0 is the coefficient.
        #expect(abs(band.offset(forOvershoot: 1e-6, dimension: 960) / 1e-6 - 0.55) < 1e-6)
        // Offsets at or beyond the dimension invert to a large finite overshoot.
        let limit = band.overshoot(forOffset: 960, dimension: 960)
        #expect(limit.isFinite && limit > 1e8)
        #expect(band.overshoot(forOffset: 5000, dimension: 960) == limit)
        #expect(band.overshoot(forOffset: .infinity, dimension: 960) == limit)
        #expect(band.overshoot(forOffset: -.infinity, dimension: 960) == -limit)
        #expect(band.overshoot(forOffset: .nan, dimension: 960) == 0)
    }

    @Test func coefficientSanitising() {
        #expect(DrawerRubberBand(coefficient: .nan).coefficient == 0.55)
        #expect(DrawerRubberBand(coefficient: -1).coefficient == 0.55)
        #expect(DrawerRubberBand(coefficient: 1e-9).coefficient == 0.001)
        var band = DrawerRubberBand()
        band.coefficient = 0
        #expect(band.coefficient == 0.55)
        band.coefficient = 0.3
        #expect(abs(band.offset(forOvershoot: 100, dimension: 960) - 100 * 0.3 * 960 / (960 + 30)) < 1e-9)
    }

    @Test func inverseRoundTripsAndIsMonotonic() async {
        await boundedPropertyCheck(
            count: 300, input: Gen.double(in: -5000...5000), Gen.double(in: 1...3000), Gen.double(in: 0.1...2)
        ) { x, dimension, c in
            let band = DrawerRubberBand(coefficient: c)
            let b = band.offset(forOvershoot: x, dimension: dimension)
            #expect(abs(b) < dimension)
            #expect((b < 0) == (x < 0))
            #expect(abs(b) <= abs(x) * c + 1e-9)  // never more than the linear slope
            let back = band.overshoot(forOffset: b, dimension: dimension)
            #expect(abs(back - x) < 1e-6 * max(1, abs(x)))
            #expect(band.offset(forOvershoot: x + 1, dimension: dimension) > b)
        }
    }

    @Test func neverNaNOrInfinite() async {
        let h = MotionTestSupport.hostile
        await boundedPropertyCheck(count: 300, input: h, h, h) { x, dimension, c in
            let band = DrawerRubberBand(coefficient: c)
            #expect(band.offset(forOvershoot: x, dimension: dimension).isFinite)
            #expect(band.overshoot(forOffset: x, dimension: dimension).isFinite)
        }
    }
}
