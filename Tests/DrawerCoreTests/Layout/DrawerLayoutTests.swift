import DrawerCore
import Foundation
import Testing

@Suite("Layout: frames, dimming, progress")
struct DrawerLayoutTests {
    let size = CGSize(width: 400, height: 800)

    func layout(
        edge: DrawerEdge = .bottom, direction: DrawerLayoutDirection = .leftToRight,
        detents: [DrawerDetent] = [.closed, .points(200, identifier: "peek"), .medium, .large],
        style: DrawerStyle = DrawerStyle(), safeArea: DrawerInsets = .zero, obstruction: DrawerInsets = .zero
    ) -> DrawerLayout {
        let container = DrawerContainer(size: size, safeArea: safeArea, obstruction: obstruction, layoutDirection: direction)
        let stops = DrawerDetentResolver(detents: detents).resolve(in: container, edge: edge)
        return DrawerLayout(container: container, edge: edge, stops: stops, style: style)
    }

    @Test("a bottom sheet at medium")
    func bottomMedium() {
        let frame = layout().frame(extent: 400)
        #expect(frame.visibleRect == CGRect(x: 0, y: 400, width: 400, height: 400))
        #expect(frame.panelRect == CGRect(x: 0, y: 400, width: 400, height: 800), "the panel is as long as the largest stop")
        #expect(frame.restingDetent == .medium)
        #expect(frame.openFraction == 0.5)
    }

    @Test(
        "panel rect on every edge and direction",
        arguments: [
            (DrawerEdge.top, DrawerLayoutDirection.leftToRight, CGRect(x: 0, y: -500, width: 400, height: 800)),
            (.leading, .leftToRight, CGRect(x: -100, y: 0, width: 400, height: 800)),
            (.leading, .rightToLeft, CGRect(x: 100, y: 0, width: 400, height: 800)),
            (.trailing, .leftToRight, CGRect(x: 100, y: 0, width: 400, height: 800)),
            (.trailing, .rightToLeft, CGRect(x: -100, y: 0, width: 400, height: 800)),
            (.bottom, .rightToLeft, CGRect(x: 0, y: 500, width: 400, height: 800)),
        ])
    func everyEdge(edge: DrawerEdge, direction: DrawerLayoutDirection, expected: CGRect) {
        // Stops: closed and large (the whole container along the axis); extent 300.
        let frame = layout(edge: edge, direction: direction, detents: [.closed, .large]).frame(extent: 300)
        #expect(frame.panelRect == expected)
    }

    @Test("the content rect leaves out the home indicator; a keyboard covers it instead")
    func contentRect() {
        let safe = layout(safeArea: DrawerInsets(top: 47, bottom: 34)).frame(extent: 200)
        #expect(safe.contentRect == CGRect(x: 0, y: 600, width: 400, height: 166))
        let typing = layout(safeArea: DrawerInsets(bottom: 34), obstruction: DrawerInsets(bottom: 300)).frame(extent: 200)
        #expect(typing.visibleRect == CGRect(x: 0, y: 300, width: 400, height: 200), "the drawer rests on the keyboard")
        #expect(typing.contentRect == typing.visibleRect)
    }

    @Test("a cross length narrows and centres the panel (Material's 640 cap)")
    func crossLength() {
        let frame = layout(style: DrawerStyle(crossLength: 300)).frame(extent: 400)
        #expect(frame.panelRect.minX == 50)
        #expect(frame.panelRect.width == 300)
        let tooWide = layout(style: DrawerStyle(crossLength: 9000)).frame(extent: 400)
        #expect(tooWide.panelRect.width == 400)
    }

    @Test("seed 004: clear up to the un-dimmed detent, then up to the maximum at the largest")
    func dimmingWithUndimmed() {
        let style = DrawerStyle(maximumDimming: 0.8, largestUndimmedDetent: .medium)
        let subject = layout(style: style)
        #expect(subject.frame(extent: 200).dimming == 0)
        #expect(subject.frame(extent: 400).dimming == 0)
        #expect(subject.frame(extent: 600).dimming == 0.4)
        #expect(subject.frame(extent: 800).dimming == 0.8)
        #expect(subject.frame(extent: 400).passesThroughBackground)
        #expect(!subject.frame(extent: 600).passesThroughBackground)
    }

    @Test("UIKit's default: no un-dimmed detent dims at every open detent")
    func dimmingEverywhere() {
        let subject = layout(style: DrawerStyle(maximumDimming: 0.5))
        #expect(subject.frame(extent: 0).dimming == 0)
        #expect(subject.frame(extent: 100).dimming == 0.25, "fades in between closed and the first stop")
        #expect(subject.frame(extent: 200).dimming == 0.5)
        #expect(subject.frame(extent: 800).dimming == 0.5)
    }

    @Test("the largest detent un-dimmed means never dimmed (Shortcuts drawer below full height)")
    func neverDimmed() {
        let subject = layout(style: DrawerStyle(largestUndimmedDetent: .large))
        #expect(subject.frame(extent: 800).dimming == 0)
    }

    @Test("progress between neighbours and the open fraction (seeds 001, 003)")
    func progress() {
        let frame = layout().frame(extent: 300)
        #expect(frame.progress == DrawerProgress(lower: "peek", upper: .medium, fraction: 0.5))
        #expect(frame.openFraction == 0.375)
        #expect(frame.restingDetent == nil)
    }

    @Test("the content context carries seed 001's state, size, progress and diffY")
    func contentContext() {
        let subject = layout()
        let up = subject.frame(extent: 500, anchor: .medium).context
        #expect(up.detent == .medium)
        #expect(up.offsetFromDetent == 100)
        #expect(up.progress == 0.25)
        #expect(up.size == CGSize(width: 400, height: 500))
        let down = subject.frame(extent: 300, anchor: .medium).context
        #expect(down.progress == -0.5)
        #expect(down.offsetFromDetent == -100)
    }

    @Test("extents outside the container are clamped; NaN reads as closed")
    func clampedExtent() {
        let subject = layout()
        #expect(subject.frame(extent: 5000).extent == 800)
        #expect(subject.frame(extent: .nan).extent == 0)
        #expect(subject.frame(extent: -.infinity).extent == 0)
        #expect(!subject.frame(extent: 0).isContentInteractive)
    }

    @Test("style clamps its inputs")
    func styleClamping() {
        let style = DrawerStyle(cornerRadius: -4, maximumDimming: 3, crossLength: .nan)
        #expect(style.cornerRadius == 0)
        #expect(style.maximumDimming == 1)
        #expect(style.crossLength == nil)
        var mutated = style
        mutated.maximumDimming = -1
        #expect(mutated.maximumDimming == 0)
    }
}
