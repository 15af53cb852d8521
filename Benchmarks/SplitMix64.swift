/// A small, fast pseudo-random generator with a fixed seed, so every run of the
/// benchmark writes byte-for-byte the same data sets (SplitMix64: a 64-bit counter
/// stepped by the golden-ratio increment and mixed by two multiply-xorshift rounds).
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniform value in `0..<1`.
    mutating func unit() -> Double {
        Double(next() >> 11) * 0x1.0p-53
    }

    /// `true` with probability `p`.
    mutating func chance(_ p: Double) -> Bool {
        unit() < p
    }

    /// A uniform integer in `range`, without the bias of a plain modulo.
    mutating func int(in range: ClosedRange<Int>) -> Int {
        Int.random(in: range, using: &self)
    }
}
