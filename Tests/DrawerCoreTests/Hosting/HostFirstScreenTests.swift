import DrawerCore
import Foundation
import PropertyBased
import Testing

/// Issue 35's bugs 7 and 8, as a new app's first screen meets them: where a drawer the app adds
/// without naming a detent first appears (UIKit promises its first open detent; the model keeps
/// an unnamed always-present drawer at its smallest stop, which seed 003's closed navigation
/// drawer relies on), and a move made before the first layout (UIKit's `viewDidLoad`).
@Suite("Host model: the first screen")
struct HostFirstScreenTests {
    static let closable = DrawerConfiguration(detents: [.closed, .medium, .large])

    /// The drawer events delivered for `id`.
    static func drawerEvents(_ host: HostHarness, _ id: String = "A") -> [DrawerEvent] {
        host.delivered.compactMap { if case .drawer(id, let event) = $0 { event } else { nil } }
    }

    @Test("bug 7: the first listed open detent skips .closed, keeps the app's order, and is nil when all are closed")
    func firstListedOpenDetent() {
        #expect(Self.closable.firstListedOpenDetent == .medium)
        #expect(DrawerConfiguration(detents: [.large, .closed, .medium]).firstListedOpenDetent == .large)
        #expect(DrawerConfiguration(detents: [.closed]).firstListedOpenDetent == nil)
    }

    @Test("bug 7: a drawer listing .closed first, added at its first listed open detent before any container, appears there")
    func firstOpenDetentAfterLayout() {
        var host = HostHarness(options: .platformSlop, size: nil)
        host.model.addDrawer("A", configuration: Self.closable, selection: Self.closable.firstListedOpenDetent, time: 0)
        host.model.setContainer(DrawerContainer(size: CGSize(width: 390, height: 844)), time: 0.1)
        host.deliver()
        #expect(host.resting("A") == .medium)
        #expect(host.model.frame(of: "A")?.extent == 422)
        #expect(Self.drawerEvents(host).isEmpty, "placing a drawer reports nothing")
    }

    @Test("an initial detent the app names is kept, a closed one included")
    func namedInitialDetent() {
        var host = HostHarness(options: .platformSlop)
        host.model.addDrawer("A", configuration: Self.closable, selection: .closed, time: 0)
        host.model.addDrawer("B", configuration: Self.closable, selection: .large, time: 0)
        #expect(host.resting("A") == .closed)
        #expect(host.resting("B") == .large)
    }

    @Test("bug 8: a move before the first layout is where the drawer starts, without events or a dismissal")
    func moveBeforeLayout() {
        var host = HostHarness(options: .platformSlop, size: nil)
        host.model.addDrawer("A", configuration: Self.closable, time: 0)
        let moved = host.model.move("A", to: .large, animated: true, time: 0.05)
        #expect(moved)
        host.deliver()
        #expect(Self.drawerEvents(host).isEmpty, "nothing moved yet: no dismissal, no settle")
        host.model.setContainer(DrawerContainer(size: CGSize(width: 390, height: 844)), time: 0.1)
        host.settle()
        #expect(host.resting("A") == .large)
        #expect(host.model.frame(of: "A")?.extent == 844)
        #expect(!Self.drawerEvents(host).contains { if case .didDismiss = $0 { true } else { false } })
    }

    @Test("bug 8: before the first layout, an undeclared detent and a binding-presented drawer are refused")
    func moveBeforeLayoutRefused() {
        var host = HostHarness(options: .platformSlop, size: nil)
        host.model.addDrawer("A", configuration: Self.closable, selection: .medium, time: 0)
        host.model.addDrawer("B", configuration: Self.closable, presentation: .presented(true), time: 0)
        let undeclared = host.model.move("A", to: "nowhere", time: 0.05)
        let bound = host.model.move("B", to: .large, time: 0.05)
        #expect(!undeclared)
        #expect(!bound)
        host.model.setContainer(DrawerContainer(size: CGSize(width: 390, height: 844)), time: 0.1)
        host.settle()
        #expect(host.resting("A") == .medium)
        #expect(host.resting("B") == .medium)
    }

    @Test("bug 8: a move before the layout, then any container, lands at that detent")
    func moveBeforeLayoutProperty() async {
        let detents: [DrawerDetent.Identifier] = [.closed, .medium, .large]
        await propertyCheck(
            count: 100, input: Gen.int(in: 0...2), Gen.double(in: 200...1400), Gen.double(in: 200...1400)
        ) { index, width, height in
            var host = HostHarness(options: .platformSlop, size: nil)
            host.model.addDrawer("A", configuration: Self.closable, time: 0)
            let moved = host.model.move("A", to: detents[index], time: 0.01)
            #expect(moved)
            host.model.setContainer(DrawerContainer(size: CGSize(width: width, height: height)), time: 0.1)
            host.settle()
            #expect(host.resting("A") == detents[index])
            let dismissals = Self.drawerEvents(host).filter { if case .didDismiss = $0 { true } else { false } }
            #expect(dismissals.isEmpty)
        }
    }
}
