import DrawerCore
import Foundation
import Testing

/// Where a detent's name and its length disagree about "closed", found by the host fuzzer's
/// deterministic step (`make fuzz-host-smoke`, seed 1), each input kept in `Fuzz/host/regressions/`.
///
/// 1. A closed detent listed after an open detent of the same identifier is dropped by the
///    resolver (rule 2: the first detent with an identifier wins). The host and the stack checked
///    only that a closed detent was *listed*, so such a drawer had no stop at zero: a binding could
///    not hide it (an item binding set to `nil` was answered "shown" at every update, the smoke
///    step's stop at run ~2,500) and a stack could not close it with its spring
///    (`shadowed-closed-item-loop`).
/// 2. The resolver's fallback stop is named `large`; an app that named a closed detent `large`
///    made the host read the drawer shown at 844 pt as closed, so its selection binding was never
///    corrected (`fallback-named-like-closed-detent`).
/// 3. A fit detent measured at almost nothing collapses into the closed stop; a drawer presented
///    at it opened at zero: shown to its bindings, hidden on screen (`presented-at-fit-collapsed-to-zero`).
///    A page pushed with such a fit took a shown drawer there the same way; its bindings now say
///    hidden, as the screen does (`page-fit-collapsed-to-zero`, found by the hour-long run).
@Suite("Closed by name, open by length: the host fuzzer's smoke-step findings")
struct ClosedByNameAndLengthTests {
    /// The fuzzer's configuration, reduced: an open detent named `closed` (a custom length of 0,
    /// raised to the 10-pt minimum) listed before the real closed detent.
    static let configuration = DrawerConfiguration(
        edge: .trailing,
        detents: [.custom(identifier: .closed) { _ in 0 }, .closed, .medium],
        minimumPanelLength: 10)

    @Test("the resolver alone keeps the first namesake: no stop at zero (the rule the host must work with)")
    func resolverKeepsTheOpenNamesake() {
        let stops = DrawerDetentResolver(detents: Self.configuration.detents, minimumLength: 10)
            .resolve(in: DrawerContainer(size: CGSize(width: 390, height: 844)), edge: .trailing)
        #expect(stops.stop(for: .closed)?.extent == 10)
        #expect(!stops.stops.contains { $0.isClosed })
    }

    @Test("item = nil hides the drawer, and the update loop settles at once instead of answering 'shown' every round")
    func itemBindingHides() {
        var loop = BindingLoop(.values(.item(isPresent: true, detent: nil)), configuration: Self.configuration)
        loop.settle()
        #expect(loop.isShown)
        let writingRounds = loop.set(.values(.item(isPresent: false, detent: nil)))
        #expect(writingRounds == 0, "\(loop)")
        loop.settle()
        #expect(!loop.isShown, "\(loop)")
        #expect(loop.model.frame(of: BindingLoop.id)?.extent == 0)
        #expect(loop.app == .values(.item(isPresent: false, detent: nil)))
    }

    @Test("isPresented = false hides the drawer instead of being written back to true")
    func presentedBindingHides() {
        var loop = BindingLoop(.values(.presented(true, detent: nil)), configuration: Self.configuration)
        loop.settle()
        loop.set(.values(.presented(false, detent: nil)))
        loop.settle()
        #expect(!loop.isShown, "\(loop)")
        #expect(loop.app == .values(.presented(false, detent: nil)), "the app's false stays false")
    }

    @Test("a stacked drawer with a shadowed closed detent closes with its spring, then leaves the stack")
    func stackDismissAnimates() {
        var stack = DrawerStack<String>(container: DrawerContainer(size: CGSize(width: 390, height: 844)))
        stack.present("A", configuration: Self.configuration, detent: .medium, time: 0)
        var clock = 0.0
        while stack.tick(time: clock), clock < 10 { clock += 1.0 / 60 }
        stack.dismiss("A", time: clock)
        #expect(stack.layer("A")?.engine.isAnimating == true, "closing, not removed at once")
        while stack.tick(time: clock), clock < 20 { clock += 1.0 / 60 }
        #expect(stack.layer("A") == nil)
    }

    @Test("a drawer resting on the fallback stop is open, even when a closed detent is named like it: the selection follows")
    func fallbackNamedLikeClosedDetent() {
        // Nothing is supported, so the resolver's fallback `large` stop (844 pt) is all there is;
        // the app's own `large` is a closed detent.
        var configuration = DrawerConfiguration(detents: [DrawerDetent(identifier: .large, kind: .closed), .closed, .medium])
        configuration.supportedDetents = ["a"]
        var loop = BindingLoop(.values(.alwaysPresent(detent: .closed)), configuration: configuration)
        loop.settle()
        #expect(loop.model.frame(of: BindingLoop.id)?.extent == 844)
        #expect(loop.app == .values(.alwaysPresent(detent: .large)), "\(loop)")
    }

    @Test("a drawer presented at a fit detent that collapsed into the closed stop opens at its first open stop")
    func presentedAtCollapsedFit() {
        var loop = BindingLoop(
            .values(.presented(true, detent: .fit)), configuration: DrawerConfiguration(detents: [.closed, .fit, .medium, .large]),
            size: .zero)
        loop.model.setContentFittingLength(0.3, for: BindingLoop.id, time: 0)  // within the collapse tolerance of zero
        loop.model.setContainer(DrawerContainer(size: CGSize(width: 390, height: 844)), time: 0)
        _ = loop.storeWriteBacks()
        loop.settle()
        #expect(loop.model.frame(of: BindingLoop.id)?.extent == 422, "\(loop)")
        #expect(loop.app == .values(.presented(true, detent: .medium)), "the selection binding says where it opened")
        // Asked for again, the collapsed detent is refused like any detent that is no open stop.
        let rounds = loop.set(.values(.presented(true, detent: .fit)))
        loop.settle()
        #expect(rounds == 1, "one round writes the real detent back, the next writes nothing")
        #expect(loop.model.frame(of: BindingLoop.id)?.extent == 422, "\(loop)")
        #expect(loop.app == .values(.presented(true, detent: .medium)))
    }

    @Test("a shown drawer that a pushed page takes into the closed stop (its fit measured at almost nothing) is written back hidden")
    func pageFitCollapsedWritesHidden() {
        var loop = BindingLoop(
            .values(.presented(true, detent: .medium)), configuration: DrawerConfiguration(detents: [.closed, .medium, .large]))
        loop.settle()
        #expect(loop.model.frame(of: BindingLoop.id)?.extent == 422)
        loop.model.pushPage(DrawerPage(id: "p1", detents: [.fit, .large], fittingLength: 1e-39), on: BindingLoop.id, time: loop.clock)
        _ = loop.storeWriteBacks()
        loop.settle()
        #expect(loop.model.frame(of: BindingLoop.id)?.extent == 0, "\(loop)")
        #expect(!loop.app.values.asksShown, "the bindings say what the screen shows: \(loop)")
    }
}
