import DrawerCore
import Foundation
import Testing

@Suite("Detent resolution rules")
struct DrawerDetentResolverTests {
    let phone = DrawerContainer(
        size: CGSize(width: 390, height: 844),
        safeArea: DrawerInsets(top: 47, bottom: 34))

    func extents(_ detents: [DrawerDetent], in container: DrawerContainer? = nil, minimum: CGFloat = 0) -> [CGFloat] {
        DrawerDetentResolver(detents: detents, minimumLength: minimum)
            .resolve(in: container ?? phone, edge: .bottom).map(\.extent)
    }

    @Test("seed 004's example: absolute 100 and container / 2")
    func seed004Example() {
        let stops = DrawerDetentResolver(detents: [
            .points(100, identifier: .default),
            .fractional(divisor: 2, identifier: .medium),
        ]).resolve(in: DrawerContainer(size: CGSize(width: 390, height: 800)), edge: .bottom)
        #expect(stops.map(\.identifier) == [.default, .medium])
        #expect(stops.map(\.extent) == [100, 400])
    }

    @Test("offset from the far edge leaves the gap free (UCSheetView offsetFromTop)")
    func offsetFromFarEdge() {
        #expect(extents([.offsetFromFarEdge(18, identifier: .large)]) == [826])
        #expect(extents([.offsetFromFarEdge(-5, identifier: .large)]) == [844], "negative gap counts as zero")
    }

    @Test("lengths clamp to minimum…container (seed 004)")
    func clamping() {
        #expect(extents([.points(5000, identifier: "tall")]) == [844])
        #expect(extents([.points(-20, identifier: "neg")], minimum: 60) == [60])
        #expect(extents([.points(10, identifier: "short")], minimum: 60) == [60])
        #expect(extents([.closed, .points(10, identifier: "short")], minimum: 60) == [0, 60], "closed is exempt")
        #expect(extents([.points(900, identifier: "x")], minimum: 5000) == [844], "minimum capped at the container")
    }

    @Test("NaN, infinite lengths and bad divisors make a detent inactive")
    func inactiveValues() {
        let stops = DrawerDetentResolver(detents: [
            .points(.nan, identifier: "nan"),
            .points(.infinity, identifier: "inf"),
            .fractional(divisor: 0, identifier: "zero"),
            .fractional(divisor: -2, identifier: "negative"),
            .offsetFromFarEdge(.nan, identifier: "gap"),
            .custom(identifier: "custom-nan") { _ in .nan },
            .points(300, identifier: "ok"),
        ]).resolve(in: phone, edge: .bottom)
        #expect(stops.map(\.identifier) == ["ok"])
    }

    @Test("a custom resolver returning nil is inactive in that context")
    func customNil() {
        let onlyTall = DrawerDetent.custom(identifier: "tall-only") { context in
            context.containerLength > 600 ? context.containerLength * 0.7 : nil
        }
        let resolver = DrawerDetentResolver(detents: [.closed, onlyTall])
        #expect(resolver.resolve(in: phone, edge: .bottom).map(\.identifier) == [.closed, "tall-only"])
        #expect(
            resolver.resolve(in: DrawerContainer(size: CGSize(width: 844, height: 390)), edge: .bottom).map(\.identifier) == [
                .closed
            ])
    }

    @Test("fit-to-content waits for a measurement, then adds the safe area under it")
    func fitToContent() {
        #expect(extents([.fit, .large]) == [844])
        var measured = phone
        measured.contentFittingLength = 300
        #expect(extents([.fit, .large], in: measured) == [334, 844])
    }

    @Test("duplicate identities: the first one wins (seed 004)")
    func duplicates() {
        let stops = DrawerDetentResolver(detents: [
            .points(100, identifier: "a"),
            .points(500, identifier: "a"),
        ]).resolve(in: phone, edge: .bottom)
        #expect(stops.map(\.extent) == [100])
    }

    @Test("equal lengths collapse into the earlier-listed detent, which keeps the stop")
    func collapse() {
        let stops = DrawerDetentResolver(
            detents: [.points(422, identifier: "half"), .medium, .large, .offsetFromFarEdge(0, identifier: "full")],
            interactive: ["full", .medium]
        ).resolve(in: phone, edge: .bottom)
        #expect(stops.map(\.identifier) == ["half", .large])
        #expect(stops.aliases == [.medium: "half", "full": .large])
        #expect(stops.stop(for: .medium)?.extent == 422, "aliases still find their stop")
        #expect(stops.map(\.isInteractive) == [true, true], "a stop is interactive if any of its detents is")
    }

    @Test("an empty or fully inactive set falls back to one large stop")
    func emptyFallback() {
        for detents: [DrawerDetent] in [[], [.points(.nan, identifier: "x")], [.fit]] {
            let stops = DrawerDetentResolver(detents: detents).resolve(in: phone, edge: .bottom)
            #expect(stops.map(\.identifier) == [.large])
            #expect(stops.map(\.extent) == [844])
        }
    }

    @Test("stops are sorted by extent and keep their identity across a resize")
    func sortedAndStable() {
        let resolver = DrawerDetentResolver(detents: [.large, .closed, .medium, .points(120, identifier: "peek")])
        let portrait = resolver.resolve(in: phone, edge: .bottom)
        let landscape = resolver.resolve(in: DrawerContainer(size: CGSize(width: 844, height: 390)), edge: .bottom)
        #expect(portrait.map(\.identifier) == [.closed, "peek", .medium, .large])
        #expect(landscape.map(\.identifier) == [.closed, "peek", .medium, .large])
        #expect(landscape.stop(for: .medium)?.extent == 195)
    }

    @Test("supported subset leaves the others out (seed 001)")
    func supported() {
        let stops = DrawerDetentResolver(detents: [.closed, .medium, .large], supported: [.medium])
            .resolve(in: phone, edge: .bottom)
        #expect(stops.map(\.identifier) == [.medium])
    }

    @Test("interactive subset marks the rest programmatic-only (seed 000)")
    func interactiveSubset() {
        let stops = DrawerDetentResolver(detents: [.small, .medium, .large], interactive: [.large, .small])
            .resolve(in: phone, edge: .bottom)
        #expect(stops.map(\.isInteractive) == [true, false, true])
        #expect(stops.interactiveRange == stops[0].extent...844)
        #expect(stops.nearestIndex(to: 430, interactiveOnly: true) == 0)
        #expect(stops.nearestIndex(to: 430) == 1)
    }

    @Test("a keyboard shrinks what is available; detents clamp above it")
    func obstruction() {
        var typing = phone
        typing.obstruction = DrawerInsets(bottom: 336)
        let stops = DrawerDetentResolver(detents: [.fit, .medium, .large]).resolve(in: typing, edge: .bottom)
        #expect(stops.map(\.extent) == [422, 508])
        typing.contentFittingLength = 100
        let fitted = DrawerDetentResolver(detents: [.fit]).resolve(in: typing, edge: .bottom)
        #expect(fitted.map(\.extent) == [100], "the keyboard covers the home indicator, so no safe area is added")
    }

    @Test("side drawers resolve along the width")
    func sideDrawer() {
        let stops = DrawerDetentResolver(detents: [.closed, .fraction(0.8, identifier: "open")])
            .resolve(in: phone, edge: .leading)
        #expect(stops.map(\.extent) == [0, 312])
    }

    @Test("bracket and nearest")
    func bracket() {
        let stops = DrawerDetentResolver(detents: [.closed, .points(200, identifier: "a"), .points(600, identifier: "b")])
            .resolve(in: phone, edge: .bottom)
        #expect(stops.bracket(of: 400) == (1, 2, 0.5))
        #expect(stops.bracket(of: -10) == (0, 0, 0))
        #expect(stops.bracket(of: 700) == (2, 2, 0))
        #expect(stops.bracket(of: 200) == (1, 1, 0))
        #expect(stops.nearestIndex(to: 100) == 0, "ties go to the smaller stop")
    }
}
