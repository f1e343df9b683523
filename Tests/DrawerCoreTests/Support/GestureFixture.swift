import DrawerCore
import Foundation
import Testing

/// A recorded gesture scenario: a drawer set-up, a time-stamped input stream and what the
/// seeds say should happen. Fixtures live in `Fixtures/gestures/` and are written by
/// `scripts/make-gesture-fixtures.py`.
struct GestureFixture: Decodable {
    struct Size: Decodable {
        var width: CGFloat
        var height: CGFloat
    }
    struct Detent: Decodable {
        var kind: String
        var value: CGFloat?
        var id: String?
    }
    struct Event: Decodable {
        var t: Double
        var type: String
        var x: CGFloat?
        var y: CGFloat?
        var dx: CGFloat?
        var dy: CGFloat?
        var overContent: Bool?
        var id: String?
        var offset: CGFloat?
        var content: CGFloat?
        var viewport: CGFloat?
    }
    struct Expectation: Decodable {
        var detent: String
        var contentOffset: CGFloat?
        var dimming: CGFloat?
        var dismissed: Bool?
        var rejected: Bool?
        var grabWithoutJump: Bool?
        var maxExtentDuring: CGFloat?
    }

    var name: String
    var description: String
    var container: Size
    var edge: DrawerEdge
    var direction: DrawerLayoutDirection?
    var detents: [Detent]
    var initial: String
    var edgeRegion: CGFloat?
    var acceptsDragsOutsidePanel: Bool?
    var largestUndimmed: String?
    var maximumDimming: CGFloat?
    var events: [Event]
    var expect: Expectation

    static func all() throws -> [GestureFixture] {
        let folder = try #require(Bundle.module.resourceURL).appendingPathComponent("Fixtures/gestures")
        let urls = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "json" }
        return try urls.sorted { $0.lastPathComponent < $1.lastPathComponent }
            .map { try JSONDecoder().decode(GestureFixture.self, from: Data(contentsOf: $0)) }
    }

    var configuration: DrawerConfiguration {
        DrawerConfiguration(
            edge: edge,
            detents: detents.map(Self.detent),
            style: DrawerStyle(
                maximumDimming: maximumDimming ?? 0.3,
                largestUndimmedDetent: largestUndimmed.map { DrawerDetent.Identifier(rawValue: $0) }),
            gesture: DrawerGestureOptions(
                edgeRegionFraction: edgeRegion, acceptsDragsOutsidePanel: acceptsDragsOutsidePanel ?? false))
    }

    var drawerContainer: DrawerContainer {
        DrawerContainer(
            size: CGSize(width: container.width, height: container.height), layoutDirection: direction ?? .leftToRight)
    }

    static func detent(_ spec: Detent) -> DrawerDetent {
        let id = DrawerDetent.Identifier(rawValue: spec.id ?? spec.kind)
        switch spec.kind {
        case "fraction": return .fraction(spec.value ?? 0, identifier: id)
        case "points": return .points(spec.value ?? 0, identifier: id)
        case "offsetFromFarEdge": return .offsetFromFarEdge(spec.value ?? 0, identifier: id)
        case "fit": return .fitToContent(identifier: id)
        default: return .closed
        }
    }
}

/// What a replay observed.
struct ReplayResult {
    var engine: DrawerEngine
    var accepted: [Bool] = []
    var events: [DrawerEvent] = []
    var maxExtent: CGFloat = 0
    var grabJump: CGFloat = 0
    var settleTime: Double = 0
}

/// Feeds a fixture's events into an engine, ticking at 60 Hz between them as a display would,
/// then ticks until the drawer rests (at most 10 s of simulated time).
func replay(_ fixture: GestureFixture) -> ReplayResult {
    var engine = DrawerEngine(
        configuration: fixture.configuration, container: fixture.drawerContainer,
        initialDetent: DrawerDetent.Identifier(rawValue: fixture.initial))
    var result = ReplayResult(engine: engine)
    var clock = 0.0
    func record(_ engine: inout DrawerEngine) {
        result.maxExtent = max(result.maxExtent, engine.frame.extent)
        result.events.append(contentsOf: engine.events)
        engine.clearEvents()
    }
    for event in fixture.events {
        while clock + 1.0 / 60 < event.t {
            clock += 1.0 / 60
            engine.tick(time: clock)
            record(&engine)
        }
        clock = max(clock, event.t)
        switch event.type {
        case "began":
            let before = engine.frame.extent
            result.accepted.append(
                engine.dragBegan(
                    at: CGPoint(x: event.x ?? 0, y: event.y ?? 0), time: event.t,
                    overScrollableContent: event.overContent ?? false))
            result.grabJump = max(result.grabJump, abs(engine.frame.extent - before))
        case "changed": engine.dragChanged(translation: CGPoint(x: event.dx ?? 0, y: event.dy ?? 0), time: event.t)
        case "ended": engine.dragEnded(time: event.t)
        case "cancelled": engine.dragCancelled(time: event.t)
        case "move": engine.move(to: DrawerDetent.Identifier(rawValue: event.id ?? ""), time: event.t)
        case "tick": engine.tick(time: event.t)
        case "scroll":
            engine.updateContentScroll(
                DrawerScrollState(
                    offset: event.offset ?? 0, contentLength: event.content ?? 0, viewportLength: event.viewport ?? 0))
        default: break
        }
        record(&engine)
    }
    let end = clock
    while !engine.isResting || engine.isAnimating, clock < end + 10 {
        clock += 1.0 / 60
        engine.tick(time: clock)
        record(&engine)
    }
    result.settleTime = clock - end
    result.engine = engine
    return result
}
