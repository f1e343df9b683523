import DrawerCore
import Foundation
import Testing

/// The UIKit adapter's order of calls: the view is created with a configuration, `layoutSubviews`
/// brings the container, `gestureRecognizerShouldBegin` offers the touch-down point, the pan
/// recognizer reports after its own threshold with a velocity and may be cancelled, the keyboard
/// frame arrives converted into the view's space, and a display link ticks while frames are needed.
@Suite("Host model, UIKit call order")
struct HostUIKitScenarioTests {
    /// seed 002's Shortcuts drawer: compressed, expanded, full height.
    static let shortcuts = DrawerConfiguration(detents: [
        .points(120, identifier: "compressed"), .fraction(0.45, identifier: "expanded"),
        .offsetFromFarEdge(40, identifier: "full"),
    ])

    @Test("seed 002: undimmed at compressed by default, touches behind pass there")
    func seed002Undimmed() {
        var host = HostHarness(options: .platformSlop)
        host.model.addDrawer(
            "shortcuts", configuration: Self.shortcuts, selection: "compressed",
            options: DrawerHostDrawerOptions(handleLength: 17, undimmedAtFirstOpenDetent: true), time: 0)
        #expect(host.model.frame(of: "shortcuts")?.dimming == 0)
        #expect(host.model.hitTest(CGPoint(x: 200, y: 300)) == .passThrough)
        host.model.move("shortcuts", to: "full", time: 0.1)
        host.settle()
        #expect(host.model.frame(of: "shortcuts")?.dimming == 0.3)
        #expect(host.model.hitTest(CGPoint(x: 200, y: 20)) == .dimming("shortcuts"))
    }

    @Test(".fit detents work once the content is measured")
    func fitAfterMeasurement() {
        var host = HostHarness(options: .platformSlop)
        host.model.addDrawer("sheet", configuration: DrawerConfiguration(detents: [.fit, .large]), time: 0)
        let result1 = host.model.move("sheet", to: .fit, time: 0.1)
        #expect(!result1, "unmeasured: fit is inactive")
        host.model.setContentFittingLength(260, for: "sheet", time: 0.2)
        let result2 = host.model.move("sheet", to: .fit, time: 0.3)
        #expect(result2)
        host.settle()
        #expect(host.model.frame(of: "sheet")?.extent == 260)
        host.model.setContentFittingLength(300, for: "sheet", time: host.clock)
        host.settle()
        #expect(host.model.frame(of: "sheet")?.extent == 300, "a new measurement moves the fitted drawer")
    }

    @Test("a closed side drawer is hit in its edge region and a swipe there opens it")
    func closedSideDrawerSwipesOpen() {
        var host = HostHarness(options: .platformSlop)
        host.presented["menu"] = false
        host.model.addDrawer("menu", configuration: .navigationDrawer(), presentation: .presented(false), time: 0)
        #expect(host.model.hitTest(CGPoint(x: 20, y: 400)) == .edgeRegion("menu"))
        #expect(host.model.hitTest(CGPoint(x: 200, y: 400)) == .passThrough)
        host.drag(
            from: CGPoint(x: 20, y: 400), path: [CGPoint(x: 20, y: 0), CGPoint(x: 250, y: 0)], velocity: CGPoint(x: 800, y: 0))
        host.settle()
        #expect(host.resting("menu") == "open")
        #expect(host.presented["menu"] == true, "an edge swipe writes the binding true")
    }

    @Test("setting the configuration goes through the model: its settle runs frames and reports")
    func configurationSetterAnimates() {
        var host = HostHarness(options: .platformSlop)
        host.model.addDrawer("shortcuts", configuration: Self.shortcuts, selection: "expanded", time: 0)
        var changed = Self.shortcuts
        changed.detents[1] = .fraction(0.6, identifier: "expanded")
        host.model.setConfiguration(changed, for: "shortcuts", animated: true, time: 0.1)
        #expect(host.model.needsFrames, "the display link must run")
        host.settle()
        #expect(host.model.frame(of: "shortcuts")?.extent == 844 * 0.6)
        #expect(host.cameToRest("shortcuts"))
    }

    @Test("a keyboard rectangle in the view's coordinates lifts the drawers; a floating one does not")
    func keyboardObstruction() {
        var host = HostHarness(options: .platformSlop)
        host.model.addDrawer("sheet", configuration: .sheet, selection: .medium, time: 0)
        host.model.setKeyboardFrame(CGRect(x: 0, y: 544, width: 390, height: 336), time: 0.1)
        #expect(host.model.keyboardObstruction.bottom == 300, "only the part inside the container")
        host.settle()
        #expect(host.visible("sheet").maxY == 544)
        host.model.setKeyboardFrame(CGRect(x: 40, y: 300, width: 300, height: 200), time: host.clock)
        #expect(host.model.keyboardObstruction == .zero, "an undocked keyboard leaves the drawer")
        host.model.setKeyboardFrame(nil, time: host.clock)
        host.settle()
        #expect(host.visible("sheet").maxY == 844)
    }

    @Test("several drawers: a sheet over a sheet, input to the top one")
    func severalDrawers() {
        var host = HostHarness(options: .platformSlop)
        host.model.addDrawer("list", configuration: Self.shortcuts, selection: "expanded", time: 0)
        host.model.addDrawer("detail", configuration: .sheet, presentation: .presented(false), time: 0)
        host.model.setPresentation(of: "detail", .presented(true), time: 0.1)
        host.settle()
        #expect(host.model.inputDrawer == "detail")
        let result3 = host.model.dragBegan(at: host.inside("detail"), time: host.clock)
        #expect(result3 == "detail")
        host.model.dragCancelled(time: host.clock)
        host.model.dismiss("detail", time: host.clock)
        host.settle()
        #expect(host.model.inputDrawer == "list")
        #expect(host.presented["detail"] == false)
    }

    @Test("Reduce Motion settles with the short curve")
    func reduceMotion() {
        var normal = HostHarness(options: .platformSlop)
        normal.model.addDrawer("sheet", configuration: .sheet, selection: .medium, time: 0)
        normal.model.move("sheet", to: .large, time: 0)
        let normalTime = normal.settle()
        var reduced = HostHarness(options: .platformSlop)
        reduced.model.setReduceMotion(true, time: 0)
        reduced.model.addDrawer("sheet", configuration: .sheet, selection: .medium, time: 0)
        reduced.model.move("sheet", to: .large, time: 0)
        let reducedTime = reduced.settle()
        #expect(reduced.model.engine(of: "sheet")?.reduceMotion == true)
        #expect(reducedTime < normalTime)
    }

    @Test("the grabber sits on the free edge of every edge's panel")
    func grabberPerEdge() {
        let expected: [(DrawerEdge, CGRect)] = [
            (.bottom, CGRect(x: 0, y: 422, width: 390, height: 17)),
            (.top, CGRect(x: 0, y: 405, width: 390, height: 17)),
            (.leading, CGRect(x: 178, y: 0, width: 17, height: 844)),
            (.trailing, CGRect(x: 195, y: 0, width: 17, height: 844)),
        ]
        for (edge, rect) in expected {
            var host = HostHarness(options: .platformSlop)
            host.model.addDrawer(
                "d", configuration: DrawerConfiguration(edge: edge, detents: [.closed, .medium]), selection: .medium,
                options: DrawerHostDrawerOptions(handleLength: 17), time: 0)
            #expect(host.model.handleRect(of: "d") == rect, "\(edge)")
            #expect(host.model.hitTest(CGPoint(x: rect.midX, y: rect.midY)) == .handle("d"), "\(edge)")
        }
    }

    @Test("a pan the system cancels returns the drawer to its detent")
    func panCancelled() {
        var host = HostHarness(options: .platformSlop)
        host.model.addDrawer("shortcuts", configuration: Self.shortcuts, selection: "compressed", time: 0)
        host.model.dragBegan(at: CGPoint(x: 195, y: 800), time: 0)
        host.model.dragChanged(translation: CGPoint(x: 0, y: -200), time: 0.1, velocity: CGPoint(x: 0, y: -900))
        host.model.dragCancelled(time: 0.12)
        host.settle()
        #expect(host.resting("shortcuts") == "compressed")
    }

    @Test("accessibility actions are named from the labels table")
    func accessibilityNames() {
        var host = HostHarness(options: .platformSlop)
        host.model.addDrawer("sheet", configuration: .sheet, selection: .medium, time: 0)
        let names = host.model.accessibilityActions(of: "sheet").map(\.name)
        #expect(names == ["Closed", "Half expanded", "Expanded"])
    }
}

@Suite("Host model, default edge regions")
struct HostEdgeRegionTests {
    @Test("a closed sheet's default 32 pt edge region takes drags but is no tap target")
    func defaultEdgeRegion() {
        var host = HostHarness(options: .platformSlop)
        host.model.addDrawer("sheet", configuration: .sheet, presentation: .presented(false), time: 0)
        let point = CGPoint(x: 200, y: 830)
        #expect(host.model.hitTest(point) == .passThrough, "a tab bar under a closed sheet stays tappable")
        #expect(host.model.edgeRegionRect(of: "sheet") == .null)
        let owner = host.model.dragBegan(at: point, time: 0.1)
        #expect(owner == "sheet")
        host.model.dragCancelled(time: 0.2)
        host.model.addDrawer("menu", configuration: .navigationDrawer(), presentation: .presented(false), time: 0.2)
        #expect(host.model.edgeRegionRect(of: "menu") == CGRect(x: 0, y: 0, width: 39, height: 844))
    }
}
