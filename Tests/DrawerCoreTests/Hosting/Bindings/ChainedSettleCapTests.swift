import DrawerCore
import Foundation
import Testing

/// Host fuzzer finding 11 (`Fuzz/host/regressions/end-bound-overrun-undamped-wheel`): the fuzzer's
/// checker expected every drawer at rest within one settle's bound after its end phase began, and
/// an undamped drawer was still moving past it. The model was right: the settle in progress ended
/// at its one-hour cap on an open detent, its write-back ("shown") could not be stored in an item
/// binding whose item is `nil`, and the next update closed the drawer again: a second settle,
/// with a cap of its own. These tests pin down that both settles end at their caps, so the
/// checker now moves its deadline on for each settle a drawer starts, a bounded number of times.
@Suite("An item binding's correction after an undamped settle is a second settle, capped like the first")
struct ChainedSettleCapTests {
    /// A spring that never comes to rest by itself (ζ = 0): only the settle cap ends it.
    static let configuration: DrawerConfiguration = {
        var configuration = DrawerConfiguration(detents: [.closed, .medium, .large])
        configuration.spring = DrawerSpring(response: 1, dampingFraction: 0)
        return configuration
    }()
    static let cap = DrawerSpringSolution.maximumSettlingTime

    @Test("a drawer moved open while its item is nil rests at the cap, is closed by the update, and that close rests at its own cap")
    func correctionSettleIsCapped() throws {
        var loop = BindingLoop(.values(.item(isPresent: false, detent: nil)), configuration: Self.configuration)
        #expect(!loop.isShown)
        let moved = loop.model.move(BindingLoop.id, to: .medium, time: 0)
        #expect(moved)
        _ = loop.storeWriteBacks()
        #expect(loop.resting == nil, "the undamped spring is moving: \(loop)")
        // One frame a second: the caps are an hour each.
        var openRest: Double?
        var correction: Double?
        while loop.model.needsFrames && loop.clock < 3 * Self.cap {
            loop.clock += 1
            loop.model.tick(time: loop.clock)
            if openRest == nil, loop.resting == .medium { openRest = loop.clock }
            if loop.storeWriteBacks(), correction == nil {
                correction = loop.clock
                loop.runUpdates()
            }
        }
        let opened = try #require(openRest, "the open settle never rested: \(loop)")
        #expect(opened >= Self.cap && opened <= Self.cap + 1, "the open settle ends at its cap, not before or long after")
        #expect(correction == opened, "the write-back comes with the rest, and its update starts the close")
        #expect(!loop.model.needsFrames, "\(loop)")
        #expect(loop.clock <= opened + Self.cap + 1, "the close ends by its own cap: \(loop.clock - opened) s after it began")
        #expect(loop.clock >= opened + Self.cap, "an undamped close needs its whole cap too")
        #expect(loop.resting == .closed && !loop.isShown, "\(loop)")
        #expect(loop.app == .values(.item(isPresent: false, detent: nil)), "\(loop)")
    }
}
