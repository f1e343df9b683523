import DrawerCore
import Foundation
import Testing

@Suite("Which drawers are modal")
struct HostModalTests {
    @Test("a dimmed open drawer is modal; closed, undimmed and unknown ones are not")
    func modal() {
        var host = HostHarness(options: .platformSlop)
        host.model.addDrawer("sheet", configuration: .sheet, presentation: .state(.medium), time: 0)
        host.settle()
        #expect(host.model.isModal("sheet"), "UIKit's default: dimmed at every open detent")
        host.model.addDrawer(
            "clear", configuration: DrawerConfiguration(detents: [.closed, .medium], style: DrawerStyle(maximumDimming: 0)),
            presentation: .state(.medium), time: host.clock)
        host.settle()
        #expect(!host.model.isModal("clear"), "touches pass through an undimmed drawer")
        host.model.dismiss("sheet", time: host.clock)
        host.settle()
        #expect(!host.model.isModal("sheet"), "closed")
        #expect(!host.model.isModal("nope"))
        // Seed 002's undimmed compressed detent: not modal there, modal once dimmed above it.
        host.model.addDrawer(
            "shortcuts",
            configuration: DrawerConfiguration(
                detents: [.points(100, identifier: "compressed"), .large],
                style: DrawerStyle(maximumDimming: 0.4, largestUndimmedDetent: "compressed")),
            presentation: .state("compressed"), time: host.clock)
        host.settle()
        #expect(!host.model.isModal("shortcuts"))
        host.model.move("shortcuts", to: .large, animated: false, time: host.clock)
        #expect(host.model.isModal("shortcuts"))
    }

    @Test("a modal drawer hides the drawers under it, not those above; the host is modal while any drawer is")
    func behindModal() {
        var host = HostHarness(options: .platformSlop)
        let clear = DrawerConfiguration(detents: [.closed, .medium], style: DrawerStyle(maximumDimming: 0))
        host.model.addDrawer("list", configuration: .sheet, presentation: .state(.medium), time: 0)
        host.model.addDrawer("detail", configuration: .sheet, presentation: .state(.medium), time: 0)
        host.model.addDrawer("toast", configuration: clear, presentation: .state(.medium), time: 0)
        host.settle()
        #expect(host.model.hasModalDrawer)
        #expect(host.model.isBehindModal("list"), "under the dimmed detail")
        #expect(!host.model.isBehindModal("detail"), "the undimmed toast above it is not modal")
        #expect(!host.model.isBehindModal("toast"))
        #expect(!host.model.isBehindModal("nope"))
        host.model.dismiss("detail", time: host.clock)
        host.model.dismiss("list", time: host.clock)
        host.settle()
        #expect(!host.model.hasModalDrawer, "only the undimmed toast is open")
        #expect(!host.model.isBehindModal("list"))
    }
}
