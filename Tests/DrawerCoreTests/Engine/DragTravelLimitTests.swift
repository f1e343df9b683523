import DrawerCore
import Foundation
import Testing

/// Finger travel is reported as a total since the press, and each step is the difference of two
/// reports. Two finite reports far apart (10³⁰⁰, then −10³⁰⁸) differ by more than `Double` holds:
/// the engine fuzzer found the infinite step this made returned to the adapter as the drawer's
/// share (`Fuzz/regressions/drag-step-overflows`). Travel beyond ``DrawerMotionLimits/magnitude``
/// now counts as that limit.
@Suite("Finger travel at the limits of Double")
struct DragTravelLimitTests {
    static let container = DrawerContainer(size: CGSize(width: 390, height: 844))

    static func draggedSheet() -> DrawerEngine {
        var engine = DrawerEngine(
            configuration: DrawerConfiguration(detents: [.closed, .medium, .large]), container: container,
            initialDetent: .medium)
        let accepted = engine.dragBegan(at: CGPoint(x: 195, y: engine.freeEdge + 12), time: 0)
        #expect(accepted)
        return engine
    }

    @Test("Reports far apart give finite steps, a finite frame and a release that comes to rest on a detent")
    func reportsFarApartStayFinite() {
        var engine = Self.draggedSheet()
        let reports: [CGFloat] = [1e300, -.greatestFiniteMagnitude, .greatestFiniteMagnitude, -1e300, 40]
        for (index, y) in reports.enumerated() {
            let split = engine.dragChanged(translation: CGPoint(x: 0, y: y), time: 0.016 * Double(index + 1))
            #expect(split.drawer.isFinite && split.content.isFinite, "report \(y): \(split)")
            #expect(engine.frame.extent.isFinite && engine.frame.panelRect.origin.y.isFinite, "report \(y)")
        }
        engine.dragEnded(time: 0.1)
        engine.runUntilRest(from: 0.1)
        #expect(engine.isResting)
        #expect(engine.frame.restingDetent != nil)
    }

    @Test("Travel beyond the limit moves the drawer as travel at the limit does", arguments: [1e13, 1e300, CGFloat.greatestFiniteMagnitude])
    func travelBeyondTheLimitCountsAsTheLimit(travel: CGFloat) {
        var beyond = Self.draggedSheet()
        var atLimit = Self.draggedSheet()
        let limit = CGFloat(DrawerMotionLimits.magnitude)
        let splitBeyond = beyond.dragChanged(translation: CGPoint(x: 0, y: -travel), time: 0.016)
        let splitAtLimit = atLimit.dragChanged(translation: CGPoint(x: 0, y: -limit), time: 0.016)
        #expect(splitBeyond == splitAtLimit)
        #expect(beyond.frame.extent == atLimit.frame.extent)
    }
}
