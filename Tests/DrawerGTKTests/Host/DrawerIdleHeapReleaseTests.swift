#if os(Linux)
    import PropertyBased
    import Testing

    @testable import DrawerGTK

    /// The idle heap release's rule (issue 26): nothing while frames are painted, one release
    /// after a whole quiet period, none when nothing was painted since the last one.
    @Suite("Drawer idle heap release")
    struct DrawerIdleHeapReleaseTests {
        typealias Release = DrawerIdleHeapRelease

        @Test("Quiet for the whole period after painting: release; quiet for part of it: wait exactly the rest")
        func examples() {
            #expect(Release.step(quietMicroseconds: 300_000, periodMilliseconds: 300, paintedSinceRelease: true, isEnabled: true) == .release)
            #expect(Release.step(quietMicroseconds: 5_000_000, periodMilliseconds: 300, paintedSinceRelease: true, isEnabled: true) == .release)
            #expect(
                Release.step(quietMicroseconds: 100_000, periodMilliseconds: 300, paintedSinceRelease: true, isEnabled: true)
                    == .wait(milliseconds: 200))
            #expect(
                Release.step(quietMicroseconds: 299_999, periodMilliseconds: 300, paintedSinceRelease: true, isEnabled: true)
                    == .wait(milliseconds: 1))
            // A clock that went backwards is no quiet time.
            #expect(
                Release.step(quietMicroseconds: -40_000, periodMilliseconds: 300, paintedSinceRelease: true, isEnabled: true)
                    == .wait(milliseconds: 300))
            #expect(Release.step(quietMicroseconds: 9_000_000, periodMilliseconds: 300, paintedSinceRelease: false, isEnabled: true) == .none)
            #expect(Release.step(quietMicroseconds: 9_000_000, periodMilliseconds: 300, paintedSinceRelease: true, isEnabled: false) == .none)
        }

        @Test("Any quiet time and period: a release only after the whole period, a wait that ends it, never a wait of zero")
        func anyQuietTime() async {
            await propertyCheck(
                count: 300, input: Gen.int(in: -1_000_000...10_000_000), Gen.int(in: 0...5_000), Gen.bool, Gen.bool
            ) { quiet, period, painted, enabled in
                let step = Release.step(
                    quietMicroseconds: Int64(quiet), periodMilliseconds: UInt32(period), paintedSinceRelease: painted, isEnabled: enabled)
                switch step {
                case .none:
                    #expect(!painted || !enabled)
                case .release:
                    #expect(painted && enabled && quiet >= period * 1000)
                case .wait(let milliseconds):
                    #expect(painted && enabled && quiet < period * 1000)
                    #expect(milliseconds >= 1)
                    // Waiting that long makes the whole period quiet, and not more than 1 ms later.
                    let after = max(0, quiet) + Int(milliseconds) * 1000
                    #expect(after >= period * 1000 && after < period * 1000 + 1000)
                }
            }
        }
    }
#endif
