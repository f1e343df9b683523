import DrawerCore
import Foundation
import Testing

/// The rules the Apple adapters read instead of deciding (issues 14 and 15): which tap is a
/// handle tap, the bottom bar's switch and tap, which way scale-back moves things, and when
/// VoiceOver focus moves into a modal drawer and back.
@Suite("Host model: rules the adapters read (handle taps, bottom bar, scale-back direction, modal focus)")
struct HostBeyondAdapterRulesTests {
    static func cycling() -> DrawerConfiguration {
        var configuration = DrawerConfiguration.sheet
        configuration.gesture.cyclesDetentsOnHandleTap = true
        return configuration
    }

    static func host(
        _ configuration: DrawerConfiguration, options: DrawerHostDrawerOptions = DrawerHostDrawerOptions(handleLength: 20),
        at detent: DrawerDetent.Identifier = .medium
    ) -> HostHarness {
        var host = HostHarness(options: .platformSlop)
        host.model.addDrawer("A", configuration: configuration, presentation: .presented(true), options: options, time: 0)
        host.model.move("A", to: detent, animated: false, time: 0)
        host.deliver()
        return host
    }

    // MARK: Handle taps

    @Test("a tap on the handle strip is a handle tap only when the drawer cycles on handle taps")
    func handleTapTarget() {
        let host = Self.host(Self.cycling())
        let strip = host.model.handleRect(of: "A")
        #expect(!strip.isNull)
        let onHandle = CGPoint(x: strip.midX, y: strip.midY)
        #expect(host.model.takesHandleTaps("A"))
        #expect(host.model.handleTapTarget(at: onHandle) == "A")
        #expect(host.model.handleTapTarget(at: host.inside("A")) == nil, "the content below the strip keeps its taps")
        #expect(host.model.handleTapTarget(at: CGPoint(x: 10, y: 10)) == nil, "the dimming is no handle")

        let plain = Self.host(.sheet)
        #expect(!plain.model.takesHandleTaps("A"))
        #expect(plain.model.handleTapTarget(at: onHandle) == nil, "without the option the tap goes on to the content")

        let handleless = Self.host(Self.cycling(), options: DrawerHostDrawerOptions())
        #expect(!handleless.model.takesHandleTaps("A"), "no handle, no handle taps")
    }

    @Test("a closed drawer takes no handle taps, and a drawer above takes the point first")
    func handleTapTargetStacking() {
        var host = Self.host(Self.cycling())
        let onHandle = CGPoint(x: host.model.handleRect(of: "A").midX, y: host.model.handleRect(of: "A").midY)
        host.model.addDrawer(
            "B", configuration: .sheet, presentation: .presented(true), options: DrawerHostDrawerOptions(handleLength: 20),
            time: 0)
        host.model.move("B", to: .large, animated: false, time: 0)
        #expect(host.model.handleTapTarget(at: onHandle) == nil, "B's content covers A's handle")
        host.model.move("B", to: .closed, animated: false, time: 0)
        host.model.move("A", to: .closed, animated: false, time: 0)
        #expect(!host.model.takesHandleTaps("A"))
        #expect(host.model.handleTapTarget(at: onHandle) == nil)
    }

    // MARK: Bottom bar

    static func barSheet(base: DrawerConfiguration = DrawerConfiguration()) -> DrawerConfiguration {
        DrawerBottomBarSwitch.sheetConfiguration(barHeight: 64, openDetents: [.closed, .medium, .large], base: base)
    }

    static func barHost(safeBottom: CGFloat = 0) -> HostHarness {
        var host = HostHarness(options: .platformSlop, size: nil)
        host.model.setContainer(
            DrawerContainer(size: CGSize(width: 390, height: 844), safeArea: DrawerInsets(top: 0, left: 0, bottom: safeBottom, right: 0)),
            time: 0)
        host.model.addDrawer("bar", configuration: barSheet(), options: DrawerHostDrawerOptions(hasBottomBar: true), time: 0)
        host.deliver()
        return host
    }

    @Test("the bar sheet's configuration: the bar first, no closed stop, the bar undimmed, the app's choice kept")
    func barConfiguration() {
        let configuration = Self.barSheet()
        #expect(configuration.detents.map(\.identifier) == [.bottomBar, .medium, .large])
        #expect(configuration.style.largestUndimmedDetent == .bottomBar)
        var base = DrawerConfiguration()
        base.style.largestUndimmedDetent = .medium
        #expect(Self.barSheet(base: base).style.largestUndimmedDetent == .medium)
    }

    @Test("the bar's stop is its height above the home indicator")
    func barDetentHeight() {
        let host = Self.barHost(safeBottom: 34)
        #expect(host.resting("bar") == .bottomBar, "an always-present bar sheet starts at its bar")
        #expect(abs((host.model.frame(of: "bar")?.extent ?? 0) - 98) < 1e-9)
        #expect(host.model.isModal("bar") == false, "the bar dims nothing")
    }

    @Test("the model switches between the bar and the sheet at each 15 % crossing, and only there")
    func barSwitchInModel() {
        var host = Self.barHost()
        #expect(host.model.isBottomBarShown("bar") == true)
        guard let engine = host.model.engine(of: "bar") else {
            Issue.record("no engine")
            return
        }
        let bar = engine.stops[0].extent
        let top = engine.stops.largest.extent
        let y = 844 - bar
        // Drag up to 20 % of the way: the content takes over; back to 10 %: the bar returns.
        let owner = host.model.dragBegan(at: CGPoint(x: 195, y: y + 10), time: host.clock)
        #expect(owner == "bar", "dragging the bar opens the sheet")
        var shown: [Bool?] = []
        for fraction in [0.05, 0.14, 0.2, 0.16, 0.14, 0.1, 0.16] as [CGFloat] {
            host.clock += 1.0 / 60
            host.model.dragChanged(translation: CGPoint(x: 0, y: -(top - bar) * fraction), time: host.clock)
            shown.append(host.model.isBottomBarShown("bar"))
        }
        #expect(shown == [true, true, false, false, true, true, false], "a flip on every crossing, none between")
        host.clock += 1.0 / 60
        host.model.dragEnded(time: host.clock, velocity: CGPoint(x: 0, y: -3000))
        host.settle()
        #expect(host.model.isBottomBarShown("bar") == false)
        #expect(host.model.isBottomBarShown("nope") == nil)
    }

    @Test("a tap on the bar opens the sheet one stop; not once the content shows, nor for a drawer without a bar")
    func barTap() {
        var host = Self.barHost()
        let opened = host.model.bottomBarTapped("bar", time: 0.1)
        #expect(opened)
        host.settle()
        #expect(host.resting("bar") == .medium)
        #expect(host.model.isBottomBarShown("bar") == false)
        let again = host.model.bottomBarTapped("bar", time: host.clock)
        #expect(!again, "the content shows: the tap is the content's")

        var plain = Self.host(.sheet)
        #expect(plain.model.isBottomBarShown("A") == nil)
        let plainTap = plain.model.bottomBarTapped("A", time: 0.1)
        #expect(!plainTap)
    }

    @Test("turning the bar on for an open drawer starts the switch in the state that matches it")
    func barOptionLate() {
        var host = Self.host(.sheet, at: .large)
        host.model.setDrawerOptions(DrawerHostDrawerOptions(hasBottomBar: true), for: "A", time: 0.1)
        #expect(host.model.isBottomBarShown("A") == false)
        host.model.setDrawerOptions(DrawerHostDrawerOptions(), for: "A", time: 0.2)
        #expect(host.model.isBottomBarShown("A") == nil)
    }

    // MARK: Scale-back direction

    @Test("the content moves towards the pushing drawer's side; a covered drawer lifts away from its own")
    func scaleBackDirection() {
        var host = Self.host(.sheet, options: DrawerHostDrawerOptions(scalesBackBehind: true), at: .large)
        var effect = host.model.scaleBack
        #expect(effect.contentSide == .bottom)
        #expect(abs(effect.contentTranslation.y - 14) < 1e-9 && effect.contentTranslation.x == 0)

        var side = DrawerConfiguration.sheet
        side.edge = .leading
        host.model.addDrawer(
            "menu", configuration: side, presentation: .presented(true),
            options: DrawerHostDrawerOptions(scalesBackBehind: true), time: 0)
        host.model.move("menu", to: .large, animated: false, time: 0)
        effect = host.model.scaleBack
        #expect(effect.contentSide == .bottom, "the bottom-most pushing drawer leads the content")
        #expect(effect.drawerSides["A"] == .bottom)
        #expect(effect.drawerTranslation("A").y < 0, "the covered sheet lifts")
        #expect(effect.drawerTranslation("menu") == .zero)

        host.model.move("A", to: .closed, animated: false, time: 0)
        effect = host.model.scaleBack
        #expect(effect.contentSide == .left)
        #expect(effect.contentTranslation.x < 0 && effect.contentTranslation.y == 0)
    }

    @Test("stacked hosts: the content follows the lower host that pushes")
    func combinedHosts() {
        let lower = DrawerHostScaleBack<Int>(
            content: .content(behindDrawerOpenBy: 1, width: 390), contentSide: .right)
        let upper = DrawerHostScaleBack<Int>(
            content: .content(behindDrawerOpenBy: 0.5, width: 390), contentSide: .bottom)
        #expect(lower.combined(withHostAbove: upper).content == lower.content)
        #expect(lower.combined(withHostAbove: upper).contentSide == .right)
        #expect(DrawerHostScaleBack<Int>().combined(withHostAbove: upper) == upper)
        #expect(upper.combined(withHostAbove: DrawerHostScaleBack()) == upper)
    }

    // MARK: Modal focus (issue 14)

    static func modalSheet() -> DrawerConfiguration {
        var configuration = DrawerConfiguration.sheet
        configuration.style.largestUndimmedDetent = .medium
        return configuration
    }

    @Test("focus is saved when the drawer comes to rest modal and given back when it rests otherwise")
    func focusSavedAndReturned() {
        var host = Self.host(Self.modalSheet())
        var focus = DrawerModalFocus<String>()
        var asked = 0
        let outside = { () -> (element: String?, isInsideDrawer: Bool) in
            asked += 1
            return ("open button", false)
        }
        #expect(!host.model.isModal("A"))
        #expect(host.model.updateModalFocus(&focus, of: "A", focused: outside) == .none)
        host.model.move("A", to: .large, time: host.clock)
        host.run(for: 1.0 / 60)
        #expect(host.model.updateModalFocus(&focus, of: "A", focused: outside) == .none, "moving: nothing yet")
        host.settle()
        #expect(host.model.isModal("A"))
        #expect(host.model.updateModalFocus(&focus, of: "A", focused: outside) == .moveIntoDrawer)
        #expect(host.model.updateModalFocus(&focus, of: "A", focused: outside) == .none, "once")
        #expect(asked == 1, "focus is read once, when the drawer becomes modal")
        #expect(focus.savedElement == "open button")

        host.model.dismiss("A", time: host.clock)
        host.run(for: 1.0 / 60)
        #expect(host.model.updateModalFocus(&focus, of: "A", focused: outside) == .none, "closing: not at rest yet")
        host.settle()
        #expect(host.model.updateModalFocus(&focus, of: "A", focused: outside) == .returnFocus(to: "open button"))
        #expect(!focus.isHolding && focus.savedElement == nil)
    }

    @Test("collapsing to an undimmed detent gives focus back too")
    func focusReturnedOnCollapse() {
        var host = Self.host(Self.modalSheet(), at: .large)
        var focus = DrawerModalFocus<String>()
        #expect(host.model.updateModalFocus(&focus, of: "A") { ("list", false) } == .moveIntoDrawer)
        host.model.move("A", to: .medium, time: host.clock)
        host.settle()
        #expect(!host.model.isModal("A"))
        #expect(host.model.updateModalFocus(&focus, of: "A") { ("other", false) } == .returnFocus(to: "list"))
    }

    @Test("focus already inside the drawer stays there; if the drawer then closes, focus is returned with no element")
    func focusInsideDrawer() {
        var focus = DrawerModalFocus<String>()
        #expect(focus.update(isModal: true, isResting: true, isShown: true) { ("row", true) } == .none)
        #expect(focus.isHolding && !focus.movedIntoDrawer)
        #expect(focus.update(isModal: false, isResting: true, isShown: true) { (nil, false) } == .none)

        #expect(focus.update(isModal: true, isResting: true, isShown: true) { ("row", true) } == .none)
        #expect(focus.update(isModal: false, isResting: true, isShown: false) { (nil, false) } == .returnFocus(to: nil))
    }

    @Test("a drawer the model no longer knows gives its focus back")
    func focusForRemovedDrawer() {
        var host = Self.host(Self.modalSheet(), at: .large)
        var focus = DrawerModalFocus<String>()
        #expect(host.model.updateModalFocus(&focus, of: "A") { ("button", false) } == .moveIntoDrawer)
        host.model.removeDrawer("A")
        #expect(host.model.updateModalFocus(&focus, of: "A") { (nil, false) } == .returnFocus(to: "button"))
    }
}
