import DrawerCore
import Foundation
import Testing

/// Moves a platform folded into one pointer event (GDK's motion history) reach the drag one by
/// one, at their own times, so a flick handed over in one burst flings.
@Suite("Coalesced moves")
struct DrawerCoalescedMoveTests {
    @Test("folded positions become translations by their offset from the event's; the event's move is last")
    func translations() {
        let moves = DrawerCoalescedMove.moves(
            translation: CGPoint(x: 2, y: 60), position: CGPoint(x: 102, y: 560), time: 1.03,
            folded: [(CGPoint(x: 100, y: 520), 1.01), (CGPoint(x: 101, y: 540), 1.02)])
        #expect(
            moves == [
                DrawerCoalescedMove(translation: CGPoint(x: 0, y: 20), time: 1.01),
                DrawerCoalescedMove(translation: CGPoint(x: 1, y: 40), time: 1.02),
                DrawerCoalescedMove(translation: CGPoint(x: 2, y: 60), time: 1.03),
            ])
    }

    @Test("non-finite samples, a history going back in time and samples not before the event are dropped")
    func badHistory() {
        let own = DrawerCoalescedMove(translation: CGPoint(x: 0, y: 60), time: 1.03)
        let moves = DrawerCoalescedMove.moves(
            translation: own.translation, position: CGPoint(x: 100, y: 560), time: own.time,
            folded: [
                (CGPoint(x: CGFloat.nan, y: 500), 1.0), (CGPoint(x: 100, y: 510), .infinity), (CGPoint(x: 100, y: 520), 1.01),
                (CGPoint(x: 100, y: 530), 1.005), (CGPoint(x: 100, y: 530), 1.01), (CGPoint(x: 100, y: -CGFloat.infinity), 1.015),
                (CGPoint(x: 100, y: 550), 1.03), (CGPoint(x: 100, y: 555), 1.04),
            ])
        #expect(moves == [DrawerCoalescedMove(translation: CGPoint(x: 0, y: 20), time: 1.01), own])
        // Without a usable position or time of its own, the event's history cannot be placed.
        for (position, time) in [(CGPoint(x: CGFloat.nan, y: 0), 1.03), (CGPoint(x: 100, y: 560), Double.nan)] {
            let alone = DrawerCoalescedMove.moves(
                translation: own.translation, position: position, time: time, folded: [(CGPoint(x: 100, y: 520), 1.01)])
            #expect(alone.count == 1 && alone[0].translation == own.translation, "\(alone)")
        }
        #expect(DrawerCoalescedMove.moves(translation: .zero, position: .zero, time: 1, folded: []).count == 1)
    }

    /// The Maps flick of `GalleryLateInputTests`: 210 pt down in six moves 10 ms apart from a
    /// sheet at medium, released with the last move. `deliver` gets the six moves and returns
    /// what the drag is given.
    func flick(_ deliver: ([DrawerCoalescedMove]) -> [DrawerCoalescedMove]) -> CGFloat? {
        var host = HostHarness(options: .reportsFromPress, size: CGSize(width: 606, height: 600))
        host.model.addDrawer("sheet", configuration: .sheet, selection: .medium, time: 0)
        host.deliver()
        let start = host.inside("sheet")
        #expect(host.model.dragBegan(at: start, time: 1) == "sheet")
        let moves = (1...6).map {
            DrawerCoalescedMove(translation: CGPoint(x: 0, y: 35 * CGFloat($0)), time: 1 + 0.01 * Double($0))
        }
        for move in deliver(moves) { host.model.dragChanged(translation: move.translation, time: move.time) }
        host.model.dragEnded(translation: CGPoint(x: 0, y: 210), time: 1.06)
        return host.model.engine(of: "sheet")?.lastRelease?.velocity
    }

    @Test("a flick folded into one event flings as the same moves delivered one by one; its last move alone rests")
    func foldedFlick() throws {
        let oneByOne = try #require(flick { $0 })
        let folded = try #require(
            flick { moves in
                let last = moves.last!
                return DrawerCoalescedMove.moves(
                    translation: last.translation, position: CGPoint(x: 300, y: 330 + last.translation.y), time: last.time,
                    folded: moves.dropLast().map { (CGPoint(x: 300, y: 330 + $0.translation.y), $0.time) })
            })
        #expect(oneByOne < -2000, "a hard flick down: \(oneByOne) pt/s")
        #expect(folded == oneByOne)
        // What GtkGestureDrag alone reports: the press, then the last move 60 ms later, a pause
        // past the 40 ms rest interval: no velocity.
        let lastOnly = try #require(flick { [$0.last!] })
        #expect(lastOnly == 0)
    }
}
