import DrawerCore
import Foundation
import Testing

/// A handle drawn over the top of a tracked list (SwiftUI content that fills the panel, a list
/// under the grabber strip): the handle takes the touch, so the list never sees it, and the
/// handle must still drag the drawer (found by the SwiftUI double's README scenario, issue 34).
@Suite("Host model: a handle over a tracked list")
struct HostHandleOverListTests {
    static let size = CGSize(width: 390, height: 844)
    /// The list fills the whole panel at medium (top of panel at 422), under the handle strip.
    static let viewport = CGRect(x: 0, y: 422, width: 390, height: 422)

    func host() -> DrawerHostModel<String> {
        var model = DrawerHostModel<String>(options: DrawerHostOptions())
        model.setContainer(DrawerContainer(size: Self.size), time: 0)
        model.addDrawer(
            "sheet", configuration: DrawerConfiguration(detents: [.closed, .medium, .large]),
            presentation: .alwaysPresent, selection: .medium, options: DrawerHostDrawerOptions(handleLength: 21), time: 0)
        var list = ReplayScrollView()
        list.drawerContentSize = CGSize(width: 390, height: 3000)
        list.drawerViewportSize = Self.viewport.size
        _ = model.trackScrollView(list, in: "sheet", viewport: Self.viewport, location: .zero, time: 0)
        return model
    }

    @Test("a press on the handle strip drags the drawer even over the list")
    func handleDrags() {
        var model = host()
        #expect(model.dragBegan(at: CGPoint(x: 195, y: 432), time: 0.1) == "sheet")
    }

    @Test("a press on the list below the strip is still the list's")
    func listKeepsItsPress() {
        var model = host()
        #expect(model.dragBegan(at: CGPoint(x: 195, y: 600), time: 0.1) == nil)
    }
}
