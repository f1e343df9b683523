import Foundation

/// Estimates a drag's velocity from recent (position, time) samples.
///
/// Some platforms report a velocity with each gesture update (UIKit's pan recogniser); others
/// do not, or report it unreliably (GTK's drag gesture, SwiftUI before iOS 17). The engine
/// then feeds each drag position here and asks for the velocity at release. The estimate is
/// the least-squares slope of position over time across the samples of the last horizon
/// seconds, which averages out the jitter of individual touch events better than the last
/// two samples would.
///
/// The samples live in a fixed-size ring buffer stored inline in the struct (no array), so
/// add(position:time:) and velocity(at:) never allocate, even when the tracker is
/// copied.
///
/// ## Rules
/// - A sample whose position or time is NaN or infinite, or whose magnitude exceeds
///   DrawerMotionLimits/magnitude, is ignored.
/// - A sample older than the newest one (out of order) is ignored.
/// - A sample with the same time as the newest one replaces the newest position.
/// - Only samples within horizon seconds of the newest sample are used.
/// - If the newest sample is more than horizon seconds old at query time, the finger has
///   stopped: the velocity is 0.
/// - Fewer than two samples in the window give 0.
/// - The result is clamped to ±velocityLimit.
///
/// ```swift
/// var tracker = DrawerVelocityTracker()
/// tracker.add(position: 100, time: 0.000)
/// tracker.add(position: 110, time: 0.016)
/// tracker.velocity(at: 0.016)   // 625 pt/s
/// ```
public struct DrawerVelocityTracker: Sendable {
    /// The most samples a tracker can hold: 32.
    public static let maximumCapacity = 32

    /// The largest speed reported, 100 000 pt/s.
    ///
    /// That is a whole phone screen in under 10 ms, beyond any real flick; larger estimates
    /// come from timestamps a few microseconds apart and are noise.
    public static let velocityLimit: Double = 100_000

    /// How far back from the newest sample the estimate looks, in seconds.
    ///
    /// Defaults to 0.1 s (about six frames at 60 Hz), long enough to smooth jitter and short
    /// enough to follow a change of direction. NaN, infinite, zero or negative → 0.1.
    public let horizon: Double

    /// How many samples the ring buffer keeps (2…maximumCapacity; default 16).
    public let capacity: Int

    private var times = Buffer()
    private var positions = Buffer()
    /// Index of the newest sample in the ring.
    private var head = 0
    /// Number of valid samples in the ring.
    public private(set) var count = 0

    /// Creates an empty tracker.
    ///
    /// - Parameters:
    ///   - horizon: The window in seconds; NaN, infinite, zero or negative → 0.1.
    ///   - capacity: Samples kept, clamped into 2…maximumCapacity.
    public init(horizon: Double = 0.1, capacity: Int = 16) {
        self.horizon = (horizon.isFinite && horizon > 0) ? horizon : 0.1
        self.capacity = min(max(capacity, 2), Self.maximumCapacity)
    }

    /// Forgets all samples (call at the start of each drag).
    public mutating func reset() {
        count = 0
        head = 0
    }

    /// Records the drag position at a time.
    ///
    /// - Parameters:
    ///   - position: Points. NaN, infinite or beyond DrawerMotionLimits/magnitude → the
    ///     sample is ignored.
    ///   - time: Seconds, with the same rule. Older than the newest sample → ignored; equal to
    ///     it → replaces the newest sample's position.
    public mutating func add(position: Double, time: Double) {
        let limit = DrawerMotionLimits.magnitude
        guard position.isFinite, time.isFinite, abs(position) <= limit, abs(time) <= limit else { return }
        if count > 0 {
            let newest = times[head]
            if time < newest { return }
            if time == newest {
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

    /// The estimated velocity at `time`, in points per second.
    ///
    /// - Parameter time: The query time in seconds. NaN → the newest sample's time. When it is
    ///   more than horizon after the newest sample (including +∞), the result is 0.
    /// - Returns: The least-squares slope over the samples within horizon of the newest,
    ///   clamped to ±velocityLimit; 0 with fewer than two such samples.
    public func velocity(at time: Double) -> Double {
        guard count >= 2 else { return 0 }
        let newestTime = times[head]
        let newestPosition = positions[head]
        if !time.isNaN && time - newestTime > horizon { return 0 }
        // First pass: count and means, relative to the newest sample for precision.
        var n = 0
        var sumT = 0.0
        var sumP = 0.0
        var index = head
        while n < count {
            let dt = times[index] - newestTime
            if -dt > horizon { break }
            sumT += dt
            sumP += positions[index] - newestPosition
            n += 1
            index = index == 0 ? capacity - 1 : index - 1
        }
        guard n >= 2 else { return 0 }
        let meanT = sumT / Double(n)
        let meanP = sumP / Double(n)
        // Second pass: centred covariance and variance.
        var covariance = 0.0
        var variance = 0.0
        index = head
        for _ in 0..<n {
            let dt = times[index] - newestTime - meanT
            let dp = positions[index] - newestPosition - meanP
            covariance += dt * dp
            variance += dt * dt
            index = index == 0 ? capacity - 1 : index - 1
        }
        guard variance > 0 else { return 0 }
        let slope = covariance / variance
        guard slope.isFinite else { return 0 }
        return min(max(slope, -Self.velocityLimit), Self.velocityLimit)
    }

    /// Inline storage for `maximumCapacity` doubles; a homogeneous tuple is laid out
    /// contiguously, so it can be indexed through its bytes without any heap allocation.
    private struct Buffer: Sendable {
        private var storage:
            (
                Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double,
                Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double, Double,
                Double, Double, Double, Double
            ) = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)

        subscript(index: Int) -> Double {
            get {
                withUnsafeBytes(of: storage) {
                    $0.load(fromByteOffset: index &* MemoryLayout<Double>.stride, as: Double.self)
                }
            }
            set {
                withUnsafeMutableBytes(of: &storage) {
                    $0.storeBytes(of: newValue, toByteOffset: index &* MemoryLayout<Double>.stride, as: Double.self)
                }
            }
        }
    }
}
