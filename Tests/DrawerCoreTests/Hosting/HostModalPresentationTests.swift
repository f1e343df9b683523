import DrawerCore
import Foundation
import Testing

/// Issue 47 (UIKit): a drawer presented through the platform's own modal presentation. The steps
/// UIKit's transitions and its presentation delegate get, as `DrawerModalPresentation` gives them
/// for the host model's events — the rules DrawerUIKit's presentation controller only carries out.
@Suite("Host model: a drawer in the platform's modal presentation")
struct HostModalPresentationTests {
    /// A presented drawer with its presentation's rule, the steps it gave, and the events seen.
    struct Presented {
        var host = HostHarness(options: .platformSlop)
        var rule = DrawerModalPresentation()
        var steps: [DrawerModalPresentation.Step] = []
        var seen = 0

        init(configuration: DrawerConfiguration = .sheet) {
            host.model.addDrawer("A", configuration: configuration, presentation: .presented(false), selection: .medium, time: 0)
            host.deliver()
            seen = host.delivered.count
        }

        /// The adapter's turn after an input: the new events of "A" through the rule.
        mutating func observe() {
            host.deliver()
            let events = host.delivered[seen...].compactMap { if case .drawer("A", let event) = $0 { event } else { nil } }
            seen = host.delivered.count
            guard let engine = host.model.engine(of: "A") else { return }
            steps += rule.steps(after: events, engine: engine)
        }

        /// Frames until nothing moves, the rule consulted after each.
        mutating func settle() {
            observe()
            var frames = 0
            while host.model.needsFrames && frames < 600 {
                host.clock += 1.0 / 60
                host.model.tick(time: host.clock)
                observe()
                frames += 1
            }
        }

        /// UIKit's presentation began: the adapter opens the drawer.
        mutating func present() {
            rule.presentationBegan()
            host.model.setPresentation(of: "A", .presented(true), time: host.clock)
            settle()
        }

        /// A swipe from the middle of the panel to near the bottom, released there.
        mutating func swipeDown() {
            host.drag(from: host.inside("A"), path: (1...12).map { CGPoint(x: 0, y: CGFloat($0) * 30) })
            observe()
        }
    }

    @Test("presenting ends its transition when the drawer rests open, once")
    func presentationFinishesAtRest() {
        var drawer = Presented()
        drawer.rule.presentationBegan()
        drawer.host.model.setPresentation(of: "A", .presented(true), time: 0)
        drawer.observe()
        #expect(drawer.steps.isEmpty, "the spring has only started")
        drawer.settle()
        #expect(drawer.host.resting("A") == .medium)
        #expect(drawer.steps == [.finishPresentation])
        #expect(drawer.rule.phase == .presented)
        drawer.settle()
        #expect(drawer.steps == [.finishPresentation], "a step is given once")
    }

    @Test("a swipe that closes the drawer is a person's dismissal: begun at the release, finished at rest")
    func swipeDismisses() {
        var drawer = Presented()
        drawer.present()
        drawer.swipeDown()
        #expect(drawer.host.model.engine(of: "A")?.closingCause == .swipe)
        #expect(drawer.steps == [.finishPresentation, .beginDismissal(byPerson: true)])
        #expect(drawer.rule.phase == .dismissing(byPerson: true))
        drawer.settle()
        #expect(drawer.host.resting("A") == .closed)
        #expect(drawer.steps.last == .finishDismissal(byPerson: true))
        #expect(drawer.rule.phase == .notPresented)
        #expect(drawer.host.model.engine(of: "A")?.closingCause == nil, "at rest nothing is closing")
    }

    @Test("a dimming tap is a person's dismissal too")
    func dimmingTapDismisses() {
        var drawer = Presented(
            configuration: DrawerConfiguration(detents: [.closed, .medium, .offsetFromFarEdge(60, identifier: .large)]))
        drawer.present()
        drawer.host.model.move("A", to: .large, time: drawer.host.clock)
        drawer.settle()
        #expect(drawer.host.model.tapped(at: CGPoint(x: 195, y: 20), time: drawer.host.clock) == .dimming("A"))
        drawer.observe()
        #expect(drawer.steps.last == .beginDismissal(byPerson: true))
        drawer.settle()
        #expect(drawer.steps.last == .finishDismissal(byPerson: true))
    }

    @Test("a drawer caught on its way out undoes the dismissal and stays presented")
    func caughtDrawerCancels() {
        var drawer = Presented()
        drawer.present()
        drawer.swipeDown()
        drawer.host.run(for: 0.05)
        drawer.observe()
        let point = CGPoint(x: 195, y: (drawer.host.model.frame(of: "A")?.visibleRect.minY ?? 0) + 5)
        #expect(drawer.host.model.dragBegan(at: point, time: drawer.host.clock) == "A")
        drawer.host.model.dragChanged(translation: CGPoint(x: 0, y: -40), time: drawer.host.clock + 0.05)
        drawer.observe()
        #expect(drawer.steps.last == .cancelDismissal(byPerson: true))
        #expect(drawer.rule.phase == .presented)
        drawer.host.model.dragChanged(translation: CGPoint(x: 0, y: -300), time: drawer.host.clock + 0.1)
        drawer.host.model.dragEnded(time: drawer.host.clock + 0.15, velocity: CGPoint(x: 0, y: -500))
        drawer.host.clock += 0.15
        drawer.settle()
        #expect(drawer.host.resting("A") != .closed)
        #expect(!drawer.steps.contains(.finishDismissal(byPerson: true)))
    }

    @Test("while the presentation refuses a person's close, a swipe springs back and is an attempt")
    func refusedSwipeIsAnAttempt() {
        var drawer = Presented()
        drawer.present()
        let refuses = DrawerModalPresentation.refusesPersonsDismissal(
            isModalInPresentation: true, delegateAllowsDismissal: { Issue.record("not asked when modal"); return true })
        #expect(refuses)
        drawer.host.model.setRefusesPersonsDismissal(refuses, of: "A", time: drawer.host.clock)
        #expect(drawer.host.model.refusesPersonsDismissal(of: "A"))
        #expect(drawer.host.model.engine(of: "A")?.configuration.gesture.isDismissible == false)
        drawer.swipeDown()
        drawer.settle()
        #expect(drawer.host.resting("A") == .medium)
        #expect(drawer.steps == [.finishPresentation, .attemptToDismiss])
        // The app's own close still works, and is not a person's.
        drawer.host.model.dismiss("A", time: drawer.host.clock)
        drawer.settle()
        #expect(drawer.steps.suffix(2) == [.beginDismissal(byPerson: false), .finishDismissal(byPerson: false)])
    }

    @Test("the delegate's answer refuses only when it says no; lifting the refusal restores the configuration")
    func delegateAnswer() {
        #expect(!DrawerModalPresentation.refusesPersonsDismissal(isModalInPresentation: false) { nil })
        #expect(!DrawerModalPresentation.refusesPersonsDismissal(isModalInPresentation: false) { true })
        #expect(DrawerModalPresentation.refusesPersonsDismissal(isModalInPresentation: false) { false })
        var drawer = Presented()
        drawer.present()
        drawer.host.model.setRefusesPersonsDismissal(true, of: "A", time: drawer.host.clock)
        drawer.host.model.setRefusesPersonsDismissal(false, of: "A", time: drawer.host.clock)
        #expect(drawer.host.model.engine(of: "A")?.configuration.gesture.isDismissible == true)
        drawer.swipeDown()
        drawer.settle()
        #expect(drawer.steps.last == .finishDismissal(byPerson: true))
    }

    @Test("a held dismissal is an attempt; the close the app confirms is the app's")
    func heldDismissal() throws {
        var configuration = DrawerConfiguration.sheet
        configuration.gesture.confirmsDismissal = true
        var drawer = Presented(configuration: configuration)
        drawer.present()
        drawer.swipeDown()
        drawer.settle()
        let hold = try #require(drawer.host.model.dismissalHold(of: "A"))
        #expect(drawer.steps == [.finishPresentation, .attemptToDismiss])
        #expect(drawer.host.model.engine(of: "A")?.closingCause == nil, "waiting at the threshold is not closing")
        drawer.host.model.confirmDismissal(of: "A", hold: hold.id, time: drawer.host.clock)
        drawer.observe()
        #expect(drawer.steps.last == .beginDismissal(byPerson: false))
        drawer.settle()
        #expect(drawer.steps.last == .finishDismissal(byPerson: false))
    }

    @Test("a dismissal the platform began waits for the drawer's spring and gives no begin step")
    func platformDismissal() {
        var drawer = Presented()
        drawer.present()
        drawer.rule.platformDismissalBegan()
        drawer.host.model.setPresentation(of: "A", .presented(false), time: drawer.host.clock)
        drawer.observe()
        #expect(drawer.host.model.engine(of: "A")?.closingCause == .programmatic)
        #expect(drawer.steps == [.finishPresentation])
        drawer.settle()
        #expect(drawer.steps == [.finishPresentation, .finishDismissal(byPerson: false)])
    }

    @Test("without animation: a close at once begins and finishes in one step list")
    func closeWithoutAnimation() {
        var drawer = Presented()
        drawer.present()
        drawer.host.model.move("A", to: .closed, animated: false, time: drawer.host.clock)
        drawer.observe()
        #expect(drawer.steps == [.finishPresentation, .beginDismissal(byPerson: false), .finishDismissal(byPerson: false)])
        drawer.rule.platformTransitionEnded(presented: false)
        #expect(drawer.rule.phase == .notPresented)
    }

    @Test("the transition's duration is the spring's settling time over the drawer's length")
    func transitionDuration() throws {
        var drawer = Presented()
        drawer.present()
        let engine = try #require(drawer.host.model.engine(of: "A"))
        let duration = DrawerModalPresentation.transitionDuration(of: engine)
        #expect(duration > 0.2 && duration < 2, "\(duration)")
        let empty = DrawerEngine(container: DrawerContainer(size: .zero))
        #expect(DrawerModalPresentation.transitionDuration(of: empty) == 0)
    }
}
