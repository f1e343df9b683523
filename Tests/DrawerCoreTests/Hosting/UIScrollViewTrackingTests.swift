import DrawerCore
import Foundation
import Testing

/// What the UIKit and SwiftUI-on-iOS adapters rely on when they hand a real `UIScrollView` to the
/// host model: the snapshot's reading of it, the pan's threshold, a list that bounces, and a
/// scroll view that decelerates by itself.
@Suite("UIScrollView tracking")
struct UIScrollViewTrackingTests {
    static let size = CGSize(width: 390, height: 844)
    /// A list below a 60 pt header, the sheet at medium (panel top at 422).
    static let viewport = CGRect(x: 0, y: 482, width: 390, height: 362)
    static let finger = CGPoint(x: 195, y: 600)

    func sheet(at detent: DrawerDetent.Identifier = .medium) -> DrawerEngine {
        DrawerEngine(
            configuration: DrawerConfiguration(detents: [.closed, .medium, .large]),
            container: DrawerContainer(size: Self.size), initialDetent: detent)
    }

    func host(at detent: DrawerDetent.Identifier = .medium) -> DrawerHostModel<String> {
        var model = DrawerHostModel<String>(options: DrawerHostOptions())
        model.setContainer(DrawerContainer(size: Self.size), time: 0)
        model.addDrawer(
            "sheet", configuration: DrawerConfiguration(detents: [.closed, .medium, .large]),
            presentation: .alwaysPresent, selection: detent, time: 0)
        return model
    }

    func list(height: CGFloat = 3000, offset: CGFloat = 0, phase: DrawerPanPhase = .possible) -> DrawerScrollViewSnapshot {
        DrawerScrollViewSnapshot(
            contentOffset: CGPoint(x: 0, y: offset), contentSize: CGSize(width: 390, height: height),
            viewportSize: Self.viewport.size, panPhase: phase)
    }

    @Test("only a pan that has begun and not ended is a finger dragging the list")
    func panPhases() {
        let dragging = DrawerPanPhase.allCases.filter(\.isDragging)
        #expect(dragging == [.began, .changed])
        for phase in DrawerPanPhase.allCases {
            #expect(list(phase: phase).drawerIsTracking == dragging.contains(phase))
        }
    }

    @Test("a snapshot reads as the scroll view it copies: adjustedContentInset becomes the content's start")
    func snapshotReading() {
        let snapshot = DrawerScrollViewSnapshot(
            contentOffset: CGPoint(x: 0, y: -20), contentInset: DrawerInsets(top: 20, left: 0, bottom: 34, right: 0),
            contentSize: CGSize(width: 390, height: 3000), viewportSize: CGSize(width: 390, height: 400))
        let tracker = DrawerScrollTracker(edge: .bottom)
        // At the top of the content (contentOffset.y == -adjustedContentInset.top): offset 0; the
        // scrollable length counts both insets.
        #expect(tracker.scrollState(of: snapshot) == DrawerScrollState(offset: 0, contentLength: 3054, viewportLength: 400))
        // The engine's offset 100 is contentOffset.y 80 in UIKit's terms.
        #expect(tracker.contentOffset(showing: 100, in: snapshot) == CGPoint(x: 0, y: 80))
    }

    @Test("a pan whose first report comes after the platform's threshold does not jump the drawer")
    func threshold() {
        // UIKit reports `.began` once the finger has moved ~10 pt; that part is not the drawer's.
        var late = sheet()
        var lateTracker = DrawerScrollTracker(edge: .bottom)
        var view = list(phase: .began)
        view.drawerPanTranslation = CGPoint(x: 0, y: 10)
        _ = lateTracker.observe(view, location: Self.finger, engine: &late, time: 0)
        view.panPhase = .changed
        view.drawerPanTranslation = CGPoint(x: 0, y: 40)
        _ = lateTracker.observe(view, location: Self.finger, engine: &late, time: 0.016)

        var prompt = sheet()
        var promptTracker = DrawerScrollTracker(edge: .bottom)
        var other = list(phase: .began)
        _ = promptTracker.observe(other, location: Self.finger, engine: &prompt, time: 0)
        other.panPhase = .changed
        other.drawerPanTranslation = CGPoint(x: 0, y: 30)
        _ = promptTracker.observe(other, location: Self.finger, engine: &prompt, time: 0.016)

        #expect(abs(late.frame.extent - (422 - 30)) < 1e-9, "30 pt after the pan began, not 40")
        #expect(abs(late.frame.extent - prompt.frame.extent) < 1e-9)
    }

    @Test("a display frame between two pan reports is not a step: a list-owned drag still ends in a glide")
    func repeatedObservations() {
        var engine = sheet(at: .large)
        var tracker = DrawerScrollTracker(edge: .bottom)
        var view = list(offset: 200, phase: .began)
        view.drawerViewportSize.height = 784
        _ = tracker.observe(view, location: Self.finger, engine: &engine, time: 0)
        var time = 0.0
        for step in 1...6 {
            view.panPhase = .changed
            view.drawerPanTranslation = CGPoint(x: 0, y: CGFloat(-20 * step))
            view.drawerContentOffset.y = 200 + CGFloat(20 * step)
            // The pan's report, then a display frame before the finger moves again.
            for _ in 0..<2 {
                time += 1.0 / 120
                _ = tracker.observe(view, location: Self.finger, engine: &engine, time: time)
            }
        }
        #expect(engine.scroll.offset == 320, "each step counted once")
        view.panPhase = .ended
        _ = tracker.observe(view, location: Self.finger, engine: &engine, time: time + 0.001)
        #expect(engine.isResting && engine.isAnimating, "the list owned the end and glides on")
    }

    @Test("a short list that bounces under the finger is held at its start while the drawer moves")
    func shortListBounce() {
        var engine = sheet()
        var tracker = DrawerScrollTracker(edge: .bottom)
        var view = list(height: 200, phase: .began)
        _ = tracker.observe(view, location: Self.finger, engine: &engine, time: 0)
        // UIKit lets a SwiftUI ScrollView bounce even when its content fits: it pulls the content
        // down with the finger while the drawer follows the finger too.
        view.panPhase = .changed
        view.drawerPanTranslation = CGPoint(x: 0, y: 30)
        view.drawerContentOffset.y = -15
        let offset = tracker.observe(view, location: Self.finger, engine: &engine, time: 0.016)
        #expect(abs(engine.frame.extent - 392) < 1e-9)
        #expect(offset == CGPoint(x: 0, y: 0), "the list is put back at its start")
    }

    @Test("with the scroll view's own deceleration, a release the list owned leaves the glide to the list")
    func nativeDeceleration() {
        for native in [false, true] {
            var engine = sheet(at: .large)
            var tracker = DrawerScrollTracker(edge: .bottom, usesScrollViewVelocity: true, usesScrollViewDeceleration: native)
            var view = list(offset: 200, phase: .began)
            view.drawerViewportSize.height = 784
            _ = tracker.observe(view, location: Self.finger, engine: &engine, time: 0)
            // The finger pushes up: at the largest detent the list scrolls (UIKit moved it already).
            var time = 0.0
            for step in 1...6 {
                time += 1.0 / 60
                view.panPhase = .changed
                view.drawerPanTranslation = CGPoint(x: 0, y: CGFloat(-20 * step))
                view.drawerContentOffset.y = 200 + CGFloat(20 * step)
                let offset = tracker.observe(view, location: Self.finger, engine: &engine, time: time)
                #expect(offset == nil, "the list took the step by itself")
            }
            view.panPhase = .ended
            view.drawerPanVelocity = CGPoint(x: 0, y: -1500)
            let atRelease = tracker.observe(view, location: Self.finger, engine: &engine, time: time + 0.01)
            #expect(atRelease == nil)
            #expect(engine.isResting)
            if native {
                #expect(!engine.isAnimating, "no engine glide: UIKit decelerates the list")
                // The list glides on by itself; each report moves the engine's idea of it.
                view.drawerIsDecelerating = true
                for frame in 1...5 {
                    view.drawerContentOffset.y = 320 + CGFloat(25 * frame)
                    let result = tracker.observe(
                        view, location: Self.finger, engine: &engine, time: time + 0.01 + Double(frame) / 60)
                    #expect(result == nil)
                    #expect(engine.scroll.offset == view.drawerContentOffset.y)
                }
            } else {
                #expect(engine.isAnimating, "the engine glides the list (GTK's adjustment has no glide of its own)")
            }
        }
    }

    @Test("with the scroll view's own deceleration, a release the drawer took hands back the offset to hold")
    func drawerOwnedRelease() {
        var engine = sheet()
        var tracker = DrawerScrollTracker(edge: .bottom, usesScrollViewDeceleration: true)
        var view = list(phase: .began)
        _ = tracker.observe(view, location: Self.finger, engine: &engine, time: 0)
        view.panPhase = .changed
        view.drawerPanTranslation = CGPoint(x: 0, y: 60)
        _ = tracker.observe(view, location: Self.finger, engine: &engine, time: 0.05)
        view.panPhase = .ended
        let offset = tracker.observe(view, location: Self.finger, engine: &engine, time: 0.06)
        #expect(!engine.isResting, "the drawer settles")
        #expect(offset == CGPoint(x: 0, y: 0), "returned although the list is already there")
    }

    @Test("the host model keeps the deceleration choice per drawer and wants frames while the list glides by itself")
    func hostSetting() {
        var model = host(at: .large)
        let unknown = model.setUsesScrollViewDeceleration(true, for: "nope")
        let known = model.setUsesScrollViewDeceleration(true, for: "sheet")
        #expect(!unknown && known)
        var view = list(offset: 200, phase: .began)
        view.drawerViewportSize.height = 784
        let viewport = CGRect(x: 0, y: 60, width: 390, height: 784)
        _ = model.trackScrollView(view, in: "sheet", viewport: viewport, location: Self.finger, time: 0)
        view.panPhase = .changed
        view.drawerPanTranslation = CGPoint(x: 0, y: -100)
        view.drawerContentOffset.y = 300
        _ = model.trackScrollView(view, in: "sheet", viewport: viewport, location: Self.finger, time: 0.1)
        view.panPhase = .ended
        _ = model.trackScrollView(view, in: "sheet", viewport: viewport, location: Self.finger, time: 0.11)
        #expect(model.dragOwner == nil)
        #expect(!model.needsFrames, "nothing for the engine to glide")
        // UIKit decelerates the list: the model wants frames so the adapter keeps reading it,
        // and follows each reading; when the list stops, the frames stop.
        view.panPhase = .possible
        view.drawerIsDecelerating = true
        view.drawerContentOffset.y = 340
        _ = model.trackScrollView(view, in: "sheet", viewport: viewport, location: Self.finger, time: 0.13)
        #expect(model.needsFrames)
        #expect(model.engine(of: "sheet")!.scroll.offset == 340)
        view.drawerIsDecelerating = false
        view.drawerContentOffset.y = 352
        _ = model.trackScrollView(view, in: "sheet", viewport: viewport, location: Self.finger, time: 0.3)
        #expect(!model.needsFrames)
        #expect(model.engine(of: "sheet")!.scroll.offset == 352)
        // A list that goes away while gliding needs no frames either.
        view.drawerIsDecelerating = true
        _ = model.trackScrollView(view, in: "sheet", viewport: viewport, location: Self.finger, time: 0.31)
        model.stopTrackingScrollView(in: "sheet", time: 0.32)
        #expect(!model.needsFrames)
    }
}

/// Every hand-off fixture through the host model, with a scroll view that decelerates by itself.
@Suite("Scroll tracker replays, native deceleration")
struct NativeDecelerationReplayTests {
    @Test(
        "each hand-off settles where the fixture says, and the engine ends on the list's offset",
        arguments: DrawerScrollTrackerReplayTests.fixtures.map(\.name))
    func replays(name: String) throws {
        let fixture = try #require(DrawerScrollTrackerReplayTests.fixtures.first { $0.name == name })
        let tracked = trackedReplay(fixture, inset: DrawerInsets(top: 20, bottom: 34), driver: NativeHostTrackedDrawer(fixture))
        #expect(tracked.engine.isResting && !tracked.engine.isAnimating)
        #expect(tracked.engine.frame.restingDetent?.rawValue == fixture.expect.detent)
        let shown = tracked.view.drawerContentOffset.y + 20
        #expect(abs(shown - tracked.engine.frame.contentOffset) < 1, "the engine follows the list: \(shown)")
        #expect(tracked.driver.isTrackerIdle)
    }
}

/// ``HostTrackedDrawer`` with ``DrawerHostModel/setUsesScrollViewDeceleration(_:for:)`` on.
struct NativeHostTrackedDrawer: TrackedDrawer {
    var hosted: HostTrackedDrawer
    var engine: DrawerEngine { hosted.engine }
    var isTrackerIdle: Bool { hosted.isTrackerIdle }
    init(_ fixture: GestureFixture) {
        hosted = HostTrackedDrawer(fixture)
        hosted.model.setUsesScrollViewDeceleration(true, for: "sheet")
    }
    mutating func observe(_ view: ReplayScrollView, location: CGPoint, time: Double) -> CGPoint? {
        hosted.observe(view, location: location, time: time)
    }
    mutating func tick(_ time: Double) { hosted.tick(time) }
}
