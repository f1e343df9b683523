import DrawerCore
import Foundation
import Testing

/// Which answer is a content view's natural length (frame-based `sizeThatFits` or Auto Layout).
@Suite("Content measurement for fit-to-content detents")
struct DrawerContentMeasurementTests {
    @Test("a view that measured itself is believed")
    func selfMeasured() {
        #expect(DrawerContentMeasurement.naturalLength(selfMeasured: 240, current: 800, byConstraints: 0) == 240)
        #expect(DrawerContentMeasurement.naturalLength(selfMeasured: 240, current: 800, byConstraints: 500) == 240)
    }

    @Test("the default answer (the current size) gives way to the constraints")
    func defaultAnswerUsesConstraints() {
        #expect(DrawerContentMeasurement.naturalLength(selfMeasured: 800, current: 800, byConstraints: 300) == 300)
    }

    @Test("with neither, the current length")
    func neither() {
        #expect(DrawerContentMeasurement.naturalLength(selfMeasured: 800, current: 800, byConstraints: 0) == 800)
        #expect(DrawerContentMeasurement.naturalLength(selfMeasured: 0, current: 0, byConstraints: 0) == 0)
    }

    @Test("bad answers are no answers", arguments: [CGFloat.nan, .infinity, -.infinity, -20])
    func badAnswers(value: CGFloat) {
        #expect(DrawerContentMeasurement.naturalLength(selfMeasured: value, current: 800, byConstraints: 300) == 300)
        #expect(DrawerContentMeasurement.naturalLength(selfMeasured: 800, current: 800, byConstraints: value) == 800)
        let fromBadCurrent = DrawerContentMeasurement.naturalLength(selfMeasured: value, current: value, byConstraints: value)
        #expect(fromBadCurrent == 0)
    }
}
