import DrawerCore
import Foundation
import Testing

/// Issue 22, finding 8: seed 000 names its detents by value (`large` is `1.0`), so a literal and
/// the named detent at the same fraction must be one detent.
@Suite("Fraction detents share the identity of the named detent at their value")
struct DrawerFractionIdentityTests {
    @Test("1.0, 0.5 and 0.05 are large, medium and small; 0.0 is hidden (seed 000's table)")
    func literalsAreNamedDetents() {
        let one: DrawerDetent = 1.0
        let half: DrawerDetent = 0.5
        let sliver: DrawerDetent = 0.05
        let zero: DrawerDetent = 0.0
        #expect(one.identifier == .large)
        #expect(half.identifier == .medium)
        #expect(sliver.identifier == .small)
        #expect(zero.identifier == .hidden)
        #expect(Set<DrawerDetent>([1.0, .large, 0.5, .medium, 0.0, .hidden]).count == 3)
    }

    @Test("a clamped value takes the name of where it was clamped to")
    func clampedValues() {
        #expect(DrawerDetent.fraction(1.5).identifier == .large)
        #expect(DrawerDetent.fraction(-0.2).identifier == .closed)
        #expect(DrawerDetent.fraction(0.25).identifier == "fraction-0.25", "other values keep their derived name")
    }

    @Test("an explicit identifier always wins")
    func explicitIdentifier() {
        #expect(DrawerDetent.fraction(1, identifier: "full").identifier == "full")
        #expect(DrawerDetent.fraction(0, identifier: "peek").kind.isFraction)
    }

    @Test("0.0 resolves as the closed detent: extent zero whatever the minimum panel length")
    func zeroIsClosed() {
        let stops = DrawerDetentResolver(detents: [0.0, 0.5, 1.0], minimumLength: 60)
            .resolve(in: DrawerContainer(size: CGSize(width: 100, height: 1000)), edge: .bottom)
        #expect(stops.map(\.identifier) == [.closed, .medium, .large])
        #expect(stops.map(\.extent) == [0, 500, 1000])
    }

    @Test("seed 000: interactiveDetents([1.0]) with detents([.large]) makes the content interactive at large")
    func interactiveLiteralMatchesNamedDetent() {
        var host = HostHarness(options: .platformSlop)
        let interactive = Set(([1.0] as [DrawerDetent]).map(\.identifier))
        host.model.addDrawer(
            "drawer", configuration: DrawerConfiguration(detents: [.medium, .large], style: DrawerStyle(maximumDimming: 0)),
            selection: .large, options: DrawerHostDrawerOptions(contentInteractiveDetents: interactive), time: 0)
        host.settle()
        #expect(host.model.isContentInteractive("drawer"))
    }

    @Test("Detent.all is the range every fraction is clamped to (seed 000)")
    func allRange() {
        #expect(DrawerDetent.all == 0...1)
        #expect(DrawerDetent.all.contains(0.5))
    }
}

extension DrawerDetent.Kind {
    fileprivate var isFraction: Bool {
        if case .fraction = self { true } else { false }
    }
}
