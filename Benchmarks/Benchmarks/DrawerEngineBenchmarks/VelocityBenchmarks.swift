import Benchmark
import DrawerCore

// The release velocity when the platform gives none (GTK, the macOS SwiftUI surface): one
// `DrawerVelocityTracker.velocity(at:)`, the parabola fitted over the window. Target: at most
// 1 µs (p50) and no heap allocation, since it runs once per release.
func velocityBenchmarks() {
    // A 120 Hz flick, accelerating: 13 samples in the 100 ms window.
    Benchmark("Velocity at release (tracker, 120 Hz, 13 samples)") { benchmark in
        let tracker = acceleratingFlick(interval: 1.0 / 120)
        benchmark.startMeasurement()
        for step in benchmark.scaledIterations {
            blackHole(tracker.velocity(at: 0.1 + Double(step % 2) * 0.001))
        }
    }

    // The worst case: a full ring, all 32 samples in the window (every 3.2 ms).
    Benchmark("Velocity at release (tracker, full ring, 32 samples)") { benchmark in
        let tracker = acceleratingFlick(interval: 0.0032)
        benchmark.startMeasurement()
        for step in benchmark.scaledIterations {
            blackHole(tracker.velocity(at: 0.1 + Double(step % 2) * 0.001))
        }
        benchmark.stopMeasurement()
        precondition(tracker.count == DrawerVelocityTracker.maximumCapacity, "the ring must be full")
    }
}

/// A tracker that followed a finger accelerating from 200 to 3000 pt/s over 100 ms, sampled
/// every `interval` seconds, the way the engine builds it for a drag.
private func acceleratingFlick(interval: Double) -> DrawerVelocityTracker {
    var tracker = DrawerVelocityTracker(horizon: 0.1, capacity: DrawerVelocityTracker.maximumCapacity)
    var time = 0.0
    while time <= 0.1 + 1e-9 {
        tracker.add(position: 200 * time + 14_000 * time * time, time: time)
        time += interval
    }
    return tracker
}
