import Foundation

/// A spring carrying a position toward a target, started at a given time.
///
/// This is the drawer's settling animation: it is interruptible at any instant and can be
/// retargeted while running, keeping the current position and velocity, so a drawer that is
/// redirected mid-flight never jumps or loses momentum (the retargeting invariant). Time is
/// passed in by the caller, in seconds, so the animation is deterministic and replayable.
///
/// ## Sanitising
/// - `target`, `position`, `velocity` and `startTime`: NaN or infinite → 0, except that a
///   non-finite `position` starts the animation at the target (displacement 0); finite values
///   are clamped to ±``DrawerMotionLimits/magnitude``.
/// - A query time before the start time (or NaN) is treated as the start time; +∞ is the
///   rest state at the target.
///
/// ```swift
/// var animation = DrawerSpringAnimation(from: 120, velocity: -900, to: 480,
///                                       spring: .snappy, startTime: now)
/// let y = animation.sample(at: now + 1.0 / 60).position
/// animation.retarget(to: 0, at: now + 0.1)    // keeps position and velocity
/// ```
package struct DrawerSpringAnimation: Sendable {
    /// The spring driving the animation.
    package let spring: DrawerSpring
    /// The time at which the current leg started (after the last retarget), in seconds.
    package private(set) var startTime: Double
    /// The position the animation comes to rest at, in points.
    package private(set) var target: Double
    /// The closed-form motion of the current leg, relative to `target` and `startTime`.
    package private(set) var solution: DrawerSpringSolution
    /// The time after which the animation is settled with its ``epsilon``:
    /// `startTime + settlingTime(epsilon:)`.
    ///
    /// See `DrawerSpringSolution.settlingTime(epsilon:)`; the engine can snap to the target
    /// at this deadline.
    package private(set) var settleDeadline: Double
    /// The settling threshold in points: the animation is settled once both the distance to
    /// the target and a frame's worth of motion are under it (see ``isSettled(at:epsilon:)``).
    package let epsilon: Double

    /// Starts a spring at `position` with `velocity`, heading for `target`, at `startTime`.
    ///
    /// - Parameters:
    ///   - position: The current position in points (non-finite → the target).
    ///   - velocity: The current velocity in points per second (non-finite → 0).
    ///   - target: The rest position in points (non-finite → 0).
    ///   - spring: The spring.
    ///   - startTime: The current time in seconds (non-finite → 0).
    ///   - epsilon: The settling threshold in points; NaN, infinite, zero or negative → 0.5.
    package init(
        from position: Double, velocity: Double, to target: Double, spring: DrawerSpring, startTime: Double,
        epsilon: Double = 0.5
    ) {
        let epsilon = (epsilon.isFinite && epsilon > 0) ? epsilon : 0.5
        let target = DrawerMotionLimits.sanitize(target)
        let start = DrawerMotionLimits.sanitize(startTime)
        let displacement = position.isFinite ? DrawerMotionLimits.sanitize(position) - target : 0
        let solution = spring.solution(displacement: displacement, velocity: velocity)
        self.spring = spring
        self.target = target
        self.startTime = start
        self.solution = solution
        self.epsilon = epsilon
        self.settleDeadline = start + solution.settlingTime(epsilon: epsilon)
    }

    /// The absolute position and the velocity at `time`.
    ///
    /// - Parameter time: Seconds. Earlier than ``startTime`` or NaN → the start time;
    ///   +∞ → at rest on the target.
    package func sample(at time: Double) -> DrawerMotionSample {
        let offset = solution.sample(at: elapsed(at: time))
        return DrawerMotionSample(position: target + offset.position, velocity: offset.velocity)
    }

    /// Whether the animation is at rest at `time`: `|x − target| < epsilon` and
    /// `|v| × 1/60 s < epsilon`.
    ///
    /// - Parameters:
    ///   - time: Seconds (sanitised as in ``sample(at:)``).
    ///   - epsilon: Points; `nil` uses the animation's own ``epsilon``; NaN, infinite, zero or
    ///     negative → 0.5.
    package func isSettled(at time: Double, epsilon: Double? = nil) -> Bool {
        let requested = epsilon ?? self.epsilon
        let eps = (requested.isFinite && requested > 0) ? requested : 0.5
        let offset = solution.sample(at: elapsed(at: time))
        return abs(offset.position) < eps && abs(offset.velocity) * DrawerMotionLimits.frameDuration < eps
    }

    /// Sends the animation to `newTarget` from `time`, keeping the position and velocity it
    /// has at that instant.
    ///
    /// - Parameters:
    ///   - newTarget: The new rest position in points (non-finite → 0).
    ///   - time: Seconds; a time before ``startTime``, NaN or −∞ is clamped to the start time;
    ///     later times (including +∞) are clamped to at most ``DrawerMotionLimits/magnitude``.
    package mutating func retarget(to newTarget: Double, at time: Double) {
        let now = time > startTime ? min(time, max(startTime, DrawerMotionLimits.magnitude)) : startTime
        let current = sample(at: now)
        let target = DrawerMotionLimits.sanitize(newTarget)
        let newSolution = spring.solution(displacement: current.position - target, velocity: current.velocity)
        self.target = target
        self.startTime = now
        self.solution = newSolution
        self.settleDeadline = now + newSolution.settlingTime(epsilon: epsilon)
    }

    private func elapsed(at time: Double) -> Double {
        if time == .infinity { return .infinity }
        guard time.isFinite, time > startTime else { return 0 }
        return time - startTime
    }
}
