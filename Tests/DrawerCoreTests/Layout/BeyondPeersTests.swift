import DrawerCore
import Foundation
import Testing

@Suite("Handle taps cycle detents")
struct HandleTapTests {
    @Test("off by default: a handle tap does nothing")
    func optIn() {
        var engine = EngineFactory.sheet()
        let r1 = engine.handleTapped(time: 0)
        #expect(!r1)
        #expect(engine.isResting && engine.detent == .medium)
    }

    @Test("medium → large → closed (dismissible); → medium when it may not close")
    func cycles() {
        var engine = EngineFactory.sheet { $0.gesture.cyclesDetentsOnHandleTap = true }
        let r2 = engine.handleTapped(time: 0)
        #expect(r2)
        engine.runUntilRest(from: 0)
        #expect(engine.frame.restingDetent == .large)
        engine.clearEvents()
        let r3 = engine.handleTapped(time: 2)
        #expect(r3)
        engine.runUntilRest(from: 2)
        #expect(engine.frame.restingDetent == .closed)
        #expect(engine.events.contains(.didDismiss(cause: .handleTap)))

        var kept = EngineFactory.sheet(initial: .large) {
            $0.gesture.cyclesDetentsOnHandleTap = true
            $0.gesture.isDismissible = false
        }
        let r4 = kept.handleTapped(time: 0)
        #expect(r4)
        kept.runUntilRest(from: 0)
        #expect(kept.frame.restingDetent == .medium)
    }

    @Test("programmatic-only stops are skipped")
    func skipsProgrammatic() {
        var engine = EngineFactory.sheet(detents: [.closed, .fraction(0.3, identifier: "peek"), .medium, .large]) {
            $0.gesture.cyclesDetentsOnHandleTap = true
            $0.dragDetents = [.closed, "peek", .large]
        }
        engine.move(to: "peek", animated: false, time: 0)
        engine.handleTapped(time: 1)
        engine.runUntilRest(from: 1)
        #expect(engine.frame.restingDetent == .large)
    }
}

@Suite("Scale-back of what is behind a drawer")
struct ScaleBackTests {
    @Test("content behind a fully open sheet: (w − 26) / w, 8 pt corners, 14 pt towards the sheet")
    func full() {
        let effect = DrawerScaleBack.content(behindDrawerOpenBy: 1, width: 390)
        #expect(abs(effect.scale - 364.0 / 390) < 1e-12)
        #expect(effect.cornerRadius == 8)
        #expect(effect.offset == 14)
    }

    @Test("it follows progress linearly, and bad input leaves the content untouched")
    func follows() {
        let half = DrawerScaleBack.content(behindDrawerOpenBy: 0.5, width: 390)
        #expect(abs(half.scale - (1 - 13.0 / 390)) < 1e-12)
        #expect(half.cornerRadius == 4)
        #expect(DrawerScaleBack.content(behindDrawerOpenBy: .nan, width: 390) == .none)
        #expect(DrawerScaleBack.content(behindDrawerOpenBy: 1, width: 10) == .none)
        #expect(DrawerScaleBack.content(behindDrawerOpenBy: 1, width: .infinity) == .none)
    }

    @Test("the rectangle drawn: scaled about its centre, moved along the side; a covered sheet lifts")
    func rectangle() {
        let panel = CGRect(x: 0, y: 600, width: 390, height: 244)
        let behind = DrawerScaleBack.drawer(behindDrawerOpenBy: 1, width: 390)
        let drawn = behind.applied(to: panel, towards: .bottom)
        // 16 pt narrower (8 a side), 16 × 244 / 390 shorter about the centre, then 16 pt up.
        #expect(abs(drawn.width - 374) < 1e-9 && abs(drawn.minX - 8) < 1e-9)
        #expect(abs(drawn.midY - (panel.midY - 16)) < 1e-9)
        #expect(abs(drawn.height - 244 * 374 / 390) < 1e-9)
        let side = DrawerScaleBack(scale: 0.5, cornerRadius: 0, offset: 10).applied(to: panel, towards: .left)
        #expect(side == CGRect(x: 87.5, y: 661, width: 195, height: 122))
        #expect(DrawerScaleBack.none.applied(to: panel, towards: .bottom) == panel)
        let bad = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
        #expect(behind.applied(to: bad, towards: .bottom).minX.isNaN, "non-finite rectangles are left as they are")
    }

    @Test("in a stack the content follows the lowest drawer and each drawer the one above it")
    func stack() {
        var stack = DrawerStack<String>(container: EngineFactory.phone)
        stack.present("A", configuration: DrawerConfiguration(), detent: .large, time: 0)
        stack.present("B", configuration: DrawerConfiguration(), detent: .medium, time: 0)
        _ = stack.tick(time: 5)
        let effects = stack.scaleBack(width: 390)
        #expect(abs(effects.content.scale - 364.0 / 390) < 1e-9, "A is fully open")
        let indexA = stack.layers.firstIndex { $0.id == "A" }!
        let indexB = stack.layers.firstIndex { $0.id == "B" }!
        // B is at medium: open fraction 0.5 of the 844 pt container.
        #expect(abs(effects.layers[indexA].scale - (1 - 0.5 * 16 / 390)) < 1e-9)
        #expect(effects.layers[indexA].offset == -8)
        #expect(effects.layers[indexB] == .none)
    }
}

@Suite("Bottom bar that becomes the sheet")
struct BottomBarSwitchTests {
    @Test("switches at 15 % on the way up and back below it on the way down, never twice in a row")
    func hysteresis() {
        var bar = DrawerBottomBarSwitch()
        #expect(bar.showsBar)
        let r5 = bar.update(progress: 0.1)
        #expect(!r5)
        let r6 = bar.update(progress: 0.2)
        #expect(r6)
        #expect(!bar.showsBar)
        let r7 = bar.update(progress: 0.16)
        #expect(!r7)
        let r8 = bar.update(progress: 0.9)
        #expect(!r8)
        let r9 = bar.update(progress: 0.14)
        #expect(r9)
        #expect(bar.showsBar)
        let r10 = bar.update(progress: .nan)
        #expect(!r10)
        #expect(bar.showsBar)
        let r11 = bar.update(progress: 1)
        #expect(r11, "a jump straight to open flips too")
        #expect(DrawerBottomBarSwitch(progress: 0.5).showsBar == false)
    }
}
