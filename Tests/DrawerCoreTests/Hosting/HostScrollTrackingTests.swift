import DrawerCore
import Foundation
import Testing

/// The host model's rules around a tracked scroll view: one owner per finger, the adapter's own
/// drag yielding inside the list, and clean ends when the list or the drawer goes away.
@Suite("Host model scroll tracking")
struct HostScrollTrackingTests {
    static let size = CGSize(width: 390, height: 844)
    /// The list fills the sheet's panel below a 60 pt header, at medium (top of panel at 422).
    static let viewport = CGRect(x: 0, y: 482, width: 390, height: 362)

    func host() -> DrawerHostModel<String> {
        var model = DrawerHostModel<String>(options: DrawerHostOptions())
        model.setContainer(DrawerContainer(size: Self.size), time: 0)
        model.addDrawer(
            "sheet", configuration: DrawerConfiguration(detents: [.closed, .medium, .large]),
            presentation: .alwaysPresent, selection: .medium, time: 0)
        return model
    }

    func list(offset: CGFloat = 0) -> ReplayScrollView {
        var view = ReplayScrollView()
        view.drawerContentSize = CGSize(width: 390, height: 3000)
        view.drawerViewportSize = Self.viewport.size
        view.drawerContentOffset.y = offset
        return view
    }

    @Test("the adapter's own drag yields inside a tracked list, and not outside it")
    func adapterYields() {
        var model = host()
        let view = list()
        _ = model.trackScrollView(view, in: "sheet", viewport: Self.viewport, location: .zero, time: 0)
        let result1 = model.dragBegan(at: CGPoint(x: 195, y: 600), time: 0.1)
        #expect(result1 == nil)
        #expect(model.dragOwner == nil)
        // The header above the list still drags the drawer through the adapter.
        let result2 = model.dragBegan(at: CGPoint(x: 195, y: 440), time: 0.2)
        #expect(result2 == "sheet")
    }

    @Test("a finger on the list drags the drawer through the tracker; adapter calls meanwhile are ignored")
    func trackerDrives() {
        var model = host()
        var view = list()
        let finger = CGPoint(x: 195, y: 600)
        view.drawerIsTracking = true
        _ = model.trackScrollView(view, in: "sheet", viewport: Self.viewport, location: finger, time: 0)
        #expect(model.dragOwner == "sheet" && model.isTrackedDrag)
        // The list is at its top: pulling down moves the drawer, and the list is pinned.
        var time = 0.0
        for step in 1...10 {
            time += 1.0 / 60
            view.drag(to: CGPoint(x: 0, y: CGFloat(step) * 12))
            if let offset = model.trackScrollView(view, in: "sheet", viewport: Self.viewport, location: finger, time: time) {
                view.drawerContentOffset = offset
            }
        }
        let extent = model.frame(of: "sheet")!.extent
        #expect(extent < 422 - 90, "the drawer followed the finger down: \(extent)")
        #expect(abs(view.drawerContentOffset.y) < 1, "the list stayed at its top")
        // A stray adapter drag (another recognizer) cannot take the finger over.
        let result3 = model.dragBegan(at: CGPoint(x: 195, y: 440), time: time)
        #expect(result3 == nil)
        let result4 = model.dragChanged(translation: CGPoint(x: 0, y: -300), time: time)
        #expect(result4 == .none)
        #expect(model.frame(of: "sheet")!.extent == extent)
        let result5 = model.dragEnded(time: time)
        #expect(!result5)
        #expect(model.isTrackedDrag)
        // Finger up: the tracker ends the drag and the owner is released.
        view.drawerIsTracking = false
        _ = model.trackScrollView(view, in: "sheet", viewport: Self.viewport, location: finger, time: time + 0.01)
        #expect(model.dragOwner == nil && !model.isTrackedDrag)
        var clock = time + 0.01
        while model.needsFrames, clock < time + 5 {
            clock += 1.0 / 60
            model.tick(time: clock)
            _ = model.trackScrollView(view, in: "sheet", viewport: Self.viewport, location: finger, time: clock)
        }
        #expect(model.engine(of: "sheet")!.isResting)
    }

    @Test("a finger that lands while another drag is in progress belongs to the list alone")
    func otherOwner() {
        var model = host()
        // The header above the list takes a drag through the adapter first.
        let header = model.dragBegan(at: CGPoint(x: 195, y: 440), time: 0)
        #expect(header == "sheet")
        var view = list(offset: 100)
        view.drawerIsTracking = true
        _ = model.trackScrollView(view, in: "sheet", viewport: Self.viewport, location: CGPoint(x: 195, y: 600), time: 0.05)
        #expect(model.dragOwner == "sheet" && !model.isTrackedDrag)
        view.drag(to: CGPoint(x: 0, y: 200))
        let offset = model.trackScrollView(
            view, in: "sheet", viewport: Self.viewport, location: CGPoint(x: 195, y: 600), time: 0.1)
        #expect(offset == nil, "the list keeps its own scrolling")
        #expect(model.frame(of: "sheet")!.extent == 422)
        // The header's drag is still the adapter's.
        let moved = model.dragChanged(translation: CGPoint(x: 0, y: -60), time: 0.12)
        #expect(moved == .tracking)
    }

    @Test("the list going away mid-drag ends the drag as a release at rest")
    func stopMidDrag() {
        var model = host()
        var view = list()
        view.drawerIsTracking = true
        let finger = CGPoint(x: 195, y: 600)
        _ = model.trackScrollView(view, in: "sheet", viewport: Self.viewport, location: finger, time: 0)
        view.drag(to: CGPoint(x: 0, y: 40))
        _ = model.trackScrollView(view, in: "sheet", viewport: Self.viewport, location: finger, time: 0.05)
        model.stopTrackingScrollView(in: "sheet", time: 0.06)
        #expect(model.dragOwner == nil && !model.isTrackedDrag)
        #expect(model.engine(of: "sheet")!.dragState == .none)
        // The adapter's drag works again where the list was.
        let result7 = model.dragBegan(at: finger, time: 0.5)
        #expect(result7 == "sheet")
    }

    @Test("removing the drawer mid-drag releases the finger; unknown ids and bad numbers change nothing")
    func badInput() {
        var model = host()
        var view = list()
        view.drawerIsTracking = true
        let result8 = model.trackScrollView(view, in: "nope", viewport: Self.viewport, location: .zero, time: 0)
        #expect(result8 == nil)
        _ = model.trackScrollView(
            view, in: "sheet", viewport: CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1),
            location: CGPoint(x: CGFloat.nan, y: .infinity), time: 0)
        #expect(!model.isTrackedDrag, "a finger at no finite point is nobody's")
        view.drawerPanTranslation = CGPoint(x: CGFloat.nan, y: .infinity)
        _ = model.trackScrollView(view, in: "sheet", viewport: Self.viewport, location: .zero, time: 0.02)
        #expect(model.frame(of: "sheet")!.extent == 422)

        var other = host()
        var finger = list()
        finger.drawerIsTracking = true
        _ = other.trackScrollView(finger, in: "sheet", viewport: Self.viewport, location: CGPoint(x: 195, y: 600), time: 0)
        #expect(other.isTrackedDrag)
        other.removeDrawer("sheet")
        #expect(other.dragOwner == nil && !other.isTrackedDrag)
    }
}
