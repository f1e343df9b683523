import DrawerCore
import Foundation
import Testing

@Suite("Seed spellings: UCSheetView's detents, ResizableSheet's state and context")
struct DrawerSeedSpellingsTests {
    let tall = DrawerContainer(size: CGSize(width: 390, height: 800))

    func stops(_ detents: [DrawerDetent], minimum: CGFloat = 0) -> [(DrawerDetent.Identifier, CGFloat)] {
        DrawerDetentResolver(detents: detents, minimumLength: minimum)
            .resolve(in: tall, edge: .bottom).map { ($0.identifier, $0.extent) }
    }

    @Test("seed 004's README detents: absolute height 100, container / 2, 40 from the top")
    func ucSheetViewFactories() {
        let resolved = stops([
            .absolute(identifier: .default, height: 100),
            .fractional(identifier: .medium, divisor: 2),
            .absolute(identifier: .large, offsetFromTop: 40),
        ])
        #expect(resolved.map(\.0) == [.default, .medium, .large])
        #expect(resolved.map(\.1) == [100, 400, 760])
    }

    @Test("bad input follows the base factories' rules: dropped or clamped, never a crash")
    func badInput() {
        let anchor = DrawerDetent.absolute(identifier: .default, height: 100)
        #expect(stops([anchor, .fractional(identifier: .medium, divisor: 0)]).map(\.0) == [.default], "no length")
        #expect(stops([anchor, .fractional(identifier: .medium, divisor: -2)]).map(\.0) == [.default])
        #expect(stops([anchor, .absolute(identifier: .large, offsetFromTop: .nan)]).map(\.0) == [.default])
        #expect(stops([.absolute(identifier: .small, height: -20)], minimum: 60).map(\.1) == [60])
        #expect(stops([.absolute(identifier: .small, height: 5000)]).map(\.1) == [800], "clamped to the container")
    }

    @Test("a detent repeating an identifier is ignored (seed 004)")
    func duplicatesIgnored() {
        let resolved = stops([
            .fractional(identifier: .medium, divisor: 2),
            .absolute(identifier: .medium, height: 300),
        ])
        #expect(resolved.map(\.0) == [.medium])
        #expect(resolved.map(\.1) == [400])
    }

    @Test("`.hidden` is the closed detent (seed 001's state)")
    func hiddenIsClosed() {
        #expect(DrawerDetent.Identifier.hidden == .closed)
    }

    @Test("the context says when the drawer belongs to its largest detent, and names state and diffY")
    func contextAtLargestDetent() {
        var engine = EngineFactory.sheet(detents: [.closed, .medium, .large], initial: .large)
        #expect(engine.frame.context.isAtLargestDetent)
        #expect(engine.frame.context.state == .large)
        let moved = engine.move(to: .medium, animated: false, time: 0)
        #expect(moved)
        #expect(!engine.frame.context.isAtLargestDetent)
        #expect(engine.frame.context.state == .medium)
        #expect(engine.frame.context.diffY == engine.frame.context.offsetFromDetent)
    }
}
