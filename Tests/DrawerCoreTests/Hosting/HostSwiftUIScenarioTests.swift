import DrawerCore
import Foundation
import Testing

/// The SwiftUI adapter's order of calls: the drawer is added when its view appears with the
/// bindings' values, the container follows from `GeometryReader`, bindings reach the model from
/// `onChange`, `DragGesture` reports only after its own minimum distance and ends with a
/// predicted end translation (or is cancelled without `onEnded`), and `TimelineView` ticks while
/// the model needs frames.
@Suite("Host model, SwiftUI call order")
struct HostSwiftUIScenarioTests {
    /// seed 000's `Drawer`: always there, small/medium/large, nothing dimmed.
    static let seedDrawer = DrawerConfiguration(
        detents: [.small, .medium, .large], style: DrawerStyle(maximumDimming: 0))

    @Test("seed 000's unit test: 100×100, bottom, at medium, predicted (−26, −26) settles at large")
    func seed000PredictedEnd() {
        var host = HostHarness(options: .platformSlop, size: CGSize(width: 100, height: 100))
        host.model.addDrawer("drawer", configuration: Self.seedDrawer, selection: .medium, time: 0)
        host.selection["drawer"] = .medium
        #expect(host.model.platformMinimumDistance(of: "drawer") == 10, "the distance DragGesture is given")
        let result1 = host.model.dragBegan(at: CGPoint(x: 50, y: 60), time: 0.1)
        #expect(result1 == "drawer")
        // DragGesture's first report comes at its minimum distance; the engine must not take it again.
        let result2 = host.model.dragChanged(translation: CGPoint(x: -10, y: -10), time: 0.12)
        #expect(result2 == .tracking)
        host.model.dragChanged(translation: CGPoint(x: -26, y: -26), time: 0.14)
        #expect(host.model.frame(of: "drawer")?.extent == 76, "26 pt of travel moved the drawer 26 pt")
        host.model.dragEnded(time: 0.16, predictedEndTranslation: CGPoint(x: -26, y: -26))
        host.settle()
        #expect(host.resting("drawer") == .large)
        #expect(host.selection["drawer"] == .large, "the selection binding follows the settle")
        #expect(host.model.frame(of: "drawer")?.extent == 100)
    }

    @Test("the platform's minimum distance is not waited for twice")
    func slopNotWaitedForTwice() {
        // DragGesture measures its 10 pt as a distance: its first report can carry 8 pt along the
        // axis and 6 across. The engine must take that report, not wait for 10 pt along it again.
        var swiftUI = HostHarness(options: .platformSlop, size: CGSize(width: 100, height: 100))
        swiftUI.model.addDrawer("drawer", configuration: Self.seedDrawer, selection: .medium, time: 0)
        swiftUI.model.dragBegan(at: CGPoint(x: 50, y: 60), time: 0.1)
        let first = swiftUI.model.dragChanged(translation: CGPoint(x: -6, y: -8), time: 0.12)
        #expect(first == .tracking)
        #expect(swiftUI.model.frame(of: "drawer")?.extent == 58)
        // A host whose engine applied its own 10 pt as well would still be waiting.
        var doubled = HostHarness(options: .reportsFromPress, size: CGSize(width: 100, height: 100))
        doubled.model.addDrawer("drawer", configuration: Self.seedDrawer, selection: .medium, time: 0)
        doubled.model.dragBegan(at: CGPoint(x: 50, y: 60), time: 0.1)
        let waiting = doubled.model.dragChanged(translation: CGPoint(x: -6, y: -8), time: 0.12)
        #expect(waiting == .pending)
        #expect(doubled.model.frame(of: "drawer")?.extent == 50)
    }

    @Test("seed 000: always present, no backdrop, touches outside pass; a fling never closes it")
    func alwaysPresent() {
        var host = HostHarness(options: .platformSlop)
        host.model.addDrawer("drawer", configuration: Self.seedDrawer, selection: .small, time: 0)
        #expect(host.model.hitTest(CGPoint(x: 200, y: 200)) == .passThrough)
        host.drag(
            from: host.inside("drawer"), path: [CGPoint(x: 0, y: 10), CGPoint(x: 0, y: 200)], velocity: CGPoint(x: 0, y: 5000))
        host.settle()
        #expect(host.resting("drawer") == .small, "no closed detent was added")
        #expect(host.model.engine(of: "drawer")?.stops.contains { $0.isClosed } == false)
    }

    @Test("seed 000's interactiveDetents: content takes touches only there; elsewhere the panel drags")
    func contentInteractiveDetents() {
        var host = HostHarness(options: .platformSlop)
        host.model.addDrawer(
            "drawer", configuration: Self.seedDrawer, selection: .medium,
            options: DrawerHostDrawerOptions(contentInteractiveDetents: [.large]), time: 0)
        let point = CGPoint(x: 200, y: 700)
        #expect(host.model.hitTest(point) == .handle("drawer"))
        #expect(host.model.contentHitRect(of: "drawer") == .null)
        host.model.move("drawer", to: .large, time: 0.1)
        host.settle()
        #expect(host.model.hitTest(point) == .content("drawer"))
        #expect(host.model.engine(of: "drawer")?.stops.allSatisfy(\.isInteractive) == true, "drags still snap to all detents")
    }

    @Test("isPresented: a swipe down writes false; true again opens at the selected detent")
    func isPresentedRoundTrip() {
        var host = HostHarness(options: .platformSlop)
        host.presented["sheet"] = false
        host.selection["sheet"] = .large
        host.model.addDrawer(
            "sheet", configuration: DrawerConfiguration(detents: [.medium, .large]), presentation: .presented(false),
            selection: .large, time: 0)
        #expect(host.resting("sheet") == .closed, "a closing path was added")
        host.presented["sheet"] = true
        host.model.setPresentation(of: "sheet", .presented(true), time: 0.1)
        host.settle()
        #expect(host.resting("sheet") == .large)
        host.drag(
            from: host.inside("sheet"), path: [CGPoint(x: 0, y: 10), CGPoint(x: 0, y: 400)], velocity: CGPoint(x: 0, y: 3000))
        host.settle()
        #expect(host.resting("sheet") == .closed)
        #expect(host.presented["sheet"] == false)
        #expect(host.selection["sheet"] == .large, "a closed detent is no selection")
    }

    @Test("seed 001 with supportedDetents [.medium] keeps its closing path; the state becomes hidden")
    func restrictedDetentsKeepClosing() {
        var host = HostHarness(options: .platformSlop)
        let restricted = DrawerConfiguration(detents: [.closed, .medium, .large], supportedDetents: [.medium])
        host.state["sheet"] = .medium
        host.model.addDrawer("sheet", configuration: restricted, presentation: .state(.medium), time: 0)
        #expect(host.resting("sheet") == .medium)
        host.model.dismiss("sheet", time: 0.1)
        host.settle()
        #expect(host.resting("sheet") == .closed)
        #expect(host.state["sheet"] == .closed, "the state binding reads hidden")
        host.state["sheet"] = .medium
        host.model.setPresentation(of: "sheet", .state(.medium), time: host.clock)
        host.settle()
        #expect(host.resting("sheet") == .medium)
        // The same restriction with an isPresented binding hides when the binding says so.
        host.model.addDrawer("flag", configuration: restricted, presentation: .presented(true), time: host.clock)
        host.model.setPresentation(of: "flag", .presented(false), time: host.clock)
        host.settle()
        #expect(host.resting("flag") == .closed)
        #expect(host.model.isShown("flag") == false)
    }

    @Test("configuration changes after appear: edge, detents and style apply, keeping the detent")
    func configurationAfterAppear() {
        var host = HostHarness(options: .platformSlop)
        host.model.addDrawer("drawer", configuration: .sheet, presentation: .presented(true), selection: .medium, time: 0)
        host.model.setConfiguration(
            DrawerConfiguration(detents: [.closed, .medium], style: DrawerStyle(cornerRadius: 30)), for: "drawer", time: 0.1)
        host.settle()
        #expect(host.resting("drawer") == .medium)
        #expect(host.model.frame(of: "drawer")?.cornerRadius == 30)
        host.model.setConfiguration(
            DrawerConfiguration(edge: .top, detents: [.closed, .medium]), for: "drawer", time: host.clock)
        #expect(host.model.side(of: "drawer") == .top)
        #expect(host.model.frame(of: "drawer")?.visibleRect == CGRect(x: 0, y: 0, width: 390, height: 422))
    }

    @Test("a drag SwiftUI cancels (no onEnded) returns the drawer to where the drag started")
    func cancelPath() {
        var host = HostHarness(options: .platformSlop)
        host.model.addDrawer("sheet", configuration: .sheet, presentation: .presented(true), selection: .medium, time: 0)
        host.model.dragBegan(at: CGPoint(x: 200, y: 600), time: 0.1)
        host.model.dragChanged(translation: CGPoint(x: 0, y: -150), time: 0.2)
        #expect(host.model.frame(of: "sheet")?.extent == 572)
        host.model.dragCancelled(time: 0.25)
        #expect(host.model.dragOwner == nil)
        host.settle()
        #expect(host.resting("sheet") == .medium)
        let result3 = host.model.dragChanged(translation: CGPoint(x: 0, y: -300), time: host.clock)
        #expect(result3 == .none, "the drag is over")
    }

    @Test("an item drawer stays shown while it closes, so it never closes empty")
    func itemShownWhileClosing() {
        var host = HostHarness(options: .platformSlop)
        host.model.addDrawer("item", configuration: .sheet, presentation: .presented(true), time: 0)
        host.model.setPresentation(of: "item", .presented(false), time: 0.1)
        host.run(for: 0.05)
        #expect(host.model.isShown("item"), "mid-close the last item is still drawn")
        host.settle()
        #expect(!host.model.isShown("item"))
    }

    @Test("content beyond the visible panel is not hittable")
    func contentOutOfView() {
        var host = HostHarness(options: .platformSlop)
        host.model.addDrawer("sheet", configuration: .sheet, presentation: .presented(true), selection: .medium, time: 0)
        let panel = host.model.frame(of: "sheet")?.panelRect ?? .null
        #expect(panel.maxY > 844, "the panel is as long as the largest stop and runs off screen")
        let hit = host.model.contentHitRect(of: "sheet")
        #expect(hit == CGRect(x: 0, y: 422, width: 390, height: 422))
        #expect(host.model.hitTest(CGPoint(x: 200, y: 900)) == .passThrough, "below the container")
    }

    @Test("seed 003: overlay maximum opacity and spring are configurable")
    func navigationDrawerConfigurable() {
        var slow = HostHarness(options: .platformSlop)
        slow.model.addDrawer(
            "nav", configuration: .navigationDrawer(maximumDimming: 0.6, spring: DrawerSpring(response: 0.8, dampingFraction: 1)),
            presentation: .presented(false), time: 0)
        slow.model.setPresentation(of: "nav", .presented(true), time: 0)
        let slowTime = slow.settle()
        #expect(slow.model.frame(of: "nav")?.dimming == 0.6)
        var brisk = HostHarness(options: .platformSlop)
        brisk.model.addDrawer(
            "nav", configuration: .navigationDrawer(spring: DrawerSpring(response: 0.2, dampingFraction: 1)),
            presentation: .presented(false), time: 0)
        brisk.model.setPresentation(of: "nav", .presented(true), time: 0)
        let briskTime = brisk.settle()
        #expect(brisk.model.frame(of: "nav")?.dimming == 0.4, "the default maximum opacity")
        #expect(briskTime < slowTime)
    }

    @Test("a right-to-left container puts a leading drawer on the right")
    func rightToLeft() {
        var host = HostHarness(options: .platformSlop)
        host.model.addDrawer("nav", configuration: .navigationDrawer(), presentation: .presented(false), time: 0)
        host.model.setContainer(DrawerContainer(size: CGSize(width: 390, height: 844), layoutDirection: .rightToLeft), time: 0)
        #expect(host.model.side(of: "nav") == .right)
        #expect(host.model.hitTest(CGPoint(x: 385, y: 400)) == .edgeRegion("nav"))
    }
}

@Suite("Configuration signatures")
struct DrawerConfigurationSignatureTests {
    @Test("the same configuration built twice has one signature; an edge, detent or style change does not")
    func signatures() {
        let base = DrawerConfiguration(detents: [.closed, .medium, .large])
        #expect(
            DrawerConfigurationSignature(base)
                == DrawerConfigurationSignature(DrawerConfiguration(detents: [.closed, .medium, .large])))
        var edge = base
        edge.edge = .top
        var detents = base
        detents.detents = [.closed, .large]
        var style = base
        style.style.cornerRadius = 3
        var policy = base
        policy.snapPolicy = DrawerProjectionSnapPolicy(velocityDeadZone: 99)
        // Finding 5 (issue 22): a new value under the same identifier is a change.
        var value = DrawerConfiguration(detents: [.closed, .points(300, identifier: .medium), .large])
        let before = DrawerConfigurationSignature(value)
        value.detents = [.closed, .points(400, identifier: .medium), .large]
        #expect(DrawerConfigurationSignature(value) != before)
        var kind = base
        kind.detents = [.closed, .points(422, identifier: .medium), .large]
        var hook = base
        hook.willSettle = { _ in nil }
        for changed in [edge, detents, style, policy, kind, hook] {
            #expect(DrawerConfigurationSignature(changed) != DrawerConfigurationSignature(base))
        }
    }
}
