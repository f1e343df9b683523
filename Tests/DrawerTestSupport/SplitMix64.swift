/// A tiny seeded generator (SplitMix64, Steele/Lea/Flood 2014) shared by the test targets:
/// whatever a test draws from it depends on the seed alone, so a failing run replays exactly
/// (the GTK storm's `DRAWER_STORM_SEED`, the engine's random release tables).
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator whose whole sequence follows from `seed`.
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform double in [0, 1) from the top 53 bits of ``next()`` (the engine tests' tables).
    public mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }

    /// A uniform double in `range`.
    public mutating func double(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &self) }

    /// A uniform integer in `range`.
    public mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }

    /// `true` with probability `p`.
    public mutating func chance(_ p: Double) -> Bool { double(0...1) < p }

    /// An index picked with probability proportional to its weight.
    public mutating func weighted(_ weights: [Double]) -> Int {
        var roll = double(0...weights.reduce(0, +))
        for (index, weight) in weights.enumerated() {
            roll -= weight
            if roll <= 0 { return index }
        }
        return weights.count - 1
    }
}
