import DrawerCore
import Foundation
import Testing

/// Issue 22, finding 8: seed 000 lets only the handle drag where the content is interactive
/// (its panel gesture is limited to the handle's there); sheets keep dragging from their content.
@Suite("Host model: which drags start on the content")
struct HostContentDragTests {
    /// seed 000's drawer with a 20 pt handle, content interactive at large only.
    func seedDrawer(at detent: DrawerDetent.Identifier) -> HostHarness {
        var host = HostHarness(options: .platformSlop)
        host.model.addDrawer(
            "drawer", configuration: HostSwiftUIScenarioTests.seedDrawer, selection: detent,
            options: DrawerHostDrawerOptions(handleLength: 20, contentInteractiveDetents: [.large], dragsFromContent: false),
            time: 0)
        host.settle()
        return host
    }

    let down = [CGPoint(x: 0, y: 12), CGPoint(x: 0, y: 300)]

    @Test("at an interactive detent a drag on the content is the content's: the drawer stays")
    func contentDoesNotDrag() {
        var host = seedDrawer(at: .large)
        #expect(host.model.hitTest(CGPoint(x: 195, y: 400)) == .content("drawer"))
        let owner = host.drag(from: CGPoint(x: 195, y: 400), path: down, velocity: CGPoint(x: 0, y: 2000))
        host.settle()
        #expect(owner == nil)
        #expect(host.resting("drawer") == .large)
        let recognized = host.model.beginRecognizedDrag(at: CGPoint(x: 195, y: 400), translation: CGPoint(x: 0, y: 12), time: 1)
        #expect(recognized == nil, "UIKit's pan recognizer must fail there")
    }

    @Test("at an interactive detent the handle still drags")
    func handleDrags() {
        var host = seedDrawer(at: .large)
        let owner = host.drag(from: CGPoint(x: 195, y: 10), path: down, velocity: CGPoint(x: 0, y: 2000))
        host.settle()
        #expect(owner == "drawer")
        #expect(host.resting("drawer") != .large)
    }

    @Test("at a detent where the content is not interactive the whole panel drags")
    func panelDragsElsewhere() {
        var host = seedDrawer(at: .medium)
        let owner = host.drag(from: CGPoint(x: 195, y: 700), path: [CGPoint(x: 0, y: -12), CGPoint(x: 0, y: -300)])
        host.settle()
        #expect(owner == "drawer")
        #expect(host.resting("drawer") == .large)
    }

    @Test("a tracked scroll view in such content never takes the drawer along")
    func trackedScrollViewDoesNotDrag() {
        var host = seedDrawer(at: .large)
        var view = ReplayScrollView()
        view.drawerContentSize = CGSize(width: 390, height: 3000)
        view.drawerViewportSize = CGSize(width: 390, height: 800)
        view.drawerIsTracking = true
        let viewport = CGRect(x: 0, y: 44, width: 390, height: 800)
        _ = host.model.trackScrollView(view, in: "drawer", viewport: viewport, location: CGPoint(x: 195, y: 400), time: 0)
        for step in 1...10 {
            view.drag(to: CGPoint(x: 0, y: CGFloat(step) * 12))
            _ = host.model.trackScrollView(
                view, in: "drawer", viewport: viewport, location: CGPoint(x: 195, y: 400), time: Double(step) / 60)
        }
        #expect(host.model.frame(of: "drawer")?.extent == 844, "pulling the list down at its top left the drawer alone")
        #expect(host.model.dragOwner == nil)
    }

    @Test("sheets keep the default: a drag on the content moves the sheet")
    func sheetsDragFromContent() {
        var host = HostHarness(options: .platformSlop)
        host.model.addDrawer("sheet", configuration: .sheet, presentation: .presented(true), selection: .large, time: 0)
        host.settle()
        let owner = host.drag(from: CGPoint(x: 195, y: 400), path: down, velocity: CGPoint(x: 0, y: 2000))
        host.settle()
        #expect(owner == "sheet")
        #expect(host.resting("sheet") != .large)
    }
}
