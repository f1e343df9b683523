import DrawerCore
import Foundation

/// Engines and layouts in known states, built outside the measured regions.
enum Fixture {
    /// An iPhone-sized container.
    static let container = DrawerContainer(size: CGSize(width: 390, height: 844))

    /// A bottom sheet with `detentCount` stops: the usual closed/medium/large for 3, otherwise
    /// closed plus `detentCount - 1` evenly spaced fractions named `d1`, `d2`…
    static func configuration(detentCount: Int) -> DrawerConfiguration {
        guard detentCount != 3 else { return DrawerConfiguration(detents: [.closed, .medium, .large]) }
        let open = (1..<detentCount).map { index in
            DrawerDetent.fraction(CGFloat(index) / CGFloat(detentCount - 1), identifier: .init(rawValue: "d\(index)"))
        }
        return DrawerConfiguration(detents: [.closed] + open)
    }

    /// Eight detents of every kind the resolver knows (fit-to-content needs the container's
    /// measured length).
    static let mixedDetents: [DrawerDetent] = [
        .closed,
        .small,
        .points(120, identifier: "peek"),
        .fit,
        .medium,
        .fraction(0.7, identifier: "tall"),
        .offsetFromFarEdge(18, identifier: "nearlyFull"),
        .large,
    ]

    /// The container for ``mixedDetents``: content measured at 300 pt, a home indicator.
    static let measuredContainer = DrawerContainer(
        size: CGSize(width: 390, height: 844),
        safeArea: DrawerInsets(top: 47, bottom: 34),
        contentFittingLength: 300)

    /// An engine resting on its middle stop, with a claimed drag already under way (a few
    /// steps closing the drawer, so the velocity tracker has samples) and no pending events.
    /// The drag's last input was at ``dragStartTime``.
    static func trackingEngine(detentCount: Int = 3) -> DrawerEngine {
        let configuration = configuration(detentCount: detentCount)
        var engine = DrawerEngine(configuration: configuration, container: container)
        let middle = engine.stops[engine.stops.count / 2].identifier
        engine.move(to: middle, animated: false, time: 0)
        let grip = CGPoint(x: 195, y: engine.frame.visibleRect.minY + 40)
        precondition(engine.dragBegan(at: grip, time: 0), "the drag must be accepted")
        for step in 1...6 {
            engine.dragChanged(translation: CGPoint(x: 0, y: 12 * CGFloat(step)), time: Double(step) / 120)
        }
        precondition(engine.dragState == .tracking, "the drag must be claimed")
        engine.clearEvents()
        return engine
    }

    /// The time of the last input ``trackingEngine(detentCount:)`` gave.
    static let dragStartTime = 6.0 / 120

    /// An engine in the middle of a settle: released from a drag with an opening flick.
    static func settlingEngine(flick: CGFloat = -1_500) -> DrawerEngine {
        var engine = trackingEngine()
        engine.dragEnded(time: dragStartTime + 1.0 / 120, velocity: CGPoint(x: 0, y: flick))
        precondition(engine.isAnimating, "the release must start a settle")
        engine.clearEvents()
        return engine
    }

    /// A triangle wave 0…`amplitude`…0 over `2 * amplitude` steps, for drags that go back and
    /// forth inside the stops (never rubber-banding).
    static func triangle(_ step: Int, amplitude: Int) -> CGFloat {
        let phase = step % (2 * amplitude)
        return CGFloat(phase < amplitude ? phase : 2 * amplitude - phase)
    }

    /// A stack of `count` drawers presented 2 ms apart, alternately to medium and large, all
    /// still opening at ``stackStartTime``.
    static func openingStack(count: Int) -> DrawerStack<Int> {
        var stack = DrawerStack<Int>(container: container)
        for index in 0..<count {
            stack.present(
                index, configuration: configuration(detentCount: 3),
                detent: index.isMultiple(of: 2) ? .medium : .large, time: 0.002 * Double(index))
        }
        precondition(stack.tick(time: stackStartTime), "the stack must be animating")
        return stack
    }

    /// The time of ``openingStack(count:)``'s first tick.
    static let stackStartTime = 0.05
}

/// Host models (`DrawerHostModel`, what every adapter drives) in the state a display link finds
/// them in: a spring settling after a move.
enum HostFixture {
    /// A frame of a 120 Hz display.
    static let frame = 1.0 / 120

    /// The time of the move that starts the settle of ``movingHost(drawers:)``.
    static let moveTime = 1.0

    /// A phone-sized host with `drawers` sheets stacked (medium, large, large; the last added is
    /// on top), at rest, then the top one told to move to the other open detent at
    /// ``moveTime``: its spring is settling and the drawers below it rest. Events are drained.
    /// Each call builds its own model (no storage shared with another host).
    static func movingHost(drawers: Int) -> DrawerHostModel<Int> {
        var host = DrawerHostModel<Int>(options: .platformSlop)
        host.setContainer(
            DrawerContainer(size: CGSize(width: 390, height: 844), safeArea: DrawerInsets(top: 47, bottom: 34)), time: 0)
        for index in 0..<drawers {
            host.addDrawer(
                index, configuration: DrawerConfiguration(detents: [.medium, .large]),
                selection: index == 0 ? .medium : .large, time: 0)
        }
        let top = drawers - 1
        let target: DrawerDetent.Identifier = host.engine(of: top)?.detent == .large ? .medium : .large
        precondition(host.move(top, to: target, time: moveTime), "the move must be accepted")
        precondition(host.needsFrames, "the move must start a settle")
        host.drainEvents { _ in }
        return host
    }

    /// How many 120 Hz frames ``movingHost(drawers:)``'s settle takes (the last one comes to rest).
    static func settleFrames(drawers: Int) -> Int {
        var host = movingHost(drawers: drawers)
        var frames = 0
        var time = moveTime
        while host.needsFrames {
            time += frame
            frames += 1
            host.tick(time: time)
            host.drainEvents { _ in }
            precondition(frames < 10_000, "the settle must end")
        }
        return frames
    }
}
