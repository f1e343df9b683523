import DrawerCore
import Foundation
import Testing

/// Found by the host fuzzer after about 1.47 million executions
/// (`Fuzz/host/regressions/move-to-closed-before-placement`): an always-present drawer moved to a
/// closed detent before it was placed took that detent as its selection, without telling the app
/// (a closed detent is no selection). The model then believed the app's selection binding named
/// the closed detent while the binding still named the old one: once placed at a detent that was
/// open by then, the binding said `large` while the sheet rested at `medium`, and the next
/// SwiftUI update, repeating `large`, moved the drawer there (it undid a move to `.closed` the
/// same way). The selection now keeps what the app holds; the drawer only starts at the moved-to
/// detent.
@Suite("A move to a closed detent before placement leaves the selection binding as the app holds it")
struct MoveToClosedBeforePlacementTests {
    static let placed = DrawerContainer(size: CGSize(width: 390, height: 844))

    @Test("a drawer moved to a detent that is closed then and open once placed rests there, and its binding says so")
    func placedAtReconfiguredDetent() {
        // `medium` is a closed detent in the first configuration and an open one in the second.
        let closedMedium = DrawerConfiguration(detents: [DrawerDetent(identifier: .medium, kind: .closed)])
        var loop = BindingLoop(.values(.alwaysPresent(detent: .large)), configuration: closedMedium, size: .zero)
        let moved = loop.model.move(BindingLoop.id, to: .medium, animated: false, time: 0)
        #expect(moved)
        _ = loop.storeWriteBacks()
        loop.model.setConfiguration(
            DrawerConfiguration(detents: [.closed, .medium, .large]), for: BindingLoop.id, animated: false, time: 0)
        _ = loop.storeWriteBacks()
        loop.model.setContainer(Self.placed, time: 0)
        _ = loop.storeWriteBacks()
        #expect(loop.resting == .medium)
        #expect(loop.app == .values(.alwaysPresent(detent: .medium)), "before any update: \(loop)")
        loop.settle()
        #expect(loop.resting == .medium, "\(loop)")
        #expect(loop.app == .values(.alwaysPresent(detent: .medium)), "\(loop)")
    }

    @Test("a drawer moved to .closed before placement starts closed, keeps the app's selection, and stays closed through updates")
    func closedMoveSurvivesUpdates() {
        let configuration = DrawerConfiguration(detents: [.closed, .medium, .large])
        var loop = BindingLoop(.values(.alwaysPresent(detent: .large)), configuration: configuration, size: .zero)
        let moved = loop.model.move(BindingLoop.id, to: .closed, animated: false, time: 0)
        #expect(moved)
        _ = loop.storeWriteBacks()
        #expect(loop.model.selection(of: BindingLoop.id) == .large)
        loop.model.setContainer(Self.placed, time: 0)
        _ = loop.storeWriteBacks()
        loop.settle()
        #expect(loop.resting == .closed, "\(loop)")
        #expect(!loop.isShown)
        #expect(loop.app == .values(.alwaysPresent(detent: .large)), "\(loop)")
        // The app's own selection still opens it.
        loop.set(.values(.alwaysPresent(detent: .medium)))
        loop.settle()
        #expect(loop.resting == .medium, "\(loop)")
        #expect(loop.app == .values(.alwaysPresent(detent: .medium)), "\(loop)")
    }
}
