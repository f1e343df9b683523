import DrawerCore
import Foundation
import PropertyBased
import Testing

/// DESIGN.md's invariants over random, often hostile, input sequences.
@Suite("Engine invariants (property tests)")
struct DrawerEnginePropertyTests {
    /// One random input: a kind and three raw numbers the kind interprets.
    struct Step: Sendable, CustomStringConvertible {
        var kind: Int
        var a: CGFloat
        var b: CGFloat
        var dt: Double
        var description: String { "\(kind)(\(a), \(b), +\(dt))" }
    }

    static let hostileTimes: [Double] = [.nan, .infinity, -.infinity, -1, 0, 1e300]

    static let step = zip(
        Gen.int(in: 0...13), DrawerGen.length(upTo: 1200), DrawerGen.length(upTo: 1200), Gen.int(in: 0...20), Gen.bool, Gen.bool
    )
    .map { kind, a, b, dt, negateA, hostileTime in
        Step(
            kind: kind, a: negateA ? -a : a, b: b,
            dt: hostileTime ? hostileTimes[dt % hostileTimes.count] : Double(dt) / 60)
    }

    static let configurations: [DrawerConfiguration] = [
        DrawerConfiguration(),
        DrawerConfiguration(detents: [
            .points(100, identifier: "compressed"), .fraction(0.45, identifier: "expanded"),
            .offsetFromFarEdge(40, identifier: "full"),
        ]),
        DrawerConfiguration(
            edge: .leading, detents: [.closed, .fraction(0.8, identifier: "open")],
            gesture: DrawerGestureOptions(edgeRegionFraction: 0.1, acceptsDragsOutsidePanel: true)),
        DrawerConfiguration(
            edge: .top, detents: [.closed, .small, .large], dragDetents: [.closed, .large], spring: .bouncy),
        DrawerConfiguration(edge: .trailing, detents: [], gesture: DrawerGestureOptions(minimumDistance: 0, rubberBand: nil)),
        DrawerConfiguration(detents: [.points(.nan, identifier: "x"), .fit, .fit, .medium, .medium]),
    ]

    /// Applies one random step; returns the new clock.
    static func apply(_ step: Step, to engine: inout DrawerEngine, clock: Double) -> Double {
        let time = step.dt.isFinite && step.dt >= 0 && step.dt < 1 ? clock + step.dt : step.dt
        let point = CGPoint(x: step.a, y: step.b)
        switch step.kind {
        case 0, 1: engine.dragBegan(at: point, time: time, overScrollableContent: step.kind == 1)
        case 2, 3, 4:
            engine.dragChanged(
                translation: point, time: time, velocity: step.kind == 4 ? CGPoint(x: step.b, y: step.a * 10) : nil)
        case 5: engine.dragEnded(time: time, velocity: step.a > 0 ? CGPoint(x: step.a * 7, y: -step.b * 7) : nil)
        case 6: engine.dragCancelled(time: time)
        case 7: engine.tick(time: time)
        case 8:
            engine.move(
                to: [.closed, .medium, .large, "open", "full", "nope"][Int(min(abs(step.a.finite(orZero: 0)), 1000)) % 6],
                animated: step.b > 100, time: time)
        case 9:
            engine.setContainer(
                DrawerContainer(size: CGSize(width: step.a, height: step.b), obstruction: DrawerInsets(bottom: step.b / 3)),
                animated: step.a > 0, time: time)
        case 10: engine.updateContentScroll(DrawerScrollState(offset: step.a, contentLength: step.b * 3, viewportLength: step.b))
        case 11: engine.scrollWheel(delta: CGPoint(x: 0, y: step.a / 10), time: time)
        case 12: engine.setReduceMotion(step.a > 0, time: time)
        default:
            if step.a > 0 { engine.accessibilityIncrement(time: time) } else { engine.accessibilityEscape(time: time) }
        }
        return time.isFinite ? max(clock, time) : clock
    }

    /// Checks every per-frame invariant.
    static func checkFrame(_ engine: DrawerEngine, _ context: @autoclosure () -> String) {
        let frame = engine.frame
        #expect(frame.panelRect.isFinite && frame.visibleRect.isFinite && frame.contentRect.isFinite, "\(context())")
        #expect(frame.extent.isFinite && frame.extent >= 0 && frame.extent <= engine.layout.maximumExtent + 1e-9, "\(context())")
        #expect((0...engine.configuration.style.maximumDimming).contains(frame.dimming), "\(context())")
        #expect((0...1).contains(frame.progress.fraction) && (0...1).contains(frame.openFraction), "\(context())")
        #expect(frame.contentOffset.isFinite && frame.contentOffset >= 0, "\(context())")
        if engine.isResting {
            #expect(
                engine.stops.stop(for: engine.detent)?.extent == frame.extent, "at rest the extent is the detent's: \(context())")
            #expect(frame.restingDetent == engine.detent, "\(context())")
        }
    }

    @Test("a settle restarts inside a container that shrank to nothing")
    func shrinkingContainerMidSettle() {
        // Found by the property test: a huge container, a settle, then a container of height 0;
        // the settle must restart inside the new container instead of running out of sight.
        var engine = EngineFactory.sheet()
        engine.setContainer(
            DrawerContainer(size: CGSize(width: .nan, height: 1e300), obstruction: DrawerInsets(bottom: 1e300 / 3)), time: 0)
        engine.move(to: .closed, animated: true, time: 0)
        engine.setContainer(DrawerContainer(size: CGSize(width: 1e300, height: .nan)), animated: true, time: 0)
        let end = engine.runUntilRest(from: 0)
        #expect(engine.isResting)
        #expect(end < 1, "settled after \(end) s")
    }

    @Test("no crash, no NaN, bounded frames; after the last input the drawer settles within the spring's bound")
    func randomSequences() async {
        await boundedPropertyCheck(count: 300, input: Gen.int(in: 0...(Self.configurations.count - 1)), Self.step.array(of: 1...60)) {
            pick, steps in
            var engine = DrawerEngine(
                configuration: Self.configurations[pick], container: EngineFactory.phone, initialDetent: .medium)
            var clock = 0.0
            for (index, step) in steps.enumerated() {
                clock = Self.apply(step, to: &engine, clock: clock)
                Self.checkFrame(engine, "config \(pick), step \(index): \(step)")
            }
            // Let go of everything, then the drawer must come to rest on a detent in bounded time.
            clock = engine.time
            engine.dragEnded(time: clock)
            // A running spring can be faster than any release velocity; bound with the larger.
            let speed = max(Double(DrawerEngine.velocityLimit), Double(abs(engine.currentVelocity)))
            let bound =
                engine.activeSpring.settlingTime(
                    displacement: Double(engine.layout.maximumExtent) * 2, velocity: speed, epsilon: engine.settleTolerance)
                + DrawerEngine.wheelQuietPeriod + 0.1
            var elapsed = 0.0
            while !engine.isResting && elapsed <= bound + 5 {
                elapsed += 1.0 / 60
                engine.tick(time: clock + elapsed)
                Self.checkFrame(engine, "settling, config \(pick)")
            }
            #expect(engine.isResting)
            // The drawer rests; a content glide may go on, bounded by its own decay (d = 0.998
            // from 50 000 pt/s down to 5 pt/s takes under 5 s).
            var glide = 0.0
            while engine.isAnimating && glide <= 10 {
                glide += 1.0 / 60
                engine.tick(time: clock + elapsed + glide)
                Self.checkFrame(engine, "gliding, config \(pick)")
            }
            #expect(!engine.isAnimating, "the content glide ends")
            #expect(elapsed <= bound + 1.0 / 60, "settled after \(elapsed) s, bound \(bound) s")
        }
    }

    @Test("a flick never settles behind the release point against itself")
    func flickDirection() async {
        await boundedPropertyCheck(count: 400, input: Gen.int(in: 0...2), Gen.cgFloat(in: -700...700), Gen.cgFloat(in: -6000...6000)) {
            pick, travel, velocity in
            var engine = DrawerEngine(
                configuration: Self.configurations[pick], container: EngineFactory.phone, initialDetent: .medium)
            let side = engine.layout.side
            let start = engine.frame.visibleRect.insetBy(dx: 2, dy: 2)
            let point = CGPoint(x: start.midX, y: start.midY)
            guard engine.dragBegan(at: point, time: 0) else { return }
            let translation =
                side.isVertical
                ? CGPoint(x: 0, y: side == .bottom ? -travel : travel) : CGPoint(x: side == .right ? -travel : travel, y: 0)
            engine.dragChanged(translation: translation, time: 0.2)
            guard engine.dragState == .tracking else { return }
            let releaseExtent = engine.frame.extent
            let platform =
                side.isVertical
                ? CGPoint(x: 0, y: side == .bottom ? -velocity : velocity)
                : CGPoint(x: side == .right ? -velocity : velocity, y: 0)
            engine.dragEnded(time: 0.21, velocity: platform)
            engine.runUntilRest(from: 0.21)
            let target = engine.frame.extent
            let flick = DrawerProjectionSnapPolicy().flickVelocity
            let stopAhead = engine.stops.contains { velocity > 0 ? $0.extent >= releaseExtent : $0.extent <= releaseExtent }
            if abs(velocity) >= flick && stopAhead {
                #expect(
                    velocity > 0 ? target >= releaseExtent - 1e-9 : target <= releaseExtent + 1e-9,
                    "released at \(releaseExtent) with \(velocity) pt/s, settled at \(target)")
            }
        }
    }

    @Test("while dragging the extent stays within the rubber-band limits")
    func rubberBandLimits() async {
        await boundedPropertyCheck(count: 300, input: Gen.cgFloat(in: -5000...5000).array(of: 1...30)) { path in
            var engine = EngineFactory.sheet(detents: [.closed, .medium, .fraction(0.8, identifier: .large)])
            engine.dragBegan(at: CGPoint(x: 195, y: 500), time: 0)
            let range = engine.stops.interactiveRange ?? 0...0
            let dimension = engine.layout.context.containerLength
            for (index, y) in path.enumerated() {
                engine.dragChanged(translation: CGPoint(x: 0, y: y), time: Double(index + 1) / 60)
                let extent = engine.frame.extent
                #expect(extent <= min(range.upperBound + dimension * 0.55, engine.layout.maximumExtent) + 1e-9)
                #expect(extent >= 0)
            }
        }
    }

    @Test("a resize at rest keeps the detent's identity")
    func resizeKeepsIdentity() async {
        await boundedPropertyCheck(
            count: 300, input: DrawerGen.saneLength(200...2000), DrawerGen.saneLength(200...2000), Gen.int(in: 0...3)
        ) { width, height, pick in
            let ids: [DrawerDetent.Identifier] = [.closed, "peek", .medium, .large]
            var engine = EngineFactory.sheet(
                detents: [.closed, .points(120, identifier: "peek"), .medium, .large], initial: ids[pick])
            engine.setContainer(DrawerContainer(size: CGSize(width: width, height: height)), time: 1)
            #expect(engine.stops.stop(for: ids[pick]) != nil)
            #expect(engine.stops.stop(for: engine.detent)?.identifier == engine.stops.stop(for: ids[pick])?.identifier)
            #expect(engine.isResting)
        }
    }
}

extension CGFloat {
    func finite(orZero fallback: CGFloat) -> CGFloat { isFinite ? self : fallback }
}
