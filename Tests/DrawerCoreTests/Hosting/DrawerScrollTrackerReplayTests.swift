import DrawerCore
import Foundation
import Testing

/// Replays every hand-off fixture (`handoff-*`, `shortcuts-*`) through ``DrawerScrollTracker``
/// and a `UIScrollView`-like double instead of feeding the engine directly: the result must
/// agree with the engine's own replay and with the fixture's expectations.
@Suite("Scroll tracker replays")
struct DrawerScrollTrackerReplayTests {
    static let fixtures: [GestureFixture] = ((try? GestureFixture.all()) ?? []).filter {
        $0.name.hasPrefix("handoff-") || $0.name.hasPrefix("shortcuts-")
    }

    /// Insets the double reports (none, and a safe area with a header above the list).
    static let insets = [DrawerInsets.zero, DrawerInsets(top: 20, bottom: 34)]

    @Test("the hand-off fixtures are all there")
    func fixturesLoad() {
        #expect(Self.fixtures.count == 7)
    }

    @Test(
        "each hand-off ends where the engine's replay and the fixture say",
        arguments: fixtures.map(\.name), [0, 1])
    func agrees(name: String, insetIndex: Int) throws {
        let fixture = try #require(Self.fixtures.first { $0.name == name })
        let inset = Self.insets[insetIndex]
        let direct = replay(fixture)
        let tracked = trackedReplay(fixture, inset: inset, driver: EngineTrackedDrawer(fixture))
        let frame = tracked.engine.frame
        #expect(tracked.engine.isResting)
        #expect(frame.restingDetent?.rawValue == fixture.expect.detent, "\(fixture.description)")
        #expect(frame.restingDetent == direct.engine.frame.restingDetent)
        #expect(abs(frame.extent - direct.engine.frame.extent) < 1e-9)
        #expect(abs(frame.contentOffset - direct.engine.frame.contentOffset) < 1e-6)
        // What the user sees is the scroll view's offset, measured from the content's start.
        let shown = tracked.view.drawerContentOffset.y + inset.top
        if let offset = fixture.expect.contentOffset {
            #expect(abs(shown - offset) < 1, "the list shows \(shown)")
        }
        #expect(abs(shown - frame.contentOffset) < 1, "the list shows the engine's offset")
        if let dimming = fixture.expect.dimming {
            #expect(abs(frame.dimming - dimming) < 1e-6)
        }
        if let maximum = fixture.expect.maxExtentDuring {
            #expect(tracked.maxExtent <= maximum + 1e-6)
        }
        #expect(tracked.driver.isTrackerIdle)
    }

    @Test(
        "through the host model, each hand-off is the tracker's own, frame for frame",
        arguments: fixtures.map(\.name), [0, 1])
    func hostAgrees(name: String, insetIndex: Int) throws {
        let fixture = try #require(Self.fixtures.first { $0.name == name })
        let inset = Self.insets[insetIndex]
        let alone = trackedReplay(fixture, inset: inset, driver: EngineTrackedDrawer(fixture))
        let hosted = trackedReplay(fixture, inset: inset, driver: HostTrackedDrawer(fixture))
        #expect(hosted.steps.count == alone.steps.count)
        for (a, b) in zip(alone.steps, hosted.steps) {
            #expect(abs(a.offsetAfter - b.offsetAfter) < 1e-9, "list offset at t = \(a.time)")
            #expect(a.drawerMoved == b.drawerMoved, "drawer motion at t = \(a.time)")
        }
        #expect(hosted.engine.frame.restingDetent?.rawValue == fixture.expect.detent)
        #expect(abs(hosted.engine.frame.extent - alone.engine.frame.extent) < 1e-9)
        #expect(hosted.driver.isTrackerIdle)
    }

    @Test("while the drawer moves under the finger, the list does not move", arguments: fixtures.map(\.name))
    func pinned(name: String) throws {
        let fixture = try #require(Self.fixtures.first { $0.name == name })
        let tracked = trackedReplay(fixture, inset: .zero, driver: EngineTrackedDrawer(fixture))
        for step in tracked.steps where step.drawerMoved && step.engineContentStill {
            #expect(abs(step.offsetAfter - step.offsetBefore) < 1, "at t = \(step.time)")
        }
    }
}

/// What a tracked replay observed.
struct TrackedReplay<Driver: TrackedDrawer> {
    struct Step {
        var time: Double
        var offsetBefore: CGFloat
        var offsetAfter: CGFloat
        var drawerMoved: Bool
        var engineContentStill: Bool
    }
    var driver: Driver
    var view: ReplayScrollView
    var maxExtent: CGFloat = 0
    var steps: [Step] = []
    var engine: DrawerEngine { driver.engine }
}

/// What a replay drives: a tracker with its own engine, or a host model that keeps the tracker.
protocol TrackedDrawer {
    var engine: DrawerEngine { get }
    var isTrackerIdle: Bool { get }
    mutating func observe(_ view: ReplayScrollView, location: CGPoint, time: Double) -> CGPoint?
    mutating func tick(_ time: Double)
}

/// A ``DrawerScrollTracker`` driving an engine directly.
struct EngineTrackedDrawer: TrackedDrawer {
    var engine: DrawerEngine
    var tracker: DrawerScrollTracker
    var isTrackerIdle: Bool { !tracker.isTracking && !tracker.ownsGesture }
    init(_ fixture: GestureFixture) {
        engine = DrawerEngine(
            configuration: fixture.configuration, container: fixture.drawerContainer,
            initialDetent: DrawerDetent.Identifier(rawValue: fixture.initial))
        tracker = DrawerScrollTracker(edge: fixture.edge)
    }
    mutating func observe(_ view: ReplayScrollView, location: CGPoint, time: Double) -> CGPoint? {
        defer { engine.clearEvents() }
        return tracker.observe(view, location: location, engine: &engine, time: time)
    }
    mutating func tick(_ time: Double) { engine.tick(time: time) }
}

/// A ``DrawerHostModel`` that keeps the tracker (``DrawerHostModel/trackScrollView(_:in:viewport:location:time:)``),
/// the scroll view filling the container.
struct HostTrackedDrawer: TrackedDrawer {
    var model: DrawerHostModel<String>
    let viewport: CGRect
    var engine: DrawerEngine { model.engine(of: "sheet")! }
    var isTrackerIdle: Bool { model.dragOwner == nil && !model.isTrackedDrag }
    init(_ fixture: GestureFixture) {
        model = DrawerHostModel(options: DrawerHostOptions())
        model.setContainer(fixture.drawerContainer, time: 0)
        model.addDrawer(
            "sheet", configuration: fixture.configuration, presentation: .alwaysPresent,
            selection: DrawerDetent.Identifier(rawValue: fixture.initial), time: 0)
        viewport = CGRect(origin: .zero, size: fixture.drawerContainer.size)
    }
    mutating func observe(_ view: ReplayScrollView, location: CGPoint, time: Double) -> CGPoint? {
        defer { model.drainEvents { _ in } }
        return model.trackScrollView(view, in: "sheet", viewport: viewport, location: location, time: time)
    }
    mutating func tick(_ time: Double) { model.tick(time: time) }
}

/// Feeds a fixture's events to a ``ReplayScrollView`` and lets `driver` (a tracker) drive the
/// engine from what the view reports, ticking at 60 Hz as ``replay(_:)`` does.
func trackedReplay<Driver: TrackedDrawer>(
    _ fixture: GestureFixture, inset: DrawerInsets, driver: Driver
) -> TrackedReplay<Driver> {
    var view = ReplayScrollView()
    view.drawerContentInset = inset
    view.drawerContentOffset.y = -inset.top
    view.drawerViewportSize = CGSize(width: fixture.container.width, height: 0)
    var result = TrackedReplay(driver: driver, view: view)
    var location = CGPoint.zero
    var clock = 0.0

    /// `before`: the list's offset before UIKit moved it with the finger, if it did.
    func observe(_ time: Double, before: CGFloat? = nil) {
        let before = before ?? view.drawerContentOffset.y
        let extentBefore = result.engine.frame.extent
        let engineOffsetBefore = result.engine.frame.contentOffset
        if let offset = result.driver.observe(view, location: location, time: time) {
            view.drawerContentOffset = offset
        }
        result.maxExtent = max(result.maxExtent, result.engine.frame.extent)
        result.steps.append(
            TrackedReplay.Step(
                time: time, offsetBefore: before, offsetAfter: view.drawerContentOffset.y,
                drawerMoved: result.engine.frame.extent != extentBefore,
                engineContentStill: result.engine.frame.contentOffset == engineOffsetBefore))
    }
    func tick(_ time: Double) {
        result.driver.tick(time)
        observe(time)
    }

    for event in fixture.events {
        while clock + 1.0 / 60 < event.t {
            clock += 1.0 / 60
            tick(clock)
        }
        clock = max(clock, event.t)
        switch event.type {
        case "scroll":
            // The list was scrolled (or laid out) before the gesture: the same total range, insets included.
            let content = (event.content ?? 0) - inset.top - inset.bottom
            view.drawerContentSize = CGSize(width: fixture.container.width, height: max(0, content))
            view.drawerViewportSize = CGSize(width: fixture.container.width, height: event.viewport ?? 0)
            view.drawerContentOffset.y = (event.offset ?? 0) - inset.top
            observe(event.t)
        case "began":
            location = CGPoint(x: event.x ?? 0, y: event.y ?? 0)
            view.drawerIsTracking = true
            view.drawerPanTranslation = .zero
            observe(event.t)
        case "changed":
            // UIKit scrolls the list with the finger before the tracker hears of it.
            let before = view.drawerContentOffset.y
            view.drag(to: CGPoint(x: event.dx ?? 0, y: event.dy ?? 0))
            observe(event.t, before: before)
        case "ended", "cancelled":
            view.drawerIsTracking = false
            observe(event.t)
        case "tick":
            tick(event.t)
        default:
            break
        }
    }
    let end = clock
    while !result.engine.isResting || result.engine.isAnimating, clock < end + 10 {
        clock += 1.0 / 60
        tick(clock)
    }
    result.view = view
    return result
}
