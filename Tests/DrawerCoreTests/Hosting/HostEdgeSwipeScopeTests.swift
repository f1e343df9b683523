import DrawerCore
import Foundation
import PropertyBased
import Testing

/// A side drawer's edge swipe scoped to the screen that owns it (issue 46 item 2).
@Suite("Host model, edge-swipe scope")
struct HostEdgeSwipeScopeTests {
    static let phone = CGSize(width: 390, height: 844)

    func host() -> DrawerHostModel<String> {
        var model = DrawerHostModel<String>(options: .platformSlop)
        model.setContainer(DrawerContainer(size: Self.phone), time: 0)
        model.addDrawer("menu", configuration: .navigationDrawer(edge: .leading), selection: .closed, time: 0)
        return model
    }

    @Test("by default the whole container's edge opens the drawer")
    func containerByDefault() {
        let model = host()
        #expect(model.edgeSwipeScope(of: "menu") == .container)
        #expect(model.isEdgeSwipeStart(CGPoint(x: 8, y: 400), systemBackSwipeAvailable: false))
    }

    @Test("scoped to an area, only presses inside it start the swipe; scoped to none, no press does")
    func areaAndNone() {
        var model = host()
        model.setEdgeSwipeScope(.area(CGRect(x: 0, y: 100, width: 390, height: 300), systemBackSwipeAvailable: false), for: "menu")
        #expect(model.isEdgeSwipeStart(CGPoint(x: 8, y: 200), systemBackSwipeAvailable: false))
        #expect(!model.isEdgeSwipeStart(CGPoint(x: 8, y: 600), systemBackSwipeAvailable: false), "below the screen's area")
        #expect(model.hitTest(CGPoint(x: 8, y: 600)) == .passThrough)
        model.setEdgeSwipeScope(.none, for: "menu")
        #expect(!model.isEdgeSwipeStart(CGPoint(x: 8, y: 200), systemBackSwipeAvailable: false))
        #expect(model.hitTest(CGPoint(x: 8, y: 200)) == .passThrough)
        let unknown = model.setEdgeSwipeScope(.none, for: "unknown")
        #expect(!unknown)
    }

    @Test("the drawer's own screen's back swipe wins at the leading edge")
    func ownBackSwipe() {
        var model = host()
        let everywhere = CGRect(origin: .zero, size: Self.phone)
        model.setEdgeSwipeScope(.area(everywhere, systemBackSwipeAvailable: true), for: "menu")
        #expect(!model.isEdgeSwipeStart(CGPoint(x: 8, y: 400), systemBackSwipeAvailable: false))
        model.setEdgeSwipeScope(.area(everywhere, systemBackSwipeAvailable: false), for: "menu")
        #expect(model.isEdgeSwipeStart(CGPoint(x: 8, y: 400), systemBackSwipeAvailable: false))
    }

    @Test("edge swipes are taken only while a drawer with an edge region is here and not leaving")
    func takesEdgeSwipes() {
        var model = DrawerHostModel<String>(options: .platformSlop)
        model.setContainer(DrawerContainer(size: Self.phone), time: 0)
        model.addDrawer("sheet", configuration: DrawerConfiguration(detents: [.closed, .medium]), time: 0)
        #expect(!model.takesEdgeSwipes, "a bottom sheet has no edge region")
        model.addDrawer("menu", configuration: .navigationDrawer(edge: .leading), selection: .closed, time: 0)
        #expect(model.takesEdgeSwipes)
        model.closeForRemoval("menu", time: 0)
        #expect(!model.takesEdgeSwipes)
    }

    @Test("any scope and press: the swipe starts only at the edge region, inside the scope")
    func property() async {
        await boundedPropertyCheck(
            input: Gen.int(in: 0...2), Gen.double(in: 0...390), Gen.double(in: 0...844), Gen.double(in: 0...844)
        ) { kind, x, y, top in
            var model = host()
            let area = CGRect(x: 0, y: top, width: 390, height: 844 - top)
            let scope: DrawerEdgeSwipeScope =
                switch kind {
                case 0: .container
                case 1: .area(area, systemBackSwipeAvailable: false)
                default: .none
                }
            model.setEdgeSwipeScope(scope, for: "menu")
            let point = CGPoint(x: x, y: y)
            let region = model.edgeRegionRect(of: "menu")
            let expected = region.contains(point) && (kind == 0 || (kind == 1 && area.contains(point)))
            #expect(model.isEdgeSwipeStart(point, systemBackSwipeAvailable: false) == expected, "\(scope) \(point)")
        }
    }
}
