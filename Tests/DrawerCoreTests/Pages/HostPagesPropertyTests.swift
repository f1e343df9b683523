import DrawerCore
import Foundation
import PropertyBased
import Testing

/// Pages over random operation sequences: pushes, pops (to unknown pages too), drags, resizes,
/// page measurements (hostile ones too) and frames.
@Suite("Pages in a drawer (property tests)")
struct HostPagesPropertyTests {
    struct Operation: Sendable, CustomStringConvertible {
        var kind: Int
        var pick: Int
        var value: CGFloat
        var description: String { "\(kind)/\(pick)(\(value))" }
    }

    static let pool: [DrawerPage] = [
        DrawerPage(id: "list", detents: [.fit, .large], fittingLength: 320),
        DrawerPage(id: "detail", detents: [.fit, .medium, .large], fittingLength: 610),
        DrawerPage(id: "short", detents: [.points(150, identifier: "peek"), .fraction(0.7, identifier: "tall")]),
        DrawerPage(id: "unmeasured", detents: [.fit], interactiveDetents: [.fit]),
        DrawerPage(id: "empty", detents: []),
    ]
    static let unknownPages: [DrawerPage.ID] = ["nope", "list", "detail", "short"]

    static let operation = zip(Gen.int(in: 0...12), Gen.int(in: 0...9), DrawerGen.length(upTo: 900))
        .map { Operation(kind: $0, pick: $1, value: $2) }

    /// What the test expects the stack to restore: the open detent each covered level was left at.
    struct Mirror {
        var covered: [DrawerDetent.Identifier?] = []
    }

    static func openDetent(_ engine: DrawerEngine) -> DrawerDetent.Identifier? {
        let declared = engine.configuration.detents.first { $0.identifier == engine.detent }
        if let declared, case .closed = declared.kind { return nil }
        return engine.stops.stop(for: engine.detent)?.isClosed == true ? nil : engine.detent
    }

    /// The fastest the drawer may move from now on while it springs: the spring's energy
    /// (½v² + ½ω²x², never growing while damped) bounds its speed.
    static func speedBound(_ engine: DrawerEngine) -> CGFloat? {
        guard engine.dragState == .none else { return nil }
        guard !engine.isResting, let target = engine.stops.stop(for: engine.detent) else { return 0 }
        let omega = CGFloat(engine.activeSpring.angularFrequency)
        let displacement = engine.frame.extent - target.extent
        let velocity = engine.currentVelocity
        return (velocity * velocity + omega * omega * displacement * displacement).squareRoot()
    }

    @Test("finite frames, no jumps, springs within their speed, pops restore, unknown pages ignored, rest on the page's stops")
    func randomPageOperations() async {
        await boundedPropertyCheck(count: 300, input: Self.operation.array(of: 1...60)) { operations in
            Self.check(operations)
        }
    }

    /// The property's checks over one sequence of operations: shared by the property and the
    /// regressions it found, which replay their sequences as examples.
    static func check(_ operations: [Operation]) {
        var model = DrawerHostModel<String>(options: .platformSlop)
        model.addDrawer("s", configuration: DrawerConfiguration(detents: [.closed, .fit, .large]), selection: .fit, time: 0)
        model.setContainer(DrawerContainer(size: CGSize(width: 390, height: 844)), time: 0)
        model.setContentFittingLength(300, for: "s", time: 0)
        var clock = 0.0
        while model.needsFrames && clock < 5 {
            clock += 1.0 / 60
            model.tick(time: clock)
        }
        var mirror = Mirror()
        // The fastest the drawer may have moved since the last frame, and that frame's time.
        var bound: CGFloat? = 0
        var lastFrame = clock
        var dragging = false
        for (step, op) in operations.enumerated() {
            let context = "step \(step): \(op) in \(operations)"
            let before = model.engine(of: "s")!
            let page = Self.pool[op.pick % Self.pool.count]
            var isPop = false
            var expectedDetent: DrawerDetent.Identifier?
            switch op.kind {
            case 0, 1:
                let wasThere = model.pages(of: "s").contains { $0.id == page.id }
                let pushed = model.pushPage(page, on: "s", time: clock)
                if pushed { mirror.covered.append(Self.openDetent(before)) }
                #expect(pushed == !wasThere, "a page id is pushed once: \(context)")
            case 2:
                isPop = true
                let had = mirror.covered.count
                let popped = model.popPage(of: "s", time: clock)
                #expect(popped == (had > 0), "\(context)")
                if popped { expectedDetent = mirror.covered.removeLast() }
            case 3:
                let ids = model.pages(of: "s").map(\.id)
                let target = Self.unknownPages[op.pick % Self.unknownPages.count]
                let index = ids.firstIndex(of: target)
                let popped = model.popToPage(target, of: "s", time: clock)
                #expect(popped == (index.map { $0 < ids.count - 1 } ?? false), "unknown or top page is a no-op: \(context)")
                if popped, let index {
                    isPop = true
                    expectedDetent = mirror.covered[index + 1]
                    mirror.covered.removeSubrange((index + 1)...)
                }
                if !popped { #expect(model.frame(of: "s") == before.frame, "\(context)") }
            case 4:
                let hostile: CGFloat = [op.value, -op.value, .nan, .infinity][op.pick % 4]
                model.setFittingLength(hostile, ofPage: Self.pool[op.pick % Self.pool.count].id, in: "s", time: clock)
            case 5:
                let top = model.frame(of: "s")!.panelRect.minY
                dragging = model.dragBegan(at: CGPoint(x: 195, y: top + 10), time: clock) != nil || dragging
                #expect(
                    abs(model.frame(of: "s")!.extent - before.frame.extent) <= 0.5,
                    "the finger takes over where the drawer is: \(context)")
            case 6:
                clock += 1.0 / 60
                model.dragChanged(translation: CGPoint(x: 0, y: op.value - 450), time: clock)
            case 7:
                clock += 1.0 / 60
                model.dragEnded(time: clock, velocity: CGPoint(x: 0, y: (op.value - 450) * 4))
                dragging = false
            case 8:
                model.setContainer(
                    DrawerContainer(size: CGSize(width: 390, height: 400 + op.value)), animated: op.pick % 2 == 0, time: clock
                )
            default:
                clock += 1.0 / 60
                model.tick(time: clock)
                let moved = abs(model.frame(of: "s")!.extent - before.frame.extent)
                if let limit = bound {
                    let allowed = limit * CGFloat(clock - lastFrame)
                    #expect(moved <= allowed + 0.5, "a step of \(moved) beyond the spring's \(allowed): \(context)")
                }
            }
            model.drainEvents { _ in }
            let engine = model.engine(of: "s")!
            let frame = engine.frame
            #expect(frame.extent.isFinite && frame.panelRect.isFinite && frame.dimming.isFinite, "\(context)")
            // A push or pop never jumps, a drag in progress included; a page measured again
            // springs (during a drag the rubber band follows the new stops, as for any
            // measurement).
            // A drag held beyond the new stops' rubber band reach is pulled in to its limit.
            let lowest: CGFloat = engine.stops.smallest.extent - 100
            let highest: CGFloat = engine.stops.largest.extent + 100
            let held: CGFloat = before.frame.extent
            let withinReach: Bool = before.dragState == .none || (held >= lowest && held <= highest)
            if (op.kind <= 3 && withinReach) || (op.kind == 4 && before.dragState == .none) {
                // A settle in progress has moved on since the last frame (the engine restarts
                // the spring from where it is now, not from the last drawn frame).
                let speed = Self.speedBound(before) ?? 0
                let drift = before.isAnimating ? (speed.isFinite ? speed * CGFloat(clock - lastFrame) : .infinity) : 0
                #expect(
                    abs(frame.extent - before.frame.extent) <= 0.5 + drift, "a page operation does not jump: \(context)")
            }
            #expect(model.pages(of: "s").count == mirror.covered.count, "\(context)")
            if isPop, engine.dragState == .none, let expected = expectedDetent, engine.stops.stop(for: expected) != nil,
                Self.openDetent(before) != nil
            {
                #expect(engine.detent == expected, "the pop heads back to \(expected): \(context)")
            }
            if engine.dragState == .none { dragging = false }
            let now = dragging || engine.dragState != .none ? nil : Self.speedBound(engine)
            if op.kind >= 9 {
                bound = now
                lastFrame = clock
            } else if let earlier = bound, let now {
                bound = max(earlier, now)
            } else {
                bound = nil
            }
            Self.checkStops(model, context)
        }
        model.dragEnded(time: clock)
        var elapsed = 0.0
        while model.needsFrames && elapsed < 20 {
            elapsed += 1.0 / 60
            model.tick(time: clock + elapsed)
        }
        model.drainEvents { _ in }
        let engine = model.engine(of: "s")!
        #expect(engine.isResting, "comes to rest")
        let stop = engine.stops.stop(for: engine.detent)
        #expect(stop.map { abs($0.extent - engine.frame.extent) < 0.01 } == true, "rests on a stop of the page")
        Self.checkStops(model, "at rest")
    }

    /// The drawer's stops are the top page's detents (and the drawer's closed one), or the
    /// drawer's own without a page.
    static func checkStops(_ model: DrawerHostModel<String>, _ context: String) {
        guard let engine = model.engine(of: "s") else {
            Issue.record("the drawer is gone: \(context)")
            return
        }
        let allowed: Set<DrawerDetent.Identifier> =
            if let top = model.pages(of: "s").last { Set(top.detents.map(\.identifier)).union([.closed]) } else {
                [.closed, .fit, .large]
            }
        for stop in engine.stops {
            #expect(allowed.contains(stop.identifier), "\(stop.identifier) is not the page's: \(context)")
        }
    }
}
