import DrawerCore
import Foundation
import PropertyBased
import Testing

/// A drawer that is open, or on its way to an open detent, and loses that detent to new settings
/// (content that chose its own detents while its drawer opened, a fit detent whose content went
/// unmeasured) hands over to an open stop: new settings never close a drawer nobody closed.
@Suite("Open drawers keep open when their detent vanishes")
struct OpenDrawerHandOverTests {
    /// Every dismissal the engine reported.
    static func dismissals(_ engine: DrawerEngine) -> Int {
        engine.events.filter { if case .didDismiss = $0 { true } else { false } }.count
    }

    @Test("a drawer opening toward medium whose detents become [closed, large] opens at large, without a dismissal")
    func openingDrawerTakesTheContentsDetents() {
        var engine = EngineFactory.sheet(detents: [.closed, .medium, .large], initial: .closed)
        let moved = engine.move(to: .medium, time: 0)
        #expect(moved)
        engine.tick(time: 1.0 / 60)
        #expect(engine.frame.extent > 0 && engine.frame.extent < 100, "just started to open: \(engine.frame.extent)")
        var configuration = engine.configuration
        configuration.detents = [.closed, .large]
        engine.clearEvents()
        engine.setConfiguration(configuration, animated: true, time: 1.0 / 60)
        engine.runUntilRest(from: 1.0 / 60)
        #expect(engine.frame.restingDetent == .large)
        #expect(Self.dismissals(engine) == 0, "events: \(engine.events)")
        #expect(engine.events.contains { if case .willSettle(.large, _) = $0 { true } else { false } }, "announced")
    }

    @Test("a drawer resting at a low detent that vanishes goes to the nearest open stop, not to closed")
    func restingDrawerNeverClosedBySettings() {
        var engine = EngineFactory.sheet(
            detents: [.closed, .points(120, identifier: "peek"), .large], initial: "peek")
        var configuration = engine.configuration
        configuration.detents = [.closed, .large]
        engine.clearEvents()
        engine.setConfiguration(configuration, animated: true, time: 1)
        engine.runUntilRest(from: 1)
        #expect(engine.frame.restingDetent == .large)
        #expect(Self.dismissals(engine) == 0, "events: \(engine.events)")
    }

    @Test("a closed drawer whose detents change stays closed")
    func closedDrawerStaysClosed() {
        var engine = EngineFactory.sheet(detents: [.closed, .medium, .large], initial: .closed)
        var configuration = engine.configuration
        configuration.detents = [.closed, .large]
        engine.setConfiguration(configuration, animated: true, time: 1)
        engine.runUntilRest(from: 1)
        #expect(engine.frame.restingDetent == .closed)
        #expect(engine.frame.extent == 0)
    }

    @Test("an open drawer whose new detents keep no open stop closes (nothing else is left)")
    func onlyClosedLeft() {
        var engine = EngineFactory.sheet(detents: [.closed, .medium, .large], initial: .medium)
        var configuration = engine.configuration
        configuration.detents = [.closed]
        engine.setConfiguration(configuration, animated: true, time: 1)
        engine.runUntilRest(from: 1)
        #expect(engine.frame.restingDetent == .closed)
    }

    @Test("whatever the moment of an open and whatever new detents with an open stop: no dismissal, rests open")
    func neverClosedByNewDetents() async {
        let pool: [DrawerDetent] = [
            .medium, .large, .fraction(0.2, identifier: "low"), .points(90, identifier: "peek"),
            .offsetFromFarEdge(40, identifier: "tall"),
        ]
        await propertyCheck(
            count: 300, input: Gen.int(in: 1...31), Gen.int(in: 0...4), Gen.int(in: 0...40), Gen.bool
        ) { mask, start, frames, animated in
            var engine = EngineFactory.sheet(detents: [.closed] + [pool[start]], initial: .closed)
            _ = engine.move(to: pool[start].identifier, time: 0)
            var time = 0.0
            for _ in 0..<frames {
                time += 1.0 / 60
                engine.tick(time: time)
            }
            var configuration = engine.configuration
            configuration.detents = [.closed] + pool.indices.filter { mask & (1 << $0) != 0 }.map { pool[$0] }
            engine.clearEvents()
            engine.setConfiguration(configuration, animated: animated, time: time)
            engine.runUntilRest(from: time)
            #expect(Self.dismissals(engine) == 0, "mask \(mask), start \(start), frames \(frames): \(engine.events)")
            #expect(engine.frame.extent > 0, "rests open: \(engine.frame.restingDetent)")
        }
    }
}
