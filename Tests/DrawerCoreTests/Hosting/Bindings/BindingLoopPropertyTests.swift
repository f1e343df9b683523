import DrawerCore
import Foundation
import PropertyBased
import Testing

/// The update loop's invariants over random app actions, for every flavour: each change settles
/// within two writing rounds (one write-back, one correction of a value the app could not store),
/// then 100 rounds write nothing; at rest the bindings say where the drawer is; and a drawer the
/// app last hid is not on screen.
@Suite("Binding write-backs: loop invariants (property tests)")
struct BindingLoopPropertyTests {
    static let detents: [DrawerDetent.Identifier] = [.closed, .medium, .large, "nope"]
    static let configurations: [DrawerConfiguration] = [
        DrawerConfiguration(detents: [.closed, .medium, .large]),
        DrawerConfiguration(detents: [.medium, .large]),
        DrawerConfiguration(detents: [.closed, .medium, .large], supportedDetents: [.medium]),
    ]

    /// The flavour's storage for (shown, detent).
    static func storage(flavour: Int, shown: Bool, detent: DrawerDetent.Identifier) -> BindingLoop.Storage {
        switch flavour {
        case 0: .values(.presented(shown, detent: detent))
        case 1: .values(.item(isPresent: shown, detent: detent))
        case 2: .values(.state(shown ? detent : .closed))
        case 3: .sheetState(shown ? detent : .closed)
        default: .values(.alwaysPresent(detent: detent))
        }
    }

    @Test("every change settles, bindings agree with the drawer, hidden stays hidden")
    func invariants() async {
        let action = zip(Gen.int(in: 0...4), Gen.bool, Gen.int(in: 0...3), Gen.int(in: 0...3))
        await boundedPropertyCheck(
            count: 120, input: Gen.int(in: 0...4), Gen.int(in: 0...2), action.array(of: 1...12)
        ) { flavour, configurationIndex, actions in
            let start = Self.storage(flavour: flavour, shown: false, detent: .medium)
            var loop = BindingLoop(start, configuration: Self.configurations[configurationIndex])
            var shown = false
            var detent: DrawerDetent.Identifier = .medium
            loop.settle()
            for (kind, flag, pick, other) in actions {
                var writing = 0
                switch kind {
                case 0:
                    shown = flag
                    writing = loop.set(Self.storage(flavour: flavour, shown: shown, detent: detent))
                case 1:
                    detent = Self.detents[pick]
                    writing = loop.set(Self.storage(flavour: flavour, shown: shown, detent: detent))
                case 2:
                    loop.swipeDown()
                case 3:
                    // A few frames, then the next action lands mid-animation.
                    for _ in 0..<(pick * 5) {
                        loop.clock += 1.0 / 60
                        loop.model.tick(time: loop.clock)
                        if loop.storeWriteBacks() { writing += 1 + loop.runUpdates() }
                    }
                default:
                    // Flipped twice in one update: only the last value reaches the next one.
                    loop.app = Self.storage(flavour: flavour, shown: flag, detent: Self.detents[pick])
                    loop.sync.update(loop.app.values, in: &loop.model, time: loop.clock)
                    shown = !flag
                    detent = Self.detents[other]
                    writing = loop.set(Self.storage(flavour: flavour, shown: shown, detent: detent))
                }
                #expect(writing <= 2, "the loop settles within two writing rounds: \(loop)")
                if kind != 3 { loop.settle() }
                if (kind == 0 || kind == 4) && !shown && flavour != 4 {
                    #expect(!loop.app.values.asksShown, "the app hid it and it stays hidden: \(loop)")
                    #expect(!loop.isShown, "the app hid it and it stays hidden: \(loop)")
                }
                // What the app holds now (a swipe or a refusal may have changed it).
                shown = loop.app.values.asksShown
                if let held = loop.app.values.detent { detent = held }
            }
            loop.settle()
            for _ in 0..<100 {
                let wrote = loop.updateOnce()
                #expect(!wrote, "no oscillation: \(loop)")
            }
            guard let engine = loop.model.engine(of: BindingLoop.id) else {
                Issue.record("the drawer is gone")
                return
            }
            let closed = engine.frame.extent < 0.5
            let values = loop.app.values
            // An always-present drawer closes only at a closed detent its configuration gives it;
            // its detent binding is checked below.
            if case .alwaysPresent = values {} else {
                #expect(values.asksShown == !closed, "bindings say where the drawer is: \(loop)")
            }
            if case .state(let state) = values { #expect(state == engine.detent, "\(loop)") }
            if let held = values.detent, !closed { #expect(held == engine.detent, "\(loop)") }
            if !values.asksShown { #expect(!loop.isShown, "hidden stays hidden: \(loop)") }
        }
    }
}
