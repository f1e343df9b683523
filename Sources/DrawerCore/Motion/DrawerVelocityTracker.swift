import Foundation

/// Estimates how fast a finger was moving at the moment it lifted, from recent (position, time)
/// samples.
///
/// Some platforms report a velocity with each gesture update (UIKit's pan recogniser); others
/// do not, or report it unreliably (GTK's drag gesture, SwiftUI before iOS 17). The engine
/// then feeds each drag position here and asks for the velocity at release.
///
/// A flick is still accelerating when the finger lifts, so the *average* speed over the last
/// 100 ms (a straight-line fit) reads it at about half its speed, and the drawer visibly slows
/// the moment it is let go. The estimate is therefore the slope, at the newest sample, of the
/// least-squares parabola through the samples of the window: the finger's speed at lift, as
/// Android's `VelocityTracker` (strategy lsq2) and Flutter's `VelocityTracker` compute it. On
/// 30 real recorded flicks (`shared/data/real-swipes`, replayed by `RealSwipeReplayTests`) the
/// straight line read a median 0.53 of those trackers' speeds; the parabola agrees with them.
/// The fit is unweighted, as theirs are.
///
/// The samples live in a fixed-size ring buffer stored inline in the struct (no array), so
/// add(position:time:) and velocity(at:) never allocate, even when the tracker is copied.
///
/// ## Rules
/// - A sample whose position or time is NaN or infinite, or whose magnitude exceeds
///   DrawerMotionLimits/magnitude, is ignored.
/// - A sample older than the newest one (out of order) is ignored.
/// - A sample with the same time as the newest one replaces the newest position.
/// - A sample less than ``minimumSpacing`` after the second newest replaces the newest one, so
///   a fast pointer (a 1000 Hz mouse) cannot crowd the horizon out of the ring, and the fit
///   keeps the whole window instead of 30 ms of whole-pixel jitter.
/// - The window is the samples within horizon seconds of the newest, back to the first gap
///   longer than ``restInterval`` (a pause inside the drag starts a new movement).
/// - If the newest sample is more than ``restInterval`` (or horizon, if shorter) old at query
///   time, the finger rested before lifting: the velocity is 0.
/// - Two samples in the window give the straight line through them; a window spanning less than
///   ``minimumCurveSpan`` gives the least-squares line, whose curvature would be noise.
/// - When the parabola's slope points against the line's (a hard stop overshoots the fit
///   through zero), the last step's speed stands in: a drawer is never flung against the way
///   the finger was going faster than the finger's own last step.
/// - Fewer than two samples in the window give 0; the result is clamped to ±velocityLimit.
///
/// ```swift
/// var tracker = DrawerVelocityTracker()
/// tracker.add(position: 100, time: 0.000)
/// tracker.add(position: 110, time: 0.016)
/// tracker.velocity(at: 0.016)   // 625 pt/s
/// ```
package struct DrawerVelocityTracker: Sendable {
    /// The most samples a tracker can hold: 32.
    package static let maximumCapacity = 32

    /// The largest speed reported, 100 000 pt/s.
    ///
    /// That is a whole phone screen in under 10 ms, beyond any real flick; larger estimates
    /// come from timestamps a few microseconds apart and are noise.
    package static let velocityLimit: Double = 100_000

    /// How long without a sample means the finger rested, in seconds: 0.04 s.
    ///
    /// Android's `ASSUME_POINTER_STOPPED_TIME` and Flutter's
    /// `kAssumePointerMoveStoppedMilliseconds` are both 40 ms: a touchscreen keeps reporting a
    /// moving finger every few milliseconds, and a pointer that does not move sends nothing.
    package static let restInterval: Double = 0.04

    /// The closest two stored samples may be, in seconds: 0.004 s (250 Hz).
    ///
    /// Touchscreens report at 60–240 Hz and are untouched; faster pointers are thinned so that
    /// the ring's 32 samples still cover about the 100 ms horizon. For a 1000 Hz pointer with
    /// whole-pixel positions at 50–3000 pt/s, the worst 1 % of estimates are off by 28 % over
    /// the unthinned ring's last 31 ms and by 6 % over the thinned ring (simulated).
    package static let minimumSpacing: Double = 0.004

    /// The shortest window a parabola is fitted to, in seconds: 0.01 s.
    ///
    /// Over a shorter span the curvature of whole-pixel positions is mostly rounding, and the
    /// parabola's slope at its end swings several times wider than the line's.
    package static let minimumCurveSpan: Double = 0.01

    /// How far back from the newest sample the estimate looks, in seconds.
    ///
    /// Defaults to 0.1 s (about six frames at 60 Hz), the window of Android's and Flutter's
    /// trackers. NaN, infinite, zero or negative → 0.1.
    package let horizon: Double

    /// How many samples the ring buffer keeps (2…maximumCapacity; default 16).
    package let capacity: Int

    private(set) var times = DrawerSampleBuffer()
    private(set) var positions = DrawerSampleBuffer()
    /// Index of the newest sample in the ring.
    private(set) var head = 0
    /// Number of valid samples in the ring.
    package private(set) var count = 0

    /// Creates an empty tracker.
    ///
    /// - Parameters:
    ///   - horizon: The window in seconds; NaN, infinite, zero or negative → 0.1.
    ///   - capacity: Samples kept, clamped into 2…maximumCapacity.
    package init(horizon: Double = 0.1, capacity: Int = 16) {
        self.horizon = (horizon.isFinite && horizon > 0) ? horizon : 0.1
        self.capacity = min(max(capacity, 2), Self.maximumCapacity)
    }

    /// Forgets all samples (call at the start of each drag).
    package mutating func reset() {
        count = 0
        head = 0
    }

    /// Records the drag position at a time.
    ///
    /// - Parameters:
    ///   - position: Points. NaN, infinite or beyond DrawerMotionLimits/magnitude → the
    ///     sample is ignored.
    ///   - time: Seconds, with the same rule. Older than the newest sample → ignored; equal to
    ///     it, or less than ``minimumSpacing`` after the second newest → replaces the newest.
    package mutating func add(position: Double, time: Double) {
        let limit = DrawerMotionLimits.magnitude
        guard position.isFinite, time.isFinite, abs(position) <= limit, abs(time) <= limit else { return }
        if count > 0 {
            let newest = times[head]
            if time < newest { return }
            if time == newest {
                positions[head] = position
                return
            }
            if count >= 2 && time - times[earlier(than: head)] < Self.minimumSpacing {
                times[head] = time
                positions[head] = position
                return
            }
            head = head + 1 == capacity ? 0 : head + 1
        } else {
            head = 0
        }
        times[head] = time
        positions[head] = position
        count = min(count + 1, capacity)
    }

    /// The ring index before `index`.
    func earlier(than index: Int) -> Int {
        index == 0 ? capacity - 1 : index - 1
    }
}
