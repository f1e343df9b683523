/// A tiny seeded generator (SplitMix64, Steele/Lea/Flood 2014): the storm's actions depend on
/// the seed alone, so a failing run replays exactly with the same `DRAWER_STORM_SEED`.
struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform double in `range`.
    mutating func double(_ range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &self) }

    /// A uniform integer in `range`.
    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }

    /// `true` with probability `p`.
    mutating func chance(_ p: Double) -> Bool { double(0...1) < p }

    /// An index picked with probability proportional to its weight.
    mutating func weighted(_ weights: [Double]) -> Int {
        var roll = double(0...weights.reduce(0, +))
        for (index, weight) in weights.enumerated() {
            roll -= weight
            if roll <= 0 { return index }
        }
        return weights.count - 1
    }
}
