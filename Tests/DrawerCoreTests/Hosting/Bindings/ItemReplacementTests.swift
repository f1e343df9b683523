import DrawerCore
import Foundation
import PropertyBased
import Testing

/// An item drawer whose item becomes another one closes and is presented again for the new item,
/// as `sheet(item:)` documents; the same item with a new value stays put
/// (`DrawerBindingSync+ItemReplacement.swift`).
@Suite("Binding write-backs: an item replaced while shown")
struct ItemReplacementTests {
    static let configuration = DrawerConfiguration(detents: [.closed, .medium, .large])

    static func item(_ identity: Int?, detent: DrawerDetent.Identifier? = nil) -> BindingLoop.Storage {
        .values(.item(isPresent: identity != nil, detent: detent, identity: identity))
    }

    /// Item 1 shown at rest, then item 2, one frame into the close.
    static func replacingMidClose() -> BindingLoop {
        var loop = BindingLoop(item(1), configuration: configuration)
        loop.settle()
        loop.set(item(2))
        loop.clock += 1.0 / 60
        loop.model.tick(time: loop.clock)
        _ = loop.storeWriteBacks()
        return loop
    }

    static func dismissals(_ loop: BindingLoop) -> [DrawerDismissalCause] {
        loop.drawerEvents.compactMap { if case .didDismiss(let cause) = $0 { cause } else { nil } }
    }

    /// A shown at rest, then B: the drawer heads closed first (the item is not cleared), its
    /// content ends once, `didDismiss` is programmatic, and it rests open again for B.
    @Test func anotherItemClosesThenPresentsAgain() {
        var loop = BindingLoop(Self.item(1), configuration: Self.configuration)
        loop.settle()
        #expect(loop.resting == .medium, "\(loop)")
        loop.set(Self.item(2))
        #expect(loop.sync.isReplacingItem)
        #expect(loop.model.engine(of: BindingLoop.id)?.detent == .closed, "heads closed first: \(loop)")
        loop.settle()
        #expect(loop.app == Self.item(2), "the item is not cleared: \(loop)")
        #expect(loop.resting == .medium && loop.isShown, "open again: \(loop)")
        #expect(loop.contentEndings == 1, "the old content ended once")
        #expect(Self.dismissals(loop) == [.programmatic], "\(loop.drawerEvents)")
        #expect(loop.sync.contentItemIdentity == 2)
        #expect(!loop.written.contains { $0.isPresented == false }, "\(loop.written)")
    }

    /// The same item with a new value (same identity): nothing closes.
    @Test func theSameItemStaysPut() {
        var loop = BindingLoop(Self.item(1, detent: .medium), configuration: Self.configuration)
        loop.settle()
        loop.set(Self.item(1, detent: .large))
        loop.settle()
        #expect(loop.resting == .large, "\(loop)")
        #expect(loop.contentEndings == 0)
        #expect(Self.dismissals(loop).isEmpty)
    }

    /// Another item, then `nil` before the close ends: no new presentation.
    @Test func clearedDuringTheCloseStaysClosed() {
        var loop = Self.replacingMidClose()
        loop.set(Self.item(nil))
        loop.settle()
        #expect(!loop.isShown, "\(loop)")
        #expect(!loop.sync.isReplacingItem)
        #expect(loop.contentEndings == 1)
        #expect(Self.dismissals(loop) == [.programmatic])
    }

    /// A third item during the close: presented once, for the third.
    @Test func aThirdItemDuringTheCloseIsTheOnePresented() {
        var loop = Self.replacingMidClose()
        loop.set(Self.item(3))
        loop.settle()
        #expect(loop.isShown && loop.resting == .medium, "\(loop)")
        #expect(loop.sync.contentItemIdentity == 3)
        #expect(loop.contentEndings == 1, "one close, one new presentation")
    }

    /// A person swipes A away and the app sets B before the drawer comes to rest (the item is
    /// cleared only at rest): A's content ends, then the drawer opens for B.
    @Test func anItemSetWhileASwipeClosesTheOld() {
        var loop = BindingLoop(Self.item(1), configuration: Self.configuration)
        loop.settle()
        loop.swipeDown()
        #expect(loop.model.engine(of: BindingLoop.id)?.detent == .closed, "the swipe closes A: \(loop)")
        loop.set(Self.item(2))
        loop.settle()
        #expect(loop.isShown && loop.resting == .medium, "\(loop)")
        #expect(loop.contentEndings == 1, "A's content ended before B's began")
        #expect(loop.sync.contentItemIdentity == 2)
    }

    /// An item changed while the drawer waits to be added (its view not yet in a window) is the
    /// one presented: no replacement once it is added and shown.
    @Test func aHeldItemIsTheOnePresented() {
        var sync = DrawerBindingSync(id: 0, values: .item(isPresent: true, detent: nil, identity: 1))
        sync.hold(.item(isPresent: true, detent: nil, identity: 2))
        var model = DrawerHostModel<Int>()
        model.setContainer(DrawerContainer(size: CGSize(width: 390, height: 844)), time: 0)
        sync.add(to: &model, configuration: Self.configuration, time: 0)
        sync.update(.item(isPresent: true, detent: nil, identity: 2), in: &model, time: 0)
        #expect(!sync.isReplacingItem)
        #expect(sync.contentItemIdentity == 2)
        #expect(model.presentation(of: 0) == .presented(true))
    }

    /// Items without an identity (`nil`) are never told apart.
    @Test func noIdentityNeverReplaces() {
        var loop = BindingLoop(.values(.item(isPresent: true, detent: nil)), configuration: Self.configuration)
        loop.settle()
        loop.set(.values(.item(isPresent: true, detent: nil, identity: nil)))
        loop.settle()
        #expect(loop.contentEndings == 0)
        #expect(!loop.sync.isReplacingItem)
    }

    /// Over any sequence of items, `nil`s and frames (no person's input): the model never clears
    /// the app's item; every rest shows the drawer exactly when an item is set, with the content
    /// of that item; and every content that ended was dismissed once.
    @Test("any item sequence: the binding is never cleared, the content is the item's")
    func anySequence() async {
        let step = zip(Gen.int(in: 0...3), Gen.int(in: 0...4))
        await boundedPropertyCheck(count: 200, input: step.array(of: 1...10)) { steps in
            var loop = BindingLoop(Self.item(nil), configuration: Self.configuration)
            loop.settle()
            var identity: Int?
            for (pick, frames) in steps {
                identity = pick == 0 ? nil : pick
                loop.set(Self.item(identity))
                for _ in 0..<(frames * 4) {
                    loop.clock += 1.0 / 60
                    loop.model.tick(time: loop.clock)
                    if loop.storeWriteBacks() { loop.runUpdates() }
                }
            }
            loop.settle()
            #expect(!loop.written.contains { $0.isPresented == false }, "never cleared: \(steps) \(loop.written)")
            #expect(loop.isShown == (identity != nil), "\(steps): \(loop)")
            if identity != nil { #expect(loop.sync.contentItemIdentity == identity, "\(steps)") }
            #expect(Self.dismissals(loop).count == loop.contentEndings, "\(steps): \(loop.drawerEvents)")
        }
    }
}
