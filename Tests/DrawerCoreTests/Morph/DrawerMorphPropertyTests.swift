import DrawerCore
import Foundation
import PropertyBased
import Testing

/// The source morph's invariants over random sources (hostile numbers included), containers,
/// edges and detents.
@Suite("Source morph invariants (property tests)")
struct DrawerMorphPropertyTests {
    static func source() -> Generator<DrawerMorphSource, AnySequence<Any>> {
        zip(
            DrawerGen.length(upTo: 1500), DrawerGen.length(upTo: 1500), DrawerGen.length(upTo: 600),
            DrawerGen.length(upTo: 600), DrawerGen.length(upTo: 80), Gen.bool
        )
        .map { x, y, width, height, radius, flip in
            DrawerMorphSource(rect: CGRect(x: x, y: y, width: flip ? -width : width, height: height), cornerRadius: radius)
        }
        .eraseToAny()
    }

    static func engine(_ container: DrawerContainer, _ edge: DrawerEdge, _ detents: [DrawerDetent], _ style: DrawerStyle)
        -> DrawerEngine
    {
        DrawerEngine(
            configuration: DrawerConfiguration(edge: edge, detents: [.closed] + detents, style: style), container: container)
    }

    static func morph(_ engine: DrawerEngine, _ source: DrawerMorphSource, extent: CGFloat) -> DrawerMorph? {
        guard let usable = source.clamped(to: engine.container.size), let end = engine.stops.first(where: { !$0.isClosed })
        else { return nil }
        let endFrame = engine.layout.frame(extent: end.extent)
        return DrawerMorph(
            from: usable, to: endFrame.visibleRect, panelCorners: endFrame.shape.corners,
            progress: DrawerMorph.progress(extent: extent, endExtent: end.extent))
    }

    static func numbers(_ m: DrawerMorph) -> [CGFloat] {
        [
            m.rect.minX, m.rect.minY, m.rect.width, m.rect.height, m.corners.topLeft, m.corners.topRight, m.corners.bottomLeft,
            m.corners.bottomRight, m.contentOpacity,
        ]
    }

    @Test("every value finite, in range and drawable, whatever the source, container and extent")
    func finite() async {
        await boundedPropertyCheck(
            count: 200, input: Self.source(), ShapeGen.container(), DrawerGen.edge, DrawerGen.detents(), ShapeGen.style(),
            DrawerGen.length(upTo: 3000)
        ) { source, container, edge, detents, style, extent in
            let engine = Self.engine(container, edge, detents, style)
            #expect(DrawerMorph.progress(extent: extent, endExtent: 100).isFinite)
            guard let morph = Self.morph(engine, source, extent: extent) else { return }
            #expect(Self.numbers(morph).allSatisfy { $0.isFinite && $0 >= 0 })
            #expect((0...1).contains(morph.progress) && (0...1).contains(morph.contentOpacity))
            #expect(morph.corners.maximum <= min(morph.rect.width, morph.rect.height) / 2 + 1e-9)
            let bounds = CGRect(origin: .zero, size: engine.container.size).insetBy(dx: -1e-6, dy: -1e-6)
            #expect(morph.rect.width == 0 || morph.rect.height == 0 || bounds.contains(morph.rect))
        }
    }

    @Test("start is the source, end is the panel, continuous in between")
    func endsAndContinuity() async {
        await boundedPropertyCheck(
            count: 80, input: Self.source(), ShapeGen.saneContainer(), DrawerGen.edge, DrawerGen.detents(), ShapeGen.style()
        ) { source, container, edge, detents, style in
            let engine = Self.engine(container, edge, detents, style)
            guard let usable = source.clamped(to: engine.container.size), let end = engine.stops.first(where: { !$0.isClosed })
            else { return }
            let endFrame = engine.layout.frame(extent: end.extent)
            let start = Self.morph(engine, source, extent: 0)!
            #expect(start.rect == usable.rect && start.contentOpacity == 0)
            #expect(start.corners.maximum <= usable.cornerRadius + 1e-9)
            let last = Self.morph(engine, source, extent: end.extent)!
            #expect(last.progress == 1 && last.contentOpacity == 1)
            #expect(
                Self.numbers(last).prefix(4).elementsEqual(
                    [
                        endFrame.visibleRect.minX, endFrame.visibleRect.minY, endFrame.visibleRect.width,
                        endFrame.visibleRect.height,
                    ]))
            // Lipschitz in the extent: each value moves at most (its whole travel / the end extent),
            // times 2 for the content's fade window (half the range), plus the radius limit's slope.
            let steps = 40
            var previous = start
            let travel = zip(Self.numbers(start), Self.numbers(last)).map { abs($0 - $1) }.max() ?? 0
            let bound =
                (max(travel, 1) * 2
                    + max(endFrame.visibleRect.width, endFrame.visibleRect.height, usable.rect.width, usable.rect.height))
                / CGFloat(steps) + 1e-6
            for step in 1...steps {
                let next = Self.morph(engine, source, extent: end.extent * CGFloat(step) / CGFloat(steps))!
                let jump = zip(Self.numbers(previous), Self.numbers(next)).map { abs($0 - $1) }.max() ?? 0
                #expect(jump <= bound, "step \(step): \(jump) > \(bound)")
                previous = next
            }
        }
    }

    @Test("through the host: any open, reversal and dismissal is continuous frame to frame and ends in the source")
    func hostReversal() async {
        await boundedPropertyCheck(
            count: 30, input: Self.source(), Gen.cgFloat(in: 0.01...0.5), Gen.bool
        ) { source, reverseAfter, toLarge in
            var host = MorphHarness.host(source: nil)
            guard host.model.present("sheet", from: source, to: toLarge ? .large : .medium, time: 0) else {
                #expect(!source.isFinite)
                return
            }
            guard let usable = source.clamped(to: CGSize(width: 390, height: 844)) else { return }
            var last = MorphHarness.drawn(host)
            #expect(last.visibleRect == usable.rect)
            var largest: CGFloat = 0
            var reversed = false
            while host.model.needsFrames, host.clock < 10 {
                host.run(for: 1.0 / 60)
                if !reversed, host.clock >= Double(reverseAfter) {
                    reversed = true
                    host.model.dismiss("sheet", time: host.clock)
                }
                let next = MorphHarness.drawn(host)
                #expect(MorphHarness.numbers(next).allSatisfy { $0.isFinite })
                largest = max(largest, MorphHarness.jump(last, next))
                last = next
            }
            // A 60 Hz frame of a 0.5 s spring over at most the screen: well under a third of it.
            #expect(largest < 250, "largest frame-to-frame step \(largest)")
            #expect(last.visibleRect == usable.rect, "the dismissal ends in the source")
        }
    }

    @Test("through the host: a drag that catches an open at any moment, in any direction, continues from the drawn outline")
    func hostDragCatches() async {
        await boundedPropertyCheck(
            count: 40, input: Gen.cgFloat(in: 0.02...0.4), Gen.cgFloat(in: -300...600), Gen.cgFloat(in: -2000...2000)
        ) { catchAfter, travel, flick in
            var host = MorphHarness.host()
            host.model.present("sheet", from: MorphHarness.source, time: 0)
            while host.clock < Double(catchAfter) { host.run(for: 1.0 / 60) }
            var last = MorphHarness.drawn(host)
            let outline = last.visibleRect
            let press = CGPoint(x: outline.midX, y: outline.midY)
            guard host.model.dragBegan(at: press, time: host.clock) == "sheet" else {
                // Only an outline too small to press (or already closed) may refuse.
                #expect(outline.width < 1 || outline.height < 1 || !host.model.isShown("sheet"))
                return
            }
            var largest: CGFloat = 0
            for step in 1...20 {
                host.clock += 1.0 / 60
                host.model.dragChanged(translation: CGPoint(x: 0, y: travel * CGFloat(step) / 20), time: host.clock)
                let next = MorphHarness.drawn(host)
                #expect(MorphHarness.numbers(next).allSatisfy { $0.isFinite })
                largest = max(largest, MorphHarness.jump(last, next))
                last = next
            }
            host.clock += 1.0 / 60
            host.model.dragEnded(time: host.clock, velocity: CGPoint(x: 0, y: flick))
            while host.model.needsFrames, host.clock < 20 {
                host.run(for: 1.0 / 60)
                let next = MorphHarness.drawn(host)
                largest = max(largest, MorphHarness.jump(last, next))
                last = next
            }
            // The finger moves at most 30 pt a frame; a spring frame moves the outline less than a
            // third of the screen. A jump to the engine's own panel would be most of it.
            #expect(largest < 250, "largest frame-to-frame step \(largest)")
            if host.resting("sheet") == .closed {
                #expect(last.visibleRect == MorphHarness.button, "a dismissal ends in the source")
            } else {
                #expect(last == host.model.engine(of: "sheet")?.frame, "at an open stop the morph is over")
            }
        }
    }
}
