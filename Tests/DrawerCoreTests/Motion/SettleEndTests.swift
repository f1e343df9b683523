import DrawerCore
import Foundation
import Testing

/// A settle must end without a visible jump: the snap onto the stop at the last frame is at most
/// 0.1 pt, for every preset spring, at 60 and 120 Hz, on 1×, 2× and 3× screens.
@Suite("The end of a settle")
struct SettleEndTests {
    static let presets: [DrawerSpring] = [
        DrawerConfiguration.defaultSpring, .smooth, .snappy, .bouncy, .swiftUIDefault, .interactive, .adwaitaSheet,
        .adwaitaFlap, .reducedMotion,
    ]

    /// Steps `animation` at `rate` Hz the way the engine's tick does and returns the distance
    /// between where the spring is and the target at the frame the settle ends (the snap).
    static func snap(of animation: DrawerSpringAnimation, rate: Double) -> Double {
        var time = animation.startTime
        while time < animation.startTime + 60 {
            time += 1 / rate
            if animation.isSettled(at: time) || time >= animation.settleDeadline {
                return abs(animation.sample(at: time).position - animation.target)
            }
        }
        return .infinity
    }

    @Test("the last frame's snap is at most 0.1 pt", arguments: presets.indices, [1, 2, 3] as [CGFloat])
    func lastFrameSnap(_ pick: Int, _ scale: CGFloat) {
        let container = DrawerContainer(size: CGSize(width: 390, height: 844), displayScale: scale)
        let engine = DrawerEngine(configuration: DrawerConfiguration(), container: container, initialDetent: .medium)
        let tolerance = engine.settleTolerance
        #expect(tolerance <= 0.1 && tolerance <= 0.5 / Double(scale) + 1e-12)
        for rate in [60.0, 120.0] {
            for (from, velocity, to) in [(0.0, 0.0, 844.0), (844, -2500, 422), (422, 800, 0), (300, 50_000, 844)] {
                let animation = DrawerSpringAnimation(
                    from: from, velocity: velocity, to: to, spring: Self.presets[pick], startTime: 3, epsilon: tolerance)
                let snap = Self.snap(of: animation, rate: rate)
                #expect(snap <= 0.1, "preset \(pick) at \(rate) Hz, \(from)→\(to) at \(velocity) pt/s: snap \(snap) pt")
            }
        }
    }

    @Test("the engine's own settle ends with the same small snap, and on the stop exactly")
    func engineSnap() {
        for scale in [1, 3] as [CGFloat] {
            let container = DrawerContainer(size: CGSize(width: 390, height: 844), displayScale: scale)
            var engine = DrawerEngine(configuration: DrawerConfiguration(), container: container, initialDetent: .closed)
            engine.move(to: .large, time: 0)
            let mirror = DrawerSpringAnimation(
                from: 0, velocity: 0, to: 844, spring: DrawerConfiguration.defaultSpring, startTime: 0,
                epsilon: engine.settleTolerance)
            var time = 0.0
            var snap = Double.infinity
            while !engine.isResting && time < 10 {
                time += 1.0 / 120
                engine.tick(time: time)
                if engine.isResting { snap = abs(mirror.sample(at: time).position - 844) }
            }
            #expect(engine.frame.extent == 844)
            #expect(snap <= 0.1, "scale \(scale): snap \(snap) pt")
        }
    }

    @Test("display scales that make no sense read as 1")
    func badScale() {
        for bad in [CGFloat.nan, .infinity, -2, 0, 0.5] {
            #expect(DrawerContainer(size: CGSize(width: 10, height: 10), displayScale: bad).displayScale == 1)
        }
        #expect(DrawerContainer(size: .zero, displayScale: 100).displayScale == 16)
    }
}
