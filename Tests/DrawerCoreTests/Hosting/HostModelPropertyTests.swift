import DrawerCore
import Foundation
import PropertyBased
import Testing

/// The host model's invariants over random host operations: presentations, binding changes,
/// drags, cancels, configuration and container changes, several drawers, some hostile numbers.
@Suite("Host model invariants (property tests)")
struct HostModelPropertyTests {
    typealias Operation = HostOperation

    static let ids = ["A", "B", "C"]
    static let detents: [DrawerDetent.Identifier] = [.closed, .small, .medium, .large, "open", "nope"]

    static let configurations: [DrawerConfiguration] = [
        .sheet,
        DrawerConfiguration(detents: [.small, .medium, .large], style: DrawerStyle(maximumDimming: 0)),
        .navigationDrawer(),
        DrawerConfiguration(detents: [.closed, .medium, .large], supportedDetents: [.medium]),
        DrawerConfiguration(edge: .top, detents: [.closed, .fit, .large], dragDetents: [.closed, .large]),
        DrawerConfiguration(
            edge: .trailing, detents: [.points(120, identifier: .small), .fraction(0.45, identifier: .medium)],
            gesture: DrawerGestureOptions(minimumDistance: 0, rubberBand: nil, isDismissible: false)),
    ]

    /// How each drawer is presented, by the drawer's index: an always-present drawer with a
    /// selection, an isPresented drawer with a selection, a single-state drawer.
    static let kinds: [DrawerHostPresentation] = [.alwaysPresent, .presented(false), .state(.medium)]

    static var operation: Generator<HostOperation, some SendableSequenceType> { HostOperation.generator(kinds: 0...17) }

    /// The app's side: its bindings, changed only by itself and by the model's write-backs.
    struct App {
        var presented: [String: Bool] = [:]
        var selection: [String: DrawerDetent.Identifier] = [:]
        var state: [String: DrawerDetent.Identifier] = [:]

        mutating func apply(_ events: [DrawerHostEvent<String>]) {
            for event in events {
                switch event {
                case .presentedChanged(let id, let value): presented[id] = value
                case .selectionChanged(let id, let value): selection[id] = value
                case .stateChanged(let id, let value): state[id] = value
                case .drawer, .cameToRest: break
                }
            }
        }
    }

    static func add(_ index: Int, configuration: Int, to model: inout DrawerHostModel<String>, app: inout App, time: Double) {
        let id = ids[index]
        let kind = kinds[index]
        switch kind {
        case .presented(let value):
            app.presented[id] = value
            app.selection[id] = .medium
            model.addDrawer(id, configuration: configurations[configuration], presentation: kind, selection: .medium, time: time)
        case .state(let value):
            app.state[id] = value
            model.addDrawer(id, configuration: configurations[configuration], presentation: kind, time: time)
        case .alwaysPresent:
            app.selection[id] = .medium
            model.addDrawer(id, configuration: configurations[configuration], selection: .medium, time: time)
        }
    }

    /// Applies one operation as an adapter would; returns the new clock.
    static func apply(_ op: Operation, to model: inout DrawerHostModel<String>, app: inout App, clock: Double) -> Double {
        let time = clock + op.dt
        let id = ids[op.drawer]
        let point = CGPoint(x: op.a, y: op.b)
        let pick = Int(min(abs(op.a.isFinite ? op.a : 0), 1000))
        switch op.kind {
        case 0: model.dragBegan(at: point, time: time)
        case 1, 2: model.dragChanged(translation: point, time: time, velocity: op.kind == 2 ? CGPoint(x: op.b, y: op.a * 8) : nil)
        case 3: model.dragEnded(time: time, velocity: CGPoint(x: op.a * 5, y: op.b * 5))
        case 4: model.dragEnded(time: time, predictedEndTranslation: point)
        case 5: model.dragCancelled(time: time)
        case 6, 7: model.tick(time: time)
        case 8:
            // The app changes the presentation binding.
            guard model.contains(id) else { break }
            switch kinds[op.drawer] {
            case .presented:
                let value = op.a > 0
                app.presented[id] = value
                model.setPresentation(of: id, .presented(value), time: time)
            case .state:
                let value = detents[pick % detents.count]
                app.state[id] = value
                model.setPresentation(of: id, .state(value), time: time)
            case .alwaysPresent:
                break
            }
        case 9:
            guard model.contains(id), app.selection[id] != nil else { break }
            let value = detents[pick % detents.count]
            app.selection[id] = value
            model.setSelection(of: id, value, time: time)
        case 10: model.setConfiguration(configurations[pick % configurations.count], for: id, animated: op.b > 300, time: time)
        case 11:
            model.setContainer(
                DrawerContainer(
                    size: CGSize(width: abs(op.a) + 100, height: op.b), safeArea: DrawerInsets(bottom: op.b / 20),
                    layoutDirection: op.a < 0 ? .rightToLeft : .leftToRight),
                animated: op.dt > 0.1, time: time)
        case 12: model.setKeyboardFrame(op.a > 0 ? CGRect(x: 0, y: op.b, width: 400, height: 2000) : nil, time: time)
        case 13: model.scrollWheel(id, delta: CGPoint(x: op.a / 10, y: op.b / 10), time: time)
        case 14:
            switch pick % 5 {
            case 0: model.escape(time: time)
            case 1: model.tapped(at: point, time: time)
            case 2: model.accessibilityDecrement(id, time: time)
            case 3: model.accessibilityIncrement(id, time: time)
            default: model.move(id, to: detents[pick % detents.count], animated: op.b > 300, time: time)
            }
        case 15:
            if model.contains(id) {
                model.removeDrawer(id)
                app.presented[id] = nil
                app.selection[id] = nil
                app.state[id] = nil
            } else {
                add(op.drawer, configuration: pick % configurations.count, to: &model, app: &app, time: time)
            }
        case 16:
            // Now and then the content reports its own length (negative ones included), or withdraws it.
            if op.b > 600 {
                model.setReportedFittingLength(op.b > 800 ? nil : op.a, for: id, time: time)
            } else {
                model.setContentFittingLength(op.a, for: id, time: time)
            }
        default:
            if op.a > 0 { model.setReduceMotion(op.b > 300, time: time) } else { model.setDimmingEnabled(op.b > 300, time: time) }
        }
        var events: [DrawerHostEvent<String>] = []
        model.drainEvents { events.append($0) }
        app.apply(events)
        return time
    }

    /// Every binding the app holds is the one the model knows.
    static func checkBindings(_ model: DrawerHostModel<String>, _ app: App, _ context: @autoclosure () -> String) {
        for id in model.ids {
            switch model.presentation(of: id) {
            case .presented(let value): #expect(app.presented[id] == value, "\(id) presented: \(context())")
            case .state(let value): #expect(app.state[id] == value, "\(id) state: \(context())")
            case .alwaysPresent, nil: break
            }
            #expect(app.selection[id] == model.selection(of: id), "\(id) selection: \(context())")
        }
    }

    /// Frames are finite and one drawer at most has a pointer drag (the model's drag owner).
    static func checkFrames(_ model: DrawerHostModel<String>, _ context: @autoclosure () -> String) {
        var pointerDrags: [String] = []
        for id in model.ids {
            guard let engine = model.engine(of: id) else { continue }
            let frame = engine.frame
            #expect(
                frame.panelRect.isFinite && frame.visibleRect.isFinite && frame.contentRect.isFinite && frame.extent.isFinite
                    && frame.dimming.isFinite && frame.contentOffset.isFinite, "\(id): \(context())")
            if engine.dragState != .none && !engine.isAnimating { pointerDrags.append(id) }
        }
        #expect(pointerDrags.count <= 1, "\(pointerDrags) share one drag: \(context())")
        if let only = pointerDrags.first { #expect(model.dragOwner == only, "\(context())") }
    }

    @Test("bindings stay in step, one drawer per drag, finite frames, and every drawer comes to rest")
    func randomHostOperations() async {
        await boundedPropertyCheck(
            count: 250, input: Gen.int(in: 0...(Self.configurations.count - 1)), Self.operation.array(of: 1...50)
        ) { first, operations in
            var model = DrawerHostModel<String>(options: first % 2 == 0 ? .platformSlop : .reportsFromPress)
            var app = App()
            for index in Self.ids.indices {
                Self.add(index, configuration: (first + index) % Self.configurations.count, to: &model, app: &app, time: 0)
            }
            var clock = 0.0
            model.setContainer(DrawerContainer(size: CGSize(width: 390, height: 844)), time: clock)
            var placed: [DrawerHostEvent<String>] = []
            model.drainEvents { placed.append($0) }
            app.apply(placed)
            for (index, op) in operations.enumerated() {
                clock = Self.apply(op, to: &model, app: &app, clock: clock)
                Self.checkBindings(model, app, "step \(index): \(op)")
                Self.checkFrames(model, "step \(index): \(op)")
            }
            // Let go and lay out in a real window (a hostile container may have left the drawers
            // unplaced); then everything must come to rest, with the bindings where the drawers are.
            model.dragEnded(time: clock)
            model.setContainer(DrawerContainer(size: CGSize(width: 390, height: 844)), time: clock)
            var settledEvents: [DrawerHostEvent<String>] = []
            model.drainEvents { settledEvents.append($0) }
            app.apply(settledEvents)
            var elapsed = 0.0
            while model.needsFrames && elapsed < 30 {
                elapsed += 1.0 / 60
                model.tick(time: clock + elapsed)
                var events: [DrawerHostEvent<String>] = []
                model.drainEvents { events.append($0) }
                app.apply(events)
                Self.checkFrames(model, "settling")
            }
            #expect(!model.needsFrames, "still moving after \(elapsed) s")
            Self.checkBindings(model, app, "at rest")
            for id in model.ids {
                guard let engine = model.engine(of: id) else { continue }
                #expect(engine.isResting, "\(id) rests")
                let closed = engine.configuration.detents.contains { $0.identifier == engine.detent && $0.kind.isClosed }
                switch model.presentation(of: id) {
                case .presented(let value): #expect(value == !closed, "\(id) presented \(value), detent \(engine.detent)")
                case .state(let value): #expect(value == engine.detent, "\(id) state")
                case .alwaysPresent, nil: break
                }
                if let selection = model.selection(of: id), !closed {
                    #expect(selection == engine.detent, "\(id) selection \(selection), detent \(engine.detent)")
                }
            }
        }
    }
}

extension DrawerDetent.Kind {
    /// Whether this is the closed kind.
    var isClosed: Bool {
        if case .closed = self { return true }
        return false
    }
}
