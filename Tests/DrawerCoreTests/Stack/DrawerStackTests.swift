import DrawerCore
import Foundation
import Testing

@Suite("Stacks of drawers (seed 001)")
struct DrawerStackTests {
    let container = DrawerContainer(size: CGSize(width: 390, height: 844))

    func settle(_ stack: inout DrawerStack<String>, from time: Double) -> Double {
        var clock = time
        while stack.tick(time: clock + 1.0 / 60), clock < time + 10 { clock += 1.0 / 60 }
        return clock + 1.0 / 60
    }

    @Test("sheet A opens sheet B over it; input goes to the top; the lower one is dimmed")
    func drawerOverDrawer() {
        var stack = DrawerStack<String>(container: container)
        stack.present("A", configuration: DrawerConfiguration(detents: [.medium, .large]), detent: .medium, time: 0)
        var time = settle(&stack, from: 0)
        stack.present("B", configuration: DrawerConfiguration(detents: [.points(300, identifier: "b")]), time: time)
        time = settle(&stack, from: time)
        #expect(stack.layers.map(\.id) == ["A", "B"])
        #expect(stack.top?.id == "B")
        #expect(stack.layer("A")?.depth == 1)
        #expect(stack.layer("A")?.coverDimming == stack.layer("B")?.engine.frame.dimming)
        #expect((stack.layer("A")?.coverDimming ?? 0) > 0)
        let moved = stack.withTop { $0.move(to: .closed, time: time) }
        #expect(moved == true)
        time = settle(&stack, from: time)
        #expect(stack.layers.map(\.id) == ["A"], "a closed drawer leaves the stack")
        #expect(stack.layer("A")?.engine.frame.restingDetent == .medium)
    }

    @Test("dismiss all removes every sheet")
    func dismissAll() {
        var stack = DrawerStack<String>(container: container)
        stack.present("A", configuration: DrawerConfiguration(detents: [.medium]), time: 0)
        stack.present("B", configuration: DrawerConfiguration(detents: [.medium]), time: 0)
        var time = settle(&stack, from: 0)
        stack.dismissAll(time: time)
        time = settle(&stack, from: time)
        #expect(stack.layers.isEmpty)
    }

    @Test("presenting an id again moves it instead of duplicating it")
    func presentAgain() {
        var stack = DrawerStack<String>(container: container)
        stack.present("A", configuration: DrawerConfiguration(), detent: .medium, time: 0)
        stack.present("A", configuration: DrawerConfiguration(), detent: .large, time: 0.5)
        _ = settle(&stack, from: 0.5)
        #expect(stack.layers.count == 1)
        #expect(stack.top?.engine.frame.restingDetent == .large)
    }

    @Test("keepsClosedDrawers: a closed drawer stays, takes no input, and can be opened again")
    func keepsClosed() {
        var stack = DrawerStack<String>(container: container, keepsClosedDrawers: true)
        stack.present(
            "menu", configuration: DrawerConfiguration(edge: .leading, detents: [.closed, .fraction(0.8, identifier: "open")]),
            detent: "open", time: 0)
        stack.present("sheet", configuration: DrawerConfiguration(detents: [.medium]), time: 0)
        var time = settle(&stack, from: 0)
        stack.dismiss("sheet", time: time)
        time = settle(&stack, from: time)
        #expect(stack.layers.map(\.id) == ["menu", "sheet"], "the closed sheet is kept")
        #expect(stack.top?.id == "menu", "input goes to the topmost drawer that is open")
        #expect(stack.layer("menu")?.depth == 0)
        #expect(stack.layer("menu")?.coverDimming == 0, "a closed drawer dims nothing")
        stack.present("sheet", configuration: DrawerConfiguration(detents: [.medium]), detent: .medium, time: time)
        time = settle(&stack, from: time)
        #expect(stack.top?.id == "sheet")
        #expect(stack.layer("sheet")?.engine.frame.restingDetent == .medium)
    }
}
