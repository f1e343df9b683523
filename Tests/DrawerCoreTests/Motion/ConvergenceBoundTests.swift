import Foundation
import Testing

@testable import DrawerCore

/// Every loop in DrawerCore that iterates towards an answer is bounded by construction, and these
/// tests hold the bounds on hostile input, counted in steps or frames, never in wall-clock time:
/// the spring's settle-time search (doublings, then bisection), the settle itself (frames until
/// rest), the detent resolver (a capped list), the page path (pops and pushes) and the engine on
/// degenerate containers. The loops that walk a collection (the velocity tracker's ring, the
/// accessibility step through the stops) end with the collection, which these caps bound.
@Suite("Convergence loops are bounded on hostile input")
struct ConvergenceBoundTests {
    static let hostile: [Double] = [
        .nan, .infinity, -.infinity, 1e300, -1e300, .greatestFiniteMagnitude, .leastNonzeroMagnitude,
        -.leastNonzeroMagnitude, .leastNormalMagnitude, 0, -0.0, 1e-300, 1, -1, 0.5, 1e12,
    ]

    @Test("the settle-time search stops within its step caps for every hostile amplitude, slope, rate and limit")
    func decaySearchIsBounded() {
        let cap = DrawerSpringSolution.maximumDoublings + DrawerSpringSolution.maximumBisections
        var worst = 0
        for a in Self.hostile {
            for b in Self.hostile {
                for rho in Self.hostile {
                    for limit in Self.hostile {
                        let result = DrawerSpringSolution.decaySearch(amplitude: a, slope: b, rate: rho, limit: limit)
                        worst = max(worst, result.steps)
                        #expect(result.steps <= cap, "a \(a) b \(b) ρ \(rho) limit \(limit): \(result.steps) steps")
                    }
                }
            }
        }
        // The worst case really is searched (the caps are reached by real inputs, not dead code).
        #expect(worst > 20)
    }

    @Test("settling times of hostile springs, displacements and velocities are finite and within the hour cap")
    func settlingTimeIsBounded() {
        for response in Self.hostile {
            for damping in Self.hostile {
                let springs = [
                    DrawerSpring(response: response, dampingFraction: damping),
                    DrawerSpring(stiffness: response, dampingRatio: damping),
                    DrawerSpring(duration: response, bounce: damping),
                ]
                for spring in springs {
                    for displacement in Self.hostile {
                        let time = spring.settlingTime(displacement: displacement, velocity: displacement * 3)
                        #expect(
                            time.isFinite && time >= 0 && time <= DrawerSpringSolution.maximumSettlingTime,
                            "response \(response), damping \(damping), displacement \(displacement): \(time)")
                    }
                }
            }
        }
    }

    @Test("thousands of detents: only the first maximumDetents are read, so a relayout's work is capped")
    func thousandsOfDetents() {
        let detents = (0..<5_000).map { DrawerDetent.points(CGFloat($0) * 0.7, identifier: DrawerDetent.Identifier(rawValue: "d\($0)")) }
        let resolver = DrawerDetentResolver(detents: detents)
        let stops = resolver.resolve(in: DrawerContainer(size: CGSize(width: 390, height: 100_000)), edge: .bottom)
        #expect(stops.count <= DrawerDetentResolver.maximumDetents)
        #expect(stops.stop(for: "d255") != nil, "the last detent within the cap still resolves")
        #expect(stops.stop(for: "d256") == nil, "the first one past the cap is not read")
    }

    @Test("an engine with thousands of detents, moved across all of them, rests within its settle bound in frames")
    func thousandsOfDetentsSettle() {
        let detents = [DrawerDetent.closed] + (1..<5_000).map { DrawerDetent.fraction(CGFloat($0) / 5_000, identifier: DrawerDetent.Identifier(rawValue: "f\($0)")) }
        var engine = DrawerEngine(
            configuration: DrawerConfiguration(detents: detents), container: DrawerContainer(size: CGSize(width: 390, height: 844)),
            initialDetent: .closed)
        let target = engine.stops.stops.last!.identifier
        engine.move(to: target, animated: true, time: 0)
        let frames = Self.framesToRest(&engine)
        #expect(engine.isResting && engine.detent == target)
        #expect(frames <= Self.frameBound(engine), "\(frames) frames")
    }

    @Test(
        "degenerate containers (zero, denormal, 1e300, NaN, infinite) settle within their bound in frames",
        arguments: [0, .leastNonzeroMagnitude, 1e-300, 1, 1e300, .greatestFiniteMagnitude, .infinity, .nan] as [CGFloat])
    func degenerateContainers(_ length: CGFloat) {
        for edge in DrawerEdge.allCases {
            var engine = DrawerEngine(
                configuration: DrawerConfiguration(edge: edge, detents: [.closed, .medium, .large]),
                container: DrawerContainer(size: CGSize(width: length, height: length)), initialDetent: .medium)
            engine.move(to: .large, animated: true, time: 0)
            let frames = Self.framesToRest(&engine)
            #expect(engine.isResting, "\(edge), \(length): still moving after \(frames) frames")
            #expect(frames <= Self.frameBound(engine), "\(edge), \(length): \(frames) frames")
        }
    }

    @Test("hostile clocks (NaN, infinite, backwards, a huge leap) never keep a settle running past its bound")
    func hostileClocks() {
        for time in Self.hostile {
            var engine = DrawerEngine(
                configuration: DrawerConfiguration(detents: [.closed, .medium, .large]),
                container: DrawerContainer(size: CGSize(width: 390, height: 844)), initialDetent: .medium)
            engine.move(to: .large, animated: true, time: 1)
            engine.tick(time: time)
            let frames = Self.framesToRest(&engine, from: engine.time)
            #expect(engine.isResting, "a tick at \(time): still moving after \(frames) frames")
        }
    }

    @Test("a page path of thousands of pages, repeats included, takes at most one pop and one push per distinct page")
    func longPagePath() {
        let pages = (0..<6_000).map { DrawerPage(id: DrawerPage.ID(rawValue: "p\($0 % 2_000)"), detents: [.medium]) }
        let current = (0..<3_000).map { DrawerPage.ID(rawValue: "p\($0 % 1_500 == 7 ? 1 : $0)") }
        let steps = DrawerPagePath.steps(from: current, to: pages)
        #expect(steps.count <= 1 + 2_000)
        #expect(DrawerPagePath.distinct(pages).count == 2_000)
    }

    /// Ticks at 60 Hz until the engine rests, at most an hour and a minute of frames; returns how many.
    static func framesToRest(_ engine: inout DrawerEngine, from start: Double = 0) -> Int {
        var frames = 0
        let base = start.isFinite ? start : 0
        while !engine.isResting && frames < 3_660 * 60 {
            frames += 1
            engine.tick(time: base + Double(frames) / 60)
        }
        return frames
    }

    /// The engine fuzzer's settle bound (spring settle time for twice the largest extent at the
    /// largest velocity, plus the wheel's quiet period), in 60 Hz frames.
    static func frameBound(_ engine: DrawerEngine) -> Int {
        Int((FuzzChecker().settleBound(engine) * 60).rounded(.up)) + 1
    }
}
