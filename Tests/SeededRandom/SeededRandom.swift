/// A small deterministic generator (SplitMix64: a 64-bit counter stepped by the
/// golden-ratio increment and mixed by two multiply-xorshift rounds), so that tests never
/// depend on chance and every run of the benchmark writes byte-for-byte the same data
/// sets: the same seed draws the same values on every run and every machine. Shared by
/// every test target and by `habit-bench`; a target of its own so that the benchmark
/// links no test code.
public struct SeededRandom: RandomNumberGenerator, Sendable {
    /// The generator's whole state; each draw advances it.
    public var state: UInt64

    /// A generator that starts from `seed`.
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
