import DrawerCore
import Foundation
import Testing

@Suite("Scroll tracker")
struct DrawerScrollTrackerTests {
    func sheet() -> DrawerEngine {
        DrawerEngine(
            configuration: DrawerConfiguration(detents: [.closed, .medium, .large]),
            container: DrawerContainer(size: CGSize(width: 390, height: 844)), initialDetent: .medium)
    }

    @Test("Offsets count from the content's start, insets included, along the drawer's axis")
    func state() {
        var view = ReplayScrollView()
        view.drawerContentInset = DrawerInsets(top: 20, left: 5, bottom: 34, right: 7)
        view.drawerContentSize = CGSize(width: 1000, height: 2000)
        view.drawerViewportSize = CGSize(width: 300, height: 800)
        view.drawerContentOffset = CGPoint(x: -5, y: -20)
        let vertical = DrawerScrollTracker(edge: .bottom)
        #expect(vertical.scrollState(of: view) == DrawerScrollState(offset: 0, contentLength: 2054, viewportLength: 800))
        #expect(vertical.contentOffset(showing: 100, in: view) == CGPoint(x: -5, y: 80))
        let horizontal = DrawerScrollTracker(edge: .leading)
        #expect(horizontal.scrollState(of: view) == DrawerScrollState(offset: 0, contentLength: 1012, viewportLength: 300))
        #expect(horizontal.contentOffset(showing: 100, in: view) == CGPoint(x: 95, y: -20))
    }

    @Test("Bad numbers from a scroll view count as zero or are clamped", arguments: [CGFloat.nan, .infinity, -.infinity])
    func badNumbers(value: CGFloat) {
        var view = ReplayScrollView()
        view.drawerContentOffset = CGPoint(x: value, y: value)
        view.drawerContentSize = CGSize(width: value, height: value)
        view.drawerViewportSize = CGSize(width: value, height: value)
        let state = DrawerScrollTracker(edge: .bottom).scrollState(of: view)
        #expect(state.offset.isFinite && state.contentLength.isFinite && state.viewportLength.isFinite)
        var engine = sheet()
        var tracker = DrawerScrollTracker(edge: .bottom)
        view.drawerIsTracking = true
        _ = tracker.observe(view, location: CGPoint(x: 195, y: 600), engine: &engine, time: 0)
        view.drawerPanTranslation = CGPoint(x: value, y: value)
        #expect(tracker.observe(view, location: .zero, engine: &engine, time: 0.016) == nil)
        #expect(engine.frame.extent == 422)
    }

    @Test("A list scrolled before the finger lands is reported to the engine first")
    func scrolledBefore() {
        var engine = sheet()
        var tracker = DrawerScrollTracker(edge: .bottom)
        var view = ReplayScrollView()
        view.drawerContentSize = CGSize(width: 390, height: 2000)
        view.drawerViewportSize = CGSize(width: 390, height: 400)
        view.drawerContentOffset.y = 300
        view.drawerIsTracking = true
        _ = tracker.observe(view, location: CGPoint(x: 195, y: 600), engine: &engine, time: 0)
        #expect(tracker.ownsGesture)
        #expect(engine.scroll.offset == 300)
    }

    @Test("A press the engine refuses leaves the list to scroll by itself")
    func refused() {
        var engine = sheet()
        var tracker = DrawerScrollTracker(edge: .bottom)
        var view = ReplayScrollView()
        view.drawerContentSize = CGSize(width: 390, height: 2000)
        view.drawerViewportSize = CGSize(width: 390, height: 400)
        view.drawerIsTracking = true
        // Above the open panel: outside it, the engine refuses.
        _ = tracker.observe(view, location: CGPoint(x: 195, y: 100), engine: &engine, time: 0)
        #expect(!tracker.ownsGesture)
        view.drag(to: CGPoint(x: 0, y: -200))
        #expect(tracker.observe(view, location: .zero, engine: &engine, time: 0.1) == nil)
        #expect(view.drawerContentOffset.y == 200)
        #expect(engine.frame.extent == 422)
    }

    @Test("A list that scrolls by itself while the drawer rests is followed")
    func followsIdle() {
        var engine = sheet()
        var tracker = DrawerScrollTracker(edge: .bottom)
        var view = ReplayScrollView()
        view.drawerContentSize = CGSize(width: 390, height: 2000)
        view.drawerViewportSize = CGSize(width: 390, height: 400)
        view.drawerIsDecelerating = true
        for step in 1...5 {
            view.drawerContentOffset.y = CGFloat(step * 40)
            #expect(tracker.observe(view, location: .zero, engine: &engine, time: Double(step) / 60) == nil)
        }
        #expect(engine.scroll.offset == 200)
    }
}
