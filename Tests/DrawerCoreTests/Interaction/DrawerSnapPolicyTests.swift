import DrawerCore
import Foundation
import Testing

@Suite("Default snap policy")
struct DrawerSnapPolicyTests {
    let stops = DrawerDetentResolver(detents: [
        .closed, .points(200, identifier: "peek"), .points(500, identifier: "half"), .points(800, identifier: "full"),
    ])
    .resolve(in: DrawerContainer(size: CGSize(width: 400, height: 800)), edge: .bottom)
    let policy = DrawerProjectionSnapPolicy()

    func target(extent: CGFloat, velocity: CGFloat) -> DrawerDetent.Identifier {
        let projected = extent + CGFloat(DrawerMomentum.normal.projectedDistance(velocity: Double(velocity)))
        let release = DrawerRelease(
            extent: extent, velocity: velocity, projectedExtent: projected, startIndex: 2, candidates: Array(stops.indices))
        return stops[policy.target(for: release, stops: stops)].identifier
    }

    @Test("a release at rest goes to the nearest stop")
    func atRest() {
        #expect(target(extent: 360, velocity: 0) == "half")
        #expect(target(extent: 360, velocity: 10) == "half", "inside the dead zone")
        #expect(target(extent: 90, velocity: 0) == .closed)
    }

    @Test("a flick goes to the stop nearest its projection (WWDC 2018)")
    func projection() {
        // 500 + 1000 pt/s * 0.499 = 999 -> full.
        #expect(target(extent: 500, velocity: 1000) == "full")
        // 500 - 600 * 0.499 = 200.6 -> peek.
        #expect(target(extent: 500, velocity: -600) == "peek")
        // seed 000's test: medium, predicted end 26 pt up in a 100 pt box is past halfway to large.
        let small = DrawerDetentResolver(detents: [.small, .medium, .large]).resolve(
            in: DrawerContainer(size: CGSize(width: 100, height: 100)), edge: .bottom)
        let release = DrawerRelease(
            extent: 50, velocity: 400, projectedExtent: 76, startIndex: 1, candidates: Array(small.indices))
        #expect(small[policy.target(for: release, stops: small)].identifier == .large)
    }

    @Test("a finger drifting slowly as it lifts goes to the stop nearest the projection, even behind it")
    func slowDriftIsNotAFlick() {
        // 260 moving up at 100 pt/s projects to 310: peek (200) is nearest. Below the flick
        // speed the direction does not override the projection.
        #expect(target(extent: 260, velocity: 100) == "peek")
        #expect(target(extent: 440, velocity: -100) == "half")
    }

    @Test("a flick never settles against its own direction")
    func neverAgainstFlick() {
        // 220 moving up at 300 pt/s projects to 370, nearest to peek behind it: half instead.
        #expect(target(extent: 220, velocity: 300) == "half")
        #expect(target(extent: 480, velocity: -300) == "peek")
    }

    @Test("below the skip speed a release goes at most to the first stop ahead; the sequential policy never skips")
    func skipping() {
        // 210 + 1500 × 0.499 = 958: the projection passes half; 1500 < 2000 stops at half.
        #expect(target(extent: 210, velocity: 1500) == "half")
        #expect(target(extent: 210, velocity: 2500) == "full")
        let sequential = DrawerProjectionSnapPolicy.sequential
        let release = DrawerRelease(
            extent: 210, velocity: 2500, projectedExtent: 210 + 2500 * 0.499, startIndex: 1, candidates: Array(stops.indices))
        #expect(stops[sequential.target(for: release, stops: stops)].identifier == "half")
    }
}
