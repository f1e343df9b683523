import Foundation

// Shared by the test target and by the libFuzzer build (see FuzzInput.swift). Public API only.
#if !DRAWER_FUZZER
    import DrawerCore
#endif

/// Runs a ``FuzzProgram`` and checks DESIGN.md's invariants after every step. Returns the
/// violations instead of trapping, so the regression tests can report them with `#expect`;
/// the fuzz entry point traps when the list is not empty.
///
/// Checked after every input, for every engine:
/// - every number in the frame is finite (rectangles, extent, dimming, fractions, the content
///   context, content offset, corner radius), and so are the clock, the velocity, the events and
///   the stops;
/// - `0 ≤ extent ≤ layout.maximumExtent`; `0 ≤ dimming ≤ style.maximumDimming`;
///   progress and open fraction in 0…1, the content's signed progress in −1…1;
/// - at rest, the extent is exactly the resting detent's stop and the frame reports it;
/// - while a finger drags, the extent is within the rubber band's reach of the interactive
///   range (at most one container length past it; exactly inside it without a band);
/// - a wheel step's split adds up to the step (drawer part + content part = delta).
///
/// At the end: any drag is ended at the engine's own clock, and ticking at 60 Hz the drawer must
/// rest within `settlingTime(2 × largest extent seen, ±max(velocityLimit, |velocity|))` of the
/// active spring + ``DrawerEngine/wheelQuietPeriod`` + 2 frames, and stop animating (a content
/// glide) within that plus the glide's own bound. A stack is dismissed and must empty within
/// the same bound. Engines whose clock is within that bound of ``DrawerEngine/maximumTime``
/// are exempt from the end check: their clock cannot run that long by design.
struct FuzzChecker {
    var violations: [String] = []
    var trace: [String]?
    private var clock = 0.0
    /// The input being checked, for messages (set by the host fuzzer, which reuses these checks).
    var step = 0
    /// How many of the engine's events the checker has read (events are read as they come, and
    /// from the start again after the program clears them).
    private var eventsRead = 0
    /// Whether a `willSettle` announced the settle the next `didSettle` ends.
    private var settleAnnounced = false
    /// Pairing is checked for a single engine's program; a stack's engines are checked one
    /// after another and their streams would interleave here.
    private var checksSettlePairing = false
    private var largestExtent: CGFloat = 0

    static let maximumViolations = 20

    /// Runs `bytes`; `trace` records every input for debugging.
    static func run(_ bytes: [UInt8], trace: Bool = false) -> FuzzChecker {
        var checker = FuzzChecker()
        if trace { checker.trace = [] }
        checker.run(FuzzProgram(bytes: bytes))
        return checker
    }

    mutating func run(_ program: FuzzProgram) {
        trace?.append("\(program.configuration)")
        trace?.append("\(program.container), initial \(program.initialDetent.rawValue), reduce motion \(program.reduceMotion)")
        switch program.body {
        case .engine(let ops):
            checksSettlePairing = true
            var engine = DrawerEngine(
                configuration: program.configuration.configuration, container: program.container.container,
                initialDetent: program.initialDetent, reduceMotion: program.reduceMotion)
            check(engine, "init")
            for op in ops {
                step += 1
                trace?.append("\(step): \(op)")
                apply(op, to: &engine)
                check(engine, "after input")
                if violations.count >= Self.maximumViolations { return }
            }
            finish(&engine)
        case .stack(let ops):
            var stack = DrawerStack<Int>(container: program.container.container, reduceMotion: program.reduceMotion)
            for op in ops {
                step += 1
                trace?.append("\(step): \(op)")
                apply(op, to: &stack)
                check(stack, "after input")
                if violations.count >= Self.maximumViolations { return }
            }
            finish(&stack)
        }
    }

    // MARK: Driving

    private mutating func time(_ spec: FuzzTime) -> Double {
        let t = spec.resolve(clock: clock)
        if t.isFinite && t > clock && t <= 1e10 { clock = t }
        return t
    }

    mutating func apply(_ op: FuzzOperation, to engine: inout DrawerEngine) {
        largestExtent = max(largestExtent, engine.layout.maximumExtent)
        defer { largestExtent = max(largestExtent, engine.layout.maximumExtent) }
        switch op {
        case .dragBegan(let point, let t, let overContent):
            engine.dragBegan(at: point.resolve(in: engine), time: time(t), overScrollableContent: overContent)
        case .dragChanged(let translation, let t, let velocity):
            checkSplit(engine.dragChanged(translation: translation, time: time(t), velocity: velocity), nil)
        case .dragEnded(let t, let velocity):
            engine.dragEnded(time: time(t), velocity: velocity)
        case .dragCancelled(let t):
            engine.dragCancelled(time: time(t))
        case .tick(let t):
            engine.tick(time: time(t))
        case .move(let id, let animated, let t):
            engine.move(to: id, animated: animated, time: time(t))
        case .dismiss(let animated, let t):
            engine.dismiss(animated: animated, time: time(t))
        case .setContainer(let spec, let animated, let t):
            engine.setContainer(spec.container, animated: animated, time: time(t))
        case .setConfiguration(let spec, let animated, let t):
            engine.setConfiguration(spec.configuration, animated: animated, time: time(t))
        case .updateContentScroll(let offset, let content, let viewport):
            engine.updateContentScroll(DrawerScrollState(offset: offset, contentLength: content, viewportLength: viewport))
        case .scrollWheel(let delta, let t, let overContent):
            let split = engine.scrollWheel(delta: delta, time: time(t), overScrollableContent: overContent)
            checkSplit(split, engine.layout.side.extentDelta(forTranslation: CGPoint(x: -delta.x, y: -delta.y)))
        case .setReduceMotion(let enabled, let t):
            engine.setReduceMotion(enabled, time: time(t))
        case .accessibilityIncrement(let t):
            engine.accessibilityIncrement(time: time(t))
        case .accessibilityDecrement(let t):
            engine.accessibilityDecrement(time: time(t))
        case .accessibilityEscape(let t):
            engine.accessibilityEscape(time: time(t))
        case .tickRun(let count):
            for _ in 0..<count {
                engine.tick(time: time(.forward(1.0 / 60)))
                check(engine, "tick run")
            }
        case .gesture(let point, let step, let steps, let lift):
            let side = engine.layout.side
            engine.dragBegan(at: point.resolve(in: engine), time: time(.forward(1.0 / 60)))
            var travel: CGFloat = 0
            for _ in 0..<steps {
                travel += step
                let translation = side.isVertical ? CGPoint(x: 0, y: travel) : CGPoint(x: travel, y: 0)
                checkSplit(engine.dragChanged(translation: translation, time: time(.forward(1.0 / 60))), nil)
                check(engine, "gesture")
            }
            if lift { engine.dragEnded(time: time(.forward(1.0 / 60))) }
        case .clearEvents:
            check(engine, "before clearing events")
            engine.clearEvents()
            eventsRead = 0
        }
    }

    mutating func apply(_ op: FuzzStackOperation, to stack: inout DrawerStack<Int>) {
        switch op {
        case .present(let id, let spec, let detent, let t):
            stack.present(id, configuration: spec.configuration, detent: detent, time: time(t))
        case .dismiss(let id, let t):
            stack.dismiss(id, time: time(t))
        case .dismissAll(let t):
            stack.dismissAll(time: time(t))
        case .withTop(let op):
            var checker = self
            stack.withTop { checker.apply(op, to: &$0) }
            self = checker
        case .tick(let t):
            stack.tick(time: time(t))
        case .tickRun(let count):
            for _ in 0..<count {
                stack.tick(time: time(.forward(1.0 / 60)))
                check(stack, "tick run")
            }
        case .setContainer(let spec, let animated, let t):
            stack.setContainer(spec.container, animated: animated, time: time(t))
        case .setReduceMotion(let enabled, let t):
            stack.setReduceMotion(enabled, time: time(t))
        }
        for layer in stack.layers { largestExtent = max(largestExtent, layer.engine.layout.maximumExtent) }
    }

    // MARK: The end

    /// The time within which a drawer released now must rest, from its active spring.
    func settleBound(_ engine: DrawerEngine) -> Double {
        let spring = engine.activeSpring
        // Motion clamps positions to ±DrawerMotionLimits.magnitude (1e12 pt), and so does the
        // bound: twice a 1e308-point container is infinite, which settlingTime reads as 0.
        let displacement = min(Double(max(largestExtent, engine.layout.maximumExtent)) * 2, DrawerMotionLimits.magnitude)
        let speed = max(Double(DrawerEngine.velocityLimit), abs(Double(engine.currentVelocity)))
        let epsilon = engine.settleTolerance
        let springTime = max(
            spring.settlingTime(displacement: displacement, velocity: speed, epsilon: epsilon),
            spring.settlingTime(displacement: displacement, velocity: -speed, epsilon: epsilon))
        return springTime + DrawerEngine.wheelQuietPeriod + 2.0 / 60 + 1e-6
    }

    /// The longest content glide a release can start: from the largest velocity down to the
    /// glide's stop speed.
    func glideBound(_ engine: DrawerEngine) -> Double {
        let rate = engine.configuration.scroll.contentDeceleration.decelerationRate
        return log(Double(DrawerEngine.velocityLimit) / 5) / (-1000 * log(rate)) + 2.0 / 60
    }

    /// The next tick time: 60 Hz for the first 30 s, then a tick per second (a slow spring's
    /// hour would otherwise cost 216 000 ticks per fuzz input).
    private func nextTick(_ elapsed: Double) -> Double { elapsed < 30 ? elapsed + 1.0 / 60 : elapsed + 1 }

    mutating func finish(_ engine: inout DrawerEngine) {
        let base = engine.time
        if engine.dragState != .none { engine.dragEnded(time: base) }
        check(engine, "end: drag ended")
        let bound = settleBound(engine)
        let glide = bound + glideBound(engine)
        guard base + glide + 2 < DrawerEngine.maximumTime else { return }
        var elapsed = 0.0
        while !engine.isResting && elapsed <= bound {
            elapsed = nextTick(elapsed)
            engine.tick(time: base + elapsed)
            check(engine, "end: settling")
            if violations.count >= Self.maximumViolations { return }
        }
        if !engine.isResting {
            fail(
                "end: not at rest \(elapsed) s after the last input (bound \(bound) s; clock \(engine.time), base \(base)); extent \(engine.frame.extent), detent \(engine.detent.rawValue), stops \(engine.stops.stops)"
            )
            return
        }
        while engine.isAnimating && elapsed <= glide {
            elapsed = nextTick(elapsed)
            engine.tick(time: base + elapsed)
            check(engine, "end: gliding")
            if violations.count >= Self.maximumViolations { return }
        }
        if engine.isAnimating { fail("end: still animating \(elapsed) s after the last input (bound \(glide) s)") }
    }

    mutating func finish(_ stack: inout DrawerStack<Int>) {
        guard !stack.layers.isEmpty else { return }
        let base = stack.layers.map(\.engine.time).max() ?? clock
        stack.dismissAll(time: base)
        check(stack, "end: dismissAll")
        let bound = stack.layers.map { settleBound($0.engine) }.max() ?? 0
        guard base + bound + 2 < DrawerEngine.maximumTime else { return }
        var elapsed = 0.0
        while !stack.layers.isEmpty && elapsed <= bound {
            elapsed = nextTick(elapsed)
            stack.tick(time: base + elapsed)
            check(stack, "end: closing")
            if violations.count >= Self.maximumViolations { return }
        }
        if !stack.layers.isEmpty {
            let left = stack.layers.map {
                "\($0.id): extent \($0.engine.frame.extent) resting \($0.engine.isResting) clock \($0.engine.time) stops \($0.engine.stops.stops)"
            }
            fail("end: stack not empty \(elapsed) s after dismissAll (bound \(bound) s, base \(base)): \(left)")
        }
    }

    // MARK: Checks

    private mutating func fail(_ message: String) {
        if violations.count < Self.maximumViolations { violations.append(message) }
    }

    static func finite(_ rect: CGRect) -> Bool {
        rect.origin.x.isFinite && rect.origin.y.isFinite && rect.size.width.isFinite && rect.size.height.isFinite
    }

    private mutating func checkSplit(_ split: DrawerScrollHandOff, _ step: CGFloat?) {
        if !(split.drawer.isFinite && split.content.isFinite) {
            fail("input \(self.step) (wheel step \(step.map { "\($0)" } ?? "-")): split not finite \(split)")
        }
        guard let step, split.drawer != 0 || split.content != 0 else { return }
        let total = abs(split.drawer) + abs(split.content)
        if !(abs(total - abs(step)) <= 1e-9 * max(1, abs(step))) {
            fail("step \(self.step): wheel split \(split) does not add up to \(step)")
        }
    }

    mutating func check(_ stack: DrawerStack<Int>, _ label: StaticString) {
        var ids = Set<Int>()
        for (index, layer) in stack.layers.enumerated() {
            if !(ids.insert(layer.id).inserted) { fail("\(label) at step \(step): id \(layer.id) twice in the stack") }
            // A host's stack keeps closed drawers and counts only open ones, refreshed on its next
            // frame; the rule checked here is the plain stack's.
            if !stack.keepsClosedDrawers && !(layer.depth == stack.layers.count - 1 - index) {
                fail("\(label) at step \(step): layer \(layer.id) depth \(layer.depth)")
            }
            if !(layer.coverDimming.isFinite && (0...1).contains(layer.coverDimming)) {
                fail("\(label) at step \(step): cover dimming \(layer.coverDimming)")
            }
            check(layer.engine, label)
        }
    }

    mutating func check(_ engine: DrawerEngine, _ label: StaticString) {
        let frame = engine.frame
        let layout = engine.layout
        let maximum = layout.maximumExtent
        let step = self.step
        if !(maximum.isFinite && maximum >= 0) { fail("\(label) at step \(step): maximum extent \(maximum)") }
        if !(Self.finite(frame.panelRect) && Self.finite(frame.visibleRect) && Self.finite(frame.contentRect)) {
            fail("\(label) at step \(step): rect not finite \(frame.panelRect) \(frame.visibleRect) \(frame.contentRect)")
        }
        if !(frame.extent.isFinite && frame.extent >= 0 && frame.extent <= maximum) {
            fail("\(label) at step \(step): extent \(frame.extent) outside 0…\(maximum)")
        }
        let maximumDimming = engine.configuration.style.maximumDimming
        if !(maximumDimming >= 0 && maximumDimming <= 1) {
            fail("\(label) at step \(step): style maximum dimming \(maximumDimming)")
        }
        if !(frame.dimming >= 0 && frame.dimming <= maximumDimming) {
            fail("\(label) at step \(step): dimming \(frame.dimming) outside 0…\(maximumDimming)")
        }
        if !(frame.progress.fraction >= 0 && frame.progress.fraction <= 1) {
            fail("\(label) at step \(step): progress \(frame.progress.fraction)")
        }
        if !(frame.openFraction >= 0 && frame.openFraction <= 1) {
            fail("\(label) at step \(step): open fraction \(frame.openFraction)")
        }
        let content = frame.context
        if !(content.progress >= -1 && content.progress <= 1) {
            fail("\(label) at step \(step): content progress \(content.progress)")
        }
        if !(content.openFraction >= 0 && content.openFraction <= 1) {
            fail("\(label) at step \(step): content open fraction \(content.openFraction)")
        }
        if !(content.offsetFromDetent.isFinite && content.size.width.isFinite && content.size.height.isFinite) {
            fail("\(label) at step \(step): content context not finite \(content)")
        }
        if !(frame.contentOffset.isFinite && frame.contentOffset >= 0) {
            fail("\(label) at step \(step): content offset \(frame.contentOffset)")
        }
        if !(frame.cornerRadius.isFinite && frame.cornerRadius >= 0) {
            fail("\(label) at step \(step): corner radius \(frame.cornerRadius)")
        }
        let shape = frame.shape
        let shapeNumbers = [
            shape.insets.top, shape.insets.left, shape.insets.bottom, shape.insets.right, shape.corners.topLeft,
            shape.corners.topRight, shape.corners.bottomLeft, shape.corners.bottomRight,
        ]
        if !(shapeNumbers.allSatisfy { $0.isFinite && $0 >= 0 } && (0...1).contains(shape.materialBlend)) {
            fail("\(label) at step \(step): shape \(shape)")
        }
        if !(engine.time.isFinite) { fail("\(label) at step \(step): clock \(engine.time)") }
        if !(engine.currentVelocity.isFinite) { fail("\(label) at step \(step): velocity \(engine.currentVelocity)") }
        let stops = engine.stops
        var previous = -CGFloat.infinity
        for stop in stops {
            if !(stop.extent.isFinite && stop.extent >= 0 && stop.extent <= maximum && stop.extent > previous) {
                fail("\(label) at step \(step): stops not sorted within 0…\(maximum): \(stops.stops)")
            }
            previous = stop.extent
        }
        for event in engine.events {
            switch event {
            case .didMove(let extent): if !(extent.isFinite) { fail("\(label) at step \(step): event \(event)") }
            case .willSettle(_, let velocity): if !(velocity.isFinite) { fail("\(label) at step \(step): event \(event)") }
            default: break
            }
        }
        // Every didSettle was announced by a willSettle since the previous didSettle.
        if engine.events.count < eventsRead { eventsRead = 0 }
        for event in engine.events.dropFirst(eventsRead) where checksSettlePairing {
            switch event {
            case .willSettle: settleAnnounced = true
            case .didSettle(let detent):
                if !settleAnnounced { fail("\(label) at step \(step): didSettle(\(detent.rawValue)) without a willSettle") }
                settleAnnounced = false
            default: break
            }
        }
        eventsRead = engine.events.count
        if engine.isResting {
            let stop = stops.stop(for: engine.detent)
            if !(stop != nil) {
                fail("\(label) at step \(step): resting on \(engine.detent.rawValue), which is not a stop of \(stops.stops)")
            }
            if let stop {
                if !(stop.extent == frame.extent) {
                    fail("\(label) at step \(step): at rest on \(stop) but extent \(frame.extent)")
                }
            }
            if !(frame.restingDetent == engine.detent) {
                fail(
                    "\(label) at step \(step): at rest on \(engine.detent.rawValue) but the frame says \(frame.restingDetent?.rawValue ?? "nil")"
                )
            }
        }
        if engine.dragState == .tracking, let range = stops.interactiveRange {
            let reach = engine.configuration.gesture.rubberBand == nil ? 0 : max(layout.context.containerLength, 1)
            let slack = 1e-9 * max(1, maximum)
            if !(frame.extent <= range.upperBound + reach + slack && frame.extent >= range.lowerBound - reach - slack) {
                fail("\(label) at step \(step): dragged to \(frame.extent), beyond the band's reach of \(range)")
            }
        }
    }
}
