import DrawerCore
import Foundation
import Testing

/// A drawer growing out of a source rectangle and shrinking back into it (issue 24, item 3).
@Suite("Source morph")
struct DrawerMorphTests {
    @Test("the first frame of an open is the source: its rectangle, its radius, no content")
    func startsAsTheSource() {
        var host = MorphHarness.host()
        let done1 = host.model.present("sheet", from: MorphHarness.source, time: 0.01)
        #expect(done1)
        let first = MorphHarness.drawn(host)
        #expect(first.visibleRect == MorphHarness.button)
        #expect(first.shape.corners == DrawerCornerRadii(topLeft: 22, topRight: 22, bottomLeft: 22, bottomRight: 22))
        #expect(first.contentOpacity == 0)
        #expect(host.model.morph(of: "sheet")?.sourceOpacity == 1)
    }

    @Test("an open grows out of the source and ends as the panel at its first open stop")
    func growsIntoThePanel() {
        var host = MorphHarness.host()
        host.model.present("sheet", from: MorphHarness.source, time: 0)
        var widths: [CGFloat] = []
        for _ in 0..<12 {
            host.run(for: 1.0 / 60)
            widths.append(MorphHarness.drawn(host).visibleRect.width)
        }
        #expect(widths.first! > MorphHarness.button.width && widths.first! < 390, "mid-flight: between the two")
        host.settle()
        let rest = MorphHarness.drawn(host)
        #expect(rest.restingDetent == .medium)
        #expect(rest == MorphHarness.end(host), "at rest the morph leaves the engine's frame as it is")
        #expect(rest.contentOpacity == 1)
        #expect(host.model.morph(of: "sheet")?.isActive == false)
    }

    @Test("a dismissal by command ends in the source")
    func dismissalEndsInTheSource() {
        var host = MorphHarness.host()
        host.model.present("sheet", from: MorphHarness.source, time: 0)
        host.settle()
        host.model.dismiss("sheet", time: host.clock)
        var last = MorphHarness.drawn(host)
        var largest: CGFloat = 0
        while host.model.needsFrames, host.clock < 20 {
            host.run(for: 1.0 / 60)
            let next = MorphHarness.drawn(host)
            largest = max(largest, MorphHarness.jump(last, next))
            last = next
        }
        #expect(last.visibleRect == MorphHarness.button)
        #expect(last.contentOpacity == 0)
        #expect(largest < 60, "no step on the way: \(largest)")
    }

    @Test("a dismissal by a drag ends in the source, and mid-drag the outline follows the finger")
    func dragDismissalEndsInTheSource() {
        var host = MorphHarness.host()
        host.model.present("sheet", from: MorphHarness.source, time: 0)
        host.settle()
        let start = host.inside("sheet")
        let before = MorphHarness.drawn(host)
        host.drag(from: start, path: (1...20).map { CGPoint(x: 0, y: CGFloat($0) * 20) }, velocity: CGPoint(x: 0, y: 1500))
        let released = MorphHarness.drawn(host)
        #expect(released.visibleRect.height < before.visibleRect.height, "the drag shrank it towards the source")
        host.settle()
        #expect(MorphHarness.drawn(host).visibleRect == MorphHarness.button)
        #expect(host.model.isShown("sheet") == false)
    }

    @Test("an open reversed mid-flight continues from where it is drawn")
    func reversalIsContinuous() {
        var host = MorphHarness.host()
        host.model.present("sheet", from: MorphHarness.source, time: 0)
        host.run(for: 0.1)
        let before = MorphHarness.drawn(host)
        #expect(host.model.morph(of: "sheet")!.progress > 0.1 && host.model.morph(of: "sheet")!.progress < 1)
        host.model.dismiss("sheet", time: host.clock)
        #expect(MorphHarness.jump(before, MorphHarness.drawn(host)) < 1e-9, "the command itself moves nothing")
        var last = MorphHarness.drawn(host)
        var largest: CGFloat = 0
        while host.model.needsFrames, host.clock < 20 {
            host.run(for: 1.0 / 60)
            let next = MorphHarness.drawn(host)
            largest = max(largest, MorphHarness.jump(last, next))
            last = next
        }
        #expect(largest < 60)
        #expect(last.visibleRect == MorphHarness.button)
    }

    @Test("a dismissal reversed mid-flight grows back from where it is drawn")
    func dismissalReversed() {
        var host = MorphHarness.host()
        host.model.present("sheet", from: MorphHarness.source, time: 0)
        host.settle()
        host.model.dismiss("sheet", time: host.clock)
        var last = MorphHarness.drawn(host)
        while host.clock < 20,
            (host.model.morph(of: "sheet")?.progress ?? 0) > 0.5 || host.model.morph(of: "sheet")?.progress == 1
        {
            host.run(for: 1.0 / 60)
            last = MorphHarness.drawn(host)
        }
        let reopened = host.model.present("sheet", from: MorphHarness.source, time: host.clock)
        #expect(reopened)
        #expect(MorphHarness.jump(last, MorphHarness.drawn(host)) < 1e-9, "the command itself moves nothing")
        var largest: CGFloat = 0
        while host.model.needsFrames, host.clock < 20 {
            host.run(for: 1.0 / 60)
            let next = MorphHarness.drawn(host)
            largest = max(largest, MorphHarness.jump(last, next))
            last = next
        }
        #expect(largest < 60)
        #expect(last == MorphHarness.end(host))
    }

    @Test("a drag caught mid-open continues from the drawn outline")
    func dragCatchesTheMorph() {
        var host = MorphHarness.host()
        host.model.present("sheet", from: MorphHarness.source, time: 0)
        host.run(for: 0.12)
        let before = MorphHarness.drawn(host)
        let point = CGPoint(x: before.visibleRect.midX, y: before.visibleRect.midY)
        #expect(host.model.hitTest(point) != .passThrough, "the drawn outline is what a press hits")
        let owner = host.model.dragBegan(at: point, time: host.clock)
        #expect(owner == "sheet")
        host.model.dragChanged(translation: CGPoint(x: 0, y: -1), time: host.clock + 1.0 / 60)
        let caught = MorphHarness.drawn(host)
        #expect(MorphHarness.jump(before, caught) < 5, "no jump when caught: \(MorphHarness.jump(before, caught))")
        host.model.dragEnded(time: host.clock + 2.0 / 60, velocity: .zero)
        host.settle()
        #expect(host.resting("sheet") != nil)
    }

    @Test("the source updated mid-flight bends the morph; a resize keeps it on screen")
    func sourceMoves() {
        var host = MorphHarness.host()
        host.model.present("sheet", from: MorphHarness.source, time: 0)
        host.run(for: 0.05)
        let moved = DrawerMorphSource(rect: MorphHarness.button.offsetBy(dx: 200, dy: 0), cornerRadius: 22)
        let done2 = host.model.setMorphSource(moved, for: "sheet")
        #expect(done2)
        #expect(host.model.morphSource(of: "sheet") == moved)
        host.model.dismiss("sheet", time: host.clock)
        host.settle()
        #expect(MorphHarness.drawn(host).visibleRect == moved.rect)
        host.model.setContainer(DrawerContainer(size: CGSize(width: 300, height: 600)), time: host.clock)
        host.model.present("sheet", from: moved, time: host.clock)
        let first = MorphHarness.drawn(host).visibleRect
        #expect(first.maxX <= 300 && first.width == 120, "slid back inside the smaller window: \(first)")
    }

    @Test("bad sources: NaN ignored, inverted flipped, oversized cut, off-screen slid inside, unknown id refused")
    func badSources() {
        var host = MorphHarness.host()
        let done3 = host.model.setMorphSource(
            DrawerMorphSource(rect: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)), for: "sheet")
        #expect(!done3)
        #expect(host.model.morphSource(of: "sheet") == MorphHarness.source, "the last good source stays")
        let done4 = host.model.setMorphSource(DrawerMorphSource(rect: MorphHarness.button, cornerRadius: .infinity), for: "sheet")
        #expect(!done4)
        let done5 = host.model.setMorphSource(MorphHarness.source, for: "nope")
        #expect(!done5)
        let done6 = host.model.present("nope", from: MorphHarness.source, time: 0)
        #expect(!done6)
        let size = CGSize(width: 390, height: 844)
        let inverted = DrawerMorphSource(rect: CGRect(x: 140, y: 104, width: -120, height: -44), cornerRadius: 500)
        #expect(inverted.clamped(to: size) == DrawerMorphSource(rect: MorphHarness.button, cornerRadius: 22))
        let huge = DrawerMorphSource(rect: CGRect(x: -50, y: -50, width: 5000, height: 100), cornerRadius: -3)
        #expect(huge.clamped(to: size) == DrawerMorphSource(rect: CGRect(x: 0, y: 0, width: 390, height: 100), cornerRadius: 0))
        let offscreen = DrawerMorphSource(rect: CGRect(x: 1000, y: 2000, width: 40, height: 40), cornerRadius: 8)
        #expect(offscreen.clamped(to: size)?.rect == CGRect(x: 350, y: 804, width: 40, height: 40))
        let point = DrawerMorphSource(rect: CGRect(x: 100, y: 100, width: 0, height: 0))
        #expect(point.clamped(to: size)?.rect == CGRect(x: 100, y: 100, width: 0, height: 0))
        #expect(point.clamped(to: .zero) == nil, "no container, no morph")
        host.model.setMorphSource(point, for: "sheet")
        host.model.move("sheet", to: .medium, time: 0)
        #expect(MorphHarness.drawn(host).visibleRect == point.rect, "a point source grows out of the point")
        host.settle()
        #expect(MorphHarness.drawn(host) == MorphHarness.end(host))
    }

    @Test("a source removed mid-morph keeps its last rectangle until the drawer rests closed")
    func sourceRemovedMidMorph() {
        var host = MorphHarness.host()
        host.model.present("sheet", from: MorphHarness.source, time: 0)
        host.run(for: 0.08)
        let before = MorphHarness.drawn(host)
        let done7 = host.model.setMorphSource(nil, for: "sheet")
        #expect(done7)
        #expect(MorphHarness.jump(before, MorphHarness.drawn(host)) == 0, "no step when the source goes")
        host.model.dismiss("sheet", time: host.clock)
        host.settle()
        #expect(host.model.morphSource(of: "sheet") == nil, "dropped once closed")
        host.model.move("sheet", to: .medium, time: host.clock)
        host.run(for: 1.0 / 60)
        let plain = MorphHarness.drawn(host)
        #expect(plain == host.model.engine(of: "sheet")!.frame, "the next open is a plain slide")
        #expect(host.model.morph(of: "sheet") == nil)
        let removedAgain = host.model.setMorphSource(nil, for: "sheet")
        #expect(removedAgain, "removing nothing is fine")
    }

    @Test("a drawer without a source, or past its first stop, draws the engine's frame")
    func noSourceNoMorph() {
        var host = MorphHarness.host(source: nil)
        host.model.move("sheet", to: .large, time: 0)
        host.run(for: 0.1)
        #expect(MorphHarness.drawn(host) == host.model.engine(of: "sheet")!.frame)
        var sourced = MorphHarness.host()
        sourced.model.present("sheet", from: MorphHarness.source, to: .large, time: 0)
        sourced.settle()
        #expect(MorphHarness.drawn(sourced) == sourced.model.engine(of: "sheet")!.frame)
        #expect(sourced.model.morph(of: "sheet")?.progress == 1)
    }

    @Test("the bottom bar is the morph's other case: the bar is the source, swapped at 15 %")
    func bottomBarCase() {
        var host = HostHarness(options: .platformSlop)
        let configuration = DrawerBottomBarSwitch.sheetConfiguration(barHeight: 64, openDetents: [.medium, .large])
        host.model.addDrawer("bar", configuration: configuration, options: DrawerHostDrawerOptions(hasBottomBar: true), time: 0)
        let resting = host.model.morph(of: "bar")!
        #expect(resting.contentOpacity == 0 && resting.sourceOpacity == 1 && resting.progress == 0)
        #expect(resting.rect == host.model.frame(of: "bar")!.visibleRect, "the outline is the panel's own")
        host.model.move("bar", to: .large, time: 0)
        host.settle()
        let open = host.model.morph(of: "bar")!
        #expect(open.contentOpacity == 1 && open.progress == 1)
        #expect(host.model.morph(of: "nope") == nil)
    }
}
