import Foundation

/// Inline storage for `DrawerVelocityTracker.maximumCapacity` doubles: a homogeneous tuple is
/// laid out contiguously, so it can be indexed through its bytes without any heap allocation,
/// and copying the tracker copies the samples with it.
struct DrawerSampleBuffer: Sendable {
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
