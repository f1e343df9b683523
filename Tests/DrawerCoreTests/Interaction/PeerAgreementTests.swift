import DrawerCore
import DrawerTestSupport
import Foundation
import PropertyBased
import Testing

/// Replays four peers' release rules (``PeerReleaseRules``) on random releases between stops and
/// checks that wherever FloatingPanel, PanModal, Material and vaul all choose the same stop,
/// DrawerKit's default policy chooses it too.
@Suite("Releases agree with the peers' consensus")
struct PeerAgreementTests {
    /// DrawerKit's choice for a release at `x` with velocity `v` among `stops` (extents).
    static func drawerKit(stops extents: [CGFloat], x: CGFloat, v: CGFloat) -> CGFloat {
        let container = DrawerContainer(size: CGSize(width: 400, height: max(extents.last ?? 0, 1)))
        var detents: [DrawerDetent] = [.closed]
        for (index, extent) in extents.enumerated() where extent > 0 {
            detents.append(.points(extent, identifier: DrawerDetent.Identifier(rawValue: "s\(index)")))
        }
        let stops = DrawerDetentResolver(detents: detents).resolve(in: container, edge: .bottom)
        let projected = x + CGFloat(DrawerMomentum.normal.projectedDistance(velocity: Double(v)))
        let release = DrawerRelease(
            extent: x, velocity: v, projectedExtent: projected, startIndex: 0, candidates: Array(stops.indices))
        return stops[DrawerProjectionSnapPolicy().target(for: release, stops: stops)].extent
    }

    /// The peers' common answer, or nil where they differ.
    static func consensus(stops: [CGFloat], x: CGFloat, v: CGFloat) -> CGFloat? {
        let answers = [
            PeerReleaseRules.floatingPanel(stops: stops, x: x, v: v),
            PeerReleaseRules.panModal(stops: stops, x: x, v: v),
            PeerReleaseRules.material(stops: stops, x: x, v: v),
            PeerReleaseRules.vaul(stops: stops, x: x, v: v),
        ]
        return answers.allSatisfy { $0 == answers[0] } ? answers[0] : nil
    }

    /// Random stops (0 plus 1–4 open stops 40–500 pt apart) and a release strictly between the
    /// outermost ones, more than a point from any stop.
    static func release(_ rng: inout SplitMix64) -> (stops: [CGFloat], x: CGFloat, v: CGFloat)? {
        var stops: [CGFloat] = [0]
        for _ in 0..<(1 + Int(rng.next() % 4)) { stops.append(stops.last! + 40 + CGFloat(rng.unit()) * 460) }
        let x = CGFloat(rng.unit()) * stops.last!
        guard stops.allSatisfy({ abs($0 - x) > 1 }) else { return nil }
        // Half the releases are gentle (under 600 pt/s), half anything up to 4000 pt/s.
        let scale: Double = rng.next() % 2 == 0 ? 600 : 4000
        let v = CGFloat((rng.unit() * 2 - 1) * scale)
        return abs(v) < 1 ? nil : (stops, x, v)
    }

    @Test("20,000 random releases: wherever all four peers agree, DrawerKit agrees")
    func agreesWithConsensus() {
        var rng = SplitMix64(seed: 0xD4A3_5EED)
        var consensusCount = 0
        var disagreements: [String] = []
        for _ in 0..<20_000 {
            guard let (stops, x, v) = Self.release(&rng), let peers = Self.consensus(stops: stops, x: x, v: v) else { continue }
            consensusCount += 1
            let ours = Self.drawerKit(stops: stops, x: x, v: v)
            if ours != peers, disagreements.count < 10 {
                disagreements.append("stops \(stops), released at \(x) with \(v) pt/s: peers \(peers), DrawerKit \(ours)")
            }
        }
        #expect(disagreements.isEmpty, "\(disagreements.joined(separator: "\n"))")
        // The comparison means something only if the peers often agree.
        #expect(consensusCount > 8_000, "only \(consensusCount) releases had a consensus")
    }

    @Test("property: gentle releases (under 250 pt/s) with a consensus agree with it")
    func gentleReleasesAgree() async {
        await boundedPropertyCheck(
            count: 500, input: Gen.cgFloat(in: 40...500).array(of: 1...4), Gen.cgFloat(in: 0...1), Gen.cgFloat(in: -249...249)
        ) { gaps, fraction, v in
            var stops: [CGFloat] = [0]
            for gap in gaps { stops.append(stops.last! + gap) }
            let x = fraction * stops.last!
            guard abs(v) >= 1, stops.allSatisfy({ abs($0 - x) > 1 }),
                let peers = Self.consensus(stops: stops, x: x, v: v)
            else { return }
            #expect(Self.drawerKit(stops: stops, x: x, v: v) == peers, "stops \(stops), x \(x), v \(v)")
        }
    }

    // MARK: The releases the peers' users would notice

    @Test("a slow lift drifting back down after a drag up settles on the near stop, not far below")
    func slowDriftBackAfterDragUp() {
        // closed / medium 422 / large 844; dragged up from closed to 600, drifting down on lift.
        let stops: [CGFloat] = [0, 422, 844]
        for v in stride(from: -100 as CGFloat, through: -200, by: -25) {
            let peers = Self.consensus(stops: stops, x: 600, v: v)
            #expect(peers == 422, "peers agree on the near stop at \(v) pt/s")
            #expect(Self.drawerKit(stops: stops, x: 600, v: v) == 422, "\(v) pt/s")
        }
    }

    @Test("released 22 pt below the largest stop while drifting down slowly: the largest stop")
    func slowDriftNearLargest() {
        let stops: [CGFloat] = [0, 590, 844]
        for v in [-28, -40, -52, -65] as [CGFloat] {
            #expect(Self.consensus(stops: stops, x: 822, v: v) == 844)
            #expect(Self.drawerKit(stops: stops, x: 822, v: v) == 844, "\(v) pt/s")
        }
    }

    @Test("a flick at 300 pt/s or more never settles against itself; a hard one may skip stops")
    func flickRules() {
        let stops: [CGFloat] = [0, 100, 422, 844]
        // At 300 pt/s from 110 going up the projection (260) is nearest 422, the first stop ahead.
        #expect(Self.drawerKit(stops: stops, x: 110, v: 300) == 422)
        // At 320 pt/s from 400 going down the projection (240) is nearest 100... the first ahead.
        #expect(Self.drawerKit(stops: stops, x: 400, v: -320) == 100)
        // 1500 pt/s from 110: the projection (858) passes 422; below 2000 pt/s it stops there.
        #expect(Self.drawerKit(stops: stops, x: 110, v: 1500) == 422)
        // 3000 pt/s: a hard flick goes where the projection says.
        #expect(Self.drawerKit(stops: stops, x: 110, v: 3000) == 844)
    }
}
