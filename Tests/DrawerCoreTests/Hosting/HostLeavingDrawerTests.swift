import DrawerCore
import Foundation
import PropertyBased
import Testing

/// A drawer whose presenter is gone closes with its spring and is then removed
/// (`closeForRemoval`). The SwiftUI storm found a person catching such a drawer mid-close with a
/// drag and leaving it at large, with nothing left to close it.
@Suite("A drawer closing to be removed always leaves")
struct HostLeavingDrawerTests {
    /// A sheet open at medium over the app, and under it a second one open at large.
    static func host() -> HostHarness {
        var host = HostHarness(options: .platformSlop)
        host.model.addDrawer("below", configuration: .sheet, presentation: .state(.large), time: 0)
        host.model.addDrawer("sheet", configuration: .sheet, presentation: .presented(true), selection: .medium, time: 0)
        host.settle()
        return host
    }

    @Test("a drag on the closing drawer does not catch it: it closes and is ready for removal")
    func dragDoesNotCatchIt() {
        var host = Self.host()
        let grab = host.inside("sheet")
        host.model.closeForRemoval("sheet", time: host.clock)
        host.run(for: 0.03)
        #expect(host.model.hitTest(grab) != .content("sheet") && host.model.hitTest(grab) != .handle("sheet"))
        // The storm's drag: from the closing panel's top to the top of the screen.
        let owner = host.drag(from: grab, path: (1...12).map { CGPoint(x: 0, y: -CGFloat($0) * 40) })
        #expect(owner != "sheet", "the leaving drawer took the drag")
        host.settle()
        #expect(!host.model.isShown("sheet"))
        #expect(host.model.isReadyForRemoval("sheet"))
    }

    @Test("an app hook that sends every settle to an open detent does not keep a leaving drawer open")
    func hookDoesNotRedirectTheLeavingClose() {
        var host = HostHarness(options: .platformSlop)
        var configuration = DrawerConfiguration.sheet
        configuration.willSettle = { _ in .large }
        host.model.addDrawer("sheet", configuration: configuration, presentation: .presented(true), selection: .medium, time: 0)
        host.settle()
        host.model.closeForRemoval("sheet", time: host.clock)
        host.settle()
        #expect(host.model.frame(of: "sheet")?.extent == 0, "it closed with its spring instead of settling at large")
        #expect(!host.model.isShown("sheet"))
        #expect(host.model.isReadyForRemoval("sheet"))
    }

    @Test("a drag that owned the drawer when it began leaving ends; the drawer still closes")
    func ownedDragEnds() {
        var host = Self.host()
        let start = host.inside("sheet")
        let owner = host.model.dragBegan(at: start, time: host.clock)
        #expect(owner == "sheet")
        host.clock += 1.0 / 60
        host.model.dragChanged(translation: CGPoint(x: 0, y: -120), time: host.clock)
        host.model.closeForRemoval("sheet", time: host.clock)
        #expect(host.model.dragOwner == nil)
        host.clock += 1.0 / 60
        host.model.dragChanged(translation: CGPoint(x: 0, y: -300), time: host.clock)
        host.model.dragEnded(time: host.clock, velocity: CGPoint(x: 0, y: -3000))
        host.settle()
        #expect(host.model.isReadyForRemoval("sheet"))
        #expect(!host.model.isShown("sheet"))
    }

    @Test("bindings and commands no longer move a leaving drawer")
    func bindingsAndCommandsIgnored() {
        var host = Self.host()
        host.model.closeForRemoval("sheet", time: host.clock)
        host.run(for: 0.05)
        let closedByBinding = host.model.setPresentation(of: "sheet", .presented(false), time: host.clock)
        let openedByBinding = host.model.setPresentation(of: "sheet", .presented(true), time: host.clock)
        let selected = host.model.setSelection(of: "sheet", .large, time: host.clock)
        let moved = host.model.move("sheet", to: .large, time: host.clock)
        #expect(!closedByBinding && !openedByBinding && !selected && !moved)
        host.settle()
        #expect(!host.model.isShown("sheet"))
        #expect(host.model.isReadyForRemoval("sheet"))
        #expect(host.resting("below") == .large, "the drawer below is untouched")
    }

    @Test("a drawer with no closed detent is ready for removal where it rests")
    func withoutClosedDetent() {
        var host = HostHarness(options: .platformSlop)
        host.model.addDrawer("bar", configuration: DrawerConfiguration(detents: [.medium, .large]), time: 0)
        host.settle()
        host.model.closeForRemoval("bar", time: host.clock)
        host.settle()
        #expect(host.model.isReadyForRemoval("bar"))
        #expect(!host.model.isReadyForRemoval("unknown"))
    }

    @Test("any drags, taps and binding writes after it began leaving: it comes to rest closed, ready for removal")
    func alwaysLeaves() async {
        let steps = Gen.int(in: 0...3).array(of: 0...12)
        await boundedPropertyCheck(input: steps, Gen.int(in: 0...30)) { actions, delay in
            var host = Self.host()
            host.run(for: Double(delay) / 60)
            host.model.closeForRemoval("sheet", time: host.clock)
            for action in actions {
                switch action {
                case 0: host.drag(from: CGPoint(x: 195, y: 500), path: [CGPoint(x: 0, y: -200), CGPoint(x: 0, y: -400)])
                case 1: host.model.tapped(at: CGPoint(x: 195, y: 100), time: host.clock)
                case 2: host.model.setPresentation(of: "sheet", .presented(true), time: host.clock)
                default: host.run(for: 0.1)
                }
            }
            host.settle()
            #expect(host.model.isReadyForRemoval("sheet"), "actions \(actions), delay \(delay)")
            #expect(!host.model.isShown("sheet"), "actions \(actions), delay \(delay)")
        }
    }
}
