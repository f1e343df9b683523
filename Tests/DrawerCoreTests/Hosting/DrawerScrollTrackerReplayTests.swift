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
        let tracked = trackedReplay(fixture, inset: inset)
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
        #expect(!tracked.tracker.isTracking && !tracked.tracker.ownsGesture)
    }

    @Test("while the drawer moves under the finger, the list does not move", arguments: fixtures.map(\.name))
    func pinned(name: String) throws {
        let fixture = try #require(Self.fixtures.first { $0.name == name })
        let tracked = trackedReplay(fixture, inset: .zero)
        for step in tracked.steps where step.drawerMoved && step.engineContentStill {
            #expect(abs(step.offsetAfter - step.offsetBefore) < 1, "at t = \(step.time)")
        }
    }
}

/// What a tracked replay observed.
struct TrackedReplay {
    struct Step {
        var time: Double
        var offsetBefore: CGFloat
        var offsetAfter: CGFloat
        var drawerMoved: Bool
        var engineContentStill: Bool
    }
    var engine: DrawerEngine
    var view: ReplayScrollView
    var tracker: DrawerScrollTracker
    var maxExtent: CGFloat = 0
    var steps: [Step] = []
}

/// Feeds a fixture's events to a ``ReplayScrollView`` and lets a ``DrawerScrollTracker`` drive
/// the engine from what the view reports, ticking at 60 Hz as ``replay(_:)`` does.
func trackedReplay(_ fixture: GestureFixture, inset: DrawerInsets) -> TrackedReplay {
    var engine = DrawerEngine(
        configuration: fixture.configuration, container: fixture.drawerContainer,
        initialDetent: DrawerDetent.Identifier(rawValue: fixture.initial))
    var view = ReplayScrollView()
    view.drawerContentInset = inset
    view.drawerContentOffset.y = -inset.top
    view.drawerViewportSize = CGSize(width: fixture.container.width, height: 0)
    var tracker = DrawerScrollTracker(edge: fixture.edge)
    var result = TrackedReplay(engine: engine, view: view, tracker: tracker)
    var location = CGPoint.zero
    var clock = 0.0

    /// `before`: the list's offset before UIKit moved it with the finger, if it did.
    func observe(_ time: Double, before: CGFloat? = nil) {
        let before = before ?? view.drawerContentOffset.y
        let extentBefore = engine.frame.extent
        let engineOffsetBefore = engine.frame.contentOffset
        if let offset = tracker.observe(view, location: location, engine: &engine, time: time) {
            view.drawerContentOffset = offset
        }
        engine.clearEvents()
        result.maxExtent = max(result.maxExtent, engine.frame.extent)
        result.steps.append(
            TrackedReplay.Step(
                time: time, offsetBefore: before, offsetAfter: view.drawerContentOffset.y,
                drawerMoved: engine.frame.extent != extentBefore,
                engineContentStill: engine.frame.contentOffset == engineOffsetBefore))
    }
    func tick(_ time: Double) {
        engine.tick(time: time)
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
    while !engine.isResting || engine.isAnimating, clock < end + 10 {
        clock += 1.0 / 60
        tick(clock)
    }
    result.engine = engine
    result.view = view
    result.tracker = tracker
    return result
}
