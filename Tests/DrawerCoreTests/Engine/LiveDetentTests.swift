import DrawerCore
import Foundation
import Testing

/// Detents that change under a resting drawer: a fit-to-content length that follows the content,
/// a current detent that disappears and comes back, and settles that are always announced.
@Suite("Live detents and paired events")
struct LiveDetentTests {
    static func fitSheet(fitting: CGFloat?) -> DrawerEngine {
        let container = DrawerContainer(size: CGSize(width: 390, height: 844), contentFittingLength: fitting)
        return DrawerEngine(
            configuration: DrawerConfiguration(detents: [.closed, .fit, .large]), container: container, initialDetent: .fit)
    }

    @Test("a drawer resting at .fit follows a new content length with the spring, without a jump")
    func fitFollowsContent() {
        var engine = Self.fitSheet(fitting: 300)
        #expect(engine.frame.extent == 300)
        engine.clearEvents()
        engine.setContentFittingLength(420, time: 1)
        #expect(engine.frame.extent == 300, "no jump: the spring starts where the drawer is")
        #expect(engine.events.contains(.willSettle(target: .fit, velocity: 0)))
        engine.tick(time: 1 + 1.0 / 60)
        #expect(engine.frame.extent > 300 && engine.frame.extent < 420)
        engine.runUntilRest(from: 1 + 1.0 / 60)
        #expect(engine.frame.extent == 420)
        #expect(engine.frame.restingDetent == .fit)
        #expect(engine.events.last { if case .didSettle = $0 { true } else { false } } == .didSettle(.fit))
    }

    @Test("when the current detent disappears the drawer springs to the nearest open stop, and returns when it comes back")
    func detentVanishesAndReturns() {
        var engine = Self.fitSheet(fitting: 300)
        engine.setContentFittingLength(nil, time: 1)
        #expect(engine.frame.extent == 300, "no jump")
        engine.runUntilRest(from: 1)
        // Without a measurement .fit is inactive. Closed (0) is nearer to 300 than large, but a
        // drawer that was open hands over to an open stop: new settings never close it.
        #expect(engine.frame.restingDetent == .large)
        engine.setContentFittingLength(280, time: 5)
        engine.runUntilRest(from: 5)
        #expect(engine.frame.restingDetent == .fit, "identity kept: the fit detent is back")
        #expect(engine.frame.extent == 280)
    }

    @Test("removing the current detent from the configuration, animated, springs to the nearest one")
    func removeCurrentDetent() {
        var engine = EngineFactory.sheet(detents: [.closed, .medium, .large], initial: .medium)
        var configuration = engine.configuration
        configuration.detents = [.closed, .fraction(0.4, identifier: "low"), .large]
        engine.clearEvents()
        engine.setConfiguration(configuration, animated: true, time: 1)
        #expect(engine.frame.extent == 422, "no jump")
        engine.runUntilRest(from: 1)
        #expect(engine.frame.restingDetent == "low")
        #expect(abs(engine.frame.extent - 337.6) < 1e-9)
        #expect(engine.events.contains(.willSettle(target: "low", velocity: 0)))
    }

    @Test("a move to the detent the drawer rests on still reports will-settle and settled")
    func moveToCurrentDetent() {
        var engine = EngineFactory.sheet()
        engine.clearEvents()
        let moved = engine.move(to: .medium, time: 1)
        #expect(moved)
        #expect(
            engine.events.filter { if case .didMove = $0 { false } else { true } } == [
                .willSettle(target: .medium, velocity: 0), .didSettle(.medium),
            ])
    }

    @Test("a list flicked at rest on a stop announces the stop it settles on")
    func contentOwnedReleaseIsPaired() {
        var engine = EngineFactory.sheet(initial: .large)
        engine.updateContentScroll(DrawerScrollState(offset: 100, contentLength: 3000, viewportLength: 800))
        engine.clearEvents()
        engine.dragBegan(at: CGPoint(x: 195, y: 400), time: 0, overScrollableContent: true)
        engine.dragChanged(translation: CGPoint(x: 0, y: 60), time: 0.05)
        engine.dragChanged(translation: CGPoint(x: 0, y: -60), time: 0.08)
        engine.dragEnded(time: 0.09, velocity: CGPoint(x: 0, y: -900))
        var announced = false
        for event in engine.events {
            if case .willSettle = event { announced = true }
            if case .didSettle = event { #expect(announced) }
        }
    }
}

@Suite("Every drag ends with a settle")
struct DragEndPairingTests {
    @Test("a drag that only scrolled the list still ends with willSettle and didSettle where the drawer rests")
    func listOnlyDrag() {
        var engine = DrawerEngine(
            configuration: DrawerConfiguration(detents: [.medium, .large]),
            container: DrawerContainer(size: CGSize(width: 390, height: 844)), initialDetent: .large)
        engine.updateContentScroll(DrawerScrollState(offset: 500, contentLength: 5000, viewportLength: 700))
        let began = engine.dragBegan(at: CGPoint(x: 100, y: 500), time: 0, overScrollableContent: true)
        #expect(began)
        for step in 1...10 {
            engine.dragChanged(translation: CGPoint(x: 0, y: -CGFloat(step) * 12), time: Double(step) * 0.016)
        }
        #expect(engine.frame.extent == engine.stops.last!.extent, "the drawer stayed at large")
        engine.clearEvents()
        engine.dragEnded(time: 0.17)
        #expect(engine.events.first == .willSettle(target: .large, velocity: 0))
        #expect(engine.events.contains(.didSettle(.large)))
        #expect(engine.isAnimating, "the list glides on")
    }
}
