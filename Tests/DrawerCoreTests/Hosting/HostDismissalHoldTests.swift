import DrawerCore
import Foundation
import Testing

/// Issue 25 item 3 through the host model: holds named across drawers, bindings, and the
/// bad-input rules for answers, as an adapter calls them.
@Suite("Host model: a dismissal the app can hold")
struct HostDismissalHoldTests {
    static var confirming: DrawerConfiguration {
        var configuration = DrawerConfiguration.sheet
        configuration.gesture.confirmsDismissal = true
        return configuration
    }

    static func host(ids: [String] = ["A"], presented: Bool = false) -> HostHarness {
        var host = HostHarness(options: .platformSlop)
        for id in ids {
            host.model.addDrawer(
                id, configuration: confirming, presentation: presented ? .presented(true) : .alwaysPresent,
                selection: .medium, time: 0)
            if presented { host.presented[id] = true }
        }
        host.deliver()
        return host
    }

    static func holds(_ host: HostHarness, _ id: String) -> [DrawerDismissalHold] {
        host.delivered.compactMap { if case .drawer(id, .didHoldDismissal(let hold)) = $0 { hold } else { nil } }
    }

    static func ends(_ host: HostHarness, _ id: String) -> [DrawerDismissalHold.Outcome] {
        host.delivered.compactMap { if case .drawer(id, .didEndDismissalHold(_, let outcome)) = $0 { outcome } else { nil } }
    }

    static func dismissals(_ host: HostHarness, _ id: String) -> [DrawerDismissalCause] {
        host.delivered.compactMap { if case .drawer(id, .didDismiss(let cause)) = $0 { cause } else { nil } }
    }

    @Test("a dimming tap holds; the drawer comes to rest at the threshold, still and presented, until confirmed")
    func dimmingTapThenConfirm() throws {
        var host = Self.host(presented: true)
        let tapped = host.model.tapped(at: CGPoint(x: 195, y: 40), time: 0.1)
        #expect(tapped == .dimming("A"))
        host.settle()
        let hold = try #require(Self.holds(host, "A").first)
        #expect(hold.cause == .dimmingTap)
        #expect(host.model.dismissalHold(of: "A") == hold)
        #expect(host.cameToRest("A"), "waiting is still: the adapter stops its frames and reports it")
        #expect(!host.model.isBusy("A") && !host.model.needsFrames)
        let threshold = try #require(host.model.engine(of: "A")?.dismissalThreshold)
        #expect(abs((host.model.frame(of: "A")?.extent ?? 0) - threshold) < 0.01)
        #expect(host.presented["A"] == true, "nothing written back while the app decides")
        let confirmed = host.model.confirmDismissal(of: "A", hold: hold.id, time: host.clock)
        #expect(confirmed)
        host.settle()
        #expect(host.resting("A") == .closed)
        #expect(Self.dismissals(host, "A") == [.dimmingTap])
        #expect(host.presented["A"] == false, "written back as any dismissal")
        #expect(host.model.dismissalHold(of: "A") == nil)
    }

    @Test("Escape holds and is taken; cancel springs back to the detent, the binding untouched")
    func escapeThenCancel() throws {
        var host = Self.host(presented: true)
        let taken = host.model.escape(time: 0.1)
        #expect(taken)
        host.settle()
        let hold = try #require(Self.holds(host, "A").first)
        #expect(hold.cause == .escape)
        let again = host.model.escape(time: host.clock)
        #expect(again, "taken while waiting, and ignored")
        let cancelled = host.model.cancelDismissal(of: "A", hold: hold.id, time: host.clock)
        #expect(cancelled)
        host.settle()
        #expect(host.resting("A") == .medium)
        #expect(Self.holds(host, "A").count == 1)
        #expect(Self.ends(host, "A") == [.cancelled])
        #expect(Self.dismissals(host, "A").isEmpty)
        #expect(host.presented["A"] == true)
    }

    @Test("a swipe holds; the hold survives a window resize at the new threshold")
    func swipeAndResize() throws {
        var host = Self.host()
        host.drag(from: CGPoint(x: 195, y: 600), path: (1...12).map { CGPoint(x: 0, y: CGFloat($0) * 30) })
        host.settle()
        let hold = try #require(Self.holds(host, "A").first)
        #expect(hold.cause == .swipe)
        host.model.setContainer(DrawerContainer(size: CGSize(width: 844, height: 390)), time: host.clock)
        host.settle()
        let engine = try #require(host.model.engine(of: "A"))
        #expect(host.model.dismissalHold(of: "A") == hold)
        #expect(engine.frame.extent == engine.dismissalThreshold)
        let kept = host.model.cancelDismissal(of: "A", hold: hold.id, time: host.clock)
        #expect(kept)
        host.settle()
        #expect(host.resting("A") == .medium)
    }

    @Test("bad answers do nothing: twice, unknown, another drawer's, a removed drawer's, unknown drawer")
    func badAnswers() throws {
        var host = Self.host(ids: ["A", "B"])
        host.model.dismiss("B", time: 0.1, cause: .dimmingTap)
        host.model.dismiss("A", time: 0.1, cause: .dimmingTap)
        host.settle()
        let a = try #require(Self.holds(host, "A").first)
        let b = try #require(Self.holds(host, "B").first)
        #expect(a.id != b.id, "named across the host, though each engine counted its own first hold")
        var answers: [Bool] = []
        answers.append(host.model.confirmDismissal(of: "A", hold: b.id, time: host.clock))
        answers.append(host.model.cancelDismissal(of: "B", hold: a.id, time: host.clock))
        answers.append(host.model.confirmDismissal(of: "A", hold: 12345, time: host.clock))
        answers.append(host.model.confirmDismissal(of: "nobody", hold: a.id, time: host.clock))
        #expect(answers == [false, false, false, false])
        #expect(host.model.dismissalHold(of: "A") == a && host.model.dismissalHold(of: "B") == b, "both still wait")
        let first = host.model.cancelDismissal(of: "A", hold: a.id, time: host.clock)
        let twice = host.model.cancelDismissal(of: "A", hold: a.id, time: host.clock)
        let otherWay = host.model.confirmDismissal(of: "A", hold: a.id, time: host.clock)
        #expect(first && !twice && !otherWay)
        host.deliver()
        let before = host.delivered.count
        host.model.removeDrawer("B")
        let gone = host.model.confirmDismissal(of: "B", hold: b.id, time: host.clock)
        #expect(!gone)
        host.model.addDrawer("B", configuration: Self.confirming, selection: .medium, time: host.clock)
        let reborn = host.model.confirmDismissal(of: "B", hold: b.id, time: host.clock)
        #expect(!reborn, "a drawer added again under the same id has no hold")
        host.deliver()
        #expect(!host.delivered[before...].contains { if case .drawer(_, .didDismiss) = $0 { true } else { false } })
        host.settle()
        #expect(host.resting("A") == .medium)
    }

    @Test("the handle, a second tap and the binding: ignored, ignored, withdraws and closes")
    func whileWaiting() throws {
        var host = Self.host(presented: true)
        host.model.tapped(at: CGPoint(x: 195, y: 40), time: 0.1)
        host.settle()
        let extent = host.model.frame(of: "A")?.extent
        let handle = host.model.activateHandle("A", time: host.clock)
        let tap = host.model.dimmingTapped("A", time: host.clock)
        #expect(!handle && !tap)
        host.settle()
        #expect(host.model.frame(of: "A")?.extent == extent)
        #expect(Self.holds(host, "A").count == 1)
        host.presented["A"] = false
        host.model.setPresentation(of: "A", .presented(false), time: host.clock)
        host.settle()
        #expect(Self.ends(host, "A") == [.withdrawn])
        #expect(Self.dismissals(host, "A") == [.programmatic])
        #expect(host.resting("A") == .closed)
    }

    @Test("a drag on the waiting drawer withdraws the hold; the pointer's press alone does not")
    func dragWithdraws() throws {
        var host = Self.host()
        host.model.escape(time: 0.1)
        host.settle()
        let point = CGPoint(x: 195, y: 800)
        host.drag(from: point, path: [])
        host.settle()
        #expect(host.model.dismissalHold(of: "A") != nil)
        host.drag(from: point, path: (1...10).map { CGPoint(x: 0, y: -CGFloat($0) * 40) })
        host.settle()
        #expect(host.model.dismissalHold(of: "A") == nil)
        #expect(Self.ends(host, "A") == [.withdrawn])
        #expect(host.resting("A") != .closed)
    }
}
