import DrawerCore
import Foundation
import Testing

/// The wheel over one of several tracked lists scrolls that list, not the one a finger last used.
@Suite("Host model: the wheel scrolls the list under the pointer")
struct HostWheelOverScrollViewsTests {
    typealias Lists = HostMultipleScrollViewsTests

    /// A sheet at large (the wheel scrolls its lists) with lists A (left) and B (right) tracked,
    /// B followed as after a finger on it.
    func sheetFollowingB() -> (DrawerHostModel<String>, ReplayScrollView, ReplayScrollView) {
        var model = Lists().host()
        model.setSelection(of: "sheet", .large, time: 0)
        var clock = 0.0
        while model.needsFrames && clock < 3 {
            clock += 1.0 / 60
            model.tick(time: clock)
        }
        let a = Lists().list(viewport: Lists.left)
        var b = Lists().list(viewport: Lists.right)
        _ = model.trackScrollView(a, key: Lists.keyA, axis: .vertical, in: "sheet", viewport: Lists.left, location: .zero, time: 3)
        b.drawerIsTracking = true
        _ = model.trackScrollView(
            b, key: Lists.keyB, axis: .vertical, in: "sheet", viewport: Lists.right, location: CGPoint(x: 300, y: 600), time: 3)
        b.drawerIsTracking = false
        _ = model.trackScrollView(b, key: Lists.keyB, axis: .vertical, in: "sheet", viewport: Lists.right, location: .zero, time: 3.1)
        return (model, a, b)
    }

    @Test("over list A the engine follows A, and the wheel's offsets go to A alone")
    func wheelOverTheOtherList() {
        var (model, a, b) = sheetFollowingB()
        #expect(model.activeScrollView(in: "sheet") == Lists.keyB)
        #expect(model.pointerWillScroll(at: CGPoint(x: 100, y: 600), in: "sheet", time: 3.2) == Lists.keyA)
        #expect(model.activeScrollView(in: "sheet") == Lists.keyA)
        var clock = 3.2
        var handedToB = false
        for _ in 0..<3 {
            if let offset = model.trackScrollView(
                a, key: Lists.keyA, axis: .vertical, in: "sheet", viewport: Lists.left, location: .zero, time: clock)
            {
                a.drawerContentOffset = offset
            }
            model.scrollWheel("sheet", delta: CGPoint(x: 0, y: 60), time: clock)
            clock += 1.0 / 60
            model.tick(time: clock)
            if let offset = model.trackScrollView(
                a, key: Lists.keyA, axis: .vertical, in: "sheet", viewport: Lists.left, location: .zero, time: clock)
            {
                a.drawerContentOffset = offset
            }
            handedToB =
                model.trackScrollView(
                    b, key: Lists.keyB, axis: .vertical, in: "sheet", viewport: Lists.right, location: .zero, time: clock)
                != nil || handedToB
        }
        #expect(a.drawerContentOffset.y > 100, "list A scrolled: \(a.drawerContentOffset.y)")
        #expect(b.drawerContentOffset.y == 0 && !handedToB, "list B was left alone")
    }

    @Test("outside any list, during a drag, or for bad input, the followed list stays")
    func keepsTheFollowedList() {
        var (model, _, b) = sheetFollowingB()
        #expect(model.pointerWillScroll(at: CGPoint(x: 100, y: 440), in: "sheet", time: 3.2) == Lists.keyB, "the header")
        #expect(model.pointerWillScroll(at: CGPoint(x: CGFloat.nan, y: 600), in: "sheet", time: 3.2) == Lists.keyB)
        #expect(model.pointerWillScroll(at: CGPoint(x: 100, y: 600), in: "nobody", time: 3.2) == nil)
        // A finger drags B: the wheel over A does not take the drag's list away.
        b.drawerIsTracking = true
        _ = model.trackScrollView(
            b, key: Lists.keyB, axis: .vertical, in: "sheet", viewport: Lists.right, location: CGPoint(x: 300, y: 600), time: 3.3)
        b.drag(to: CGPoint(x: 0, y: -30))
        _ = model.trackScrollView(
            b, key: Lists.keyB, axis: .vertical, in: "sheet", viewport: Lists.right, location: CGPoint(x: 300, y: 600), time: 3.35)
        #expect(model.pointerWillScroll(at: CGPoint(x: 100, y: 600), in: "sheet", time: 3.4) == Lists.keyB)
        #expect(model.activeScrollView(in: "sheet") == Lists.keyB)
    }
}
