import DrawerCore
import Foundation
import Testing

/// The GTK adapter's order of calls: drawers are added while the overlay has no size yet, the
/// first allocation brings the container, `GtkGestureDrag` reports translations from the press
/// (the engine applies its own slop), Escape arrives through a key controller, the wheel through
/// a scroll controller on each panel, and one tick callback runs while the model needs frames.
@Suite("Host model, GTK call order")
struct HostGTKScenarioTests {
    /// The gallery's stacked demo: A at medium, B closed until "Open sheet B".
    func stacked() -> HostHarness {
        var host = HostHarness(options: .reportsFromPress, size: nil)
        host.model.addDrawer("A", configuration: .sheet, selection: .medium, time: 0)
        host.model.addDrawer(
            "B", configuration: DrawerConfiguration(detents: [.closed, .fraction(0.35, identifier: .small), .medium]),
            selection: .closed, time: 0)
        host.model.setContainer(DrawerContainer(size: CGSize(width: 800, height: 600)), time: 0)
        host.deliver()
        return host
    }

    /// An accelerating flick up, 8 ms apart, reported from the press as GTK's drag does, then
    /// the release `lift` seconds after the last move, at `liftTranslation`.
    func flick(lift: Double, liftTranslation: (CGFloat) -> CGPoint, echoAsMove: Bool = false) -> CGFloat? {
        var host = stacked()
        let start = host.inside("A")
        #expect(host.model.dragBegan(at: start, time: 1) == "A")
        var y: CGFloat = 0
        for step in 1...8 {
            y = -CGFloat(step * step) * 2.5
            host.model.dragChanged(translation: CGPoint(x: 0, y: y), time: 1 + Double(step) * 0.008)
        }
        let liftTime = 1 + 8 * 0.008 + lift
        if echoAsMove { host.model.dragChanged(translation: liftTranslation(y), time: liftTime) }
        host.model.dragEnded(translation: liftTranslation(y), time: liftTime)
        return host.model.engine(of: "A")?.lastRelease?.velocity
    }

    @Test("a release where the last move was is not a sample; a release somewhere new is a move")
    func liftEcho() throws {
        // y = −2.5 s² (s = step): 5 s pt per step of 8 ms, 40 × 5 / 8 ms = 5000 pt/s at step 8.
        let atLastMove = try #require(flick(lift: 0.015, liftTranslation: { CGPoint(x: 0, y: $0) }))
        #expect(abs(atLastMove - 5000) < 1)
        // The same echo taken as a move reads the finger as braking: a third slower.
        let echoed = try #require(flick(lift: 0.015, liftTranslation: { CGPoint(x: 0, y: $0) }, echoAsMove: true))
        #expect(echoed < 0.8 * atLastMove)
        // A release 8 ms on, 45 pt further (the next step of the same flick): one more move.
        let further = try #require(flick(lift: 0.008, liftTranslation: { _ in CGPoint(x: 0, y: -202.5) }))
        #expect(abs(further - 5625) < 1)
    }

    @Test("drawers added before the first allocation rest at their initial detent once it comes")
    func addedBeforeAllocation() {
        let host = stacked()
        #expect(host.resting("A") == .medium)
        #expect(host.model.frame(of: "A")?.extent == 300)
        #expect(host.resting("B") == .closed)
        #expect(host.delivered.isEmpty, "placing drawers is not an event")
        #expect(!host.model.needsFrames)
    }

    @Test("stacked demo: open B over A; Escape closes only B, then A")
    func escapeClosesOnlyTheTop() {
        var host = stacked()
        host.model.move("B", to: .small, time: host.clock)
        host.settle()
        #expect(host.model.inputDrawer == "B")
        #expect(host.model.layer(of: "A")?.depth == 1)
        #expect((host.model.layer(of: "A")?.coverDimming ?? 0) > 0, "B's dimming covers A")
        // A point on A's visible panel above B is covered by B's dimming.
        let onA = CGPoint(x: 400, y: 320)
        #expect(host.model.hitTest(onA) == .dimming("B"))
        let result1 = host.model.escape(time: host.clock)
        #expect(result1)
        host.settle()
        #expect(host.resting("B") == .closed)
        #expect(host.resting("A") == .medium, "Escape closed only the top drawer")
        #expect(host.model.inputDrawer == "A")
        #expect(host.model.hitTest(onA) == .content("A"))
        let result2 = host.model.escape(time: host.clock)
        #expect(result2)
        host.settle()
        #expect(host.resting("A") == .closed)
        let result3 = host.model.escape(time: host.clock)
        #expect(!result3, "nothing left to close: the key goes on")
    }

    @Test("a tap on the top drawer's dimming closes it; the lower drawer's dimming is not reachable")
    func dimmingTap() {
        var host = stacked()
        host.model.move("B", to: .small, time: host.clock)
        host.settle()
        let result4 = host.model.dimmingTapped("A", time: host.clock)
        #expect(!result4, "A's dimming is under B's")
        let result5 = host.model.tapped(at: CGPoint(x: 400, y: 100), time: host.clock)
        #expect(result5 == .dimming("B"))
        host.settle()
        #expect(host.resting("B") == .closed)
        #expect(host.resting("A") == .medium)
    }

    @Test("GtkGestureDrag reports from the press: the engine waits for its 10 pt, then the grabbed point follows")
    func slopConsumedByTheEngine() {
        var host = stacked()
        let start = CGPoint(x: 400, y: 450)
        let result6 = host.model.dragBegan(at: start, time: 0.1)
        #expect(result6 == "A")
        let result7 = host.model.dragChanged(translation: CGPoint(x: 0, y: -5), time: 0.11)
        #expect(result7 == .pending)
        let result8 = host.model.dragChanged(translation: CGPoint(x: 0, y: -40), time: 0.12)
        #expect(result8 == .tracking)
        #expect(host.model.frame(of: "A")?.extent == 340, "the whole 40 pt: the grabbed point stays under the pointer")
        host.model.dragEnded(time: 0.13, velocity: .zero)
        host.settle()
        #expect(host.resting("A") == .medium)
        #expect(host.cameToRest("A"))
    }

    @Test("a press that no drawer wants passes through; one drag is owned by one drawer")
    func oneOwnerPerDrag() {
        var host = stacked()
        // A at medium covers y 300…600; its dimming covers the rest.
        #expect(host.model.hitTest(CGPoint(x: 400, y: 100)) == .dimming("A"))
        let result9 = host.model.dragBegan(at: CGPoint(x: 400, y: 100), time: 0.1)
        #expect(result9 == nil, "a sheet takes no drags outside its panel")
        let result10 = host.model.dragBegan(at: CGPoint(x: 400, y: 450), time: 0.2)
        #expect(result10 == "A")
        #expect(host.model.dragOwner == "A")
        host.model.move("B", to: .medium, time: 0.25)
        let result11 = host.model.dragChanged(translation: CGPoint(x: 0, y: -60), time: 0.3)
        #expect(result11 == .tracking)
        #expect(host.model.engine(of: "B")?.dragState == DrawerDragState.none, "B never sees A's drag")
        host.model.dragEnded(time: 0.32)
        #expect(host.model.dragOwner == nil)
    }

    @Test("changing a drawer's edge at run time moves its side, handle strip and wheel axis")
    func edgeChangeAtRunTime() {
        var host = HostHarness(options: .reportsFromPress, size: nil)
        host.model.addDrawer(
            "d", configuration: DrawerConfiguration(detents: [.closed, .medium, .large]), selection: .medium,
            options: DrawerHostDrawerOptions(handleLength: 20), time: 0)
        host.model.setContainer(DrawerContainer(size: CGSize(width: 800, height: 600)), time: 0)
        #expect(host.model.side(of: "d") == .bottom)
        #expect(host.model.handleRect(of: "d") == CGRect(x: 0, y: 300, width: 800, height: 20))
        var configuration = DrawerConfiguration(edge: .trailing, detents: [.closed, .medium, .large])
        host.model.setConfiguration(configuration, for: "d", time: 0.1)
        host.settle()
        #expect(host.model.side(of: "d") == .right)
        #expect(host.resting("d") == .medium, "the detent survives the edge change")
        #expect(host.visible("d") == CGRect(x: 400, y: 0, width: 400, height: 600))
        #expect(host.model.handleRect(of: "d") == CGRect(x: 400, y: 0, width: 20, height: 600))
        // A vertical wheel no longer moves a side drawer; a horizontal one does.
        let result12 = host.model.scrollWheel("d", delta: CGPoint(x: 0, y: 30), time: host.clock)
        #expect(!result12)
        let result13 = host.model.scrollWheel("d", delta: CGPoint(x: 30, y: 0), time: host.clock + 0.01)
        #expect(result13)
        #expect((host.model.frame(of: "d")?.extent ?? 0) != 400)
        configuration.edge = .leading
        host.model.setConfiguration(configuration, for: "d", time: host.clock + 0.02)
        #expect(host.model.side(of: "d") == .left)
    }

    @Test("accessibility decrement moves one detent down, closing only a dismissible drawer")
    func accessibilityDecrement() {
        var host = stacked()
        host.model.move("A", to: .large, animated: false, time: 0.1)
        let result14 = host.model.accessibilityDecrement("A", time: 0.2)
        #expect(result14)
        host.settle()
        #expect(host.resting("A") == .medium)
        #expect(host.model.accessibilityValue(of: "A") == "Half expanded")
        let result15 = host.model.accessibilityDecrement("A", time: host.clock)
        #expect(result15)
        host.settle()
        #expect(host.resting("A") == .closed)
        var locked = DrawerConfiguration.sheet
        locked.gesture.isDismissible = false
        host.model.setConfiguration(locked, for: "A", time: host.clock)
        host.model.move("A", to: .medium, time: host.clock)
        host.settle()
        let result16 = host.model.accessibilityDecrement("A", time: host.clock)
        #expect(!result16, "not dismissible: medium is the bottom")
    }

    @Test("the handle's activation cycles through the open detents")
    func handleCycles() {
        var host = stacked()
        host.model.activateHandle("A", time: 0.1)
        host.settle()
        #expect(host.resting("A") == .large)
        host.model.activateHandle("A", time: host.clock)
        host.settle()
        #expect(host.resting("A") == .medium, "from the largest back to the smallest open one")
    }

    @Test("the frame clock runs exactly while something moves, and rest is reported once")
    func frameClock() {
        var host = stacked()
        #expect(!host.model.needsFrames)
        host.model.move("B", to: .small, time: 0.1)
        #expect(host.model.needsFrames)
        host.settle()
        #expect(!host.model.needsFrames)
        let rests = host.delivered.filter { if case .cameToRest("B") = $0 { true } else { false } }
        #expect(rests.count == 1)
        let context = host.model.frame(of: "B")?.context
        #expect(context?.detent == .small, "the content context the adapter pushes to the content")
    }

    @Test("with dimming switched off, an open navigation drawer still closes by a drag outside it")
    func navigationWithoutDimming() {
        var host = HostHarness(options: .reportsFromPress, size: nil)
        host.model.addDrawer("menu", configuration: .navigationDrawer(), selection: .closed, time: 0)
        host.model.setContainer(DrawerContainer(size: CGSize(width: 800, height: 600)), time: 0)
        host.model.setDimmingEnabled(false, time: 0)
        #expect(host.model.hitTest(CGPoint(x: 10, y: 300)) == .edgeRegion("menu"))
        host.drag(from: CGPoint(x: 10, y: 300), path: (1...10).map { CGPoint(x: CGFloat($0) * 50, y: 0) })
        host.settle()
        #expect(host.resting("menu") == "open")
        #expect(host.model.hitTest(CGPoint(x: 760, y: 300)) == .passThrough, "nothing dims")
        host.drag(from: CGPoint(x: 760, y: 300), path: (1...10).map { CGPoint(x: -CGFloat($0) * 50, y: 0) })
        host.settle()
        #expect(host.resting("menu") == .closed)
    }
}

@Suite("Host model, GTK keyboard")
struct HostGTKKeyboardTests {
    @Test("arrow keys on the handle: away from the edge opens a detent, towards it closes one, across does nothing")
    func arrowKeys() {
        var host = HostHarness(options: .reportsFromPress, size: CGSize(width: 800, height: 600))
        host.model.addDrawer("sheet", configuration: .sheet, selection: .medium, time: 0)
        let across = host.model.arrowKey("sheet", pointing: .left, time: 0.1)
        #expect(!across)
        let up = host.model.arrowKey("sheet", pointing: .top, time: 0.1)
        #expect(up)
        host.settle()
        #expect(host.resting("sheet") == .large)
        let down = host.model.arrowKey("sheet", pointing: .bottom, time: host.clock)
        #expect(down)
        host.settle()
        #expect(host.resting("sheet") == .medium)
        host.model.addDrawer("menu", configuration: .navigationDrawer(), selection: "open", time: host.clock)
        let towardsEdge = host.model.arrowKey("menu", pointing: .left, time: host.clock)
        #expect(towardsEdge)
        host.settle()
        #expect(host.resting("menu") == .closed)
        #expect(!host.model.isPlaced("nope"))
        #expect(host.model.isPlaced("menu"))
    }
}
