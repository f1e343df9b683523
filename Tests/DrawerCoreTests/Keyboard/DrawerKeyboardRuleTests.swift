import DrawerCore
import Foundation
import Testing

@Suite("Keyboard rule per detent")
struct DrawerKeyboardRuleTests {
    typealias Fixture = KeyboardFixture

    @Test("lift (the default): the panel keeps its place as the keyboard arrives, springs onto it, and back down after")
    func liftIsTheDefault() {
        var engine = Fixture.sheet(at: .medium, rules: DrawerKeyboardRules())
        let before = engine.frame
        engine.keyboard(Fixture.keyboard, at: 1)
        #expect(abs(engine.freeEdge - before.visibleRect.minY) < 1e-9, "no jump when the keyboard arrives")
        #expect(engine.keyboardRule == .lift)
        var clock = engine.runUntilRest(from: 1)
        #expect(abs(engine.frame.visibleRect.maxY - Fixture.keyboardTop) < 1e-9, "rests on the keyboard")
        #expect(abs(engine.frame.extent - before.extent) < 1e-9, "at the detent's own length")
        #expect(engine.frame.keyboardContentInset == 0)
        let lifted = engine.freeEdge
        engine.keyboard(0, at: clock + 0.1)
        #expect(abs(engine.freeEdge - lifted) < 1e-9, "no jump when it leaves")
        clock = engine.runUntilRest(from: clock + 0.1)
        #expect(engine.frame == before, "restored")
    }

    @Test("stay: the keyboard covers the panel and nothing moves")
    func stay() {
        var engine = Fixture.sheet(at: .medium, rules: DrawerKeyboardRules(byDetent: [.medium: .stay]))
        let before = engine.frame
        engine.keyboard(Fixture.keyboard, at: 1)
        #expect(!engine.isAnimating)
        #expect(engine.frame == before)
        #expect(engine.keyboardRule == .stay)
    }

    @Test("shrink content: the free edge stays, the content ends at the keyboard; too little room lifts instead")
    func shrinkContent() {
        var engine = Fixture.sheet(at: .large, rules: DrawerKeyboardRules(.shrinkContent))
        let before = engine.frame
        engine.keyboard(Fixture.keyboard, at: 1)
        let clock = engine.runUntilRest(from: 1)
        #expect(engine.freeEdge == before.visibleRect.minY, "the panel does not move")
        #expect(abs(engine.frame.contentRect.maxY - Fixture.keyboardTop) < 1e-9, "the content ends at the keyboard")
        #expect(abs(engine.frame.keyboardContentInset - Fixture.keyboard) < 1e-9)
        engine.keyboard(0, at: clock + 0.1)
        engine.runUntilRest(from: clock + 0.1)
        #expect(engine.frame == before, "restored")

        // The medium sheet (422 pt) would keep 86 pt above a 336 pt keyboard: less than 120.
        var medium = Fixture.sheet(at: .medium, rules: DrawerKeyboardRules(.shrinkContent))
        medium.keyboard(Fixture.keyboard, at: 1)
        medium.runUntilRest(from: 1)
        #expect(abs(medium.frame.visibleRect.maxY - Fixture.keyboardTop) < 1e-9, "lifts instead")
        #expect(medium.frame.keyboardContentInset == 0)
        var roomy = Fixture.sheet(
            at: .medium, rules: DrawerKeyboardRules(.shrinkContent, minimumContentLength: 80))
        roomy.keyboard(Fixture.keyboard, at: 1)
        roomy.runUntilRest(from: 1)
        #expect(abs(roomy.frame.contentRect.height - 86) < 1e-9, "with a smaller minimum it shrinks")
    }

    @Test("move to a detent: the keyboard takes the drawer there and back")
    func moveToAndBack() {
        var engine = Fixture.sheet(at: Fixture.peek, rules: DrawerKeyboardRules(byDetent: [Fixture.peek: .moveTo(.large)]))
        let before = engine.frame
        engine.keyboard(Fixture.keyboard, at: 1)
        #expect(engine.detent == .large)
        #expect(engine.freeEdge == Fixture.keyboardTop, "peek was under the keyboard: it comes out at its edge")
        var clock = engine.runUntilRest(from: 1)
        #expect(engine.frame.restingDetent == .large)
        #expect(abs(engine.frame.visibleRect.maxY - Fixture.keyboardTop) < 1e-9, "large's own rule (lift) applies")
        engine.keyboard(0, at: clock + 0.1)
        #expect(engine.detent == Fixture.peek)
        clock = engine.runUntilRest(from: clock + 0.1)
        #expect(engine.frame == before)
    }

    @Test("move to a detent: a drawer moved elsewhere meanwhile stays there when the keyboard leaves")
    func movedMeanwhileStays() {
        let rules = DrawerKeyboardRules(byDetent: [Fixture.peek: .moveTo(.large)])
        var engine = Fixture.sheet(at: Fixture.peek, rules: rules)
        engine.keyboard(Fixture.keyboard, at: 1)
        var clock = engine.runUntilRest(from: 1)
        engine.move(to: .medium, time: clock)
        clock = engine.runUntilRest(from: clock)
        engine.keyboard(0, at: clock + 0.1)
        engine.runUntilRest(from: clock + 0.1)
        #expect(engine.frame.restingDetent == .medium)

        // By a drag: pulled down from large to medium with the keyboard up.
        var dragged = Fixture.sheet(at: Fixture.peek, rules: rules)
        dragged.keyboard(Fixture.keyboard, at: 1)
        clock = dragged.runUntilRest(from: 1)
        let top = dragged.freeEdge
        clock = dragged.drag(from: CGPoint(x: 195, y: top + 20), by: CGPoint(x: 0, y: 80), duration: 0.6, at: clock)
        clock = dragged.runUntilRest(from: clock)
        #expect(dragged.frame.restingDetent == .medium)
        dragged.keyboard(0, at: clock + 0.1)
        dragged.runUntilRest(from: clock + 0.1)
        #expect(dragged.frame.restingDetent == .medium)
    }

    @Test("a drag with the keyboard up starts from the drawn panel, follows the finger, and changes rule without a jump")
    func dragWithKeyboardUp() {
        var engine = Fixture.sheet(at: .medium, rules: DrawerKeyboardRules(byDetent: [.large: .stay]))
        engine.keyboard(Fixture.keyboard, at: 1)
        var clock = engine.runUntilRest(from: 1)
        let start = engine.freeEdge
        engine.dragBegan(at: CGPoint(x: 195, y: start + 30), time: clock)
        #expect(engine.freeEdge == start)
        var last = start
        for step in 1...8 {
            clock += 1.0 / 60
            engine.dragChanged(translation: CGPoint(x: 0, y: -CGFloat(step) * 10), time: clock)
            // Past the slop the panel follows the finger 1:1; never more than the finger moved.
            #expect(last - engine.freeEdge <= 10 + 1e-9, "no jump at step \(step)")
            if step > 3 { #expect(abs(last - engine.freeEdge - 10) < 1e-9, "1:1 with the finger, step \(step)") }
            last = engine.freeEdge
        }
        let released = engine.freeEdge
        engine.dragEnded(time: clock)
        #expect(abs(engine.freeEdge - released) < 1e-9, "the release to large (stay) does not jump")
        #expect(engine.keyboardRule == .stay)
        var previous = engine.freeEdge
        while engine.isAnimating {
            clock += 1.0 / 60
            engine.tick(time: clock)
            #expect(abs(engine.freeEdge - previous) < 60, "no frame jumps")
            previous = engine.freeEdge
        }
        #expect(engine.frame.restingDetent == .large)
        #expect(engine.frame.keyboardContentInset == 0)
        #expect(engine.frame.visibleRect.maxY == 844, "large stays under the keyboard")
    }

    @Test("keyboard events out of order or repeated change nothing twice; a resize does not re-run move-to")
    func outOfOrder() {
        var engine = Fixture.sheet(at: Fixture.peek, rules: DrawerKeyboardRules(byDetent: [Fixture.peek: .moveTo(.large)]))
        let before = engine.frame
        engine.keyboard(0, at: 1)
        #expect(engine.frame == before && !engine.isAnimating, "a hide with no keyboard does nothing")
        engine.keyboard(Fixture.keyboard, at: 1.1)
        engine.keyboard(Fixture.keyboard, at: 1.2)
        var clock = engine.runUntilRest(from: 1.2)
        engine.move(to: .medium, time: clock)
        clock = engine.runUntilRest(from: clock)
        engine.keyboard(300, at: clock)
        clock = engine.runUntilRest(from: clock)
        #expect(engine.frame.restingDetent == .medium, "a keyboard that changes height is no new arrival")
        engine.keyboard(0, at: clock)
        engine.keyboard(0, at: clock + 0.1)
        engine.runUntilRest(from: clock + 0.1)
        #expect(engine.frame.restingDetent == .medium)
    }

    @Test("a detent removed while the keyboard is up: no return to it, and no crash")
    func detentRemovedWhileUp() {
        let rules = DrawerKeyboardRules(byDetent: [Fixture.peek: .moveTo(.large)])
        var engine = Fixture.sheet(at: Fixture.peek, rules: rules)
        engine.keyboard(Fixture.keyboard, at: 1)
        var clock = engine.runUntilRest(from: 1)
        engine.setConfiguration(
            DrawerConfiguration(detents: [.closed, .medium, .large], keyboard: rules), animated: true, time: clock)
        clock = engine.runUntilRest(from: clock)
        engine.keyboard(0, at: clock)
        engine.runUntilRest(from: clock)
        #expect(engine.frame.restingDetent == .large, "the detent to return to is gone")

        // The target removed while the drawer sits at it: the nearest stop takes over, no return.
        var other = Fixture.sheet(at: Fixture.peek, rules: rules)
        other.keyboard(Fixture.keyboard, at: 1)
        clock = other.runUntilRest(from: 1)
        other.setConfiguration(
            DrawerConfiguration(detents: [.closed, .points(120, identifier: Fixture.peek), .medium], keyboard: rules),
            animated: true, time: clock)
        clock = other.runUntilRest(from: clock)
        #expect(other.frame.restingDetent == .medium)
        other.keyboard(0, at: clock)
        other.runUntilRest(from: clock)
        #expect(other.frame.restingDetent == .medium)
    }

    @Test("rules that name nothing useful read as lift; a closed drawer stays closed")
    func badRules() {
        for target: DrawerDetent.Identifier in ["nope", .closed, Fixture.peek] {
            var engine = Fixture.sheet(at: Fixture.peek, rules: DrawerKeyboardRules(byDetent: [Fixture.peek: .moveTo(target)]))
            engine.keyboard(Fixture.keyboard, at: 1)
            engine.runUntilRest(from: 1)
            #expect(engine.frame.restingDetent == Fixture.peek, "\(target)")
            #expect(abs(engine.frame.visibleRect.maxY - Fixture.keyboardTop) < 1e-9, "\(target)")
        }
        var closed = Fixture.sheet(at: .closed, rules: DrawerKeyboardRules(.moveTo(.large)))
        closed.keyboard(Fixture.keyboard, at: 1)
        closed.runUntilRest(from: 1)
        #expect(closed.frame.restingDetent == .closed)
        var weird = DrawerKeyboardRules(.shrinkContent, minimumContentLength: .nan)
        #expect(weird.minimumContentLength == 0)
        weird.minimumContentLength = -5
        #expect(weird.minimumContentLength == 0)
    }

    @Test("an engine made with the keyboard already up lays out by its detent's rule at once")
    func createdWithKeyboard() {
        let engine = DrawerEngine(
            configuration: DrawerConfiguration(detents: Fixture.detents, keyboard: DrawerKeyboardRules(.stay)),
            container: Fixture.phone(keyboard: Fixture.keyboard), initialDetent: .medium)
        #expect(engine.frame.visibleRect.maxY == 844)
        #expect(!engine.isAnimating)
        let lifting = DrawerEngine(
            configuration: DrawerConfiguration(detents: Fixture.detents), container: Fixture.phone(keyboard: Fixture.keyboard),
            initialDetent: .medium)
        #expect(lifting.frame.visibleRect.maxY == Fixture.keyboardTop)
    }
}
