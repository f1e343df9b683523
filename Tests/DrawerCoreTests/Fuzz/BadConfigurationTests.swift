import DrawerCore
import Foundation
import Testing

/// One test per row of docs/RELIABILITY.md's "Bad configurations" table: the input, the
/// documented fallback, and proof that the drawer keeps working (it can be dragged and moved,
/// and it settles).
@Suite("Bad configurations")
struct BadConfigurationTests {
    static let phone = EngineFactory.phone

    /// Drags from the middle of the visible panel by `travel` points along y (positive closes a
    /// bottom sheet), holds still for 0.2 s so the release has no momentum (the drawer goes to
    /// the stop nearest the release point), lifts, and ticks until rest. Returns whether the
    /// drag was accepted.
    @discardableResult
    static func dragAndSettle(_ engine: inout DrawerEngine, travel: CGFloat, at time: Double) -> Bool {
        let rect = engine.frame.visibleRect
        let accepted = engine.dragBegan(at: CGPoint(x: rect.midX, y: rect.midY), time: time)
        for step in 1...10 {
            engine.dragChanged(translation: CGPoint(x: 0, y: travel * CGFloat(step) / 10), time: time + Double(step) / 60)
        }
        engine.dragChanged(translation: CGPoint(x: 0, y: travel), time: time + 10.0 / 60 + 0.2)
        engine.dragEnded(time: time + 11.0 / 60 + 0.2)
        engine.runUntilRest(from: time + 11.0 / 60 + 0.2)
        return accepted
    }

    /// The frame's numbers are all finite and within their ranges, and at rest the extent is
    /// the detent's stop.
    static func expectSane(_ engine: DrawerEngine, sourceLocation: SourceLocation = #_sourceLocation) {
        let frame = engine.frame
        let rects = [frame.panelRect, frame.visibleRect, frame.contentRect]
        #expect(
            rects.allSatisfy { [$0.minX, $0.minY, $0.width, $0.height].allSatisfy(\.isFinite) }, sourceLocation: sourceLocation)
        #expect(frame.extent >= 0 && frame.extent <= engine.layout.maximumExtent, sourceLocation: sourceLocation)
        #expect(frame.dimming >= 0 && frame.dimming <= engine.configuration.style.maximumDimming, sourceLocation: sourceLocation)
        #expect((0...1).contains(frame.openFraction) && (0...1).contains(frame.progress.fraction), sourceLocation: sourceLocation)
        #expect(engine.isResting, sourceLocation: sourceLocation)
        #expect(engine.stops.stop(for: engine.detent)?.extent == frame.extent, sourceLocation: sourceLocation)
        #expect(!engine.isAnimating, sourceLocation: sourceLocation)
    }

    @Test("empty detents: one stop, .large, at the container's full length")
    func emptyDetents() {
        var engine = DrawerEngine(configuration: DrawerConfiguration(detents: []), container: Self.phone, initialDetent: .medium)
        #expect(engine.stops.stops == [DrawerResolvedDetent(identifier: .large, extent: 844)])
        #expect(engine.detent == .large)
        #expect(engine.frame.extent == 844)
        // Dragged down it rubber-bands (the only stop is the interactive range) and returns.
        do {
            let done = Self.dragAndSettle(&engine, travel: 300, at: 1)
            #expect(done)
        }
        #expect(engine.frame.extent == 844)
        do {
            let done = engine.move(to: .large, time: 3)
            #expect(done)
        }
        do {
            let done = engine.dismiss(time: 3)
            #expect(!done)  // no closed stop: nowhere to hide
        }
        Self.expectSane(engine)
    }

    @Test("all detents equal: one stop owned by the first-listed detent; the others are aliases")
    func allDetentsEqual() {
        let detents: [DrawerDetent] = [
            .points(300, identifier: "a"), .points(300, identifier: "b"), .fraction(300.0 / 844, identifier: "c"),
        ]
        var engine = DrawerEngine(configuration: DrawerConfiguration(detents: detents), container: Self.phone, initialDetent: "b")
        #expect(engine.stops.count == 1)
        #expect(engine.stops[0].identifier == "a")
        #expect(engine.stops[0].extent == 300)
        #expect(engine.stops.aliases == ["b": "a", "c": "a"])
        #expect(engine.detent == "b")
        do {
            let done = Self.dragAndSettle(&engine, travel: -200, at: 1)
            #expect(done)
        }
        #expect(engine.frame.extent == 300)
        do {
            let done = engine.move(to: "c", time: 3)
            #expect(done)
        }
        engine.runUntilRest(from: 3)
        #expect(engine.detent == "c", "the identifier moved to is kept, as an alias of a's stop")
        Self.expectSane(engine)
    }

    @Test("NaN, infinite and negative container sizes: stored as zero; every detent resolves to 0")
    func hostileContainerSizes() {
        for size in [
            CGSize(width: CGFloat.nan, height: .nan), CGSize(width: -390, height: -844),
            CGSize(width: CGFloat.infinity, height: -.infinity),
        ] {
            let container = DrawerContainer(size: size)
            #expect(container.size == .zero)
            var engine = DrawerEngine(configuration: DrawerConfiguration(), container: container, initialDetent: .medium)
            #expect(engine.stops.stops.map(\.extent) == [0])
            #expect(engine.frame.panelRect == .zero)
            #expect(engine.frame.extent == 0)
            // Closed, with no open stop to pull towards: a press is refused, not mis-tracked.
            do {
                let done = engine.dragBegan(at: CGPoint(x: 0, y: 0), time: 1)
                #expect(!done)
            }
            Self.expectSane(engine)
            // Back to a real size, the drawer works again.
            engine.setContainer(Self.phone, time: 2)
            do {
                let done = engine.move(to: .medium, time: 2)
                #expect(done)
            }
            engine.runUntilRest(from: 2)
            #expect(engine.frame.extent == 422)
            do {
                let done = Self.dragAndSettle(&engine, travel: -300, at: 5)
                #expect(done)
            }
            #expect(engine.detent == .large)
            Self.expectSane(engine)
        }
    }

    @Test("a resize to zero and back keeps the detent's identity (DESIGN.md invariant)")
    func zeroSizeKeepsIdentity() {
        var engine = DrawerEngine(configuration: DrawerConfiguration(), container: Self.phone, initialDetent: .medium)
        engine.setContainer(DrawerContainer(size: .zero), time: 1)
        engine.setContainer(Self.phone, time: 2)
        // In the zero container .medium and .large are aliases of .closed; the engine keeps the
        // identifier it was given, so the resize back restores it (defect 2, fixed).
        #expect(engine.detent == .medium)
        #expect(engine.frame.extent == 422)
        // The same for an engine created before its first layout (size .zero).
        var early = DrawerEngine(
            configuration: DrawerConfiguration(), container: DrawerContainer(size: .zero), initialDetent: .medium)
        early.setContainer(Self.phone, time: 1)
        #expect(early.detent == .medium)
        #expect(early.frame.extent == 422)
        Self.expectSane(engine)
    }

    @Test("a fraction above 1: clamped to 1 by the factory and by the resolver")
    func fractionAboveOne() {
        let detents: [DrawerDetent] = [
            .closed, .fraction(1.7, identifier: "big"), DrawerDetent(identifier: "raw", kind: .fraction(3)),
        ]
        var engine = DrawerEngine(
            configuration: DrawerConfiguration(detents: detents), container: Self.phone, initialDetent: "raw")
        #expect(engine.stops.stop(for: "big")?.extent == 844)
        #expect(engine.stops.stop(for: "raw")?.extent == 844)  // an alias of "big"
        #expect(engine.detent == "raw", "the app's identifier is kept while it resolves")
        do {
            let done = Self.dragAndSettle(&engine, travel: 600, at: 1)
            #expect(done)
        }
        #expect(engine.detent == .closed)
        Self.expectSane(engine)
    }

    @Test("a custom detent that returns NaN, infinity or nil is inactive: dropped, never guessed")
    func customReturningNaN() {
        let detents: [DrawerDetent] = [
            .closed, .custom(identifier: "nan") { _ in .nan }, .custom(identifier: "inf") { _ in .infinity },
            .custom(identifier: "nil") { _ in nil }, .medium,
        ]
        var engine = DrawerEngine(
            configuration: DrawerConfiguration(detents: detents), container: Self.phone, initialDetent: "nan")
        #expect(engine.stops.stops.map(\.identifier) == [.closed, .medium])
        #expect(engine.detent == .closed)  // the initial detent is inactive: the smallest stop
        do {
            let done = engine.move(to: "nan", time: 1)
            #expect(!done)
        }
        do {
            let done = engine.move(to: "inf", time: 1)
            #expect(!done)
        }
        do {
            let done = engine.move(to: .medium, time: 1)
            #expect(done)
        }
        engine.runUntilRest(from: 1)
        #expect(engine.frame.extent == 422)
        do {
            let done = Self.dragAndSettle(&engine, travel: 400, at: 3)
            #expect(done)
        }
        #expect(engine.detent == .closed)
        Self.expectSane(engine)
    }

    @Test("a custom detent that ignores its context: clamped to minimum…available in every container")
    func customIgnoringContext() {
        let detents: [DrawerDetent] = [
            .closed, .custom(identifier: "tall") { _ in 5000 }, .custom(identifier: "neg") { _ in -40 },
        ]
        var configuration = DrawerConfiguration(detents: detents)
        configuration.minimumPanelLength = 100
        var engine = DrawerEngine(configuration: configuration, container: Self.phone, initialDetent: "tall")
        #expect(engine.stops.stop(for: "tall")?.extent == 844)
        #expect(engine.stops.stop(for: "neg")?.extent == 100)
        engine.setContainer(DrawerContainer(size: CGSize(width: 390, height: 400)), time: 1)
        #expect(engine.detent == "tall")
        #expect(engine.frame.extent == 400)
        do {
            let done = Self.dragAndSettle(&engine, travel: 250, at: 2)
            #expect(done)
        }
        #expect(engine.detent == "neg")
        #expect(engine.frame.extent == 100)
        Self.expectSane(engine)
    }

    @Test("maximum dimming outside 0…1 (and NaN): clamped into 0…1 (NaN → 0)")
    func maximumDimmingOutOfRange() {
        for (value, expected) in [(CGFloat(3), CGFloat(1)), (-2, 0), (.nan, 0), (.infinity, 1)] {
            var style = DrawerStyle(maximumDimming: value)
            #expect(style.maximumDimming == expected)
            style.maximumDimming = value  // the setter applies the same rule
            #expect(style.maximumDimming == expected)
            var engine = DrawerEngine(
                configuration: DrawerConfiguration(style: style), container: Self.phone, initialDetent: .large)
            #expect(engine.frame.dimming == expected)
            do {
                let done = Self.dragAndSettle(&engine, travel: 300, at: 1)
                #expect(done)
            }
            #expect(engine.detent == .medium)
            #expect(engine.frame.dimming == expected)  // no un-dimmed detent: full dimming at every open stop
            Self.expectSane(engine)
        }
    }

    @Test("a negative or NaN corner radius: stored as 0")
    func negativeCornerRadius() {
        for value in [CGFloat(-12), .nan, -.infinity] {
            var style = DrawerStyle(cornerRadius: value)
            #expect(style.cornerRadius == 0)
            style.cornerRadius = value
            #expect(style.cornerRadius == 0)
            var engine = DrawerEngine(
                configuration: DrawerConfiguration(style: style), container: Self.phone, initialDetent: .medium)
            #expect(engine.frame.cornerRadius == 0)
            do {
                let done = Self.dragAndSettle(&engine, travel: -300, at: 1)
                #expect(done)
            }
            #expect(engine.detent == .large)
            Self.expectSane(engine)
        }
    }

    @Test("a spring with zero, negative or NaN response: response 0.5 s; negative damping: 0.825")
    func badSpring() {
        for (response, damping) in [(0.0, 0.86), (-0.4, 0.86), (Double.nan, 0.86), (0.4, -1)] {
            let spring = DrawerSpring(response: response, dampingFraction: damping)
            #expect(spring.response == (response > 0 ? response : DrawerSpring.defaultResponse))
            #expect(spring.dampingFraction == (damping >= 0 ? damping : DrawerSpring.defaultDampingFraction))
            var engine = DrawerEngine(
                configuration: DrawerConfiguration(spring: spring), container: Self.phone, initialDetent: .medium)
            do {
                let done = engine.move(to: .large, time: 1)
                #expect(done)
            }
            let bound = spring.settlingTime(displacement: -422, velocity: 0, epsilon: engine.settleTolerance)
            #expect(bound > 0 && bound < 3)
            let end = engine.runUntilRest(from: 1)
            #expect(end - 1 <= bound + 1.0 / 60)
            #expect(engine.frame.extent == 844)
            do {
                let done = Self.dragAndSettle(&engine, travel: 500, at: 5)
                #expect(done)
            }
            #expect(engine.detent == .medium)
            Self.expectSane(engine)
        }
    }

    @Test("reduce motion toggled mid-animation: continues from where it is, with its velocity, on the new curve")
    func reduceMotionMidAnimation() {
        var engine = EngineFactory.sheet(initial: .closed)
        do {
            let done = engine.move(to: .large, time: 0)
            #expect(done)
        }
        for frame in 1...6 { engine.tick(time: Double(frame) / 60) }
        let before = engine.frame.extent
        let velocity = engine.currentVelocity
        #expect(before > 0 && before < 844)
        engine.setReduceMotion(true, time: 0.1)
        #expect(engine.activeSpring == .reducedMotion)
        #expect(engine.frame.extent == before)  // no jump
        #expect(abs(engine.currentVelocity - velocity) < 1e-6)  // velocity carried
        engine.tick(time: 0.15)
        engine.setReduceMotion(false, time: 0.15)  // and back, still mid-flight
        #expect(engine.activeSpring == DrawerConfiguration.defaultSpring)
        let end = engine.runUntilRest(from: 0.15)
        let bound = DrawerConfiguration.defaultSpring.settlingTime(
            displacement: -844, velocity: Double(DrawerEngine.velocityLimit), epsilon: engine.settleTolerance)
        #expect(end - 0.15 <= bound + 1.0 / 60)
        #expect(engine.detent == .large)
        #expect(engine.frame.extent == 844)
        Self.expectSane(engine)
    }

    @Test("no interactive detent: drags are refused; code can still move the drawer")
    func noInteractiveDetents() {
        var engine = DrawerEngine(
            configuration: DrawerConfiguration(dragDetents: []), container: Self.phone, initialDetent: .medium)
        #expect(!engine.stops.hasInteractiveStops)
        do {
            let done = Self.dragAndSettle(&engine, travel: -300, at: 1)
            #expect(!done)
        }
        #expect(engine.detent == .medium)
        do {
            let done = engine.move(to: .large, time: 2)
            #expect(done)
        }
        engine.runUntilRest(from: 2)
        #expect(engine.frame.extent == 844)
        Self.expectSane(engine)
    }

    @Test("a minimum panel length beyond the container: capped at the available length")
    func minimumLengthBeyondContainer() {
        var configuration = DrawerConfiguration()
        configuration.minimumPanelLength = 5000
        var engine = DrawerEngine(configuration: configuration, container: Self.phone, initialDetent: .medium)
        #expect(engine.stops.stops.map(\.extent) == [0, 844])  // medium and large collapse at 844
        #expect(engine.detent == .medium)
        do {
            let done = Self.dragAndSettle(&engine, travel: 700, at: 1)
            #expect(done)
        }
        #expect(engine.detent == .closed)
        Self.expectSane(engine)
    }

    @Test("an obstruction longer than the container: capped at it; nothing opens")
    func obstructionBeyondContainer() {
        var engine = DrawerEngine(
            configuration: DrawerConfiguration(),
            container: DrawerContainer(size: CGSize(width: 390, height: 844), obstruction: DrawerInsets(bottom: 5000)),
            initialDetent: .medium)
        #expect(engine.layout.maximumExtent == 0)
        #expect(engine.frame.extent == 0)
        engine.setContainer(Self.phone, animated: true, time: 1)
        do {
            let done = engine.move(to: .medium, time: 1)
            #expect(done)
        }
        engine.runUntilRest(from: 1)
        #expect(engine.frame.extent == 422)
        Self.expectSane(engine)
    }

    @Test("a detent within half a point of closed, listed before it, takes the closed stop")
    func detentAbsorbsClosed() {
        // Rule 5's exception (defect 3, fixed): a closed detent always owns extent zero, so the
        // 0.3 pt detent listed before it becomes its alias and dismissal still works.
        let detents: [DrawerDetent] = [.points(0.3, identifier: "sliver"), .closed, .medium]
        var engine = DrawerEngine(
            configuration: DrawerConfiguration(detents: detents), container: Self.phone, initialDetent: .medium)
        #expect(engine.stops.stops.map(\.extent) == [0, 422])
        #expect(engine.stops.stops.map(\.identifier) == [.closed, .medium])
        #expect(engine.stops.aliases["sliver"] == .closed)
        do {
            let done = engine.dismiss(time: 1)
            #expect(done)
        }
        engine.runUntilRest(from: 1)
        #expect(engine.detent == .closed)
        #expect(engine.frame.extent == 0)
        engine.move(to: .medium, animated: false, time: 10)
        do {
            let done = Self.dragAndSettle(&engine, travel: 500, at: 11)
            #expect(done)
        }
        #expect(engine.frame.extent == 0)
        Self.expectSane(engine)
    }
}
