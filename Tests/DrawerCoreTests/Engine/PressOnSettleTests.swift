import DrawerCore
import Foundation
import Testing

/// A press that catches a settle and lifts without moving the drawer leaves it resting on the
/// stop it is on — and that stop is what a relayout (a resize, the keyboard) keeps.
@Suite("A press that catches a settle")
struct PressOnSettleTests {
    static let detents: [DrawerDetent] = [.closed, .points(120, identifier: "peek"), .medium, .large]

    @Test("Lifted without moving on a stop, the drawer's chosen detent is that stop, and a relayout keeps it")
    func relayoutKeepsTheStopItRestsOn() {
        let container = DrawerContainer(size: CGSize(width: 390, height: 844))
        var engine = DrawerEngine(
            configuration: DrawerConfiguration(detents: Self.detents), container: container, initialDetent: "peek")
        // A settle towards closed, caught at once by a press on the panel, lifted without moving.
        engine.move(to: .closed, time: 0)
        engine.dragBegan(at: CGPoint(x: 195, y: engine.freeEdge + 12), time: 0)
        engine.dragEnded(time: 0)
        #expect(engine.isResting && engine.detent == "peek" && engine.frame.extent == 120)
        // A relayout (the container's height changes) must not send it to the abandoned target.
        engine.setContainer(DrawerContainer(size: CGSize(width: 390, height: 800)), animated: true, time: 0.1)
        var settled = engine
        settled.runUntilRest(from: 0.1)
        #expect(settled.frame.restingDetent == "peek", "went to \(String(describing: settled.frame.restingDetent))")
    }
}
