import DrawerCore
import Foundation
import Testing

/// What each seed's README says its component does, replayed through the hosting model the
/// way the seed ports in Checks/AppleTypecheck/SeedPorts drive it (so the Linux tests reach the
/// code the Apple adapters run). Numbers come from the seeds' documents, not from running this.
@Suite("Seed ports behave as their seeds document")
struct SeedPortBehaviourTests {
    // MARK: Seed 001 — ResizableSheet

    @Test("seed 001: two sheets by id, one over the other; input goes to the top one; each has its own state")
    func twoSheetsById() {
        var host = HostHarness(options: .platformSlop)
        host.state["first"] = .medium
        host.model.addDrawer("first", configuration: .sheet, presentation: .state(.medium), time: 0)
        host.settle()
        host.state["second"] = .large
        host.model.addDrawer("second", configuration: .sheet, presentation: .state(.large), time: host.clock)
        host.settle()
        #expect(host.model.inputDrawer == "second")
        #expect(host.resting("first") == .medium && host.resting("second") == .large)
        // A swipe down on the top sheet closes it alone and writes its state back as hidden.
        host.drag(
            from: host.inside("second"), path: (1...20).map { CGPoint(x: 0, y: CGFloat($0) * 40) },
            velocity: CGPoint(x: 0, y: 2500))
        host.settle()
        #expect(host.state["second"] == .hidden)
        #expect(host.resting("first") == .medium)
        #expect(host.model.inputDrawer == "first")
    }

    @Test("seed 001: an empty background lets the parent take taps")
    func emptyBackgroundPassesTaps() {
        var host = HostHarness(options: .platformSlop)
        let clear = DrawerConfiguration(detents: [.hidden, .medium, .large], style: DrawerStyle(maximumDimming: 0))
        host.model.addDrawer("sheet", configuration: clear, presentation: .state(.medium), time: 0)
        host.settle()
        // Above the sheet at medium (panel top at 422) is the parent's.
        #expect(host.model.hitTest(CGPoint(x: 195, y: 200)) == .passThrough)
        #expect(host.model.hitTest(CGPoint(x: 195, y: 600)) == .content("sheet"))
    }

    @Test("seed 001: the content's context gives state, progress and diffY while dragged")
    func contentContext() {
        var host = HostHarness(options: .platformSlop)
        host.model.addDrawer("sheet", configuration: .sheet, presentation: .state(.medium), time: 0)
        host.settle()
        let start = host.inside("sheet")
        _ = host.model.dragBegan(at: start, time: host.clock)
        host.model.dragChanged(translation: CGPoint(x: 0, y: -10), time: host.clock + 0.02)
        host.model.dragChanged(translation: CGPoint(x: 0, y: -100), time: host.clock + 0.04)
        let context = host.model.frame(of: "sheet")!.context
        #expect(context.state == .medium)
        #expect(context.diffY == 100, "dragged 100 pt up from medium")
        #expect(abs(context.progress - 100.0 / 422) < 1e-9, "100 of the 422 pt between medium and large")
    }

    // MARK: Seed 003 — navigation drawer

    @Test(
        "seed 003: opens only from a drag starting within 10 % of the width; overlay follows the open fraction; a tap on it closes"
    )
    func navigationDrawer() {
        var host = HostHarness(options: .platformSlop, size: CGSize(width: 400, height: 800))
        host.model.addDrawer("nav", configuration: .navigationDrawer(maximumDimming: 0.5), time: 0)
        host.settle()
        // 60 pt from the edge is outside 10 % of 400: nothing takes the drag.
        #expect(host.model.dragBegan(at: CGPoint(x: 60, y: 400), time: host.clock) == nil)
        host.model.dragCancelled(time: host.clock)
        // From 20 pt: a slow swipe past half the 320 pt drawer opens it.
        host.drag(from: CGPoint(x: 20, y: 400), path: (1...30).map { CGPoint(x: CGFloat($0) * 7, y: 0) })
        let midway = host.model.frame(of: "nav")!
        #expect(abs(midway.dimming - 0.5 * midway.openFraction) < 1e-9, "overlay opacity = maximum × open fraction")
        host.settle()
        #expect(host.resting("nav") == "open")
        #expect(host.model.frame(of: "nav")?.dimming == 0.5)
        // A tap on the overlay (right of the 320 pt drawer) closes it.
        let target = host.model.tapped(at: CGPoint(x: 370, y: 400), time: host.clock)
        #expect(target == .dimming("nav"))
        host.settle()
        #expect(host.resting("nav") == .closed)
    }

    // MARK: Seed 004 — UCSheetView

    @Test(
        "seed 004: detents clamp to the container and the minimum height; duplicates are ignored; dimming rises above the largest undimmed detent to the maximum alpha"
    )
    func ucSheetView() {
        var host = HostHarness(options: DrawerHostOptions(), size: CGSize(width: 390, height: 800))
        let configuration = DrawerConfiguration(
            detents: [
                .closed, .absolute(identifier: "tiny", height: 40), .fractional(identifier: "half", divisor: 2),
                .fractional(identifier: "half", divisor: 3), .absolute(identifier: "huge", height: 5000),
                .absolute(identifier: "top", offsetFromTop: 100),
            ],
            minimumPanelLength: 100,
            style: DrawerStyle(maximumDimming: 0.6, largestUndimmedDetent: "half"))
        host.model.addDrawer("sheet", configuration: configuration, selection: "half", time: 0)
        host.settle()
        let stops = host.model.engine(of: "sheet")!.stops
        #expect(stops.stop(for: "tiny")?.extent == 100, "40 pt clamped up to the 100 pt minimum")
        #expect(stops.stop(for: "half")?.extent == 400, "the first 'half' (divisor 2) wins; the duplicate is ignored")
        #expect(stops.stop(for: "huge")?.extent == 800, "5000 pt clamped to the container")
        #expect(stops.stop(for: "top")?.extent == 700)
        #expect(host.model.frame(of: "sheet")?.dimming == 0, "undimmed at the largest undimmed detent")
        host.model.move("sheet", to: "top", animated: false, time: host.clock)
        let atTop = host.model.frame(of: "sheet")!.dimming
        #expect(atTop > 0 && atTop < 0.6, "part way from half (400) to the largest stop (800)")
        host.model.move("sheet", to: "huge", animated: false, time: host.clock)
        #expect(host.model.frame(of: "sheet")?.dimming == 0.6)
    }
}
