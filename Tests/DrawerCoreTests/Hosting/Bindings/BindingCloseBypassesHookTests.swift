import DrawerCore
import Foundation
import PropertyBased
import Testing

/// Found by the host fuzzer's hour-long run (`Fuzz/host/regressions/hook-redirects-binding-close`):
/// with a `willSettle` hook that sends every settle to an open detent, an item binding set to
/// `nil` never closed the drawer. The hook redirected the binding's close; the host wrote back
/// "shown", which an item binding cannot store; the next update said "hidden" again, for ever
/// (100 writing rounds out of 100 in `BindingLoop`). A binding's close is the app's answer
/// already, so the hook is not asked; every other settle still is.
@Suite("A binding's close is not proposed to the willSettle hook")
struct BindingCloseBypassesHookTests {
    /// A drawer whose hook sends every settle to medium, recording each proposal.
    static func configuration(recording proposals: ProposalLog? = nil) -> DrawerConfiguration {
        var configuration = DrawerConfiguration(detents: [.closed, .medium, .large])
        configuration.willSettle = { proposal in
            proposals?.append(proposal)
            return .medium
        }
        return configuration
    }

    /// A thread-safe list of the proposals the hook saw.
    final class ProposalLog: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: [DrawerSettleProposal] = []
        func append(_ proposal: DrawerSettleProposal) { lock.withLock { stored.append(proposal) } }
        var proposals: [DrawerSettleProposal] { lock.withLock { stored } }
    }

    @Test(
        "a binding set to hidden closes the drawer at once and the loop settles",
        arguments: [
            BindingLoop.Storage.values(.item(isPresent: true, detent: .medium)),
            .values(.presented(true, detent: .medium)),
            .values(.state(.medium)),
            .sheetState(.medium),
        ])
    func bindingCloses(start: BindingLoop.Storage) {
        var loop = BindingLoop(start, configuration: Self.configuration())
        loop.settle()
        #expect(loop.isShown)
        let hidden: BindingLoop.Storage =
            switch start {
            case .values(.item): .values(.item(isPresent: false, detent: .medium))
            case .values(.presented): .values(.presented(false, detent: .medium))
            case .values: .values(.state(.closed))
            case .sheetState: .sheetState(.closed)
            }
        let writing = loop.set(hidden)
        #expect(writing <= 2, "\(loop)")
        loop.settle()
        #expect(!loop.isShown, "\(loop)")
        #expect(!loop.app.values.asksShown, "\(loop)")
    }

    @Test("the hook is still asked about every other settle: a command's close, a move, a release")
    func otherSettlesStillAsk() {
        let log = ProposalLog()
        var loop = BindingLoop(.values(.presented(false, detent: .large)), configuration: Self.configuration(recording: log))
        loop.settle()
        loop.set(.values(.presented(true, detent: .large)))
        loop.settle()
        #expect(loop.resting == .medium, "the binding's opening was redirected: \(loop)")
        _ = loop.model.dismiss(BindingLoop.id, time: loop.clock)
        loop.settle()
        #expect(loop.resting == .medium, "a command's close was redirected: \(loop)")
        loop.swipeDown()
        loop.settle()
        #expect(loop.resting == .medium, "a release was redirected: \(loop)")
        let reasons = log.proposals.map(\.reason)
        #expect(reasons.contains(.release) && reasons.contains(.programmatic), "\(reasons)")
        let count = log.proposals.count
        loop.set(.values(.presented(false, detent: .medium)))
        loop.settle()
        #expect(!loop.isShown, "\(loop)")
        #expect(log.proposals.count == count, "the binding's close asked nobody: \(log.proposals.suffix(2))")
    }

    @Test("whatever the hook answers, a binding set to hidden ends hidden and agrees with the screen")
    func anyHook() async {
        let detents: [DrawerDetent.Identifier] = [.closed, .medium, .large, "nope"]
        await boundedPropertyCheck(count: 60, input: Gen.int(in: 0...3), Gen.int(in: 0...1), Gen.int(in: 0...2)) {
            answer, flavour, start in
            var configuration = DrawerConfiguration(detents: [.closed, .medium, .large])
            let redirect = detents[answer]
            configuration.willSettle = { _ in redirect }
            let opened = detents[1 + start % 2]
            let storage: BindingLoop.Storage =
                flavour == 0
                ? .values(.item(isPresent: true, detent: opened)) : .values(.presented(true, detent: opened))
            var loop = BindingLoop(storage, configuration: configuration)
            loop.settle()
            let hidden: BindingLoop.Storage =
                flavour == 0
                ? .values(.item(isPresent: false, detent: opened)) : .values(.presented(false, detent: opened))
            #expect(loop.set(hidden) <= 2, "\(loop)")
            loop.settle()
            #expect(!loop.isShown, "hook answers \(redirect): \(loop)")
            #expect(!loop.app.values.asksShown, "hook answers \(redirect): \(loop)")
        }
    }
}
