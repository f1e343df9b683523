import DrawerCore
import Foundation
import Testing

/// Updates that arrive before the drawer is in a model (its view not yet on screen).
@Suite("Binding values held before the drawer is added")
struct BindingHoldTests {
    @Test("held values are where the drawer is placed when it is added, and nothing is written back")
    func heldValuesPlaceTheDrawer() {
        var sync = DrawerBindingSync(id: "sheet", values: .presented(false, detent: .medium))
        sync.hold(.presented(true, detent: .large))
        #expect(sync.values == .presented(true, detent: .large))
        var model = DrawerHostModel<String>(options: .platformSlop)
        model.setContainer(DrawerContainer(size: CGSize(width: 390, height: 844)), time: 0)
        sync.add(to: &model, configuration: DrawerConfiguration(detents: [.closed, .medium, .large]), time: 0)
        #expect(model.presentation(of: "sheet") == .presented(true))
        #expect(model.selection(of: "sheet") == .large)
        var events: [DrawerHostEvent<String>] = []
        model.drainEvents { events.append($0) }
        #expect(sync.writeBack(events).isEmpty)
    }
}
