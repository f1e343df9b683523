import DrawerCore
import Foundation
import PropertyBased
import Testing

/// Held dismissals over random host operations: drags, dimming taps, Escape, the handle, resizes
/// (hostile ones included), the app's moves and bindings, configuration changes, removals, and
/// answers — right, twice, stale, invented and for another drawer.
@Suite("Held dismissals (property tests)")
struct DismissalHoldPropertyTests {
    typealias Operation = HostOperation

    static let ids = ["A", "B", "C"]

    static func confirming(_ configuration: DrawerConfiguration, _ change: (inout DrawerConfiguration) -> Void = { _ in })
        -> DrawerConfiguration
    {
        var copy = configuration
        copy.gesture.confirmsDismissal = true
        change(&copy)
        return copy
    }

    static let configurations: [DrawerConfiguration] = [
        confirming(.sheet),
        confirming(DrawerConfiguration(edge: .top, detents: [.closed, .fraction(0.3, identifier: .small), .large])),
        confirming(.navigationDrawer()),
        .sheet,
        confirming(.sheet) { $0.gesture.isDismissible = false },
        confirming(DrawerConfiguration(detents: [.medium, .large])),
        confirming(.sheet) { $0.gesture.cyclesDetentsOnHandleTap = true },
    ]

    static var operation: Generator<HostOperation, some SendableSequenceType> { HostOperation.generator(kinds: 0...16) }

    /// What the test knows from the events alone.
    struct Ledger {
        /// The hold each drawer waits on, as the events told it.
        var waiting: [String: DrawerDismissalHold] = [:]
        /// Every hold id the host gave out.
        var given: Set<Int> = []
        /// Holds that ended, by drawer (for stale answers).
        var ended: [String: [Int]] = [:]
        /// The cause a drawer's confirmed close must carry, from the confirm until it closes or
        /// a person or the app sends it elsewhere.
        var confirmedCause: [String: DrawerDismissalCause] = [:]
    }

    static func isPersonInput(_ kind: Int) -> Bool { kind <= 6 }

    /// Applies one operation; returns the new clock. Answers are checked here, where their
    /// expected result is known.
    static func apply(_ op: Operation, to model: inout DrawerHostModel<String>, ledger: Ledger, clock: Double) -> Double {
        let time = clock + op.dt
        let id = ids[op.drawer]
        let point = CGPoint(x: op.a, y: op.b)
        let pick = Int(min(abs(op.a.isFinite ? op.a : 0), 1000))
        switch op.kind {
        case 0: model.dragBegan(at: point, time: time)
        case 1: model.dragChanged(translation: CGPoint(x: op.b / 20, y: op.a), time: time)
        case 2: model.dragEnded(time: time, velocity: CGPoint(x: 0, y: op.a * 5))
        case 3: model.tapped(at: point, time: time)
        case 4: model.escape(time: time)
        case 5:
            switch pick % 3 {
            case 0: model.activateHandle(id, time: time)
            case 1: model.accessibilityDecrement(id, time: time)
            default: model.accessibilityIncrement(id, time: time)
            }
        case 6: model.tick(time: time)
        case 7, 8:
            // The app answers the hold it was told about, right.
            guard let hold = ledger.waiting[id] else { break }
            let confirm = op.kind == 7
            let done =
                confirm
                ? model.confirmDismissal(of: id, hold: hold.id, time: time)
                : model.cancelDismissal(of: id, hold: hold.id, time: time)
            #expect(done, "the waiting hold \(hold) of \(id) takes its answer")
            #expect(model.dismissalHold(of: id) == nil)
            if confirm, let engine = model.engine(of: id) {
                #expect(engine.stops.stop(for: engine.detent)?.isClosed == true, "confirmed: heading closed")
            }
            // The same answer again, or the other one, does nothing.
            let twice =
                op.b > 450
                ? model.confirmDismissal(of: id, hold: hold.id, time: time)
                : model.cancelDismissal(of: id, hold: hold.id, time: time)
            #expect(!twice, "answered twice")
        case 9:
            // A wrong answer: stale, invented, or another drawer's.
            let other = ids[(op.drawer + 1 + pick % 2) % ids.count]
            let token: Int
            switch pick % 3 {
            case 0: token = ledger.ended[id]?.last ?? -1
            case 1: token = ledger.waiting[other]?.id ?? Int(op.b.isFinite ? min(max(op.b, -1e6), 1e6) : 7)
            default: token = (ledger.given.max() ?? 0) + 1 + pick
            }
            guard ledger.waiting[id]?.id != token else { break }
            let before = model.engine(of: id)
            let done =
                op.b > 450
                ? model.confirmDismissal(of: id, hold: token, time: time)
                : model.cancelDismissal(of: id, hold: token, time: time)
            #expect(!done, "a wrong answer \(token) for \(id)")
            var events: [DrawerHostEvent<String>] = []
            model.drainEvents { events.append($0) }
            #expect(events.isEmpty, "a wrong answer changes nothing: \(events)")
            #expect(model.engine(of: id)?.frame == before?.frame)
            #expect(model.engine(of: id)?.dismissalHold == before?.dismissalHold)
        case 10:
            model.setContainer(
                DrawerContainer(
                    size: CGSize(width: abs(op.a) + 100, height: op.b), layoutDirection: op.a < 0 ? .rightToLeft : .leftToRight),
                animated: op.dt > 0.1, time: time)
        case 11:
            switch pick % 4 {
            case 0: model.move(id, to: [.closed, .medium, .large, "open"][pick % 4], animated: op.b > 300, time: time)
            case 1: model.dismiss(id, time: time)
            case 2: model.setPresentation(of: id, .presented(op.b > 300), time: time)
            default: model.setKeyboardFrame(op.b > 300 ? CGRect(x: 0, y: op.b, width: 400, height: 2000) : nil, time: time)
            }
        case 12: model.setConfiguration(configurations[pick % configurations.count], for: id, animated: op.b > 300, time: time)
        case 13:
            if model.contains(id) {
                model.removeDrawer(id)
            } else {
                model.addDrawer(id, configuration: configurations[pick % configurations.count], selection: .medium, time: time)
            }
        case 14: model.scrollWheel(id, delta: CGPoint(x: 0, y: op.b / 10), time: time)
        default: model.dragCancelled(time: time)
        }
        return time
    }

    /// Reads the events of one operation into the ledger, checking what they must say.
    static func record(
        _ events: [DrawerHostEvent<String>], of op: Operation, openBefore: Set<String>, into ledger: inout Ledger,
        model: DrawerHostModel<String>
    ) {
        for event in events {
            guard case .drawer(let id, let drawerEvent) = event else { continue }
            switch drawerEvent {
            case .didHoldDismissal(let hold):
                #expect(ledger.waiting[id] == nil, "at most one hold per drawer: \(id) \(op)")
                #expect(!ledger.given.contains(hold.id), "hold ids are never reused: \(hold)")
                #expect(hold.cause.isUserInitiated)
                ledger.given.insert(hold.id)
                ledger.waiting[id] = hold
            case .didEndDismissalHold(let hold, let outcome):
                #expect(ledger.waiting[id] == hold, "an end names the hold that waited: \(id) \(hold)")
                ledger.waiting[id] = nil
                ledger.ended[id, default: []].append(hold.id)
                if outcome == .confirmed { ledger.confirmedCause[id] = hold.cause }
            case .willSettle(let target, _):
                // Only the confirm's own close carries the person's cause; any later settle (the
                // app closing it again, a retarget) is a new decision.
                if target != .closed || op.kind != 7 { ledger.confirmedCause[id] = nil }
                // A person's input never sends an open drawer that confirms to closed by itself.
                if target == .closed, isPersonInput(op.kind), openBefore.contains(id), ledger.confirmedCause[id] == nil,
                    let engine = model.engine(of: id), engine.configuration.gesture.confirmsDismissal
                {
                    Issue.record("\(id) closed by a person's \(op) without an answer")
                }
            case .willBeginDragging:
                ledger.confirmedCause[id] = nil
            case .didDismiss(let cause):
                #expect(ledger.waiting[id] == nil, "never closed while a hold waits: \(id)")
                if let expected = ledger.confirmedCause[id] {
                    #expect(cause == expected, "a confirmed close carries the person's cause")
                    ledger.confirmedCause[id] = nil
                }
            default:
                break
            }
        }
    }

    static func check(_ model: DrawerHostModel<String>, _ ledger: Ledger, _ context: @autoclosure () -> String) {
        for id in ids {
            guard let engine = model.engine(of: id) else {
                #expect(model.dismissalHold(of: id) == nil)
                continue
            }
            let frame = engine.frame
            #expect(frame.extent.isFinite && frame.panelRect.isFinite && frame.dimming.isFinite, "\(id): \(context())")
            #expect(model.dismissalHold(of: id) == ledger.waiting[id], "\(id) hold as the events said: \(context())")
            if engine.dismissalHold != nil {
                #expect(!engine.isResting, "\(id) waits on no detent: \(context())")
                #expect(engine.dismissalThreshold != nil, "\(id) waits with a threshold: \(context())")
                if engine.isWaitingForDismissalAnswer, let threshold = engine.dismissalThreshold {
                    #expect(abs(frame.extent - threshold) < 0.01, "\(id) waits at its threshold: \(context())")
                    #expect(!model.isBusy(id))
                }
            }
        }
    }

    /// Runs `operations` on three drawers (configurations from `first`), checking every step.
    static func run(_ first: Int, _ operations: [Operation]) {
        var model = DrawerHostModel<String>(options: first % 2 == 0 ? .platformSlop : .reportsFromPress)
        for (index, id) in Self.ids.enumerated() {
            model.addDrawer(
                id, configuration: Self.configurations[(first + index) % Self.configurations.count],
                presentation: index == 0 ? .presented(true) : .alwaysPresent, selection: .medium, time: 0)
        }
        model.setContainer(DrawerContainer(size: CGSize(width: 390, height: 844)), time: 0)
        model.drainEvents { _ in }
        var ledger = Ledger()
        var clock = 0.0
        for (index, op) in operations.enumerated() {
            let openBefore = Set(
                Self.ids.filter { id in
                    guard let engine = model.engine(of: id) else { return false }
                    return engine.stops.stop(for: engine.detent)?.isClosed == false
                })
            clock = Self.apply(op, to: &model, ledger: ledger, clock: clock)
            var events: [DrawerHostEvent<String>] = []
            model.drainEvents { events.append($0) }
            Self.record(events, of: op, openBefore: openBefore, into: &ledger, model: model)
            if op.kind == 13 { for id in Self.ids where !model.contains(id) { ledger.waiting[id] = nil } }
            Self.check(model, ledger, "step \(index): \(op)")
        }
        // The app answers "stay" to whatever waits; then everything comes to rest, unheld.
        model.dragEnded(time: clock)
        model.setContainer(DrawerContainer(size: CGSize(width: 390, height: 844)), time: clock)
        var elapsed = 0.0
        // (A wheel gesture still in progress may end in a hold while it settles.)
        repeat {
            for id in Self.ids {
                if let hold = model.dismissalHold(of: id) {
                    model.cancelDismissal(of: id, hold: hold.id, time: clock + elapsed)
                }
            }
            elapsed += 1.0 / 60
            model.tick(time: clock + elapsed)
        } while (model.needsFrames || Self.ids.contains { model.dismissalHold(of: $0) != nil }) && elapsed < 30
        #expect(!model.needsFrames)
        for id in Self.ids {
            guard let engine = model.engine(of: id) else { continue }
            #expect(engine.dismissalHold == nil && engine.isResting, "\(id) rests unheld")
        }
    }

    @Test("a drawer re-made when it is first placed in a real container withdraws the hold its placeholder had")
    func placementWithdraws() {
        // Found by the property test below (shrunk): Escape reached a drawer added again while the
        // container had no width, and its hold vanished with the placeholder engine, unreported.
        Self.run(
            0,
            [
                Operation(kind: 13, drawer: 0, a: .nan, b: .nan, dt: 0),
                Operation(kind: 10, drawer: 0, a: .nan, b: 1.0000000000000002, dt: 0),
                Operation(kind: 13, drawer: 0, a: .nan, b: .nan, dt: 0),
                Operation(kind: 4, drawer: 0, a: .nan, b: .nan, dt: 0),
                Operation(kind: 10, drawer: 0, a: -1, b: .leastNonzeroMagnitude, dt: 0),
            ])
    }

    @Test("a press that has not become a drag keeps no hold that can no longer stand")
    func pressDuringResizeWithdraws() {
        // Found by the property test below (shrunk): Escape held the sheet, a press on it waited
        // for its slop, and a window with no size left the hold waiting with no threshold.
        Self.run(
            0,
            [
                Operation(kind: 4, drawer: 0, a: .nan, b: .nan, dt: 0),
                Operation(kind: 0, drawer: 0, a: 39.00000000000001, b: 422, dt: 0),
                Operation(kind: 10, drawer: 0, a: .nan, b: .nan, dt: 0),
            ])
        Self.run(
            1,
            [
                Operation(kind: 12, drawer: 2, a: 506, b: .nan, dt: 0), Operation(kind: 3, drawer: 0, a: 312, b: 0, dt: 0),
                Operation(kind: 0, drawer: 0, a: -1, b: -1, dt: 0), Operation(kind: 12, drawer: 2, a: 264, b: .nan, dt: 0),
            ])
    }

    @Test("one hold per drawer, never closed unanswered, answers counted once, finite, survives resizes")
    func randomOperations() async {
        await boundedPropertyCheck(
            count: 400, input: Gen.int(in: 0...(Self.configurations.count - 1)), Self.operation.array(of: 1...60)
        ) {
            first, operations in
            Self.run(first, operations)
        }
    }
}
