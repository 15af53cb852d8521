import SeededRandom

/// The draws the data-set generator makes.
extension SeededRandom {
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
