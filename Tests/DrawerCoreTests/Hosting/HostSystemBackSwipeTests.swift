import DrawerCore
import Foundation
import PropertyBased
import Testing

/// A leading side drawer's edge swipe and the platform's back swipe (iOS: a navigation stack
/// that can pop) start in the same strip; the back swipe wins while it is available.
@Suite("Host model, system back swipe")
struct HostSystemBackSwipeTests {
    static let phone = CGSize(width: 390, height: 844)

    func host(edge: DrawerEdge = .leading, direction: DrawerLayoutDirection = .leftToRight) -> DrawerHostModel<String> {
        var model = DrawerHostModel<String>(options: .platformSlop)
        model.setContainer(DrawerContainer(size: Self.phone, layoutDirection: direction), time: 0)
        model.addDrawer("menu", configuration: .navigationDrawer(edge: edge), selection: .closed, time: 0)
        return model
    }

    @Test("while the stack can pop, a leading drawer yields its edge region; at the root it opens from it")
    func leadingDrawerYields() {
        let model = host()
        let edge = CGPoint(x: 8, y: 400)
        #expect(!model.isEdgeSwipeStart(edge, systemBackSwipeAvailable: true))
        #expect(model.isEdgeSwipeStart(edge, systemBackSwipeAvailable: false))
        #expect(!model.takesTouch(at: edge), "the strip stays the view behind's: the back swipe's recognizer is there")
        #expect(model.isEdgeSwipeStart(CGPoint(x: 30, y: 400), systemBackSwipeAvailable: false))
        #expect(!model.isEdgeSwipeStart(CGPoint(x: 30, y: 400), systemBackSwipeAvailable: true), "the whole region yields")
    }

    @Test("in right-to-left the back swipe and the leading drawer are both on the right")
    func rightToLeft() {
        let model = host(direction: .rightToLeft)
        let right = CGPoint(x: 382, y: 400)
        #expect(model.isEdgeSwipeStart(right, systemBackSwipeAvailable: false))
        #expect(!model.isEdgeSwipeStart(right, systemBackSwipeAvailable: true))
        #expect(!model.isEdgeSwipeStart(CGPoint(x: 8, y: 400), systemBackSwipeAvailable: false))
    }

    @Test("a trailing drawer keeps its edge swipe: the back swipe is not on its side")
    func trailingDrawerKeepsItsSwipe() {
        let model = host(edge: .trailing)
        let right = CGPoint(x: 382, y: 400)
        #expect(model.isEdgeSwipeStart(right, systemBackSwipeAvailable: true))
        #expect(model.isEdgeSwipeStart(right, systemBackSwipeAvailable: false))
    }

    @Test("any drawer, direction and press: the back swipe only ever takes a leading drawer's edge swipe")
    func onlyLeadingDrawersYield() async {
        await propertyCheck(
            count: 300,
            input: DrawerGen.edge, DrawerGen.direction, DrawerGen.length(upTo: 400), DrawerGen.length(upTo: 900), Gen.bool
        ) { edge, direction, x, y, available in
            let model = host(edge: edge, direction: direction)
            let point = CGPoint(x: x, y: y)
            let alone = model.isEdgeSwipeStart(point)
            #expect(alone == model.isEdgeSwipeStart(point, systemBackSwipeAvailable: false))
            #expect(model.isEdgeSwipeStart(point, systemBackSwipeAvailable: available) == (alone && !(available && edge == .leading)))
        }
    }
}
