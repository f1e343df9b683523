import DrawerCore
import Foundation
import PropertyBased
import Testing

/// Seed 001's multi sheets: drawers join a host when their presenting views appear, in an order
/// the app does not choose (an outer modifier first); the one presented last must be frontmost,
/// drawn and hit over the others, as UIKit's and SwiftUI's sheets are.
@Suite("The latest presentation is frontmost")
struct HostPresentationOrderTests {
    static let sheet = DrawerConfiguration(detents: [.closed, .medium, .large])

    /// A host with `ids` joined closed, in that order.
    static func host(_ ids: [String]) -> HostHarness {
        var host = HostHarness(options: .platformSlop)
        for id in ids {
            host.model.addDrawer(id, configuration: sheet, presentation: .presented(false), time: 0)
        }
        host.settle()
        return host
    }

    @Test("B joined before A; A then B presented: B is on top, its dimming takes the tap over A")
    func presentedLastIsOnTop() {
        var host = Self.host(["B", "A"])
        host.model.setPresentation(of: "A", .presented(true), time: host.clock)
        host.settle()
        host.model.setPresentation(of: "B", .presented(true), time: host.clock)
        host.settle()
        #expect(host.model.ids == ["A", "B"])
        #expect(host.model.topmostDimming == "B")
        // A point on A's panel above B's: B's dimming covers it.
        #expect(host.model.hitTest(CGPoint(x: 195, y: 80)) == .dimming("B"))
    }

    @Test("a drawer moved between open detents keeps its place; a state binding opening it raises it")
    func onlyOpeningFromClosedRaises() {
        var host = Self.host(["A", "B"])
        host.model.setPresentation(of: "A", .presented(true), time: host.clock)
        host.model.setPresentation(of: "B", .presented(true), time: host.clock)
        host.settle()
        host.model.setSelection(of: "A", .large, time: host.clock)
        host.settle()
        #expect(host.model.ids == ["A", "B"], "a resize is no new presentation")

        var states = HostHarness(options: .platformSlop)
        states.model.addDrawer("S", configuration: Self.sheet, presentation: .state(.closed), time: 0)
        states.model.addDrawer("T", configuration: Self.sheet, presentation: .state(.closed), time: 0)
        states.model.setPresentation(of: "T", .state(.medium), time: 0)
        states.model.setPresentation(of: "S", .state(.medium), time: 0)
        states.settle()
        #expect(states.model.ids == ["T", "S"])
    }

    @Test("any order of joins and presentations: the shown drawers are stacked in presentation order")
    func shownInPresentationOrder() async {
        let ids = ["A", "B", "C", "D"]
        await boundedPropertyCheck(input: Gen.int(in: 0...23), Gen.int(in: 0...23)) { joinSeed, presentSeed in
            let joined = Self.permutation(ids, seed: joinSeed)
            let presented = Array(Self.permutation(ids, seed: presentSeed).prefix(3))
            var host = Self.host(joined)
            for id in presented {
                host.model.setPresentation(of: id, .presented(true), time: host.clock)
                host.run(for: 0.05)
            }
            host.settle()
            #expect(host.model.ids.filter(presented.contains) == presented, "joined \(joined), presented \(presented)")
            #expect(Set(host.model.ids) == Set(ids), "no drawer lost or doubled")
        }
    }

    /// The `seed`-th of the 24 orders of four ids.
    static func permutation(_ ids: [String], seed: Int) -> [String] {
        var pool = ids
        var seed = seed
        var order: [String] = []
        while !pool.isEmpty {
            let count = pool.count
            order.append(pool.remove(at: seed % count))
            seed /= count
        }
        return order
    }
}
