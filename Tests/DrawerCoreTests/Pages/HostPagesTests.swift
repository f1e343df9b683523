import DrawerCore
import Foundation
import Testing

/// Pages inside a drawer: the height follows the page on top, springing across push and pop.
@Suite("Pages in a drawer")
struct HostPagesTests {
    static let settings = DrawerConfiguration(detents: [.closed, .fit, .large])
    static let detail = DrawerPage(id: "detail", detents: [.fit, .large], fittingLength: 520)
    static let about = DrawerPage(id: "about", detents: [.points(200, identifier: "short"), .large])

    /// A settings drawer resting at its fit (300 pt of content).
    static func harness() -> HostHarness {
        var host = HostHarness(options: .platformSlop)
        host.model.addDrawer("s", configuration: settings, selection: .fit, time: 0)
        host.model.setContentFittingLength(300, for: "s", time: 0)
        host.settle()
        return host
    }

    func extent(_ host: HostHarness) -> CGFloat { host.model.frame(of: "s")?.extent ?? .nan }

    @Test("a push springs from the old page's fit to the new one's, on the drawer's spring, without a jump")
    func pushSpringsToTheNewFit() {
        var host = Self.harness()
        #expect(abs(extent(host) - 300) < 0.01)
        let done1 = host.model.pushPage(Self.detail, on: "s", time: host.clock)
        #expect(done1)
        #expect(host.model.currentPage(of: "s") == "detail")
        #expect(abs(extent(host) - 300) < 0.01, "no jump at the push")
        #expect(host.model.engine(of: "s")?.detent == .fit)
        #expect(host.model.engine(of: "s")?.stops.map(\.identifier) == [.closed, .fit, .large])
        var previous = extent(host)
        var frames = 0
        while host.model.needsFrames && frames < 600 {
            host.run(for: 1.0 / 60)
            #expect(extent(host) >= previous - 0.5, "rises towards 520")
            previous = extent(host)
            frames += 1
        }
        #expect(abs(extent(host) - 520) < 0.01)
        #expect(host.resting("s") == .fit)
        // The drawer's own spring: it settles in the time that spring takes from 220 pt away.
        let spring = host.model.engine(of: "s")!.activeSpring
        let bound = spring.settlingTime(displacement: 220, velocity: 0, epsilon: 0.1)
        #expect(Double(frames) / 60 <= bound + 2.0 / 60)
    }

    @Test("a pop returns to the detent the page below was left at, and the page keeps its identity")
    func popRestoresTheCoveredDetent() {
        var host = Self.harness()
        host.model.move("s", to: .large, time: host.clock)
        host.settle()
        host.model.pushPage(Self.detail, on: "s", time: host.clock)
        host.settle()
        #expect(abs(extent(host) - 520) < 0.01)
        host.model.pushPage(Self.about, on: "s", time: host.clock)
        host.settle()
        #expect(host.resting("s") == "short")
        // The covered detail page is measured again while covered; it comes back at its new fit.
        let done2 = host.model.setFittingLength(480, ofPage: "detail", in: "s", time: host.clock)
        #expect(done2)
        #expect(abs(extent(host) - 200) < 0.01, "a covered page's length moves nothing")
        let done3 = host.model.popPage(of: "s", time: host.clock)
        #expect(done3)
        #expect(host.model.currentPage(of: "s") == "detail")
        host.settle()
        #expect(host.resting("s") == .fit)
        #expect(abs(extent(host) - 480) < 0.01)
        let done4 = host.model.popPage(of: "s", time: host.clock)
        #expect(done4)
        #expect(host.model.currentPage(of: "s") == nil)
        host.settle()
        #expect(host.resting("s") == .large, "the root comes back at large, where it was left")
        #expect(host.model.engine(of: "s")?.stops.map(\.identifier) == [.closed, .fit, .large])
        #expect(abs(extent(host) - 844) < 0.01)
    }

    @Test("popping to a page pops the ones above it and restores its detent")
    func popToPage() {
        var host = Self.harness()
        host.model.pushPage(Self.detail, on: "s", time: host.clock)
        host.settle()
        host.model.move("s", to: .large, time: host.clock)
        host.settle()
        host.model.pushPage(Self.about, on: "s", time: host.clock)
        host.model.pushPage(DrawerPage(id: "third", detents: [.medium]), on: "s", time: host.clock)
        host.settle()
        let done5 = host.model.popToPage("detail", of: "s", time: host.clock)
        #expect(done5)
        host.settle()
        #expect(host.model.pages(of: "s").map(\.id) == ["detail"])
        #expect(host.resting("s") == .large)
        let done6 = host.model.popToRootPage(of: "s", time: host.clock)
        #expect(done6)
        host.settle()
        #expect(host.resting("s") == .fit)
        #expect(abs(extent(host) - 300) < 0.01)
    }

    @Test("a drag during the push animation takes the drawer over where it is")
    func dragTakesOverThePush() throws {
        var host = Self.harness()
        host.model.pushPage(Self.detail, on: "s", time: host.clock)
        host.run(for: 4.0 / 60)
        let before = extent(host)
        #expect(before > 301 && before < 519, "mid-spring: \(before)")
        let top = try #require(host.model.frame(of: "s")?.panelRect.minY)
        let owner = host.model.dragBegan(at: CGPoint(x: 195, y: top + 20), time: host.clock)
        #expect(owner == "s")
        #expect(abs(extent(host) - before) < 0.5, "grabbed where it was")
        host.clock += 1.0 / 60
        host.model.dragChanged(translation: CGPoint(x: 0, y: 40), time: host.clock)
        #expect(host.model.engine(of: "s")?.dragState == .tracking)
        #expect(extent(host) < before, "follows the finger down")
        host.clock += 1.0 / 60
        host.model.dragEnded(time: host.clock, velocity: .zero)
        host.settle()
        let resting = try #require(host.resting("s"))
        #expect([DrawerDetent.Identifier.fit, .large, .closed].contains(resting))
        let stop = try #require(host.model.engine(of: "s")?.stops.stop(for: resting))
        #expect(abs(extent(host) - stop.extent) < 0.01)
    }

    @Test("unknown pages, a page pushed twice and a pop without pages change nothing")
    func unknownPagesAreNoOps() {
        var host = Self.harness()
        let done7 = host.model.popPage(of: "s", time: host.clock)
        #expect(!done7)
        let done8 = host.model.popToRootPage(of: "s", time: host.clock)
        #expect(!done8)
        let done9 = host.model.popToPage("nope", of: "s", time: host.clock)
        #expect(!done9)
        let done10 = host.model.setFittingLength(100, ofPage: "nope", in: "s", time: host.clock)
        #expect(!done10)
        let done11 = host.model.pushPage(Self.detail, on: "unknown drawer", time: host.clock)
        #expect(!done11)
        let done12 = host.model.pushPage(Self.detail, on: "s", time: host.clock)
        #expect(done12)
        host.settle()
        host.deliver()
        host.delivered.removeAll()
        let frame = host.model.frame(of: "s")
        let done13 = host.model.pushPage(Self.detail, on: "s", time: host.clock)
        #expect(!done13, "one identity per page")
        let done14 = host.model.popToPage("detail", of: "s", time: host.clock)
        #expect(!done14, "already on top")
        let done15 = host.model.popToPage("nope", of: "s", time: host.clock)
        #expect(!done15)
        let done16 = host.model.setFittingLength(.nan, ofPage: "detail", in: "s", time: host.clock)
        #expect(!done16)
        let done17 = host.model.setFittingLength(-5, ofPage: "detail", in: "s", time: host.clock)
        #expect(!done17)
        host.deliver()
        #expect(host.delivered.isEmpty)
        #expect(host.model.frame(of: "s") == frame)
        #expect(host.model.pages(of: "s").map(\.id) == ["detail"])
    }

    @Test("a page's non-finite fitting length counts as not measured; the fit comes when it is measured")
    func unmeasuredPageFit() {
        var host = Self.harness()
        host.model.pushPage(DrawerPage(id: "x", detents: [.fit, .large], fittingLength: .infinity), on: "s", time: host.clock)
        host.settle()
        #expect(host.model.pages(of: "s").first?.fittingLength == nil)
        #expect(host.model.engine(of: "s")?.stops.stop(for: .fit) == nil)
        host.model.setFittingLength(410, ofPage: "x", in: "s", time: host.clock)
        host.settle()
        #expect(host.resting("s") == .fit)
        #expect(abs(extent(host) - 410) < 0.01)
    }

    @Test("a closed drawer stays closed across push and pop, and keeps its closed detent")
    func closedDrawerStaysClosed() {
        var host = Self.harness()
        host.model.dismiss("s", time: host.clock)
        host.settle()
        let done18 = host.model.pushPage(Self.about, on: "s", time: host.clock)
        #expect(done18)
        host.settle()
        #expect(host.resting("s") == .closed)
        #expect(host.model.engine(of: "s")?.stops.map(\.identifier) == [.closed, "short", .large])
        host.model.move("s", to: .large, time: host.clock)
        host.settle()
        host.model.popPage(of: "s", time: host.clock)
        host.settle()
        #expect(host.model.selection(of: "s") == .large)
        #expect(host.resting("s") == .large, "left closed: the root opens at its selection (which followed the drawer)")
    }

    @Test("a page pushed before the container is known is in force when the drawer is placed")
    func pushBeforePlacement() {
        var host = HostHarness(options: .platformSlop, size: nil)
        host.model.addDrawer("s", configuration: Self.settings, selection: .fit, time: 0)
        let done19 = host.model.pushPage(Self.about, on: "s", time: 0)
        #expect(done19)
        host.model.setContainer(DrawerContainer(size: CGSize(width: 390, height: 844)), time: 0)
        host.settle()
        #expect(host.model.engine(of: "s")?.stops.map(\.identifier) == [.closed, "short", .large])
    }
}
