import DrawerCore
import Foundation
import Testing

/// Hit-testing beside a narrow or floating sheet follows from the frame the engine outputs: the
/// host model asks nothing of the adapter.
@Suite("Host model, narrow and floating sheets")
struct HostNarrowSheetTests {
    /// A 1000 × 700 window with a 480 pt sheet, undimmed at medium (seed 004's rule).
    static func host(placement: DrawerPlacement, direction: DrawerLayoutDirection = .leftToRight) -> HostHarness {
        var host = HostHarness(options: .platformSlop, size: nil)
        host.model.setContainer(DrawerContainer(size: CGSize(width: 1000, height: 700), layoutDirection: direction), time: 0)
        let style = DrawerStyle(largestUndimmedDetent: .medium, crossLength: 480, placement: placement)
        host.model.addDrawer(
            "sheet", configuration: DrawerConfiguration(detents: [.closed, .medium, .large], style: style), selection: .medium,
            time: 0)
        return host
    }

    @Test("a narrow centred sheet lets touches through beside it, and takes those on it")
    func centredPassesThroughBeside() {
        let host = Self.host(placement: .center)
        #expect(host.visible("sheet") == CGRect(x: 260, y: 350, width: 480, height: 350))
        #expect(host.model.hitTest(CGPoint(x: 100, y: 600)) == .passThrough, "left of the sheet")
        #expect(host.model.hitTest(CGPoint(x: 900, y: 600)) == .passThrough, "right of the sheet")
        #expect(host.model.hitTest(CGPoint(x: 500, y: 600)) == .content("sheet"))
    }

    @Test("dimmed at large, the area beside a narrow sheet is the dimming (a tap there dismisses)")
    func dimmedBeside() {
        var host = Self.host(placement: .center)
        host.model.move("sheet", to: .large, time: 0.1)
        host.settle()
        #expect(host.model.frame(of: "sheet")?.passesThroughBackground == false)
        #expect(host.model.hitTest(CGPoint(x: 100, y: 600)) == .dimming("sheet"))
        #expect(host.model.hitTest(CGPoint(x: 500, y: 600)) == .content("sheet"))
    }

    @Test("a leading sheet leaves the trailing side free, mirrored right-to-left")
    func leadingMirrored() {
        let ltr = Self.host(placement: .leading)
        #expect(ltr.model.hitTest(CGPoint(x: 100, y: 600)) == .content("sheet"))
        #expect(ltr.model.hitTest(CGPoint(x: 900, y: 600)) == .passThrough)
        let rtl = Self.host(placement: .leading, direction: .rightToLeft)
        #expect(rtl.model.hitTest(CGPoint(x: 100, y: 600)) == .passThrough)
        #expect(rtl.model.hitTest(CGPoint(x: 900, y: 600)) == .content("sheet"))
    }

    @Test("the gap under and beside a floating iOS 26 sheet is not the sheet")
    func floatingGap() {
        var host = HostHarness(options: .platformSlop, size: nil)
        host.model.setContainer(DrawerContainer(size: CGSize(width: 402, height: 874), cornerRadius: 55), time: 0)
        var style = DrawerStyle.iOS26Sheet()
        style.largestUndimmedDetent = .medium
        host.model.addDrawer(
            "sheet", configuration: DrawerConfiguration(detents: [.closed, .medium, .large], style: style), selection: .medium,
            time: 0)
        #expect(host.model.hitTest(CGPoint(x: 200, y: 870)) == .passThrough, "in the 8 pt gap under the sheet")
        #expect(host.model.hitTest(CGPoint(x: 4, y: 600)) == .passThrough, "in the 8 pt gap beside it")
        #expect(host.model.hitTest(CGPoint(x: 200, y: 860)) == .content("sheet"))
    }
}
