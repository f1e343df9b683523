import DrawerCore
import Foundation
import Testing

/// The rules for a toolkit whose recognizers pass their own threshold (UIKit): which view takes
/// a touch, and whether a pan that moved may begin.
@Suite("Host model, platform recognizers")
struct HostPlatformRecognizerTests {
    static let sheet = DrawerConfiguration(detents: [
        .points(100, identifier: "small"), .fraction(0.5, identifier: "medium"), .offsetFromFarEdge(40, identifier: "large"),
    ])

    func sheetHost() -> HostHarness {
        var host = HostHarness(options: .platformSlop)
        host.model.addDrawer("sheet", configuration: Self.sheet, selection: "medium", time: 0)
        return host
    }

    @Test("a vertical pan on a bottom sheet begins; a horizontal one is left to the content")
    func directionDecides() {
        var host = sheetHost()
        let press = host.inside("sheet")
        let begun1 = host.model.beginRecognizedDrag(at: press, translation: CGPoint(x: 2, y: -10), time: 0.1)
        #expect(begun1 == "sheet")
        let ended2 = host.model.dragEnded(time: 0.2, velocity: .zero)
        #expect(ended2)
        host.settle()
        let before = host.model.frame(of: "sheet")
        host.model.drainEvents { _ in }
        let begun3 = host.model.beginRecognizedDrag(at: press, translation: CGPoint(x: -10, y: 3), time: host.clock)
        #expect(begun3 == nil)
        #expect(host.model.dragOwner == nil)
        #expect(host.model.frame(of: "sheet") == before, "a refused pan leaves the sheet where it was")
        var drawerEvents: [DrawerHostEvent<String>] = []
        host.model.drainEvents { event in if case .drawer = event { drawerEvents.append(event) } }
        #expect(drawerEvents.isEmpty, "no drag began or ended for the app to see")
    }

    @Test("asking twice for the same press takes the travel once (UIKit asks the view and the delegate)")
    func askingTwiceIsOneDrag() {
        var host = sheetHost()
        let press = host.inside("sheet")
        let top = host.visible("sheet").minY
        let begun4 = host.model.beginRecognizedDrag(at: press, translation: CGPoint(x: 0, y: -10), time: 0.1)
        #expect(begun4 == "sheet")
        let begun5 = host.model.beginRecognizedDrag(at: press, translation: CGPoint(x: 0, y: -10), time: 0.1)
        #expect(begun5 == "sheet")
        #expect(abs(host.visible("sheet").minY - (top - 10)) < 0.001)
        host.model.dragChanged(translation: CGPoint(x: 0, y: -60), time: 0.15)
        #expect(abs(host.visible("sheet").minY - (top - 60)) < 0.001)
    }

    @Test("a closed side drawer's edge region is not the host's touch, but starts its edge swipe")
    func edgeRegionBelongsToTheViewBehind() {
        var host = HostHarness(options: .platformSlop)
        host.model.addDrawer("menu", configuration: .navigationDrawer(), selection: .closed, time: 0)
        let edge = CGPoint(x: 20, y: 70)
        #expect(host.model.hitTest(edge) == .edgeRegion("menu"))
        #expect(!host.model.takesTouch(at: edge))
        #expect(host.model.isEdgeSwipeStart(edge))
        #expect(!host.model.isEdgeSwipeStart(CGPoint(x: 200, y: 70)))
        // A vertical swipe in the strip is the app's (a list's scroll), a horizontal one opens it.
        let begun6 = host.model.beginRecognizedDrag(at: edge, translation: CGPoint(x: 1, y: 12), time: 0.1)
        #expect(begun6 == nil)
        let begun7 = host.model.beginRecognizedDrag(at: edge, translation: CGPoint(x: 12, y: 1), time: 0.2)
        #expect(begun7 == "menu")
        host.model.dragChanged(translation: CGPoint(x: 250, y: 0), time: 0.4)
        host.model.dragEnded(time: 0.45, velocity: CGPoint(x: 600, y: 0))
        host.settle()
        #expect(host.resting("menu") != .closed)
        #expect(host.model.takesTouch(at: CGPoint(x: 100, y: 400)), "the open menu's panel is the host's")
    }

    @Test("bad input never begins a drag", arguments: [CGFloat.nan, .infinity, -.infinity])
    func badInput(value: CGFloat) {
        var host = sheetHost()
        let begun8 = host.model.beginRecognizedDrag(at: CGPoint(x: value, y: 500), translation: CGPoint(x: 0, y: -10), time: 0.1)
        #expect(begun8 == nil)
        #expect(!host.model.takesTouch(at: CGPoint(x: 200, y: value)))
        #expect(!host.model.isEdgeSwipeStart(CGPoint(x: value, y: value)))
        let press = host.inside("sheet")
        let begun9 = host.model.beginRecognizedDrag(at: press, translation: CGPoint(x: value, y: value), time: 0.2)
        #expect(begun9 == "sheet",
            "a non-finite travel is ignored: the press is undecided, the next step decides")
        host.model.dragChanged(translation: CGPoint(x: 0, y: -30), time: 0.3)
        #expect(host.model.frame(of: "sheet")?.extent.isFinite == true)
    }
}
