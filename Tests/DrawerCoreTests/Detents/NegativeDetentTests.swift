import DrawerCore
import Foundation
import PropertyBased
import Testing

/// Issue 35's bug 9: a detent whose length comes out negative (or zero) used to clamp to an
/// open stop at zero — a drawer off screen that a flick could land on and no drag could bring
/// back. Rule 4 of ``DrawerDetentResolver`` now makes such a detent inactive (only a listed
/// `.closed` rests at zero); every edge is checked.
@Suite("Detents: negative and zero lengths")
struct NegativeDetentTests {
    static let phone = DrawerContainer(size: CGSize(width: 390, height: 844))

    /// The finger's direction that closes a drawer on `edge` (left-to-right).
    static func closing(_ edge: DrawerEdge) -> CGPoint {
        switch edge {
        case .bottom: CGPoint(x: 0, y: 1)
        case .top: CGPoint(x: 0, y: -1)
        case .leading: CGPoint(x: -1, y: 0)
        case .trailing: CGPoint(x: 1, y: 0)
        }
    }

    @Test("a negative detent is not a stop; the others are", arguments: DrawerEdge.allCases)
    func negativeIsInactive(edge: DrawerEdge) {
        let stops = DrawerDetentResolver(detents: [.points(-50, identifier: "sunk"), .medium])
            .resolve(in: Self.phone, edge: edge)
        #expect(!stops.map(\.identifier).contains("sunk"))
        #expect(stops.allSatisfy { $0.extent > 0 })
    }

    @Test("a negative detent alone falls back to large; beside a closed one only closed is left", arguments: DrawerEdge.allCases)
    func aloneOrBesideClosed(edge: DrawerEdge) {
        let alone = DrawerDetentResolver(detents: [.points(-50, identifier: "sunk")]).resolve(in: Self.phone, edge: edge)
        #expect(alone.map(\.identifier) == [.large])
        #expect(alone.last.map(\.extent) == (edge.isVertical ? 844 : 390))
        // A drawer that lists only `.closed` usable is closed by choice (it opens programmatically
        // or by an edge swipe, seed 003), not an open stop at zero.
        let besideClosed = DrawerDetentResolver(detents: [.closed, .points(-50, identifier: "sunk")])
            .resolve(in: Self.phone, edge: edge)
        #expect(besideClosed.map(\.identifier) == [.closed])
    }

    @Test("a minimum length still lifts a negative detent to it (seed 004)")
    func minimumStillApplies() {
        let stops = DrawerDetentResolver(detents: [.points(-20, identifier: "neg")], minimumLength: 60)
            .resolve(in: Self.phone, edge: .bottom)
        #expect(stops.map(\.extent) == [60])
    }

    @Test("a hard flick towards closing never loses the drawer off screen", arguments: DrawerEdge.allCases)
    func flickKeepsTheDrawerReachable(edge: DrawerEdge) {
        var configuration = DrawerConfiguration(edge: edge, detents: [.points(-40, identifier: "sunk"), .medium])
        configuration.gesture.isDismissible = true
        var engine = DrawerEngine(configuration: configuration, container: Self.phone, initialDetent: .medium)
        let rect = engine.frame.visibleRect
        let direction = Self.closing(edge)
        let end = engine.drag(
            from: CGPoint(x: rect.midX, y: rect.midY), by: CGPoint(x: direction.x * 300, y: direction.y * 300),
            duration: 0.1, at: 1)
        engine.runUntilRest(from: end)
        #expect(engine.frame.extent > 0)
        #expect(engine.detent == .medium)
    }

    @Test("any negative or zero length, any edge: no open stop rests at zero")
    func noOpenStopAtZero() async {
        await propertyCheck(
            count: 200, input: Gen.cgFloat(in: -5000...0), DrawerGen.edge, Gen.bool
        ) { length, edge, listsClosed in
            let detents: [DrawerDetent] = (listsClosed ? [.closed] : []) + [.points(length, identifier: "bad")]
            let stops = DrawerDetentResolver(detents: detents).resolve(in: Self.phone, edge: edge)
            #expect(listsClosed || stops.contains { $0.extent > 0 })
            #expect(stops.filter { $0.extent == 0 }.allSatisfy { $0.identifier == .closed })
        }
    }
}
