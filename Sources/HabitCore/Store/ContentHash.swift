/// A 64-bit hash of a run of bytes, the same in every process and on every run (Swift's
/// `Hasher` is seeded per process): FNV-1a over little-endian 64-bit words, the length
/// mixed in last, then a final avalanche. It tells the bytes a fold checkpoint covered
/// from any others an edit left (docs/performance.md, "The fold checkpoint"); it is no
/// defence against someone who writes bytes to collide, which the checkpoint, the user's
/// own file, does not need. The bytes may come in pieces of any sizes: the hash is that
/// of their concatenation. `package`: the command line keys its kept engine tallies with
/// it (docs/performance.md, "Kept engine tallies").
package struct ContentHash {
    private var state: UInt64 = 0xcbf2_9ce4_8422_2325
    /// Bytes of a word not yet complete, in its low bytes.
    private var pending: UInt64 = 0
    private var pendingCount = 0
    /// How many bytes were added.
    package private(set) var count = 0

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
        while index + 8 <= end {
            mix(UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self)))
            index += 8
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
        pending |= UInt64(byte) << UInt64(8 * pendingCount)
        pendingCount += 1
        if pendingCount == 8 {
            mix(pending)
            pending = 0
            pendingCount = 0
        }
    }

    @inline(__always)
    private mutating func mix(_ word: UInt64) { state = (state ^ word) &* Self.prime }

    /// The hash of the bytes added so far.
    package var value: UInt64 {
        var copy = self
        if copy.pendingCount > 0 { copy.mix(copy.pending | UInt64(copy.pendingCount) << 60) }
        copy.mix(UInt64(truncatingIfNeeded: count))
        var x = copy.state
        x ^= x >> 33
        x &*= 0xff51_afd7_ed55_8ccd
        x ^= x >> 33
        x &*= 0xc4ce_b9fe_1a85_ec53
        x ^= x >> 33
        return x
    }
}
