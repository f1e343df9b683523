import DrawerCore
import Foundation
import Testing

/// The simulated SwiftUI update loop (``BindingLoop``) for every binding flavour: `.hidden` stays
/// hidden, a refused detent settles in one round, a binding flipped twice in one update ends at
/// the last value, and nothing oscillates.
@Suite("Binding write-backs in a simulated SwiftUI update loop")
struct BindingLoopTests {
    static let configuration = DrawerConfiguration(detents: [.closed, .medium, .large])

    /// One flavour: its hidden and shown storages, and a storage asking for `detent`.
    struct Flavour: CustomTestStringConvertible, Sendable {
        let name: String
        let hidden: BindingLoop.Storage
        let shown: BindingLoop.Storage
        let asking: @Sendable (DrawerDetent.Identifier) -> BindingLoop.Storage
        var testDescription: String { name }
    }

    static let flavours: [Flavour] = [
        Flavour(
            name: "isPresented + detent", hidden: .values(.presented(false, detent: .medium)),
            shown: .values(.presented(true, detent: .medium)), asking: { .values(.presented(true, detent: $0)) }),
        Flavour(
            name: "item + detent", hidden: .values(.item(isPresent: false, detent: .medium)),
            shown: .values(.item(isPresent: true, detent: .medium)),
            asking: { .values(.item(isPresent: true, detent: $0)) }),
        Flavour(
            name: "one state", hidden: .values(.state(.closed)), shown: .values(.state(.medium)),
            asking: { .values(.state($0)) }),
        Flavour(
            name: "ResizableSheetState", hidden: .sheetState(.closed), shown: .sheetState(.medium),
            asking: { .sheetState($0) }),
    ]

    @Test("hidden stays hidden: by code, by a swipe, over 100 rounds", arguments: flavours)
    func hiddenStaysHidden(_ flavour: Flavour) {
        var loop = BindingLoop(flavour.hidden, configuration: Self.configuration)
        loop.settle()
        #expect(!loop.isShown)
        #expect(loop.app == flavour.hidden)

        loop.set(flavour.shown)
        loop.settle()
        #expect(loop.resting == .medium)
        loop.set(flavour.hidden)
        loop.settle()
        #expect(!loop.isShown)
        #expect(loop.app == flavour.hidden)

        loop.set(flavour.shown)
        loop.settle()
        loop.swipeDown()
        loop.settle()
        #expect(!loop.isShown)
        #expect(!loop.app.values.asksShown, "the swipe is written back as hidden: \(loop.app)")
        for _ in 0..<100 {
            let wrote = loop.updateOnce()
            #expect(!wrote)
        }
        #expect(!loop.isShown)
    }

    @Test("a refused detent is answered once and settles in one round", arguments: flavours)
    func refusedDetent(_ flavour: Flavour) {
        var loop = BindingLoop(flavour.shown, configuration: Self.configuration)
        loop.settle()
        let rounds = loop.set(flavour.asking("nope"))
        #expect(rounds == 1, "one round writes the real detent back, the next writes nothing")
        #expect(loop.app == flavour.shown)
        let settleRounds = loop.settle()
        #expect(settleRounds == 0)
        #expect(loop.resting == .medium)
    }

    @Test("a binding flipped twice in one update ends at the last value", arguments: flavours)
    func flippedTwice(_ flavour: Flavour) {
        // hidden → shown → hidden before any frame: stays hidden, no write-back of "shown".
        var loop = BindingLoop(flavour.hidden, configuration: Self.configuration)
        loop.settle()
        loop.app = flavour.shown
        loop.sync.update(loop.app.values, in: &loop.model, time: loop.clock)
        loop.app = flavour.hidden
        loop.runUpdates()
        loop.settle()
        #expect(!loop.isShown)
        #expect(loop.app == flavour.hidden)

        // shown → hidden → shown: ends shown where the last value says.
        loop.set(flavour.asking(.large))
        loop.settle()
        #expect(loop.resting == .large)
        loop.app = flavour.hidden
        loop.sync.update(loop.app.values, in: &loop.model, time: loop.clock)
        loop.app = flavour.asking(.medium)
        loop.runUpdates()
        loop.settle()
        #expect(loop.resting == .medium)
        #expect(loop.app == flavour.asking(.medium))
        #expect(loop.written.allSatisfy { $0.isPresented != false && $0.state != .closed })
    }

    /// Found by the property test: the refusal of the first value, still pending, was stored
    /// after the second and reopened the drawer.
    @Test("a refused value then hidden in one update: hidden wins", arguments: flavours)
    func refusedThenHidden(_ flavour: Flavour) {
        var loop = BindingLoop(flavour.shown, configuration: Self.configuration)
        loop.settle()
        loop.app = flavour.asking("nope")
        loop.sync.update(loop.app.values, in: &loop.model, time: loop.clock)
        loop.app = flavour.hidden
        loop.runUpdates()
        loop.settle()
        #expect(loop.app == flavour.hidden)
        #expect(!loop.isShown)
    }

    @Test("no oscillation: 100 rounds after each change write nothing", arguments: flavours)
    func noOscillation(_ flavour: Flavour) {
        var loop = BindingLoop(flavour.hidden, configuration: Self.configuration)
        for storage in [flavour.shown, flavour.asking(.large), flavour.asking("nope"), flavour.hidden, flavour.shown] {
            loop.set(storage)
            loop.settle()
            let before = loop.app
            for _ in 0..<100 {
                let wrote = loop.updateOnce()
                #expect(!wrote)
                loop.clock += 1.0 / 60
                loop.model.tick(time: loop.clock)
                let wroteAfterFrame = loop.storeWriteBacks()
                #expect(!wroteAfterFrame)
            }
            #expect(loop.app == before)
        }
    }

    @Test("an always-present drawer's detent binding follows a swipe and is never hidden")
    func alwaysPresent() {
        var loop = BindingLoop(
            .values(.alwaysPresent(detent: .large)), configuration: DrawerConfiguration(detents: [.medium, .large]))
        loop.settle()
        #expect(loop.resting == .large)
        loop.swipeDown()
        loop.settle()
        #expect(loop.resting == .medium)
        #expect(loop.app == .values(.alwaysPresent(detent: .medium)))
        let refusedRounds = loop.set(.values(.alwaysPresent(detent: .closed)))
        #expect(refusedRounds == 1)
        #expect(loop.app == .values(.alwaysPresent(detent: .medium)))
    }
}
