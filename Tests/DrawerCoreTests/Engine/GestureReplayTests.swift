import DrawerCore
import Foundation
import Testing

/// Replays every recorded gesture in `Fixtures/gestures/` and checks what the seeds promise.
@Suite("Gesture replays")
struct GestureReplayTests {
    static let fixtures: [GestureFixture] = (try? GestureFixture.all()) ?? []

    @Test("the fixture set is present")
    func fixturesLoad() {
        #expect(Self.fixtures.count >= 15)
    }

    @Test("each gesture ends where the seeds say", arguments: fixtures.map(\.name))
    func scenario(name: String) throws {
        let fixture = try #require(Self.fixtures.first { $0.name == name })
        let result = replay(fixture)
        let frame = result.engine.frame
        #expect(result.engine.isResting, "\(fixture.description)")
        #expect(frame.restingDetent?.rawValue == fixture.expect.detent, "\(fixture.description)")
        #expect(result.engine.stops.stop(for: result.engine.detent)?.extent == frame.extent, "at rest the extent is the stop's")
        if let offset = fixture.expect.contentOffset {
            #expect(abs(frame.contentOffset - offset) < 1, "content offset \(frame.contentOffset)")
        }
        if let dimming = fixture.expect.dimming {
            #expect(abs(frame.dimming - dimming) < 1e-6)
        }
        if fixture.expect.dismissed == true {
            #expect(result.events.contains(.didDismiss(cause: .swipe)))
        }
        if fixture.expect.rejected == true {
            #expect(result.accepted == [false])
            #expect(!result.events.contains { if case .willBeginDragging = $0 { true } else { false } })
        }
        if fixture.expect.grabWithoutJump == true {
            #expect(result.grabJump < 0.001, "grabbing a moving drawer must not move it")
        }
        if let maximum = fixture.expect.maxExtentDuring {
            #expect(result.maxExtent <= maximum + 1e-6)
        }
        #expect(result.settleTime < 3, "settles promptly after the last input")
    }

    @Test("replays are deterministic", arguments: fixtures.map(\.name))
    func deterministic(name: String) throws {
        let fixture = try #require(Self.fixtures.first { $0.name == name })
        let first = replay(fixture)
        let second = replay(fixture)
        #expect(first.engine.frame == second.engine.frame)
        #expect(first.events == second.events)
    }
}
