import DrawerCore
import Foundation
import Testing

/// Issue 35's bug 10: at the largest stop with its list at the end, a drag up bounces the list
/// (UIKit's sheets, FloatingPanel) instead of rubber-banding the whole drawer.
@Suite("Hand-off: the list bounces at full height")
struct ListBounceAtFullHeightTests {
    /// A list scrolled to its end (2000 pt in a 600 pt viewport).
    static let atEnd = DrawerScrollState(offset: 1400, contentLength: 2000, viewportLength: 600)

    /// A step over the list at its end, with the drawer at `extent` below its 800 pt largest stop.
    static func split(
        _ step: CGFloat, extent: CGFloat = 800, bounces: Bool = true, overscroll: CGFloat = 0
    ) -> DrawerScrollHandOff {
        DrawerScrollHandOff.split(
            step: step, extent: extent, upperStop: 800, scroll: atEnd, openingScrollsForward: true, expandsFirst: true,
            contentBounces: bounces, overscroll: overscroll)
    }

    @Test("pushed past its end at the largest stop, bouncing content keeps the step; the drawer stays")
    func bouncingContentKeepsThePush() {
        #expect(Self.split(30) == DrawerScrollHandOff(drawer: 0, content: 0, overscroll: 30))
    }

    @Test("content that does not bounce leaves the push to the drawer's rubber band, as before")
    func rigidContentLeavesItToTheDrawer() {
        #expect(Self.split(30, bounces: false) == DrawerScrollHandOff(drawer: 30, content: 0))
    }

    @Test("below the largest stop the drawer still expands first, and only the rest bounces")
    func belowTheStopTheDrawerExpands() {
        #expect(Self.split(30, extent: 790) == DrawerScrollHandOff(drawer: 10, content: 0, overscroll: 20))
    }

    @Test("coming back, the overscroll unwinds before the list scrolls or the drawer moves")
    func overscrollUnwindsFirst() {
        #expect(Self.split(-50, overscroll: 30) == DrawerScrollHandOff(drawer: 0, content: -20, overscroll: -30))
    }

    @Test("a tracked list that bounces is not pinned while pushed past its end, and the drawer does not move")
    func trackerLeavesTheBounceToTheList() {
        // UIKit's pan reports after its own threshold: the engine applies none (`.platformSlop`).
        var configuration = DrawerConfiguration(detents: [.closed, .medium, .large])
        configuration.gesture.minimumDistance = 0
        var engine = DrawerEngine(
            configuration: configuration, container: DrawerContainer(size: CGSize(width: 390, height: 844)),
            initialDetent: .large)
        var tracker = DrawerScrollTracker(edge: .bottom, usesScrollViewDeceleration: true)
        var view = DrawerScrollViewSnapshot(
            contentOffset: CGPoint(x: 0, y: 1400), contentSize: CGSize(width: 390, height: 2000),
            viewportSize: CGSize(width: 390, height: 600), panPhase: .began, bounces: true)
        _ = tracker.observe(view, location: CGPoint(x: 195, y: 400), engine: &engine, time: 0)
        #expect(tracker.ownsGesture)
        var pinned: [CGPoint] = []
        for step in 1...10 {
            // The list's own rubber band: half the finger's travel past the end.
            view.panPhase = .changed
            view.drawerPanTranslation = CGPoint(x: 0, y: -CGFloat(step) * 10)
            view.drawerContentOffset.y = 1400 + CGFloat(step) * 5
            if let offset = tracker.observe(view, location: .zero, engine: &engine, time: Double(step) / 60) {
                pinned.append(offset)
            }
            #expect(engine.frame.extent == 844, "the drawer stays at its largest stop")
        }
        #expect(pinned.isEmpty, "the list shows its own bounce")
        #expect(engine.contentOverscroll == 100)
        view.panPhase = .ended
        let released = tracker.observe(view, location: .zero, engine: &engine, time: 0.2)
        #expect(released == nil, "the list springs back by itself")
        engine.runUntilRest(from: 0.2)
        #expect(engine.detent == .large)
    }
}
