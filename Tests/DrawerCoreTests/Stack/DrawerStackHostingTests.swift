import DrawerCore
import Foundation
import Testing

@Suite("Stacks: the hosting entry points")
struct DrawerStackHostingTests {
    let container = DrawerContainer(size: CGSize(width: 390, height: 844))

    @Test("insert places an engine on top where it is; an id already there is refused")
    func insert() {
        var stack = DrawerStack<String>(container: container, keepsClosedDrawers: true)
        let engine = DrawerEngine(
            configuration: DrawerConfiguration(detents: [.small, .medium]), container: container, initialDetent: .medium)
        let first = stack.insert("A", engine: engine)
        let again = stack.insert("A", engine: engine)
        #expect(first)
        #expect(!again)
        #expect(stack.layers.count == 1)
        #expect(stack.layer("A")?.engine.isResting == true)
        #expect(stack.layer("A")?.engine.frame.restingDetent == .medium)
        #expect(stack.layer("A")?.engine.stops.contains { $0.isClosed } == false, "no closed detent is added")
    }

    @Test("withLayer reaches any drawer and restacks; remove takes it out at once")
    func withLayerAndRemove() {
        var stack = DrawerStack<String>(container: container, keepsClosedDrawers: true)
        stack.present("A", configuration: DrawerConfiguration(detents: [.medium]), detent: .medium, time: 0)
        stack.present("B", configuration: DrawerConfiguration(detents: [.medium]), detent: .medium, time: 0)
        let moved = stack.withLayer("A") { $0.move(to: .closed, animated: false, time: 1) }
        #expect(moved == true)
        let unknown = stack.withLayer("nope") { _ in true }
        #expect(unknown == nil)
        #expect(stack.layer("A")?.engine.frame.extent == 0)
        let removed = stack.remove("B")
        let again = stack.remove("B")
        #expect(removed?.id == "B")
        #expect(again == nil)
        #expect(stack.layers.map(\.id) == ["A"])
        #expect(stack.layer("A")?.depth == 0)
    }
}
