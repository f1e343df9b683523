import DrawerCore
import Foundation
import PropertyBased
import Testing

/// A drawer presented from another drawer's content lives and dies as a `.sheet` presented from
/// a sheet (issue 46): its content exists from its presentation until its close ends, and
/// closing its presenter closes it, its binding written back with a cause.
@Suite("Drawers presented from a drawer's content")
struct HostNestedPresentationTests {
    /// Seed 001's "a sheet over a sheet": the cart open at medium, the payment sheet presented
    /// from the cart's content open over it.
    static func cartAndPayment() -> HostHarness {
        var host = HostHarness(options: .platformSlop)
        host.state["cart"] = .medium
        host.presented["payment"] = true
        host.model.addDrawer("cart", configuration: .sheet, presentation: .state(.medium), time: 0)
        host.model.addDrawer("payment", configuration: .sheet, presentation: .presented(false), selection: .medium, time: 0)
        host.model.setPresenter("cart", of: "payment", time: 0)
        host.model.setPresentation(of: "payment", .presented(true), time: 0)
        host.settle()
        return host
    }

    /// The causes `id` reported closing with.
    static func dismissals(_ host: HostHarness, _ id: String) -> [DrawerDismissalCause] {
        host.delivered.compactMap {
            if case .drawer(id, .didDismiss(let cause)) = $0 { cause } else { nil }
        }
    }

    @Test("hiding the cart closes the payment sheet presented from it; both bindings are written back")
    func closingThePresenterClosesWhatItPresented() {
        var host = Self.cartAndPayment()
        #expect(host.model.isShown("payment") && host.model.isShown("cart"))
        host.model.setPresentation(of: "cart", .state(.closed), time: host.clock)
        host.settle()
        #expect(!host.model.isShown("cart"))
        #expect(!host.model.isShown("payment"), "the payment sheet stayed over nothing")
        #expect(host.presented["payment"] == false, "its binding was not written back")
        #expect(Self.dismissals(host, "payment") == [.presenterClosed])
        #expect(host.model.presentation(of: "payment") == .presented(false))
    }

    @Test("a swipe that closes the presenter closes the chain above it, down to the last drawer")
    func swipeClosesTheChain() {
        var host = Self.cartAndPayment()
        host.model.addDrawer("receipt", configuration: .sheet, presentation: .presented(false), selection: .medium, time: host.clock)
        host.model.setPresenter("payment", of: "receipt", time: host.clock)
        host.model.setPresentation(of: "receipt", .presented(true), time: host.clock)
        host.presented["receipt"] = true
        host.settle()
        #expect(host.model.isShown("receipt"))
        // The person swipes the cart (under the others) away from code's point of view: a
        // dimming tap or the escape gesture goes to the top drawer, so close the cart directly.
        host.model.dismiss("cart", time: host.clock, cause: .swipe)
        host.settle()
        #expect(host.ids(shown: true).isEmpty, "shown: \(host.ids(shown: true))")
        #expect(host.presented["payment"] == false && host.presented["receipt"] == false)
        #expect(host.state["cart"] == .closed)
        #expect(Self.dismissals(host, "receipt") == [.presenterClosed])
    }

    @Test("content exists from the presentation until the close ends")
    func contentLifetime() {
        var host = HostHarness(options: .platformSlop)
        host.model.addDrawer("sheet", configuration: .sheet, presentation: .presented(false), time: 0)
        host.settle()
        #expect(!host.model.hasContent("sheet"), "closed: no content")
        host.model.setPresentation(of: "sheet", .presented(true), time: host.clock)
        #expect(host.model.hasContent("sheet"), "presented: content before the first frame")
        host.settle()
        #expect(host.model.hasContent("sheet"))
        host.model.setPresentation(of: "sheet", .presented(false), time: host.clock)
        host.run(for: 2.0 / 60)
        #expect(host.model.isShown("sheet") && host.model.hasContent("sheet"), "closing: still there")
        host.settle()
        #expect(!host.model.hasContent("sheet"), "closed: gone")
        host.model.addDrawer("always", configuration: .sheet, time: host.clock)
        #expect(host.model.hasContent("always"))
        #expect(!host.model.hasContent("unknown"))
    }

    @Test("the presenter's content lasts until the close of the drawer presented from it ends")
    func presenterContentOutlivesItsChildsClose() {
        var host = HostHarness(options: .platformSlop)
        var slow = DrawerConfiguration.sheet
        slow.spring = DrawerSpring(response: 1.2, dampingFraction: 1)
        host.model.addDrawer("cart", configuration: .sheet, presentation: .presented(true), selection: .medium, time: 0)
        host.model.addDrawer("payment", configuration: slow, presentation: .presented(true), selection: .medium, time: 0)
        host.model.setPresenter("cart", of: "payment", time: 0)
        host.settle()
        host.model.setPresentation(of: "cart", .presented(false), time: host.clock)
        var cartClosedFirst = false
        while host.model.isShown("payment") {
            host.run(for: 1.0 / 60)
            if !host.model.isShown("cart") && host.model.isShown("payment") {
                cartClosedFirst = true
                let cartContent = host.model.hasContent("cart")
                #expect(cartContent, "the cart's content went while the payment sheet still closed")
            }
        }
        #expect(cartClosedFirst, "the slow payment sheet should still close after the cart")
        host.settle()
        #expect(!host.model.hasContent("cart") && !host.model.hasContent("payment"))
        #expect(host.presented["payment"] == false)
    }

    @Test("presenting from a closed presenter is answered with a close")
    func presentationFromAClosedPresenter() {
        var host = Self.cartAndPayment()
        host.model.setPresentation(of: "cart", .state(.closed), time: host.clock)
        host.settle()
        host.model.setPresentation(of: "payment", .presented(true), time: host.clock)
        host.presented["payment"] = true
        host.settle()
        #expect(!host.model.isShown("payment"))
        #expect(host.presented["payment"] == false)
    }

    @Test("removing the presenter closes what it presented")
    func removedPresenter() {
        var host = Self.cartAndPayment()
        host.model.removeDrawer("cart")
        host.settle()
        #expect(!host.model.isShown("payment"))
        #expect(host.presented["payment"] == false)
    }

    @Test("unknown ids and cycles are refused; nil ends the relation")
    func refusals() {
        var host = Self.cartAndPayment()
        let cycle = host.model.setPresenter("payment", of: "cart", time: host.clock)
        let itself = host.model.setPresenter("cart", of: "cart", time: host.clock)
        let unknownPresenter = host.model.setPresenter("unknown", of: "cart", time: host.clock)
        let unknownDrawer = host.model.setPresenter("cart", of: "unknown", time: host.clock)
        #expect(!cycle && !itself && !unknownPresenter && !unknownDrawer)
        #expect(host.model.presenter(of: "payment") == "cart")
        let ended = host.model.setPresenter(nil, of: "payment", time: host.clock)
        #expect(ended)
        host.model.setPresentation(of: "cart", .state(.closed), time: host.clock)
        host.settle()
        #expect(host.model.isShown("payment"), "no longer nested: it stays")
    }

    @Test("any nesting, order of joining and sequence of opens and closes: no drawer is shown over a closed presenter, every binding says what is on screen, and content exists exactly while shown")
    func nestingProperty() async {
        // Each drawer i > 0 names its presenter among the ones before it (or none: -1); the
        // order they join the host is a rotation; actions open or close one drawer, or run frames.
        let parents = Gen.int(in: -1...3).array(of: 4...4)
        let actions = Gen.int(in: 0...14).array(of: 1...16)
        await boundedPropertyCheck(input: parents, Gen.int(in: 0...4), actions) { parents, rotation, actions in
            let ids = (0..<5).map { "d\($0)" }
            var host = HostHarness(options: .platformSlop)
            let order = Array(ids[rotation...] + ids[..<rotation])
            for id in order {
                host.model.addDrawer(id, configuration: .sheet, presentation: .presented(false), selection: .medium, time: 0)
                host.presented[id] = false
            }
            for (index, parent) in parents.enumerated() where parent >= 0 && parent <= index {
                host.model.setPresenter(ids[parent], of: ids[index + 1], time: 0)
            }
            for action in actions {
                let id = ids[action % 5]
                switch action / 5 {
                case 0:
                    host.presented[id] = true
                    host.model.setPresentation(of: id, .presented(true), time: host.clock)
                case 1:
                    host.presented[id] = false
                    host.model.setPresentation(of: id, .presented(false), time: host.clock)
                default: host.run(for: 0.1)
                }
                host.deliver()
            }
            host.settle()
            let label = "parents \(parents), rotation \(rotation), actions \(actions)"
            for id in ids {
                let shown = host.model.isShown(id)
                #expect(host.presented[id] == shown, "\(id): binding \(String(describing: host.presented[id])), shown \(shown); \(label)")
                #expect(host.model.hasContent(id) == shown, "\(id): content \(host.model.hasContent(id)), shown \(shown); \(label)")
                if shown, let presenter = host.model.presenter(of: id) {
                    #expect(host.model.isShown(presenter), "\(id) shown over its closed presenter \(presenter); \(label)")
                }
            }
        }
    }
}

extension HostHarness {
    /// The drawers whose panels are (or are not) on screen.
    func ids(shown: Bool) -> [String] { model.ids.filter { model.isShown($0) == shown } }
}
