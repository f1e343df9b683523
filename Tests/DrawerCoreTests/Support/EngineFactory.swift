import DrawerCore
import Foundation

/// Small helpers to build engines and drive them at 60 Hz in tests.
enum EngineFactory {
    static let phone = DrawerContainer(size: CGSize(width: 390, height: 844))

    static func sheet(
        detents: [DrawerDetent] = [.closed, .medium, .large], initial: DrawerDetent.Identifier = .medium,
        configure: (inout DrawerConfiguration) -> Void = { _ in }
    ) -> DrawerEngine {
        var configuration = DrawerConfiguration(detents: detents)
        configure(&configuration)
        return DrawerEngine(configuration: configuration, container: phone, initialDetent: initial)
    }
}

extension DrawerEngine {
    /// Ticks at 60 Hz from `time` until resting (or `limit` seconds pass); returns the end time.
    @discardableResult
    mutating func runUntilRest(from time: Double, limit: Double = 10) -> Double {
        var clock = time
        while (isAnimating || !isResting) && clock < time + limit {
            clock += 1.0 / 60
            tick(time: clock)
        }
        return clock
    }

    /// A straight drag from `start` by `translation` over `duration`, lifted at the end.
    mutating func drag(from start: CGPoint, by translation: CGPoint, duration: Double, at time: Double, overContent: Bool = false)
        -> Double
    {
        guard dragBegan(at: start, time: time, overScrollableContent: overContent) else { return time }
        let steps = max(1, Int(duration * 60))
        for step in 1...steps {
            let f = CGFloat(step) / CGFloat(steps)
            dragChanged(translation: CGPoint(x: translation.x * f, y: translation.y * f), time: time + Double(step) / 60)
        }
        let end = time + Double(steps + 1) / 60
        dragEnded(time: end)
        return end
    }
}
