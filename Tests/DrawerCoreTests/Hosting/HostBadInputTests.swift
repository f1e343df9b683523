import DrawerCore
import Foundation
import Testing

/// The model's rules for bad input (``DrawerHostModel``'s documentation): ignored, never a crash,
/// never a NaN in a frame, never a binding left out of step.
@Suite("Host model, bad input")
struct HostBadInputTests {
    @Test("unknown ids change nothing and report failure")
    func unknownIDs() {
        var host = HostHarness(options: .platformSlop)
        host.model.addDrawer("sheet", configuration: .sheet, selection: .medium, time: 0)
        let result1 = host.model.move("nope", to: .large, time: 0.1)
        #expect(!result1)
        let result2 = host.model.dismiss("nope", time: 0.1)
        #expect(!result2)
        let result3 = host.model.setPresentation(of: "nope", .presented(false), time: 0.1)
        #expect(!result3)
        let result4 = host.model.setSelection(of: "nope", .large, time: 0.1)
        #expect(!result4)
        let result5 = host.model.setConfiguration(.sheet, for: "nope", time: 0.1)
        #expect(!result5)
        let result6 = host.model.setContentFittingLength(100, for: "nope", time: 0.1)
        #expect(!result6)
        let result7 = host.model.scrollWheel("nope", delta: CGPoint(x: 0, y: 10), time: 0.1)
        #expect(!result7)
        let result8 = host.model.accessibilityIncrement("nope", time: 0.1)
        #expect(!result8)
        let result9 = host.model.dimmingTapped("nope", time: 0.1)
        #expect(!result9)
        let result10 = host.model.removeDrawer("nope")
        #expect(!result10)
        #expect(host.model.frame(of: "nope") == nil)
        let result11 = host.model.addDrawer("sheet", configuration: .sheet, time: 0.1)
        #expect(!result11, "one id is one drawer")
        host.deliver()
        #expect(host.delivered.isEmpty)
        #expect(host.resting("sheet") == .medium)
    }

    @Test("events for a removed drawer are ignored, including the rest of its drag")
    func removedMidDrag() {
        var host = HostHarness(options: .platformSlop)
        host.model.addDrawer("sheet", configuration: .sheet, selection: .medium, time: 0)
        let result12 = host.model.dragBegan(at: CGPoint(x: 200, y: 600), time: 0.1)
        #expect(result12 == "sheet")
        host.model.dragChanged(translation: CGPoint(x: 0, y: -100), time: 0.2)
        let result13 = host.model.removeDrawer("sheet")
        #expect(result13)
        host.deliver()
        let before = host.delivered.count
        let result14 = host.model.dragChanged(translation: CGPoint(x: 0, y: -200), time: 0.3)
        #expect(result14 == .none)
        let result15 = host.model.dragEnded(time: 0.4)
        #expect(!result15)
        host.model.dragCancelled(time: 0.5)
        let result16 = host.model.move("sheet", to: .large, time: 0.6)
        #expect(!result16)
        host.model.tick(time: 0.7)
        host.deliver()
        #expect(host.delivered.count == before)
        #expect(!host.model.needsFrames)
    }

    @Test("NaN points and rectangles are ignored")
    func nanRectangles() {
        var host = HostHarness(options: .platformSlop)
        host.model.addDrawer("sheet", configuration: .sheet, selection: .medium, time: 0)
        #expect(host.model.hitTest(CGPoint(x: CGFloat.nan, y: 600)) == .passThrough)
        let result17 = host.model.dragBegan(at: CGPoint(x: 200, y: CGFloat.infinity), time: 0.1)
        #expect(result17 == nil)
        host.model.setKeyboardFrame(CGRect(x: 0, y: 500, width: 390, height: 344), time: 0.2)
        host.model.setKeyboardFrame(CGRect(x: CGFloat.nan, y: 0, width: 390, height: CGFloat.nan), time: 0.3)
        #expect(host.model.keyboardObstruction.bottom == 344, "a NaN rectangle leaves the last keyboard")
        host.model.setScrollContent(
            DrawerScrollState(offset: CGFloat.nan, contentLength: 2000, viewportLength: 400),
            viewport: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10), for: "sheet", time: 0.4)
        host.model.setContentFittingLength(.nan, for: "sheet", time: 0.5)
        host.settle()
        let frame = host.model.frame(of: "sheet")
        #expect(frame.map { $0.panelRect.isFinite && $0.visibleRect.isFinite && $0.extent.isFinite } == true)
        #expect(host.resting("sheet") == .medium)
    }

    @Test("a binding flipped twice in one frame ends where the last value says, with no stale write-back")
    func flippedTwice() {
        var host = HostHarness(options: .platformSlop)
        host.presented["sheet"] = true
        host.model.addDrawer("sheet", configuration: .sheet, presentation: .presented(true), selection: .medium, time: 0)
        host.model.setPresentation(of: "sheet", .presented(false), time: 0.1)
        host.model.setPresentation(of: "sheet", .presented(true), time: 0.1)
        host.settle()
        #expect(host.resting("sheet") == .medium)
        #expect(host.presented["sheet"] == true)
        #expect(!host.delivered.contains { if case .presentedChanged = $0 { true } else { false } })
        host.model.setPresentation(of: "sheet", .presented(false), time: host.clock)
        host.model.setPresentation(of: "sheet", .presented(true), time: host.clock)
        host.model.setPresentation(of: "sheet", .presented(false), time: host.clock)
        host.presented["sheet"] = false
        host.settle()
        #expect(host.resting("sheet") == .closed)
        #expect(host.presented["sheet"] == false)
        #expect(!host.delivered.contains { if case .presentedChanged(_, true) = $0 { true } else { false } })
    }

    @Test("a selection or state naming an inactive detent is refused and written back")
    func inactiveDetents() {
        var host = HostHarness(options: .platformSlop)
        host.selection["sheet"] = .medium
        host.model.addDrawer("sheet", configuration: .sheet, presentation: .presented(true), selection: .medium, time: 0)
        host.selection["sheet"] = "nope"
        let result18 = host.model.setSelection(of: "sheet", "nope", time: 0.1)
        #expect(!result18)
        host.deliver()
        #expect(host.selection["sheet"] == .medium)
        host.selection["sheet"] = .closed
        let result19 = host.model.setSelection(of: "sheet", .closed, time: 0.2)
        #expect(!result19, "closing is the presentation's job")
        host.deliver()
        #expect(host.selection["sheet"] == .medium)
        host.state["state"] = .large
        host.model.addDrawer("state", configuration: .sheet, presentation: .state(.large), time: 0.2)
        host.state["state"] = "nope"
        host.model.setPresentation(of: "state", .state("nope"), time: 0.3)
        host.deliver()
        #expect(host.state["state"] == .large)
        #expect(host.resting("state") == .large)
    }

    @Test("a press while another drawer's drag is still open ends that drag first")
    func lostEnd() {
        var host = HostHarness(options: .reportsFromPress)
        host.model.addDrawer("nav", configuration: .navigationDrawer(), selection: .closed, time: 0)
        host.model.addDrawer(
            "sheet", configuration: DrawerConfiguration(detents: [.small, .medium], style: DrawerStyle(maximumDimming: 0)),
            selection: .small, time: 0)
        let result20 = host.model.dragBegan(at: CGPoint(x: 200, y: 830), time: 0.1)
        #expect(result20 == "sheet")
        host.model.dragChanged(translation: CGPoint(x: 0, y: -100), time: 0.2)
        // The release was lost; the next press starts on the navigation drawer's edge.
        let result21 = host.model.dragBegan(at: CGPoint(x: 5, y: 300), time: 0.3)
        #expect(result21 == "nav")
        #expect(host.model.engine(of: "sheet")?.dragState == DrawerDragState.none)
        host.model.dragEnded(time: 0.4)
        host.settle()
        #expect(host.model.engine(of: "sheet")?.isResting == true)
    }
}
