import DrawerCore
import Foundation
import Testing

/// Issue 25 item 3 in the engine: a drawer that confirms its dismissals holds a person's close at
/// its threshold until the app answers.
@Suite("Engine: a dismissal the app can hold")
struct DismissalHoldTests {
    static func confirming(_ configure: (inout DrawerConfiguration) -> Void = { _ in }) -> DrawerEngine {
        EngineFactory.sheet { configuration in
            configuration.gesture.confirmsDismissal = true
            configure(&configuration)
        }
    }

    /// Swipes the drawer from medium towards closed and lets the spring run; returns the time.
    @discardableResult
    static func swipeDown(_ engine: inout DrawerEngine, at time: Double = 0) -> Double {
        let end = engine.drag(from: CGPoint(x: 195, y: 600), by: CGPoint(x: 0, y: 320), duration: 0.2, at: time)
        return engine.runWhileAnimating(from: end)
    }

    static func holds(_ engine: DrawerEngine) -> [DrawerDismissalHold] {
        engine.events.compactMap { if case .didHoldDismissal(let hold) = $0 { hold } else { nil } }
    }

    static func dismissals(_ engine: DrawerEngine) -> [DrawerDismissalCause] {
        engine.events.compactMap { if case .didDismiss(let cause) = $0 { cause } else { nil } }
    }

    @Test("the threshold is halfway between closed and the smallest open stop, for every container")
    func threshold() throws {
        var engine = Self.confirming()
        let medium = try #require(engine.stops.stop(for: .medium)).extent
        #expect(engine.dismissalThreshold == medium / 2)
        engine.setContainer(DrawerContainer(size: CGSize(width: 390, height: 500)), time: 0)
        #expect(engine.dismissalThreshold == 125)
        let noClosed = EngineFactory.sheet(detents: [.medium, .large])
        #expect(noClosed.dismissalThreshold == nil, "nothing to dismiss to")
    }

    @Test("a swipe that would close stops at the threshold, reports the swipe, and waits")
    func swipeHolds() throws {
        var engine = Self.confirming()
        let time = Self.swipeDown(&engine)
        #expect(Self.holds(engine) == [DrawerDismissalHold(id: 1, cause: .swipe)])
        #expect(Self.dismissals(engine).isEmpty)
        let threshold = try #require(engine.dismissalThreshold)
        #expect(abs(engine.frame.extent - threshold) < 0.01)
        #expect(!engine.isAnimating, "it waits without frames")
        #expect(!engine.isResting && engine.frame.restingDetent == nil, "resting on no detent")
        #expect(engine.detent == .medium, "the detent it came from")
        #expect(engine.dismissalHold == DrawerDismissalHold(id: 1, cause: .swipe))
        // Waiting does not end by itself.
        engine.tick(time: time + 60)
        #expect(engine.dismissalHold != nil && abs(engine.frame.extent - threshold) < 0.01)
    }

    @Test("stay: the drawer springs back to the detent it came from")
    func cancelSpringsBack() {
        var engine = Self.confirming()
        let time = Self.swipeDown(&engine)
        engine.clearEvents()
        let answered = engine.cancelDismissal(1, time: time)
        #expect(answered)
        #expect(engine.events.first == .didEndDismissalHold(DrawerDismissalHold(id: 1, cause: .swipe), outcome: .cancelled))
        #expect(engine.events.contains { if case .willSettle(.medium, _) = $0 { true } else { false } })
        engine.runUntilRest(from: time)
        #expect(engine.frame.restingDetent == .medium)
        #expect(engine.dismissalHold == nil)
        #expect(Self.dismissals(engine).isEmpty)
    }

    @Test("close: the drawer closes with the person's cause")
    func confirmCloses() {
        var engine = Self.confirming()
        let time = Self.swipeDown(&engine)
        let answered = engine.confirmDismissal(1, time: time)
        #expect(answered)
        engine.runUntilRest(from: time)
        #expect(engine.frame.restingDetent == .closed)
        #expect(Self.dismissals(engine) == [.swipe])
        #expect(engine.events.contains(.didEndDismissalHold(DrawerDismissalHold(id: 1, cause: .swipe), outcome: .confirmed)))
    }

    @Test("a dimming tap, Escape and a handle tap hold with their cause; the app's own close does not wait")
    func causes() {
        for cause in [DrawerDismissalCause.dimmingTap, .escape] {
            var engine = Self.confirming()
            let done = cause == .escape ? engine.accessibilityEscape(time: 0) : engine.dismiss(time: 0, cause: cause)
            #expect(done)
            let time = engine.runWhileAnimating(from: 0)
            #expect(Self.holds(engine) == [DrawerDismissalHold(id: 1, cause: cause)])
            #expect(abs(engine.frame.extent - (engine.dismissalThreshold ?? -1)) < 0.01)
            engine.confirmDismissal(1, time: time)
            engine.runUntilRest(from: time)
            #expect(Self.dismissals(engine) == [cause])
        }
        var cycling = Self.confirming { $0.gesture.cyclesDetentsOnHandleTap = true }
        cycling.move(to: .large, animated: false, time: 0)
        cycling.handleTapped(time: 0)
        #expect(Self.holds(cycling) == [DrawerDismissalHold(id: 1, cause: .handleTap)])
        var fromCode = Self.confirming()
        fromCode.dismiss(time: 0)
        fromCode.runUntilRest(from: 0)
        #expect(Self.holds(fromCode).isEmpty)
        #expect(Self.dismissals(fromCode) == [.programmatic])
    }

    @Test("without animation the hold starts at the threshold at once")
    func unanimated() {
        var engine = Self.confirming()
        engine.dismiss(animated: false, time: 0, cause: .escape)
        #expect(engine.dismissalHold?.cause == .escape)
        #expect(engine.frame.extent == engine.dismissalThreshold)
        #expect(!engine.isAnimating)
    }

    @Test("an answer counts once, for the hold it names")
    func answersOnce() {
        var engine = Self.confirming()
        var time = Self.swipeDown(&engine)
        let answer1 = engine.confirmDismissal(2, time: time)
        #expect(!answer1, "unknown id")
        let answer2 = engine.cancelDismissal(-1, time: time)
        #expect(!answer2, "unknown id")
        #expect(engine.dismissalHold?.id == 1, "still waiting")
        let answer3 = engine.cancelDismissal(1, time: time)
        #expect(answer3)
        engine.clearEvents()
        let answer4 = engine.cancelDismissal(1, time: time)
        #expect(!answer4, "answered twice")
        let answer5 = engine.confirmDismissal(1, time: time)
        #expect(!answer5, "answered twice, the other way")
        #expect(engine.events.isEmpty)
        time = engine.runUntilRest(from: time)
        // A second hold has a new id; the first's answer is stale.
        time = Self.swipeDown(&engine, at: time + 1)
        #expect(engine.dismissalHold?.id == 2)
        let answer6 = engine.confirmDismissal(1, time: time)
        #expect(!answer6, "stale id")
        #expect(engine.dismissalHold?.id == 2)
        let answer7 = engine.confirmDismissal(2, time: time)
        #expect(answer7)
        engine.runUntilRest(from: time)
        #expect(engine.frame.restingDetent == .closed)
        let answer8 = engine.confirmDismissal(2, time: time + 5)
        #expect(!answer8, "after it closed")
    }

    @Test("the hold survives a resize, at the new container's threshold, and comes back to its detent there")
    func survivesResize() throws {
        var engine = Self.confirming()
        var time = Self.swipeDown(&engine)
        let small = DrawerContainer(size: CGSize(width: 600, height: 400))
        engine.setContainer(small, time: time)
        #expect(engine.dismissalHold?.id == 1)
        #expect(engine.frame.extent == engine.dismissalThreshold)
        let smallMedium = try #require(engine.stops.stop(for: .medium)).extent
        #expect(engine.dismissalThreshold == smallMedium / 2)
        engine.setContainer(EngineFactory.phone, animated: true, time: time)
        time = engine.runWhileAnimating(from: time)
        #expect(engine.dismissalHold?.id == 1)
        #expect(abs(engine.frame.extent - (engine.dismissalThreshold ?? -1)) < 0.01)
        #expect(Self.dismissals(engine).isEmpty)
        // A resize while springing to the threshold retargets the spring.
        var springing = Self.confirming()
        let end = springing.drag(from: CGPoint(x: 195, y: 600), by: CGPoint(x: 0, y: 380), duration: 0.2, at: 0)
        springing.tick(time: end + 0.05)
        springing.setContainer(small, animated: true, time: end + 0.06)
        springing.runWhileAnimating(from: end + 0.06)
        #expect(abs(springing.frame.extent - (springing.dismissalThreshold ?? -1)) < 0.01)
        engine.cancelDismissal(1, time: time)
        engine.runUntilRest(from: time)
        #expect(engine.frame.restingDetent == .medium)
    }

    @Test("while the app decides, taps, Escape, the handle and accessibility steps are ignored")
    func otherRequestsIgnored() {
        var engine = Self.confirming { $0.gesture.cyclesDetentsOnHandleTap = true }
        let time = Self.swipeDown(&engine)
        let extent = engine.frame.extent
        engine.clearEvents()
        let answer9 = engine.dismiss(time: time, cause: .dimmingTap)
        #expect(!answer9)
        let answer10 = engine.accessibilityEscape(time: time)
        #expect(answer10, "the Escape is taken")
        let answer11 = engine.handleTapped(time: time)
        #expect(!answer11)
        let answer12 = engine.accessibilityIncrement(time: time)
        #expect(!answer12)
        let answer13 = engine.accessibilityDecrement(time: time)
        #expect(!answer13)
        engine.runWhileAnimating(from: time)
        #expect(engine.events.isEmpty)
        #expect(engine.frame.extent == extent)
        #expect(engine.dismissalHold?.id == 1)
    }

    @Test("a press that is no drag leaves the hold; a drag withdraws it and follows the finger")
    func dragWithdraws() throws {
        var engine = Self.confirming()
        var time = Self.swipeDown(&engine)
        let threshold = try #require(engine.dismissalThreshold)
        let point = CGPoint(x: 195, y: 844 - threshold / 2)
        engine.clearEvents()
        let answer14 = engine.dragBegan(at: point, time: time)
        #expect(answer14)
        engine.dragChanged(translation: CGPoint(x: 0, y: 3), time: time + 0.02)
        engine.dragEnded(time: time + 0.04)
        time = engine.runWhileAnimating(from: time + 0.04)
        #expect(engine.dismissalHold?.id == 1, "a tap on the content")
        #expect(abs(engine.frame.extent - threshold) < 0.01)
        #expect(engine.events.allSatisfy { if case .didMove = $0 { true } else { false } })
        // Now a real drag, up towards large.
        time = engine.drag(from: point, by: CGPoint(x: 0, y: -500), duration: 0.3, at: time)
        #expect(engine.dismissalHold == nil)
        let withdrawn = try #require(
            engine.events.firstIndex(of: .didEndDismissalHold(DrawerDismissalHold(id: 1, cause: .swipe), outcome: .withdrawn)))
        let began = try #require(engine.events.firstIndex { if case .willBeginDragging = $0 { true } else { false } })
        #expect(withdrawn < began, "the app hears the question is gone before the drag")
        engine.runUntilRest(from: time)
        #expect(engine.frame.restingDetent == .large)
        // And swiping down again asks again, with a new id.
        engine.clearEvents()
        let end = engine.drag(from: CGPoint(x: 195, y: 400), by: CGPoint(x: 0, y: 800), duration: 0.2, at: time + 2)
        engine.runWhileAnimating(from: end)
        #expect(Self.holds(engine).map(\.id) == [2])
    }

    @Test("a cancelled drag from the hold goes back to the detent it came from")
    func cancelledDragFromHold() {
        var engine = Self.confirming()
        let time = Self.swipeDown(&engine)
        engine.dragBegan(at: CGPoint(x: 195, y: 800), time: time)
        engine.dragChanged(translation: CGPoint(x: 0, y: -40), time: time + 0.05)
        engine.dragCancelled(time: time + 0.06)
        engine.runUntilRest(from: time + 0.06)
        #expect(engine.frame.restingDetent == .medium)
        #expect(engine.dismissalHold == nil)
    }

    @Test("the app's own move or close withdraws the hold, then acts")
    func appWithdraws() {
        var engine = Self.confirming()
        var time = Self.swipeDown(&engine)
        engine.clearEvents()
        let answer15 = engine.move(to: .large, time: time)
        #expect(answer15)
        #expect(engine.events.first == .didEndDismissalHold(DrawerDismissalHold(id: 1, cause: .swipe), outcome: .withdrawn))
        time = engine.runUntilRest(from: time)
        #expect(engine.frame.restingDetent == .large)
        engine.move(to: .medium, animated: false, time: time)
        time = Self.swipeDown(&engine, at: time + 1)
        #expect(engine.dismissalHold?.id == 2)
        engine.dismiss(time: time)
        engine.runUntilRest(from: time)
        #expect(Self.dismissals(engine) == [.programmatic])
        #expect(engine.dismissalHold == nil)
    }

    @Test("a configuration without a closed stop withdraws the hold and settles, announced")
    func configurationWithdraws() {
        var engine = Self.confirming()
        let time = Self.swipeDown(&engine)
        engine.clearEvents()
        var configuration = engine.configuration
        configuration.detents = [.medium, .large]
        engine.setConfiguration(configuration, time: time)
        #expect(engine.dismissalHold == nil)
        #expect(engine.events.first == .didEndDismissalHold(DrawerDismissalHold(id: 1, cause: .swipe), outcome: .withdrawn))
        #expect(engine.events.contains(.didSettle(.medium)))
        #expect(engine.frame.restingDetent == .medium)
        // Turning the option off keeps a waiting hold for its answer.
        var other = Self.confirming()
        let t = Self.swipeDown(&other)
        var off = other.configuration
        off.gesture.confirmsDismissal = false
        other.setConfiguration(off, time: t)
        #expect(other.dismissalHold?.id == 1)
    }

    @Test("no hold where there is nothing to keep: a drawer opened from closed and let go, a refused or redirected close")
    func noHold() {
        var fromClosed = Self.confirming()
        fromClosed.move(to: .closed, animated: false, time: 0)
        let end = fromClosed.drag(from: CGPoint(x: 195, y: 840), by: CGPoint(x: 0, y: -60), duration: 0.2, at: 1)
        fromClosed.runUntilRest(from: end)
        #expect(fromClosed.frame.restingDetent == .closed)
        #expect(Self.holds(fromClosed).isEmpty)
        var refused = Self.confirming { $0.gesture.isDismissible = false }
        refused.dismiss(time: 0, cause: .dimmingTap)
        #expect(refused.events == [.didAttemptToDismiss(cause: .dimmingTap)])
        var redirected = Self.confirming { configuration in
            configuration.willSettle = { $0.target == .closed ? .medium : nil }
        }
        Self.swipeDown(&redirected)
        #expect(Self.holds(redirected).isEmpty)
        #expect(redirected.frame.restingDetent == .medium)
        var plain = EngineFactory.sheet()
        Self.swipeDown(&plain)
        #expect(Self.holds(plain).isEmpty, "off by default")
        #expect(Self.dismissals(plain) == [.swipe])
    }
}

extension DrawerEngine {
    /// Ticks at 60 Hz from `time` while something animates (a held drawer waits without frames).
    @discardableResult
    mutating func runWhileAnimating(from time: Double, limit: Double = 10) -> Double {
        var clock = time
        while isAnimating && clock < time + limit {
            clock += 1.0 / 60
            tick(time: clock)
        }
        return clock
    }
}
