import DrawerCore
import Foundation
import Testing

/// Several tracked scroll views in one drawer: the one under the finger owns the hand-off, a
/// horizontal one never moves a bottom sheet, the per-detent content-interaction rule, and a
/// scroll view removed mid-drag.
@Suite("Host model: several scroll views per drawer")
struct HostMultipleScrollViewsTests {
    static let size = CGSize(width: 390, height: 844)
    /// At medium the panel's top is at 422; a 60 pt header, then two lists side by side (a pager
    /// showing two pages) or a carousel above a list.
    static let left = CGRect(x: 0, y: 482, width: 195, height: 362)
    static let right = CGRect(x: 195, y: 482, width: 195, height: 362)
    static let carousel = CGRect(x: 0, y: 482, width: 390, height: 120)
    static let below = CGRect(x: 0, y: 602, width: 390, height: 242)
    static let keyA = DrawerScrollViewKey(rawValue: 1)
    static let keyB = DrawerScrollViewKey(rawValue: 2)
    static let keyC = DrawerScrollViewKey(rawValue: 3)

    func host(scroll: DrawerScrollOptions = DrawerScrollOptions()) -> DrawerHostModel<String> {
        var model = DrawerHostModel<String>(options: DrawerHostOptions())
        model.setContainer(DrawerContainer(size: Self.size), time: 0)
        model.addDrawer(
            "sheet", configuration: DrawerConfiguration(detents: [.closed, .medium, .large], scroll: scroll),
            presentation: .alwaysPresent, selection: .medium, time: 0)
        return model
    }

    func list(offset: CGFloat = 0, viewport: CGRect) -> ReplayScrollView {
        var view = ReplayScrollView()
        view.drawerContentSize = CGSize(width: viewport.width, height: 3000)
        view.drawerViewportSize = viewport.size
        view.drawerContentOffset.y = offset
        return view
    }

    /// Drags `view` (key `key`, at `viewport`) with a finger at `finger` by `steps` of `dy`,
    /// observing `others` on every frame too; returns the clock. Offsets handed to another view
    /// are recorded in `foreign`.
    func drag(
        _ view: inout ReplayScrollView, key: DrawerScrollViewKey, viewport: CGRect, finger: CGPoint, dy: CGFloat,
        steps: Int, model: inout DrawerHostModel<String>, time: Double,
        others: [(DrawerScrollViewKey, ReplayScrollView, CGRect)] = [], foreign: inout [DrawerScrollViewKey]
    ) -> Double {
        var clock = time
        view.drawerIsTracking = true
        view.drawerPanTranslation = .zero
        _ = model.trackScrollView(view, key: key, axis: .vertical, in: "sheet", viewport: viewport, location: finger, time: clock)
        for step in 1...steps {
            clock += 1.0 / 60
            view.drag(to: CGPoint(x: 0, y: CGFloat(step) * dy))
            if let offset = model.trackScrollView(
                view, key: key, axis: .vertical, in: "sheet", viewport: viewport, location: finger, time: clock)
            {
                view.drawerContentOffset = offset
            }
            for (otherKey, other, otherViewport) in others
            where model.trackScrollView(
                other, key: otherKey, axis: .vertical, in: "sheet", viewport: otherViewport, location: finger, time: clock) != nil
            {
                foreign.append(otherKey)
            }
        }
        return clock
    }

    @Test("the list under the finger owns the hand-off; the other list is never handed an offset")
    func fingerChoosesTheList() {
        var model = host()
        var a = list(offset: 0, viewport: Self.left)
        var b = list(offset: 0, viewport: Self.right)
        _ = model.trackScrollView(a, key: Self.keyA, axis: .vertical, in: "sheet", viewport: Self.left, location: .zero, time: 0)
        _ = model.trackScrollView(b, key: Self.keyB, axis: .vertical, in: "sheet", viewport: Self.right, location: .zero, time: 0)
        #expect(model.trackedScrollViews(in: "sheet") == [Self.keyA, Self.keyB])
        #expect(model.scrollView(at: CGPoint(x: 300, y: 600), in: "sheet") == Self.keyB)
        #expect(model.scrollView(at: CGPoint(x: 100, y: 600), in: "sheet") == Self.keyA)
        #expect(model.scrollView(at: CGPoint(x: 100, y: 440), in: "sheet") == nil, "the header is no list")
        // A finger on B pulls up: B owns the drag, the drawer expands (medium's default rule).
        var foreign: [DrawerScrollViewKey] = []
        var clock = drag(
            &b, key: Self.keyB, viewport: Self.right, finger: CGPoint(x: 300, y: 600), dy: -20, steps: 30, model: &model,
            time: 0.1, others: [(Self.keyA, a, Self.left)], foreign: &foreign)
        #expect(model.scrollViewOwningDrag(in: "sheet") == Self.keyB)
        #expect(model.activeScrollView(in: "sheet") == Self.keyB)
        #expect(model.isTrackedDrag && model.dragOwner == "sheet")
        #expect(foreign.isEmpty, "list A was handed offsets: \(foreign)")
        #expect(b.drawerContentOffset.y > 0, "B scrolled once the drawer reached large")
        #expect(a.drawerContentOffset.y == 0)
        b.drawerIsTracking = false
        _ = model.trackScrollView(
            b, key: Self.keyB, axis: .vertical, in: "sheet", viewport: Self.right, location: .zero, time: clock)
        #expect(model.dragOwner == nil && model.scrollViewOwningDrag(in: "sheet") == nil)
        // Now a finger on A: A owns the next drag and the engine follows A's offset (0), not B's.
        clock += 1
        model.tick(time: clock)
        let expanded = model.frame(of: "sheet")!.extent
        foreign = []
        clock = drag(
            &a, key: Self.keyA, viewport: Self.left, finger: CGPoint(x: 100, y: 600), dy: 10, steps: 10, model: &model,
            time: clock, others: [(Self.keyB, b, Self.right)], foreign: &foreign)
        #expect(model.scrollViewOwningDrag(in: "sheet") == Self.keyA)
        #expect(model.activeScrollView(in: "sheet") == Self.keyA)
        #expect(foreign.isEmpty, "list B was handed offsets: \(foreign)")
        #expect(model.frame(of: "sheet")!.extent < expanded - 50, "A at its top: pulling down moved the drawer")
        #expect(abs(a.drawerContentOffset.y) < 1)
    }

    @Test("of nested lists under the finger, the inner one owns the hand-off and the outer one gets the finger to itself")
    func innermostWins() {
        var model = host()
        let outer = list(viewport: Self.carousel.union(Self.below))
        var inner = list(viewport: Self.below)
        let outerViewport = Self.carousel.union(Self.below)
        _ = model.trackScrollView(
            outer, key: Self.keyA, axis: nil, in: "sheet", viewport: outerViewport, location: .zero, time: 0)
        let finger = CGPoint(x: 200, y: 700)
        #expect(model.scrollView(at: finger, in: "sheet") == Self.keyA)
        _ = model.trackScrollView(inner, key: Self.keyB, axis: nil, in: "sheet", viewport: Self.below, location: .zero, time: 0)
        #expect(model.scrollView(at: finger, in: "sheet") == Self.keyB)
        // Both report the finger; the outer first.
        var touchedOuter = outer
        touchedOuter.drawerIsTracking = true
        _ = model.trackScrollView(
            touchedOuter, key: Self.keyA, axis: nil, in: "sheet", viewport: outerViewport, location: finger, time: 0.1)
        #expect(model.dragOwner == nil, "the outer list may not take a finger that is on the inner one")
        inner.drawerIsTracking = true
        _ = model.trackScrollView(
            inner, key: Self.keyB, axis: nil, in: "sheet", viewport: Self.below, location: finger, time: 0.1)
        #expect(model.scrollViewOwningDrag(in: "sheet") == Self.keyB)
    }

    @Test("a horizontal carousel never moves the drawer; a press on it goes to the direction rule")
    func carouselNeverMovesTheDrawer() {
        var model = host()
        var carousel = ReplayScrollView()
        carousel.drawerContentSize = CGSize(width: 2000, height: 120)
        carousel.drawerViewportSize = Self.carousel.size
        #expect(DrawerScrollAxis.inferred(from: carousel) == .horizontal)
        _ = model.trackScrollView(
            carousel, key: Self.keyC, axis: .horizontal, in: "sheet", viewport: Self.carousel, location: .zero, time: 0)
        _ = model.trackScrollView(
            list(viewport: Self.below), key: Self.keyA, axis: .vertical, in: "sheet", viewport: Self.below, location: .zero,
            time: 0)
        let finger = CGPoint(x: 200, y: 540)
        #expect(model.scrollView(at: finger, in: "sheet") == nil, "a carousel takes no hand-off")
        let before = model.frame(of: "sheet")!
        // Its own pan, in any direction, reaches neither the drawer nor the carousel's offset.
        carousel.drawerIsTracking = true
        for step in 0...20 {
            carousel.drawerPanTranslation = CGPoint(x: CGFloat(-step) * 15, y: CGFloat(step) * 15)
            carousel.drawerContentOffset.x = CGFloat(step) * 15
            let offset = model.trackScrollView(
                carousel, key: Self.keyC, axis: .horizontal, in: "sheet", viewport: Self.carousel, location: finger,
                time: 0.1 + Double(step) / 60)
            #expect(offset == nil)
        }
        carousel.drawerIsTracking = false
        _ = model.trackScrollView(
            carousel, key: Self.keyC, axis: .horizontal, in: "sheet", viewport: Self.carousel, location: finger, time: 0.5)
        #expect(model.dragOwner == nil && !model.isTrackedDrag)
        #expect(model.frame(of: "sheet")! == before)
        // The adapter's drag there: sideways is refused (the carousel's), along the axis the drawer's.
        #expect(model.dragBegan(at: finger, time: 1) == "sheet")
        #expect(model.dragChanged(translation: CGPoint(x: -40, y: 3), time: 1.05) == .none)
        #expect(model.frame(of: "sheet")!.extent == before.extent)
        #expect(model.dragBegan(at: finger, time: 2) == "sheet")
        #expect(model.dragChanged(translation: CGPoint(x: 2, y: 60), time: 2.05) == .tracking)
        #expect(model.frame(of: "sheet")!.extent < before.extent)
    }

    @Test("the per-detent rule: at a 'scrolls' detent an upward drag scrolls first, at a 'resizes' one it expands first")
    func contentInteractionPerDetent() {
        func pullUp(_ scroll: DrawerScrollOptions) -> (extent: CGFloat, offset: CGFloat) {
            var model = host(scroll: scroll)
            var view = list(viewport: Self.below)
            var foreign: [DrawerScrollViewKey] = []
            _ = drag(
                &view, key: Self.keyA, viewport: Self.below, finger: CGPoint(x: 200, y: 700), dy: -10, steps: 10,
                model: &model, time: 0.1, foreign: &foreign)
            return (model.frame(of: "sheet")!.extent, view.drawerContentOffset.y)
        }
        let medium: CGFloat = 422
        let scrolls = pullUp(DrawerScrollOptions(contentInteraction: [.medium: .scrolls]))
        #expect(abs(scrolls.extent - medium) < 1, "the drawer stayed at medium: \(scrolls.extent)")
        #expect(scrolls.offset > 90, "the list scrolled: \(scrolls.offset)")
        let resizes = pullUp(DrawerScrollOptions(expandsWhenScrolledToEdge: false, contentInteraction: [.medium: .resizes]))
        #expect(resizes.extent > medium + 90, "the drawer expanded: \(resizes.extent)")
        #expect(resizes.offset < 1, "the list stayed: \(resizes.offset)")
        // A rule for another detent leaves medium to the drawer-wide switch.
        let other = pullUp(DrawerScrollOptions(expandsWhenScrolledToEdge: false, contentInteraction: [.large: .resizes]))
        #expect(abs(other.extent - medium) < 1 && other.offset > 90)
        #expect(DrawerScrollOptions(contentInteraction: [.medium: .automatic]).expandsFirst(at: .medium))
        #expect(!DrawerScrollOptions(expandsWhenScrolledToEdge: false).expandsFirst(at: nil))
    }

    @Test("a scroll view removed mid-drag ends its drag as a release at rest; the other view carries on")
    func removedMidDrag() {
        var model = host()
        var a = list(viewport: Self.left)
        var b = list(viewport: Self.right)
        _ = model.trackScrollView(a, key: Self.keyA, axis: .vertical, in: "sheet", viewport: Self.left, location: .zero, time: 0)
        var foreign: [DrawerScrollViewKey] = []
        var clock = drag(
            &b, key: Self.keyB, viewport: Self.right, finger: CGPoint(x: 300, y: 600), dy: 12, steps: 8, model: &model,
            time: 0.1, foreign: &foreign)
        #expect(model.isTrackedDrag)
        model.stopTrackingScrollView(Self.keyB, in: "sheet", time: clock)
        #expect(model.dragOwner == nil && !model.isTrackedDrag)
        #expect(model.trackedScrollViews(in: "sheet") == [Self.keyA])
        #expect(model.activeScrollView(in: "sheet") == nil)
        // Unknown keys and drawers, and a second removal, change nothing.
        model.stopTrackingScrollView(Self.keyB, in: "sheet", time: clock)
        model.stopTrackingScrollView(Self.keyA, in: "nope", time: clock)
        #expect(model.trackedScrollViews(in: "sheet") == [Self.keyA])
        while model.needsFrames, clock < 5 {
            clock += 1.0 / 60
            model.tick(time: clock)
        }
        #expect(model.engine(of: "sheet")!.isResting)
        #expect(model.frame(of: "sheet")!.extent.isFinite)
        // The other list still drives the drawer.
        clock = drag(
            &a, key: Self.keyA, viewport: Self.left, finger: CGPoint(x: 100, y: 600), dy: -10, steps: 5, model: &model,
            time: clock, foreign: &foreign)
        #expect(model.scrollViewOwningDrag(in: "sheet") == Self.keyA)
        _ = b
    }
}
