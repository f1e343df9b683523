import DrawerCore
import Foundation
import Testing

@Suite("Engine behaviour")
struct DrawerEngineTests {
    @Test("starts at the requested detent, or the smallest stop when it is not active")
    func initialDetent() {
        #expect(EngineFactory.sheet(initial: .large).frame.extent == 844)
        let fallback = EngineFactory.sheet(initial: "nope")
        #expect(fallback.detent == .closed)
        #expect(fallback.frame.restingDetent == .closed)
    }

    @Test("once claimed, the grabbed point stays under the finger: the slop counts too")
    func tracking() {
        var engine = EngineFactory.sheet()
        let result1 = engine.dragBegan(at: CGPoint(x: 195, y: 500), time: 0)
        #expect(result1)
        engine.dragChanged(translation: CGPoint(x: 0, y: -6), time: 0.016)
        #expect(engine.dragState == .pending)
        #expect(engine.frame.extent == 422)
        engine.dragChanged(translation: CGPoint(x: 0, y: -110), time: 0.032)
        #expect(engine.dragState == .tracking)
        #expect(abs(engine.frame.extent - 532) <= 0.5, "110 pt of travel, 110 pt of drawer")
        engine.dragChanged(translation: CGPoint(x: 0, y: -240), time: 0.048)
        #expect(abs(engine.frame.extent - (422 + 240)) <= 0.5)
        #expect(!engine.frame.isContentInteractive)
    }

    @Test("a mostly sideways drag is left to the content")
    func sidewaysRejected() {
        var engine = EngineFactory.sheet()
        engine.dragBegan(at: CGPoint(x: 195, y: 500), time: 0)
        engine.dragChanged(translation: CGPoint(x: 30, y: -4), time: 0.02)
        #expect(engine.dragState == .none)
        #expect(engine.frame.extent == 422)
    }

    @Test("rubber band past the top stop, never past the far edge")
    func rubberBand() {
        var engine = EngineFactory.sheet(detents: [.closed, .medium, .fraction(0.8, identifier: .large)], initial: .large)
        engine.dragBegan(at: CGPoint(x: 195, y: 300), time: 0)
        engine.dragChanged(translation: CGPoint(x: 0, y: -110), time: 0.1)
        let stretched = engine.frame.extent - 675.2
        #expect(stretched > 0 && stretched < 110, "110 pt of finger gives less than 110 pt of drawer")
        #expect(abs(stretched - 110 * 0.55 * 844 / (844 + 0.55 * 110)) < 0.01, "Grant Paul's formula with c = 0.55")
        engine.dragChanged(translation: CGPoint(x: 0, y: -100_000), time: 0.2)
        #expect(engine.frame.extent <= 844)
        engine.dragEnded(time: 0.3)
        engine.runUntilRest(from: 0.3)
        #expect(engine.frame.restingDetent == .large)
    }

    @Test("without a rubber band the drawer stops dead at the outermost stops")
    func noRubberBand() {
        var engine = EngineFactory.sheet(initial: .large) { $0.gesture.rubberBand = nil }
        engine.dragBegan(at: CGPoint(x: 195, y: 300), time: 0)
        engine.dragChanged(translation: CGPoint(x: 0, y: -300), time: 0.1)
        #expect(engine.frame.extent == 844)
        engine.dragChanged(translation: CGPoint(x: 0, y: -200), time: 0.2)
        #expect(engine.frame.extent == 744, "reversing direction responds at once: no dead travel to unwind")
    }

    @Test("programmatic-only detents are not stops for a drag but reachable from code (seed 000)")
    func programmaticOnly() {
        var engine = EngineFactory.sheet(detents: [.small, .medium, .large], initial: .small) {
            $0.dragDetents = [.small, .large]
        }
        var time = engine.drag(from: CGPoint(x: 195, y: 830), by: CGPoint(x: 0, y: -380), duration: 1, at: 0)
        // 42 + 370 = 412, right at medium, but medium is not interactive: nearest interactive.
        time = engine.runUntilRest(from: time)
        #expect(engine.frame.restingDetent == .small || engine.frame.restingDetent == .large)
        #expect(engine.frame.restingDetent != .medium)
        let result2 = engine.move(to: .medium, time: time)
        #expect(result2)
        engine.runUntilRest(from: time)
        #expect(engine.frame.restingDetent == .medium)
    }

    @Test("events: will begin, did move, will settle, did settle, did dismiss")
    func events() {
        var engine = EngineFactory.sheet()
        var seen: [DrawerEvent] = []
        engine.dragBegan(at: CGPoint(x: 195, y: 500), time: 0)
        engine.dragChanged(translation: CGPoint(x: 0, y: 40), time: 0.05)
        engine.dragChanged(translation: CGPoint(x: 0, y: 90), time: 0.1)
        engine.dragEnded(time: 0.11, velocity: CGPoint(x: 0, y: 2000))
        engine.drainEvents { seen.append($0) }
        engine.runUntilRest(from: 0.11)
        engine.drainEvents { seen.append($0) }
        #expect(seen.first == .willBeginDragging(from: .medium))
        #expect(seen.contains(.willSettle(target: .closed, velocity: -2000)))
        #expect(Array(seen.suffix(2)) == [.didSettle(.closed), .didDismiss(cause: .swipe)])
        #expect(seen.contains { if case .didMove = $0 { true } else { false } })
        #expect(engine.events.isEmpty)
    }

    @Test("the willSettle hook can redirect a release (FloatingPanel's targetState)")
    func willSettleHook() {
        var engine = EngineFactory.sheet { configuration in
            configuration.willSettle = { proposal in proposal.target == .closed ? .medium : nil }
        }
        let time = engine.drag(from: CGPoint(x: 195, y: 500), by: CGPoint(x: 0, y: 300), duration: 0.2, at: 0)
        engine.runUntilRest(from: time)
        #expect(engine.frame.restingDetent == .medium)
    }

    @Test("not dismissible: a swipe, an Escape or a dimming tap only reports an attempt; the app can still close it")
    func notDismissible() {
        var engine = EngineFactory.sheet { $0.gesture.isDismissible = false }
        engine.dragBegan(at: CGPoint(x: 195, y: 500), time: 0)
        engine.dragChanged(translation: CGPoint(x: 0, y: 300), time: 0.1)
        #expect(engine.frame.extent > 422 - 300, "below medium it rubber-bands instead of following 1:1")
        #expect(engine.frame.extent < 422)
        engine.dragEnded(time: 0.11, velocity: CGPoint(x: 0, y: 2000))
        engine.runUntilRest(from: 0.11)
        #expect(engine.frame.restingDetent == .medium)
        #expect(engine.events.contains(.didAttemptToDismiss(cause: .swipe)))
        #expect(!engine.events.contains { if case .didDismiss = $0 { true } else { false } })
        engine.clearEvents()
        let escape = engine.accessibilityEscape(time: 5)
        #expect(escape, "the Escape is consumed: it was answered with an attempt")
        let tap = engine.dismiss(time: 5.1, cause: .dimmingTap)
        #expect(!tap)
        #expect(engine.events == [.didAttemptToDismiss(cause: .escape), .didAttemptToDismiss(cause: .dimmingTap)])
        #expect(engine.frame.restingDetent == .medium)
        let fromCode = engine.dismiss(time: 6)
        #expect(fromCode)
        engine.runUntilRest(from: 6)
        #expect(engine.events.last == .didDismiss(cause: .programmatic))
    }

    @Test("every dismissal carries its cause")
    func dismissalCauses() {
        var engine = EngineFactory.sheet()
        engine.dismiss(time: 0, cause: .dimmingTap)
        engine.runUntilRest(from: 0)
        #expect(engine.events.last == .didDismiss(cause: .dimmingTap))
        engine.move(to: .medium, time: 2)
        engine.runUntilRest(from: 2)
        engine.accessibilityEscape(time: 4)
        engine.runUntilRest(from: 4)
        #expect(engine.events.last == .didDismiss(cause: .escape))
        engine.move(to: .medium, animated: false, time: 6)
        engine.accessibilityDecrement(time: 7)
        engine.runUntilRest(from: 7)
        #expect(engine.events.last == .didDismiss(cause: .escape), "the accessibility decrement to closed")
        engine.move(to: .medium, animated: false, time: 9)
        engine.clearEvents()
        engine.dismiss(animated: false, time: 10)
        #expect(engine.events.contains(.didDismiss(cause: .programmatic)))
    }

    @Test("a resize keeps the detent; a keyboard animates the drawer above it")
    func resizeAndKeyboard() {
        var engine = EngineFactory.sheet(detents: [.closed, .points(300, identifier: "peek"), .medium, .large], initial: "peek")
        engine.setContainer(DrawerContainer(size: CGSize(width: 844, height: 390)), time: 1)
        #expect(engine.frame.restingDetent == "peek")
        #expect(engine.frame.extent == 300)
        engine.setContainer(
            DrawerContainer(size: CGSize(width: 390, height: 844), obstruction: DrawerInsets(bottom: 336)), animated: true,
            time: 2)
        #expect(engine.detent == "peek")
        engine.runUntilRest(from: 2)
        #expect(engine.frame.restingDetent == "peek")
        #expect(abs(engine.frame.visibleRect.maxY - (844 - 336)) < 1e-9, "the drawer rests on the keyboard")
    }

    @Test("a detent that becomes inactive hands over to the nearest stop")
    func inactiveAfterResize() {
        let tallOnly = DrawerDetent.custom(identifier: "tall") { $0.containerLength > 600 ? 500 : nil }
        var engine = EngineFactory.sheet(detents: [.closed, tallOnly, .large], initial: "tall")
        engine.setContainer(DrawerContainer(size: CGSize(width: 844, height: 390)), time: 1)
        #expect(engine.frame.restingDetent == .large)
    }

    @Test("reduce motion settles faster and without overshoot")
    func reduceMotion() {
        func settle(reduced: Bool) -> (time: Double, overshoot: CGFloat) {
            var engine = EngineFactory.sheet(initial: .closed) { $0.spring = .bouncy }
            engine.setReduceMotion(reduced, time: 0)
            engine.move(to: .large, time: 0)
            var clock = 0.0
            var peak: CGFloat = 0
            while !engine.isResting {
                clock += 1.0 / 60
                engine.tick(time: clock)
                peak = max(peak, engine.frame.extent)
            }
            return (clock, peak - 844)
        }
        let normal = settle(reduced: false)
        let reduced = settle(reduced: true)
        #expect(reduced.time < normal.time)
        #expect(reduced.overshoot <= 0)
    }

    @Test("reduce motion toggled mid-animation continues from where the drawer is")
    func reduceMotionMidFlight() {
        var engine = EngineFactory.sheet(initial: .closed)
        engine.move(to: .large, time: 0)
        engine.tick(time: 0.1)
        let before = engine.frame.extent
        engine.setReduceMotion(true, time: 0.1)
        engine.tick(time: 0.1)
        #expect(engine.frame.extent == before)
        engine.runUntilRest(from: 0.1)
        #expect(engine.frame.restingDetent == .large)
    }

    @Test("accessibility: value, increment, decrement, escape")
    func accessibility() {
        var engine = EngineFactory.sheet { $0.accessibilityLabels = .english }
        #expect(engine.accessibilityValue == "Half expanded")
        let result4 = engine.accessibilityIncrement(time: 0)
        #expect(result4)
        engine.runUntilRest(from: 0)
        #expect(engine.accessibilityValue == "Expanded")
        let result5 = engine.accessibilityIncrement(time: 5)
        #expect(!result5)
        let result6 = engine.accessibilityDecrement(time: 5)
        #expect(result6)
        engine.runUntilRest(from: 5)
        #expect(engine.frame.restingDetent == .medium)
        let result7 = engine.accessibilityEscape(time: 10)
        #expect(result7)
        engine.runUntilRest(from: 10)
        #expect(engine.frame.restingDetent == .closed)
        let result8 = engine.accessibilityEscape(time: 20)
        #expect(!result8, "already closed: let the event go on")
    }

    @Test("a wheel over the list expands the drawer first, then scrolls; quiet snaps")
    func wheel() {
        var engine = EngineFactory.sheet()
        engine.updateContentScroll(DrawerScrollState(offset: 0, contentLength: 2000, viewportLength: 800))
        var time = 0.0
        for _ in 0..<30 {
            time += 1.0 / 60
            engine.scrollWheel(delta: CGPoint(x: 0, y: 20), time: time)
        }
        #expect(engine.frame.extent == 844)
        #expect(engine.frame.contentOffset == 178)
        engine.runUntilRest(from: time)
        #expect(engine.frame.restingDetent == .large)
    }

    @Test("content keeps gliding after a flick that ended in the list")
    func contentGlide() {
        var engine = EngineFactory.sheet(initial: .large)
        engine.updateContentScroll(DrawerScrollState(offset: 100, contentLength: 3000, viewportLength: 800))
        engine.dragBegan(at: CGPoint(x: 195, y: 400), time: 0, overScrollableContent: true)
        engine.dragChanged(translation: CGPoint(x: 0, y: -60), time: 0.05)
        engine.dragEnded(time: 0.06, velocity: CGPoint(x: 0, y: -1500))
        #expect(engine.frame.restingDetent == .large)
        #expect(engine.isAnimating)
        let offsetAtRelease = engine.frame.contentOffset
        engine.runUntilRest(from: 0.06)
        #expect(engine.frame.contentOffset > offsetAtRelease + 500)
        #expect(engine.frame.extent == 844)
    }

    @Test("hostile input: NaN, infinities, out-of-order time, end without begin, begin twice")
    func hostileInput() {
        var engine = EngineFactory.sheet()
        engine.dragEnded(time: 1)
        engine.dragChanged(translation: CGPoint(x: 0, y: 50), time: 1)
        #expect(engine.frame.extent == 422)
        let result9 = engine.dragBegan(at: CGPoint(x: CGFloat.nan, y: 500), time: 1)
        #expect(!result9)
        engine.dragBegan(at: CGPoint(x: 195, y: 500), time: .nan)
        engine.dragBegan(at: CGPoint(x: 195, y: 500), time: 2)
        engine.dragChanged(translation: CGPoint(x: 0, y: CGFloat.infinity), time: 2.1)
        engine.dragChanged(translation: CGPoint(x: 0, y: -80), time: 1.5)
        engine.dragEnded(time: -.infinity, velocity: CGPoint(x: CGFloat.nan, y: 1e300))
        engine.setContainer(DrawerContainer(size: CGSize(width: CGFloat.nan, height: -1)), time: 3)
        engine.setContainer(EngineFactory.phone, time: 4)
        engine.runUntilRest(from: 4)
        #expect(engine.frame.extent.isFinite)
        #expect(engine.isResting)
        #expect(engine.stops.stop(for: engine.detent)?.extent == engine.frame.extent)
    }

    @Test("a press during a wheel gesture ends the wheel gesture first (found by the GTK storm)")
    func pressEndsWheel() {
        var engine = EngineFactory.sheet()
        engine.updateContentScroll(DrawerScrollState(offset: 0, contentLength: 2000, viewportLength: 800))
        engine.scrollWheel(delta: CGPoint(x: 0, y: 30), time: 0.01)
        engine.clearEvents()
        let accepted = engine.dragBegan(at: CGPoint(x: 195, y: 500), time: 0.05)
        #expect(accepted)
        #expect(engine.events.contains { if case .willSettle = $0 { true } else { false } })
        engine.dragChanged(translation: CGPoint(x: 0, y: -40), time: 0.1)
        let begins = engine.events.filter { if case .willBeginDragging = $0 { true } else { false } }
        #expect(begins.count == 1, "one begin for the new drag; the wheel's ended with a settle")
    }

    @Test("a resize that jumps a closing drawer shut reports the dismissal")
    func resizeWhileClosing() {
        var engine = EngineFactory.sheet()
        engine.dismiss(time: 0)
        engine.tick(time: 0.05)
        engine.clearEvents()
        engine.setContainer(DrawerContainer(size: CGSize(width: 500, height: 700)), time: 0.06)
        #expect(
            engine.events.filter { if case .didMove = $0 { false } else { true } } == [
                .didSettle(.closed), .didDismiss(cause: .programmatic),
            ])
    }
}

@Suite("Closed drawers and the edge region")
struct ClosedDrawerEdgeRegionTests {
    @Test("with default options a closed sheet is pulled up from its bottom 32 pt; presses elsewhere are the app's")
    func closedSheetOpensFromEdge() {
        var engine = EngineFactory.sheet(initial: .closed)
        let far = engine.dragBegan(at: CGPoint(x: 195, y: 700), time: 0)
        #expect(!far, "144 pt above the edge")
        let near = engine.dragBegan(at: CGPoint(x: 195, y: 830), time: 0.1)
        #expect(near, "14 pt above the edge")
        engine.dragChanged(translation: CGPoint(x: 0, y: -300), time: 0.3)
        #expect(abs(engine.frame.extent - 300) <= 0.5)
        engine.dragEnded(time: 0.5, velocity: .zero)
        engine.runUntilRest(from: 0.5)
        #expect(engine.frame.restingDetent == .medium)
    }

    @Test("an edge region fraction still decides where a closed drawer may be pulled from")
    func fractionWins() {
        var engine = EngineFactory.sheet(initial: .closed) { $0.gesture.edgeRegionFraction = 0.5 }
        let inside = engine.dragBegan(at: CGPoint(x: 195, y: 500), time: 0)
        #expect(inside, "344 pt above the edge, inside half of 844")
        var narrow = EngineFactory.sheet(initial: .closed) { $0.gesture.edgeRegionFraction = 0.01 }
        let outside = narrow.dragBegan(at: CGPoint(x: 195, y: 830), time: 0)
        #expect(!outside, "14 pt is beyond 1 % of 844")
    }
}

@Suite("The measured release")
struct MeasuredReleaseTests {
    @Test("the release the policy used is public, with the platform's velocity or the engine's estimate")
    func lastRelease() {
        var engine = EngineFactory.sheet()
        #expect(engine.lastRelease == nil)
        engine.dragBegan(at: CGPoint(x: 195, y: 500), time: 0)
        engine.dragChanged(translation: CGPoint(x: 0, y: -60), time: 0.1)
        engine.dragEnded(time: 0.11, velocity: CGPoint(x: 0, y: -700))
        #expect(engine.lastRelease?.velocity == 700, "up the screen is opening")
        engine.runUntilRest(from: 0.11)
        // Without a platform velocity: 120 pt in 0.2 s at a steady 600 pt/s.
        engine.dragBegan(at: CGPoint(x: 195, y: 200), time: 2)
        for step in 1...12 { engine.dragChanged(translation: CGPoint(x: 0, y: CGFloat(step) * 10), time: 2 + Double(step) / 60) }
        engine.dragEnded(time: 2 + 12.0 / 60)
        let measured = engine.lastRelease?.velocity ?? 0
        #expect(abs(measured + 600) < 1, "closing at 600 pt/s, measured \(measured)")
    }

    @Test("the velocity window is a gesture option, sanitised")
    func velocityWindow() {
        #expect(DrawerGestureOptions().velocityWindow == 0.1)
        #expect(DrawerGestureOptions(velocityWindow: 0.15).velocityWindow == 0.15)
        #expect(DrawerGestureOptions(velocityWindow: .nan).velocityWindow == 0.1)
        #expect(DrawerGestureOptions(velocityWindow: -1).velocityWindow == 0.1)
        #expect(DrawerGestureOptions(velocityWindow: 50).velocityWindow == 1)
    }
}
