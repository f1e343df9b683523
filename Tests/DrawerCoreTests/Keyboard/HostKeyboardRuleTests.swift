import DrawerCore
import Foundation
import Testing

@Suite("Host model, keyboard rule per drawer")
struct HostKeyboardRuleTests {
    typealias Fixture = KeyboardFixture

    static func configuration(_ rules: DrawerKeyboardRules) -> DrawerConfiguration {
        DrawerConfiguration(detents: Fixture.detents, keyboard: rules)
    }

    @Test("one keyboard, each drawer by its own rule; all restored when it leaves")
    func eachDrawerItsRule() {
        var host = HostHarness(options: .platformSlop)
        host.model.addDrawer(
            "form", configuration: Self.configuration(DrawerKeyboardRules(.shrinkContent)), selection: .large, time: 0)
        host.model.addDrawer("map", configuration: Self.configuration(DrawerKeyboardRules(.stay)), selection: .medium, time: 0)
        let form = host.visible("form")
        let map = host.visible("map")
        host.model.setKeyboardOverlap(Fixture.keyboard, time: host.clock)
        host.settle()
        #expect(host.model.keyboardRule(of: "form") == .shrinkContent)
        #expect(host.visible("form") == form)
        #expect(host.model.frame(of: "form")?.contentRect.maxY == Fixture.keyboardTop)
        #expect(host.visible("map") == map)
        host.model.setKeyboardOverlap(nil, time: host.clock)
        host.settle()
        #expect(host.model.frame(of: "form")?.contentRect.maxY == 844)
        #expect(host.model.keyboardRule(of: "nope") == nil)
    }

    @Test("a move-to rule writes the selection there and back")
    func moveToWritesTheSelection() {
        var host = HostHarness(options: .platformSlop)
        host.selection["sheet"] = Fixture.peek
        host.model.addDrawer(
            "sheet", configuration: Self.configuration(DrawerKeyboardRules(byDetent: [Fixture.peek: .moveTo(.large)])),
            selection: Fixture.peek, time: 0)
        host.model.setKeyboardOverlap(Fixture.keyboard, time: host.clock)
        host.settle()
        #expect(host.resting("sheet") == .large)
        #expect(host.selection["sheet"] == .large)
        host.model.setKeyboardOverlap(0, time: host.clock)
        host.settle()
        #expect(host.resting("sheet") == Fixture.peek)
        #expect(host.selection["sheet"] == Fixture.peek)
    }

    @Test("bad keyboard input: NaN, infinite and negative overlaps and frames are ignored; a hide twice is one hide")
    func badKeyboardInput() {
        var host = HostHarness(options: .platformSlop)
        host.model.addDrawer("sheet", configuration: Self.configuration(DrawerKeyboardRules()), selection: .medium, time: 0)
        host.model.setKeyboardOverlap(300, time: 0.1)
        host.settle()
        let lifted = host.model.frame(of: "sheet")
        for bad in [CGFloat.nan, .infinity, -.infinity, -300] {
            host.model.setKeyboardOverlap(bad, time: host.clock)
            #expect(host.model.keyboardObstruction.bottom == 300, "\(bad)")
            #expect(!host.model.needsFrames, "\(bad)")
        }
        host.model.setKeyboardFrame(CGRect(x: 0, y: CGFloat.nan, width: 390, height: 300), time: host.clock)
        #expect(host.model.frame(of: "sheet") == lifted)
        host.model.setKeyboardOverlap(5000, time: host.clock)
        host.settle()
        #expect(host.model.keyboardObstruction.bottom == 844, "covers the whole container at most")
        #expect(host.model.frame(of: "sheet").map { $0.panelRect.isFinite && $0.extent == 0 } == true)
        host.model.setKeyboardOverlap(nil, time: host.clock)
        host.model.setKeyboardOverlap(nil, time: host.clock)
        host.settle()
        #expect(host.resting("sheet") == .medium, "the keyboard gone, the detent is back")
    }
}
