/// A 64-bit hash of a run of bytes, the same in every process and on every run (Swift's
/// `Hasher` is seeded per process): FNV-1a over little-endian 64-bit words in four lanes
/// (word `i` into lane `i % 4`, each lane with its own start, so that four multiplications
/// run at once instead of one after another), the lanes then mixed in order with the
/// length, and a final avalanche. It tells the bytes a fold checkpoint covered from any
/// others an edit left (docs/performance.md, "The fold checkpoint"); it is no defence
/// against someone who writes bytes to collide, which the checkpoint, the user's own file,
/// does not need. The bytes may come in pieces of any sizes: the hash is that of their
/// concatenation. `package`: the command line keys its kept engine tallies with it
/// (docs/performance.md, "Kept engine tallies").
package struct ContentHash {
    private var lanes: (UInt64, UInt64, UInt64, UInt64) = (
        Self.basis, Self.basis ^ 1, Self.basis ^ 2, Self.basis ^ 3
    )
    /// Bytes of a block of four words not yet complete: byte `k` in word `k / 8`.
    private var pending: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
    private var pendingCount = 0
    /// How many bytes were added.
    package private(set) var count = 0

    private static let basis: UInt64 = 0xcbf2_9ce4_8422_2325
    private static let prime: UInt64 = 0x100_0000_01b3

    /// A hash of nothing yet.
    package init() {}

    /// The hash of `bytes`.
    package static func of(_ bytes: [UInt8]) -> UInt64 {
        var hash = ContentHash()
        bytes.withUnsafeBytes { hash.add($0) }
        return hash.value
    }

    /// Adds `bytes` after those added so far.
    package mutating func add(_ bytes: UnsafeRawBufferPointer) {
        var index = 0
        let end = bytes.count
        while pendingCount != 0, index < end {
            addPending(bytes[index])
            index += 1
        }
        while index + 32 <= end {
            let word = { (offset: Int) in
                UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: index + offset, as: UInt64.self))
            }
            mix((word(0), word(8), word(16), word(24)))
            index += 32
        }
        while index < end {
            addPending(bytes[index])
            index += 1
        }
        count += end
    }

    /// Adds `value`'s eight bytes, little endian.
    package mutating func add(_ value: UInt64) { withUnsafeBytes(of: value.littleEndian) { add($0) } }

    private mutating func addPending(_ byte: UInt8) {
        let shifted = UInt64(byte) << UInt64(8 * (pendingCount % 8))
        switch pendingCount / 8 {
        case 0: pending.0 |= shifted
        case 1: pending.1 |= shifted
        case 2: pending.2 |= shifted
        default: pending.3 |= shifted
        }
        pendingCount += 1
        if pendingCount == 32 {
            mix(pending)
            pending = (0, 0, 0, 0)
            pendingCount = 0
        }
    }

    /// One block: a word into each lane.
    @inline(__always)
    private mutating func mix(_ words: (UInt64, UInt64, UInt64, UInt64)) {
        lanes.0 = (lanes.0 ^ words.0) &* Self.prime
        lanes.1 = (lanes.1 ^ words.1) &* Self.prime
        lanes.2 = (lanes.2 ^ words.2) &* Self.prime
        lanes.3 = (lanes.3 ^ words.3) &* Self.prime
    }

    /// The hash of the bytes added so far.
    package var value: UInt64 {
        // The pending bytes' words, each into its lane (the length, mixed in after, tells
        // their zero bytes from none).
        var lanes = self.lanes
        let words = (pendingCount + 7) / 8
        if words > 0 { lanes.0 = (lanes.0 ^ pending.0) &* Self.prime }
        if words > 1 { lanes.1 = (lanes.1 ^ pending.1) &* Self.prime }
        if words > 2 { lanes.2 = (lanes.2 ^ pending.2) &* Self.prime }
        if words > 3 { lanes.3 = (lanes.3 ^ pending.3) &* Self.prime }
        var state = Self.basis
        for lane in [lanes.0, lanes.1, lanes.2, lanes.3, UInt64(truncatingIfNeeded: count)] {
            state = (state ^ Self.avalanche(lane)) &* Self.prime
        }
        return Self.avalanche(state)
    }

    private static func avalanche(_ value: UInt64) -> UInt64 {
        var x = value
        x ^= x >> 33
        x &*= 0xff51_afd7_ed55_8ccd
        x ^= x >> 33
        x &*= 0xc4ce_b9fe_1a85_ec53
        x ^= x >> 33
        return x
    }
}
