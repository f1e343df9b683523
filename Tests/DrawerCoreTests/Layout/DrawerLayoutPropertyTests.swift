import DrawerCore
import Foundation
import PropertyBased
import Testing

/// Invariants of the static model over random, often hostile, containers and detent sets.
@Suite("Model invariants (property tests)")
struct DrawerLayoutPropertyTests {
    @Test("resolved stops: non-empty, finite, sorted, distinct, within minimum…available")
    func resolvedStops() async {
        await boundedPropertyCheck(
            count: 400, input: DrawerGen.container(), DrawerGen.edge, DrawerGen.detents(), DrawerGen.length(upTo: 500)
        ) {
            container, edge, detents, minimum in
            let context = DrawerDetentContext(container: container, edge: edge, minimumLength: minimum)
            let stops = DrawerDetentResolver(detents: detents, minimumLength: minimum).resolve(in: context)
            #expect(!stops.isEmpty)
            #expect(Set(stops.map(\.identifier)).count == stops.count)
            for (index, stop) in stops.enumerated() {
                #expect(stop.extent.isFinite)
                #expect(stop.extent >= 0)
                #expect(stop.extent <= context.availableLength)
                #expect(stop.extent == 0 || stop.extent >= context.minimumLength)
                if index > 0 {
                    #expect(stop.extent - stops[index - 1].extent > DrawerDetentResolver.collapseTolerance)
                }
            }
        }
    }

    @Test("a resize keeps every surviving detent's identity")
    func identityAcrossResize() async {
        await boundedPropertyCheck(
            count: 300, input: DrawerGen.saneLength(), DrawerGen.saneLength(), DrawerGen.saneLength(), DrawerGen.saneLength()
        ) {
            width, height, newWidth, newHeight in
            let resolver = DrawerDetentResolver(detents: [.closed, .points(120, identifier: "peek"), .medium, .large])
            let before = resolver.resolve(in: DrawerContainer(size: CGSize(width: width, height: height)), edge: .bottom)
            let after = resolver.resolve(in: DrawerContainer(size: CGSize(width: newWidth, height: newHeight)), edge: .bottom)
            for stop in before {
                // Every detent that was a stop before is still found after: as a stop or an alias.
                #expect(after.stop(for: stop.identifier) != nil)
            }
        }
    }

    @Test("frames are finite, bounded and monotonic in extent")
    func frames() async {
        await boundedPropertyCheck(
            count: 300, input: DrawerGen.container(), DrawerGen.edge, DrawerGen.detents(), DrawerGen.length(upTo: 1),
            DrawerGen.length(upTo: 4000), DrawerGen.length(upTo: 4000)
        ) { container, edge, detents, maxDim, first, second in
            let stops = DrawerDetentResolver(detents: detents).resolve(in: container, edge: edge)
            let style = DrawerStyle(maximumDimming: maxDim, largestUndimmedDetent: detents.first?.identifier)
            let layout = DrawerLayout(container: container, edge: edge, stops: stops, style: style)
            let low = layout.frame(extent: Swift.min(first, second))
            let high = layout.frame(extent: Swift.max(first, second))
            for frame in [low, high] {
                #expect(frame.panelRect.isFinite && frame.visibleRect.isFinite && frame.contentRect.isFinite)
                #expect(frame.extent.isFinite && frame.extent >= 0 && frame.extent <= layout.maximumExtent)
                #expect((0...style.maximumDimming).contains(frame.dimming))
                #expect((0...1).contains(frame.openFraction))
                #expect((0...1).contains(frame.progress.fraction))
                #expect((-1...1).contains(frame.context.progress))
                #expect(frame.contentRect.width >= 0 && frame.contentRect.height >= 0)
            }
            if first.isFinite && second.isFinite {
                #expect(low.dimming <= high.dimming)
                #expect(low.openFraction <= high.openFraction)
            }
        }
    }

    @Test("fully open the panel lies inside the container; closed it lies at or beyond its edge")
    func panelPlacement() async {
        await boundedPropertyCheck(
            count: 300, input: DrawerGen.saneLength(), DrawerGen.saneLength(), DrawerGen.edge, DrawerGen.direction,
            DrawerGen.detents()
        ) {
            width, height, edge, direction, detents in
            let container = DrawerContainer(size: CGSize(width: width, height: height), layoutDirection: direction)
            let stops = DrawerDetentResolver(detents: detents).resolve(in: container, edge: edge)
            let layout = DrawerLayout(container: container, edge: edge, stops: stops)
            let bounds = CGRect(origin: .zero, size: container.size).insetBy(dx: -1e-6, dy: -1e-6)
            let open = layout.frame(extent: stops.largest.extent)
            #expect(bounds.contains(open.panelRect))
            let closed = layout.frame(extent: 0).panelRect
            switch edge.physical(in: direction) {
            case .bottom: #expect(closed.minY >= height - 1e-6)
            case .top: #expect(closed.maxY <= 1e-6)
            case .left: #expect(closed.maxX <= 1e-6)
            case .right: #expect(closed.minX >= width - 1e-6)
            }
        }
    }
}
