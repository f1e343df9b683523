import DrawerCore
import PropertyBased

/// Helpers shared by the Motion tests (prefixed to avoid clashing with other test folders).
enum MotionTestSupport {
    /// Values that break naive arithmetic.
    static let hostileValues: [Double] = [
        .nan, .infinity, -.infinity, 1e300, -1e300, 0, -0.0, .leastNonzeroMagnitude,
        .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 1e-300,
    ]

    /// A generator mixing hostile values with ordinary and large ranges.
    static var hostile: Generator<Double, AnySequence<(index: Int, value: Any)>> {
        Gen.oneOf(
            Gen<Double?>.element(of: hostileValues).map { $0 ?? 0 },
            Gen.double(in: -1e6...1e6),
            Gen.double(in: -2...2)
        )
    }

    /// Integrates x'' = −k x − c x' with classical fourth-order Runge–Kutta.
    static func rk4(stiffness k: Double, damping c: Double, x0: Double, v0: Double, step h: Double, steps: Int)
        -> (x: Double, v: Double)
    {
        var x = x0
        var v = v0
        func acceleration(_ x: Double, _ v: Double) -> Double { -k * x - c * v }
        for _ in 0..<steps {
            let k1x = v
            let k1v = acceleration(x, v)
            let k2x = v + h / 2 * k1v
            let k2v = acceleration(x + h / 2 * k1x, v + h / 2 * k1v)
            let k3x = v + h / 2 * k2v
            let k3v = acceleration(x + h / 2 * k2x, v + h / 2 * k2v)
            let k4x = v + h * k3v
            let k4v = acceleration(x + h * k3x, v + h * k3v)
            x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
            v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
        }
        return (x, v)
    }
}
