import DrawerCore
import Foundation

/// A ``RealSwipe`` replayed as a drag on a bottom sheet: stops closed, 0.5 and 0.9 of an
/// 844-pt container, starting at 0.5, with no velocity from the "platform" (the engine's own
/// tracker measures it, as on GTK).
///
/// Each sample after the first is a `dragChanged` at its own time; the last one is the lift,
/// which is only `dragEnded(time:)`: both source trackers ignore the lift's position (it repeats
/// the last move's), and a platform reports a lift, not a move.
struct RealSwipeReplay {
    static let container = DrawerContainer(size: CGSize(width: 390, height: 844))
    static let tall = DrawerDetent.Identifier(rawValue: "tall")
    static let detents: [DrawerDetent] = [.closed, .medium, .fraction(0.9, identifier: tall)]
    /// When the stroke's first sample happens on the engine's clock.
    static let startTime = 1.0

    /// What the replay measured.
    struct Outcome {
        /// The release velocity the engine used, points per second, y down (the recording's sign).
        var velocity: Double
        /// Where the panel was at the lift (extent, points).
        var releaseExtent: CGFloat
        /// The panel's speed as the settle spring takes it over at the lift, points per second,
        /// y down.
        var panelVelocityAtLift: Double
        /// The stop the sheet came to rest on.
        var settled: DrawerDetent.Identifier
        /// The engine at rest, for the stops.
        var engine: DrawerEngine
    }

    static func run(_ swipe: RealSwipe, pointsPerUnit: Double? = nil) -> Outcome? {
        let k = pointsPerUnit ?? swipe.pointsPerUnit
        var engine = DrawerEngine(
            configuration: DrawerConfiguration(detents: detents), container: container, initialDetent: .medium)
        // A finger on the panel, 40 pt below its top edge.
        let press = CGPoint(x: 195, y: engine.frame.visibleRect.minY + 40)
        guard engine.dragBegan(at: press, time: startTime + swipe.t[0]) else { return nil }
        let lift = swipe.t.count - 1
        for index in 1..<lift {
            let translation = CGPoint(x: (swipe.x[index] - swipe.x[0]) * k, y: (swipe.y[index] - swipe.y[0]) * k)
            engine.dragChanged(translation: translation, time: startTime + swipe.t[index])
        }
        let liftTime = startTime + swipe.t[lift]
        engine.dragEnded(time: liftTime)
        guard let release = engine.lastRelease else { return nil }
        let panelVelocityAtLift = -Double(engine.currentVelocity)
        engine.runUntilRest(from: liftTime)
        return Outcome(
            velocity: -Double(release.velocity), releaseExtent: release.extent, panelVelocityAtLift: panelVelocityAtLift,
            settled: engine.detent, engine: engine)
    }
}
