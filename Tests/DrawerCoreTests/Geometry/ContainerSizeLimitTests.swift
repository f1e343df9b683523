import DrawerCore
import Foundation
import Testing

/// A container is at most `DrawerMotionLimits.magnitude` (10¹² pt) on each side, the farthest a
/// spring or a drag places a drawer, so every stop is a place a settle reaches by moving.
@Suite("Container size limit")
struct ContainerSizeLimitTests {
    static let limit = CGFloat(DrawerMotionLimits.magnitude)

    @Test("a size beyond the motion limit is stored as the limit, at creation and when set")
    func clamped() {
        var container = DrawerContainer(size: CGSize(width: 1e300, height: .greatestFiniteMagnitude))
        #expect(container.size == CGSize(width: Self.limit, height: Self.limit))
        container.size = CGSize(width: 390, height: 1e13)
        #expect(container.size == CGSize(width: 390, height: Self.limit))
        container.size = CGSize(width: 390, height: 844)
        #expect(container.size == CGSize(width: 390, height: 844), "ordinary sizes are kept")
    }

    @Test("a drawer dragged as far as it goes in a 10^300-pt container is released where it is drawn")
    func dragReleasedWhereDrawn() {
        var engine = DrawerEngine(
            configuration: DrawerConfiguration(detents: [.closed, .points(320, identifier: .medium), .large]),
            container: DrawerContainer(size: CGSize(width: 390, height: 1e300)), initialDetent: .medium)
        let panel = engine.frame.panelRect
        let began = engine.dragBegan(at: CGPoint(x: panel.midX, y: panel.minY + 10), time: 0)
        #expect(began)
        _ = engine.dragChanged(translation: CGPoint(x: 0, y: -1e300), time: 0.016)
        let held = engine.frame.extent
        #expect(held <= Self.limit)
        engine.dragEnded(time: 0.032, velocity: .zero)
        _ = engine.tick(time: 0.032)
        #expect(
            abs(engine.frame.extent - held) <= 0.5, "the settle starts where the drag left it: \(held) → \(engine.frame.extent)")
    }
}
