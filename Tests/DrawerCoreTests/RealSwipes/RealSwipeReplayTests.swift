import DrawerCore
import Foundation
import Testing

/// Replays the 30 real recorded flicks of `shared/data/real-swipes` (19 from Android's
/// VelocityTracker tests, 11 from Flutter's) as drags on a bottom sheet and compares the
/// engine's own release velocity with what Android's and Flutter's trackers report for the
/// same samples, then checks where the sheet goes.
///
/// Which strokes count: those with an expected value that agrees in sign with the finger's
/// last step. One does not: Flutter's pointer 3 decelerates hard into the lift (still moving
/// down at about 180 pt/s over its last step) and Flutter's quadratic fit overshoots through
/// zero to −37 pt/s, upwards. That value is an artefact of the fit, not the finger, so the
/// 15 % test leaves the stroke out and checks instead that DrawerKit's velocity does not point
/// against the finger's last step (the tracker's rule for exactly this case).
@Suite("Real swipes: release velocity and settle", .enabled(if: !RealSwipe.all.isEmpty, RealSwipe.unavailableReason))
struct RealSwipeReplayTests {
    static let names = RealSwipe.all.map(\.name)

    static func swipe(_ name: String) throws -> RealSwipe {
        try #require(RealSwipe.all.first { $0.name == name })
    }

    /// Whether a stroke has an expected value in the direction of the finger's last step.
    static func isCounted(_ swipe: RealSwipe) -> Bool {
        guard let last = swipe.lastStepVelocity() else { return false }
        return swipe.expectedVelocities().contains { $0 * last > 0 }
    }

    /// |DrawerKit / expected − 1| against the closest of the stroke's expected values.
    static func error(of velocity: Double, against expected: [Double]) -> Double {
        expected.map { abs(velocity / $0 - 1) }.min() ?? .infinity
    }

    @Test("the data set is whole")
    func dataLoads() {
        #expect(RealSwipe.all.count == 30)
        #expect(RealSwipe.all.filter(Self.isCounted).count == 29)
    }

    @Test("release velocity within 15 % of Android's or Flutter's", arguments: names)
    func velocityMatchesAPeer(name: String) throws {
        let swipe = try Self.swipe(name)
        let outcome = try #require(RealSwipeReplay.run(swipe), "the sheet takes the drag")
        let last = try #require(swipe.lastStepVelocity())
        if Self.isCounted(swipe) {
            let expected = swipe.expectedVelocities()
            let error = Self.error(of: outcome.velocity, against: expected)
            #expect(error <= 0.15, "DrawerKit \(Int(outcome.velocity)) pt/s, expected one of \(expected.map { Int($0) })")
        } else {
            // Pointer 3: the peers' fit reverses; ours must not point against the finger.
            #expect(outcome.velocity * last >= 0, "DrawerKit \(Int(outcome.velocity)) pt/s against a last step of \(Int(last))")
        }
    }

    @Test("the sheet settles where a peer's velocity would take it", arguments: names)
    func settlesLikeAPeer(name: String) throws {
        let swipe = try Self.swipe(name)
        guard Self.isCounted(swipe) else { return }
        let outcome = try #require(RealSwipeReplay.run(swipe))
        let stops = outcome.engine.stops
        let policy = DrawerProjectionSnapPolicy()
        let candidates = Array(stops.indices)
        // The same release decided with each expected velocity (extent units: opening is up).
        let peerTargets = swipe.expectedVelocities().map { expected -> DrawerDetent.Identifier in
            let velocity = CGFloat(-expected)
            let release = DrawerRelease(
                extent: outcome.releaseExtent, velocity: velocity,
                projectedExtent: outcome.releaseExtent + CGFloat(policy.momentum.projectedDistance(velocity: Double(velocity))),
                startIndex: 1, candidates: candidates)
            return stops[policy.target(for: release, stops: stops)].identifier
        }
        #expect(
            peerTargets.contains(outcome.settled), "settled on \(outcome.settled.rawValue), peers: \(peerTargets.map(\.rawValue))"
        )
    }

    @Test("a flick never settles against its direction", arguments: names)
    func neverAgainstAFlick(name: String) throws {
        let swipe = try Self.swipe(name)
        guard swipe.isFlick else { return }
        // Swordfish's density is unknown: every plausible phone density must agree.
        let scales = swipe.dpPerUnit == nil ? [1 / 2.0, 1 / RealSwipe.sailfishDensity, 1 / 3.0, 1 / 4.0] : [swipe.pointsPerUnit]
        for scale in scales {
            let outcome = try #require(RealSwipeReplay.run(swipe, pointsPerUnit: scale))
            let settledExtent = try #require(outcome.engine.stops.stop(for: outcome.settled)).extent
            // y down: a downward flick closes (smaller extent).
            let down = swipe.releaseVelocity(pointsPerUnit: scale) > 0
            let against = down ? settledExtent > outcome.releaseExtent : settledExtent < outcome.releaseExtent
            #expect(!against, "\(name) at \(1 / scale)×: released at \(outcome.releaseExtent), settled at \(settledExtent)")
        }
    }

    /// The settle spring starts at the release velocity, so the panel leaves the finger at the
    /// finger's speed: the speed the recording's own tracker measured (for pointer 3, whose
    /// tracker's value reverses, its last step). The panel's speed is the spring's as it takes
    /// over, not an average over the first frame: over a 120 Hz frame the spring's own pull
    /// changes it by more than 10 % (its damping alone takes 11 % off a 13,900 pt/s flick in
    /// 8 ms), which is the spring at work, not a seam between finger and panel.
    @Test("the panel leaves the finger at the finger's speed", arguments: names)
    func continuity(name: String) throws {
        let swipe = try Self.swipe(name)
        let outcome = try #require(RealSwipeReplay.run(swipe))
        let finger = try #require(Self.isCounted(swipe) ? Self.reference(swipe) : swipe.lastStepVelocity())
        #expect(
            abs(outcome.panelVelocityAtLift - finger) <= 0.1 * abs(finger),
            "panel at \(Int(outcome.panelVelocityAtLift)) pt/s as the finger lifts at \(Int(finger)) pt/s")
    }

    /// DrawerKit / expected for the docs' before/after table, against ``reference(_:)``.
    static func ratio(_ swipe: RealSwipe, _ velocity: Double) -> Double? {
        reference(swipe).map { velocity / $0 }
    }

    /// The stroke's reference velocity in points per second: Android's lsq2, else its impulse
    /// value (Swordfish), else Flutter's.
    static func reference(_ swipe: RealSwipe) -> Double? {
        let e = swipe.expected
        return (e.androidLSQ2 ?? e.androidImpulse ?? e.flutter).map { $0 * swipe.pointsPerUnit }
    }

    @Test("the median stroke is within 5 % of its peer")
    func medianRatio() throws {
        var rows: [String] = []
        var errors: [Double] = []
        for swipe in RealSwipe.all {
            let outcome = try #require(RealSwipeReplay.run(swipe))
            let ratio = try #require(Self.ratio(swipe, outcome.velocity))
            let counted = Self.isCounted(swipe)
            if counted { errors.append(abs(ratio - 1)) }
            rows.append(
                "| \(swipe.name) | \(Int(outcome.velocity.rounded())) | \(swipe.expectedVelocities().map { String(Int($0.rounded())) }.joined(separator: " / ")) | \(String(format: "%.2f", ratio)) | \(outcome.settled.rawValue)\(counted ? "" : " (not counted)") |"
            )
        }
        errors.sort()
        let median = errors.isEmpty ? .infinity : (errors[(errors.count - 1) / 2] + errors[errors.count / 2]) / 2
        if ProcessInfo.processInfo.environment["DRAWERKIT_SWIPE_TABLE"] != nil {
            print((["| stroke | DrawerKit pt/s | expected pt/s | ratio | settles on |"] + rows).joined(separator: "\n"))
            print("median |ratio - 1| over \(errors.count) counted strokes: \(String(format: "%.3f", median))")
        }
        #expect(median <= 0.05)
    }
}
