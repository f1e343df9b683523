#if os(Linux)
    import Foundation
    import Testing

    @testable import DrawerGTK

    /// The drag's clock keeps the events' own spacing, so a burst of motion events handled at
    /// once still reads as the motion it was.
    @Suite("Event clock")
    @MainActor
    struct EventClockTests {
        @Test("events handled in one burst keep the spacing they happened with")
        func spacing() {
            let clock = DrawerEventClock()
            let press = clock.begin(eventTime: 1_000_000)
            // Three motion events 10 ms apart, handled at once.
            let times = [1_000_010, 1_000_020, 1_000_030].map { clock.time(ofEventAt: UInt32($0)) }
            for (index, time) in times.enumerated() {
                #expect(abs(time - (press + Double(index + 1) * 0.010)) < 1e-9)
            }
        }

        @Test("time never goes back, through an event without a time or a wrapped server clock")
        func monotone() {
            let clock = DrawerEventClock()
            let press = clock.begin(eventTime: 5_000)
            let later = clock.time(ofEventAt: 5_040)
            #expect(clock.time(ofEventAt: 5_020) == later, "an older event does not go back")
            let untimed = clock.time(ofEventAt: 0)
            #expect(untimed >= later && untimed >= press)
            let wrapped = clock.time(ofEventAt: 3)
            #expect(wrapped >= untimed, "a wrapped server clock re-anchors at now")
            #expect(press <= later)
        }
    }
#endif
