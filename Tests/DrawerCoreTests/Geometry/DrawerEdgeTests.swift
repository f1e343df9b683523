import DrawerCore
import Foundation
import Testing

@Suite("Edges and directions")
struct DrawerEdgeTests {
    @Test(
        "leading/trailing follow the reading direction",
        arguments: [
            (DrawerEdge.bottom, DrawerLayoutDirection.leftToRight, DrawerPhysicalEdge.bottom),
            (.bottom, .rightToLeft, .bottom),
            (.top, .leftToRight, .top),
            (.top, .rightToLeft, .top),
            (.leading, .leftToRight, .left),
            (.leading, .rightToLeft, .right),
            (.trailing, .leftToRight, .right),
            (.trailing, .rightToLeft, .left),
        ])
    func physicalEdge(edge: DrawerEdge, direction: DrawerLayoutDirection, expected: DrawerPhysicalEdge) {
        #expect(edge.physical(in: direction) == expected)
    }

    @Test(
        "a finger moving away from the edge opens the drawer",
        arguments: [
            (DrawerPhysicalEdge.bottom, CGPoint(x: 7, y: -30), CGFloat(30)),
            (.top, CGPoint(x: 7, y: 30), 30),
            (.left, CGPoint(x: 30, y: 7), 30),
            (.right, CGPoint(x: -30, y: 7), 30),
            (.bottom, CGPoint(x: 0, y: 12), -12),
            (.right, CGPoint(x: 12, y: 0), -12),
        ])
    func extentDelta(side: DrawerPhysicalEdge, translation: CGPoint, expected: CGFloat) {
        #expect(side.extentDelta(forTranslation: translation) == expected)
    }

    @Test("distance from the edge is measured into the container")
    func distanceFromEdge() {
        let size = CGSize(width: 400, height: 800)
        let point = CGPoint(x: 30, y: 700)
        #expect(DrawerPhysicalEdge.left.distanceFromEdge(of: point, in: size) == 30)
        #expect(DrawerPhysicalEdge.right.distanceFromEdge(of: point, in: size) == 370)
        #expect(DrawerPhysicalEdge.top.distanceFromEdge(of: point, in: size) == 700)
        #expect(DrawerPhysicalEdge.bottom.distanceFromEdge(of: point, in: size) == 100)
    }

    @Test("bad sizes and insets are stored as zero")
    func sanitizing() {
        let container = DrawerContainer(
            size: CGSize(width: CGFloat.nan, height: -5),
            safeArea: DrawerInsets(top: .infinity, left: -3, bottom: 34, right: .nan),
            contentFittingLength: -.infinity)
        #expect(container.size == .zero)
        #expect(container.safeArea == DrawerInsets(bottom: 34))
        #expect(container.contentFittingLength == 0)
    }
}
