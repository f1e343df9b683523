import Foundation

#if !DRAWER_FUZZER
    import DrawerCore
#endif

/// Runs a ``HostFuzzProgram`` against a ``DrawerHostModel`` the way a SwiftUI-style adapter
/// drives it (bindings through ``DrawerBindingSync``, write-backs stored and fed into the next
/// update) and returns every broken invariant.
///
/// Checked after every operation: every drawer's engine as the engine fuzzer checks it
/// (``FuzzChecker/check(_:_:)-stack``: finite frames, extents and dimming in range, sorted stops,
/// at rest exactly on a stop), the drawn frames (``DrawerHostModel/frame(of:)``, morphs included)
/// finite, the covered insets finite and inside the container, the events paired (no second
/// `willBeginDragging` before the drag's `willSettle`, no `didSettle` without a `willSettle`), at
/// most one drawer dragged, and no update loop that keeps writing (at most
/// ``maximumWritingRounds`` rounds per input). When the program reports the host's view gone
/// (``DrawerHostModel/viewLeftScreen(time:)``), no drag is owned and no drawer moves right
/// after it, before any frame (issue 49). At the end: any drag ends, waiting dismissal
/// holds are answered, a real container is laid out, and the model must stop needing frames
/// within the slowest drawer's settle bound, moved on by each settle a drawer starts later (at
/// most ``maximumEndPhaseSettles`` per drawer); then every drawer rests on a stop,
/// no drag or settle is left open, and every binding says where its drawer is.
struct HostFuzzChecker {
    var violations: [String] = []
    var trace: [String]?
    var model: DrawerHostModel<Int>
    var syncs: [Int: DrawerBindingSync<Int>] = [:]
    private var clock = 0.0
    private var step = 0
    /// Per drawer: a `willBeginDragging` not yet followed by its `willSettle`.
    private var openDrags: Set<Int> = []
    /// Per drawer: a `willSettle` not yet followed by its `didSettle` (or caught by a new drag).
    private var openSettles: Set<Int> = []
    /// The engine fuzzer's checks, reused for every drawer's engine.
    private var engineChecks = FuzzChecker()
    /// Per drawer: how many settles it has started (its `willSettle` events).
    private var settlesStarted: [Int: Int] = [:]

    static let maximumViolations = 20
    /// A binding update loop that writes more rounds than this after one input oscillates.
    static let maximumWritingRounds = 3
    /// The settles one drawer may start after the end phase began: a binding correction answers
    /// a settle that ended somewhere the app's binding cannot hold (an item binding cannot store
    /// "shown"), and its close is a settle of its own. More than this is a loop.
    static let maximumEndPhaseSettles = 3
    /// The container every program ends in, so that every drawer is placed and must settle.
    static let finalContainer = DrawerContainer(size: CGSize(width: 390, height: 844))

    init(platformSlop: Bool) {
        model = DrawerHostModel(options: platformSlop ? .platformSlop : .reportsFromPress)
    }

    /// Runs `bytes`; `trace` records every operation for debugging.
    static func run(_ bytes: [UInt8], trace: Bool = false) -> HostFuzzChecker {
        let program = HostFuzzProgram(bytes: bytes)
        var checker = HostFuzzChecker(platformSlop: program.platformSlop)
        if trace { checker.trace = [] }
        checker.run(program)
        return checker
    }

    mutating func run(_ program: HostFuzzProgram) {
        for op in program.operations {
            step += 1
            trace?.append("\(step): \(op)")
            apply(op)
            settleBindings()
            check("after input")
            if violations.count >= Self.maximumViolations { return }
        }
        finish()
    }

    // MARK: Driving

    private mutating func time(_ spec: FuzzTime) -> Double {
        let t = spec.resolve(clock: clock)
        if t.isFinite && t > clock && t <= 1e10 { clock = t }
        return t
    }

    private mutating func nextFrame() -> Double {
        clock += 1.0 / 60
        return clock
    }

    mutating func apply(_ op: HostFuzzOperation) {
        switch op {
        case .add(let id, let configuration, let values, let options, let t):
            guard !model.contains(id) else { return }
            let sync = DrawerBindingSync(id: id, values: values)
            sync.add(to: &model, configuration: configuration.configuration, options: options, time: time(t))
            syncs[id] = sync
        case .remove(let id):
            model.removeDrawer(id)
            syncs[id] = nil
            openDrags.remove(id)
            openSettles.remove(id)
        case .container(let spec, let animated, let t): model.setContainer(spec.container, animated: animated, time: time(t))
        case .keyboardFrame(let rect, let t): model.setKeyboardFrame(rect, time: time(t))
        case .keyboardOverlap(let length, let t): model.setKeyboardOverlap(length, time: time(t))
        case .dragBegan(let point, let t): model.dragBegan(at: point.resolve(in: model), time: time(t))
        case .recognizedDrag(let point, let translation, let t):
            model.beginRecognizedDrag(at: point.resolve(in: model), translation: translation, time: time(t))
        case .dragChanged(let translation, let velocity, let t): model.dragChanged(translation: translation, time: time(t), velocity: velocity)
        case .dragEnded(let velocity, let t): model.dragEnded(time: time(t), velocity: velocity)
        case .dragEndedPredicted(let predicted, let t): model.dragEnded(time: time(t), predictedEndTranslation: predicted)
        case .dragEndedTranslation(let translation, let t): model.dragEnded(translation: translation, time: time(t))
        case .dragCancelled(let t): model.dragCancelled(time: time(t))
        case .gesture(let point, let step, let steps, let lift):
            guard model.dragBegan(at: point.resolve(in: model), time: nextFrame()) != nil else { return }
            for index in 0..<steps {
                let travel = step * CGFloat(index + 1)
                model.dragChanged(translation: CGPoint(x: travel, y: travel), time: nextFrame())
                settleBindings()
                check("mid-gesture")
            }
            if lift { model.dragEnded(time: nextFrame()) }
        case .wheel(let id, let delta, let t): model.scrollWheel(id, delta: delta, time: time(t))
        case .tick(let t): model.tick(time: time(t))
        case .tickRun(let count):
            for _ in 0..<count {
                model.tick(time: nextFrame())
                settleBindings()
                check("tick run")
            }
        case .tapped(let point, let t): model.tapped(at: point.resolve(in: model), time: time(t))
        case .command(let id, let kind, let t): command(id, kind: kind, time: time(t))
        case .move(let id, let detent, let animated, let t): model.move(id, to: detent, animated: animated, time: time(t))
        case .push(let id, let page, let detents, let fitting, let t):
            let page = DrawerPage(id: DrawerPage.ID(rawValue: "p\(page)"), detents: detents.map(Self.detent), fittingLength: fitting)
            model.pushPage(page, on: id, time: time(t))
        case .pop(let id, let page, let root, let t):
            if root {
                model.popToRootPage(of: id, time: time(t))
            } else if let page {
                model.popToPage(DrawerPage.ID(rawValue: "p\(page)"), of: id, time: time(t))
            } else {
                model.popPage(of: id, time: time(t))
            }
        case .pageFitting(let id, let page, let length, let t):
            model.setFittingLength(length, ofPage: DrawerPage.ID(rawValue: "p\(page)"), in: id, time: time(t))
        case .morph(let id, let source, let present, let t):
            if present, let source { model.present(id, from: source, time: time(t)) } else { model.setMorphSource(source, for: id) }
        case .bindings(let id, let shown, let detent, let t):
            let now = time(t)
            guard let held = syncs[id]?.values else { return }
            syncs[id]?.update(Self.values(like: held, shown: shown, detent: detent), in: &model, time: now)
        case .configuration(let id, let configuration, let animated, let t):
            model.setConfiguration(configuration.configuration, for: id, animated: animated, time: time(t))
        case .fitting(let id, let length, let reported, let chrome, let t):
            if reported {
                model.setReportedFittingLength(length, chrome: chrome, for: id, time: time(t))
            } else {
                model.setContentFittingLength(length, for: id, time: time(t))
            }
        case .scrollContent(let id, let state, let viewport, let t): model.setScrollContent(state, viewport: viewport, for: id, time: time(t))
        case .reduceMotion(let enabled, let t): model.setReduceMotion(enabled, time: time(t))
        case .dimmingEnabled(let enabled, let t): model.setDimmingEnabled(enabled, time: time(t))
        case .answerHold(let id, let confirm, let t):
            guard let hold = model.dismissalHold(of: id) else { return }
            if confirm {
                model.confirmDismissal(of: id, hold: hold.id, time: time(t))
            } else {
                model.cancelDismissal(of: id, hold: hold.id, time: time(t))
            }
        }
    }

    /// Which of three items an item binding holds: read from the identifier the step named (its
    /// bytes' sum), so the input format stays as it was and the same input draws the same items.
    static func itemIdentity(naming detent: DrawerDetent.Identifier) -> Int {
        detent.rawValue.utf8.reduce(0) { $0 + Int($1) } % 3
    }

    /// `shown` and `detent` in the flavour of `held`; a flavour without a detent binding keeps none.
    /// An item binding also holds one of three items (``itemIdentity(naming:)``), so another item
    /// arrives while one is shown (`DrawerBindingSync`'s item replacement).
    static func values(like held: DrawerBindingValues, shown: Bool, detent: DrawerDetent.Identifier) -> DrawerBindingValues {
        switch held {
        case .alwaysPresent(let old): .alwaysPresent(detent: old.map { _ in detent })
        case .presented(_, let old): .presented(shown, detent: old.map { _ in detent })
        case .item(_, let old, _):
            .item(isPresent: shown, detent: old.map { _ in detent }, identity: shown ? itemIdentity(naming: detent) : nil)
        case .state: .state(shown ? detent : .closed)
        }
    }

    static func detent(_ identifier: DrawerDetent.Identifier) -> DrawerDetent {
        switch identifier {
        case .fit: .fit
        case .medium: .medium
        case .large: .large
        case .small: .points(120, identifier: .small)
        default: .fraction(0.3, identifier: identifier)
        }
    }

    private mutating func command(_ id: Int, kind: Int, time: Double) {
        switch kind {
        case 0: model.dimmingTapped(id, time: time)
        case 1: model.escape(time: time)
        case 2: model.handleTapped(id, time: time)
        case 3: model.bottomBarTapped(id, time: time)
        case 4: model.accessibilityIncrement(id, time: time)
        case 5: model.accessibilityDecrement(id, time: time)
        case 6: model.accessibilityEscape(id, time: time)
        case 7: model.activateHandle(id, time: time)
        case 8, 9, 10, 11: model.arrowKey(id, pointing: [.top, .left, .bottom, .right][kind - 8], time: time)
        case 12: model.dismiss(id, time: time)
        // (Kind 13 was dismissAll for every id; ids 1 and 2 now report the view gone.)
        case 13 where id == 1: leaveScreen(time: time)
        case 13 where id == 2: model.dragLost(time: time)
        default: model.dismissAll(time: time)
        }
    }

    /// The adapter reports the host's view gone (a page switched away, a window closed): issue
    /// 49's rule, checked at once, before any frame: no drag is left open and no drawer moves.
    private mutating func leaveScreen(time: Double) {
        model.viewLeftScreen(time: time)
        if let owner = model.dragOwner { fail("step \(step): drawer \(owner) still owns a drag after the view left the screen") }
        for id in model.ids where model.isBusy(id) {
            fail("step \(step): drawer \(id) still moves after the view left the screen")
        }
    }

    /// Delivers the model's events: pairing is checked, write-backs are stored into each
    /// drawer's bindings, and every binding that was written gets the SwiftUI update that
    /// storing schedules, until an update writes nothing.
    private mutating func settleBindings() {
        for round in 0... {
            var events: [DrawerHostEvent<Int>] = []
            model.drainEvents { events.append($0) }
            checkEvents(events)
            var written: [Int] = []
            for id in syncs.keys.sorted() {
                guard let writeBack = syncs[id]?.writeBack(events), !writeBack.isEmpty else { continue }
                written.append(id)
            }
            let reopened = followItemReplacements()
            guard !written.isEmpty || reopened else { return }
            if round >= Self.maximumWritingRounds {
                fail("step \(step): the binding loop still writes after \(round) rounds (drawers \(written))")
                return
            }
            for id in written {
                guard let values = syncs[id]?.values else { continue }
                syncs[id]?.update(values, in: &model, time: clock)
            }
        }
    }

    /// What a host does after delivering write-backs: presents a replaced item's drawer again once
    /// its old content has ended (`DrawerHostView.deliverWriteBacks`).
    private mutating func followItemReplacements() -> Bool {
        var reopened = false
        for id in syncs.keys.sorted() where syncs[id]?.reopensForNewItem(in: model) == true {
            syncs[id]?.followItemReplacement(in: &model, time: clock)
            reopened = true
        }
        return reopened
    }

    // MARK: Checks

    private mutating func fail(_ message: String) {
        if violations.count < Self.maximumViolations { violations.append(message) }
    }

    /// Pairing: no drag begins twice before its `willSettle`, no `didSettle` without a `willSettle`.
    mutating func checkEvents(_ events: [DrawerHostEvent<Int>]) {
        for case .drawer(let id, let event) in events {
            switch event {
            case .willBeginDragging:
                if openDrags.contains(id) { fail("step \(step): drawer \(id) began a drag before its last drag ended") }
                openDrags.insert(id)
                openSettles.remove(id)  // a settle caught by the new drag
            case .willSettle:
                openDrags.remove(id)
                openSettles.insert(id)
                settlesStarted[id, default: 0] += 1
            case .didSettle(let detent):
                if openSettles.remove(id) == nil { fail("step \(step): drawer \(id) didSettle(\(detent.rawValue)) without a willSettle") }
            default:
                break
            }
        }
    }

    private mutating func check(_ label: StaticString) {
        engineChecks.step = step
        engineChecks.check(model.stack, label)
        violations += engineChecks.violations.prefix(Self.maximumViolations - violations.count)
        engineChecks.violations.removeAll()
        let bounds = CGRect(origin: .zero, size: model.container.size)
        for id in model.ids {
            guard let frame = model.frame(of: id) else { continue }
            let rects = [frame.panelRect, frame.visibleRect, frame.contentRect]
            if !(rects.allSatisfy(FuzzChecker.finite) && frame.extent.isFinite && frame.dimming.isFinite && frame.cornerRadius.isFinite) {
                fail("\(label) at step \(step): drawer \(id) drawn frame not finite \(frame.panelRect) \(frame.visibleRect)")
            }
        }
        let covered = model.coveredInsets()
        let sides = [covered.top, covered.left, covered.bottom, covered.right]
        let limits = [bounds.height, bounds.width, bounds.height, bounds.width]
        if !zip(sides, limits).allSatisfy({ side, limit in side.isFinite && side >= 0 && (limit.isNaN || side <= limit) }) {
            fail("\(label) at step \(step): covered insets \(covered) outside the container \(bounds.size)")
        }
        let dragged = model.ids.filter { model.engine(of: $0)?.dragState == .tracking }
        if dragged.count > 1 { fail("\(label) at step \(step): drawers \(dragged) share one drag") }
    }

    mutating func finish() {
        let beforeEnd = settlesStarted
        if model.dragOwner != nil { model.dragEnded(time: clock) }
        for id in model.ids {
            if let hold = model.dismissalHold(of: id) { model.cancelDismissal(of: id, hold: hold.id, time: clock) }
        }
        model.setContainer(Self.finalContainer, time: clock)
        settleBindings()
        check("end: released")
        let start = clock
        // The slowest drawer's settle and glide bounds from now; a settle started later (a
        // binding correction's close after a settle ended) moves the deadline to its own bound.
        guard var deadline = settleDeadline(for: model.ids) else { return }
        var counted = settlesStarted
        var frame = 0
        while model.needsFrames && clock < deadline {
            frame += 1
            // 60 Hz for the first 30 s, then one frame a second, as the engine fuzzer does.
            clock = frame <= 1_800 ? start + Double(frame) / 60 : start + 30 + Double(frame - 1_800)
            model.tick(time: clock)
            settleBindings()
            check("end: settling")
            if violations.count >= Self.maximumViolations { return }
            let restarted = settlesStarted.keys.sorted().filter { settlesStarted[$0] != counted[$0] }
            guard !restarted.isEmpty else { continue }
            counted = settlesStarted
            let inEndPhase = { (id: Int) in counted[id, default: 0] - beforeEnd[id, default: 0] }
            if let looping = restarted.first(where: { inEndPhase($0) > Self.maximumEndPhaseSettles }) {
                fail("end: drawer \(looping) started \(inEndPhase(looping)) settles after the end phase began")
                return
            }
            guard let later = settleDeadline(for: restarted) else { return }
            deadline = max(deadline, later)
        }
        if model.needsFrames {
            fail("end: still moving after \(frame) frames, \(clock - start) s (deadline \(deadline - start) s)")
            return
        }
        checkAtRest()
    }

    /// The time by which `ids` must be at rest if they start settling now: the slowest one's
    /// settle and glide bounds plus a frame. `nil` when that is past ``DrawerEngine/maximumTime``
    /// (the clock saturates there, so nothing can be checked).
    private func settleDeadline(for ids: [Int]) -> Double? {
        let bound = ids.compactMap { model.engine(of: $0) }.map { engineChecks.settleBound($0) + engineChecks.glideBound($0) }
            .max() ?? 0
        guard clock + bound + 2 < DrawerEngine.maximumTime else { return nil }
        return clock + bound + 1.0 / 60
    }

    private mutating func checkAtRest() {
        for id in model.ids {
            guard let engine = model.engine(of: id) else { continue }
            if !(engine.isResting && engine.stops.stop(for: engine.detent) != nil) {
                fail("end: drawer \(id) not at a stop: detent \(engine.detent.rawValue), extent \(engine.frame.extent), stops \(engine.stops.stops)")
            }
            if openDrags.contains(id) { fail("end: drawer \(id)'s drag never ended") }
            if openSettles.contains(id) { fail("end: drawer \(id)'s willSettle has no didSettle") }
            guard let values = syncs[id]?.values else { continue }
            let closed = engine.frame.extent < 0.5
            // A state binding is checked by its detent below: any closed detent's identifier
            // means hidden, not only `.closed` (which is all `asksShown` knows). A configuration
            // whose detents all collapse into its closed stop cannot show the drawer, whatever
            // the binding asks.
            let canOpen = engine.stops.contains { !$0.isClosed }
            if case .presented(let shown) = values.presentation, shown == closed, canOpen || !shown {
                fail("end: drawer \(id)'s bindings \(values) but it is \(closed ? "closed" : "open") at \(engine.detent.rawValue)")
            }
            if case .state(let state) = values, state != engine.detent {
                fail("end: drawer \(id)'s state binding \(state.rawValue), the drawer rests at \(engine.detent.rawValue)")
            }
            if let held = values.detent, !closed, held != engine.detent {
                fail("end: drawer \(id)'s detent binding \(held.rawValue), the drawer rests at \(engine.detent.rawValue)")
            }
        }
    }
}
