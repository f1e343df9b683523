import DrawerCore
import Foundation
import Testing

/// The shape through the engine's motion: a drag into the rubber band, a release and the spring
/// back, frame by frame.
@Suite("Shape: dragging, rubber band and spring")
struct ShapeMotionTests {
    /// The steepest rate (per point of extent) any shape value may change at: the stops' own
    /// differences over their gaps, plus 1 for what follows the outline directly.
    static func slope(of layout: DrawerLayout) -> CGFloat {
        var slope: CGFloat = 1
        for index in layout.stops.indices.dropFirst() {
            let a = layout.frame(extent: layout.stops[index - 1].extent).shape.numbers
            let b = layout.frame(extent: layout.stops[index].extent).shape.numbers
            let gap = layout.stops[index].extent - layout.stops[index - 1].extent
            for (x, y) in zip(a, b) { slope = max(slope, abs(y - x) / gap + 1) }
        }
        return slope
    }

    @Test("no frame steps: every change is bounded by the extent's change, rubber band and spring included")
    func noStep() {
        let configuration = DrawerConfiguration(
            detents: [.closed, .medium, .offsetFromFarEdge(62, identifier: .large)], style: .iOS26Sheet())
        var engine = DrawerEngine(configuration: configuration, container: DrawerShapeTests.phone, initialDetent: .medium)
        let slope = Self.slope(of: engine.layout)
        let largest = engine.stops.largest.extent
        var frames = [engine.frame]
        var time = 0.0
        let began = engine.dragBegan(at: CGPoint(x: 200, y: 600), time: time)
        #expect(began)
        for step in 1...40 {
            time += 1.0 / 60
            engine.dragChanged(translation: CGPoint(x: 0, y: -CGFloat(step) * 20), time: time)
            frames.append(engine.frame)
        }
        #expect(engine.frame.extent > largest, "the drag reached the rubber band")
        time += 1.0 / 60
        engine.dragEnded(time: time, velocity: CGPoint(x: 0, y: 2500))
        while !engine.isResting && time < 10 {
            time += 1.0 / 60
            engine.tick(time: time)
            frames.append(engine.frame)
        }
        #expect(engine.isResting)
        for (before, after) in zip(frames, frames.dropFirst()) {
            let bound = slope * abs(after.extent - before.extent) + 1e-6
            for (x, y) in zip(before.shape.numbers, after.shape.numbers) {
                #expect(abs(x - y) <= bound, "\(before.extent) → \(after.extent): \(x) → \(y)")
            }
        }
        let banded = frames.filter { $0.extent > largest }
        #expect(!banded.isEmpty)
        #expect(banded.allSatisfy { $0.shape.materialBlend == 1 && $0.shape.insets.left == 0 && $0.shape.insets.bottom == 0 })
    }
}
