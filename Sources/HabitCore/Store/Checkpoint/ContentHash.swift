/// A 64-bit hash of a run of bytes, the same in every process and on every run (Swift's
/// `Hasher` is seeded per process). The bytes go in blocks of four little-endian 64-bit
/// words into two lanes: the first lane takes words 0 and 1 of each block, the second
/// words 2 and 3, each as `mix`: the lane combined with the first word, multiplied into
/// 128 bits by the second xor a constant, the two halves xored. A full-width
/// multiplication is one scalar instruction and takes in sixteen bytes; the lanes differ
/// in how they combine (xor, add), so that the compiler keeps them in scalar registers
/// rather than shuffle them through vector ones. A last block is padded with zero bytes;
/// the lanes and the length are then folded together, and a final avalanche. It tells
/// the bytes a fold checkpoint covered from any others an edit left (docs/performance.md,
/// "The fold checkpoint"); it is no defence against someone who writes bytes to collide,
/// which the checkpoint, the user's own file, does not need. The bytes may come in pieces
/// of any sizes: the hash is that of their concatenation. `package`: the command line
/// keys its kept engine tallies with it (docs/performance.md, "Kept engine tallies").
package struct ContentHash {
    /// The constants: no byte below 0xF8, so that no word of UTF-8 text equals one (a
    /// lane's start equal to the first word, or a second word equal to its constant,
    /// would make a product zero).
    private static let keys: (UInt64, UInt64, UInt64, UInt64) = (
        0xF9FB_FDFA_FCF8_FEF9, 0xFAFC_F9FE_FBFD_F8FA, 0xFBF8_FAFD_FEF9_FCFB, 0xFCFE_FBF9_F8FA_FDFC
    )
    private var lanes: (UInt64, UInt64) = (keys.0, keys.2)
    /// Bytes of a block of four words not yet complete: byte `k` in word `k / 8`.
    private var pending: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
    private var pendingCount = 0
    /// How many bytes were added.
    package private(set) var count = 0

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
        guard let base = bytes.baseAddress else { return }
        func word(_ offset: Int) -> UInt64 {
            UInt64(littleEndian: base.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        }
        // Into the block begun before: a whole word at a time where one starts, else byte
        // by byte (small pieces — a count, a history's hash — come this way).
        while pendingCount != 0, index < end {
            if pendingCount & 7 == 0, end &- index >= 8 {
                addPending(word: word(index))
                index &+= 8
            } else {
                addPending(bytes[index])
                index += 1
            }
        }
        var lanes = self.lanes
        while index &+ 32 <= end {
            Self.mix(&lanes, (word(index), word(index &+ 8), word(index &+ 16), word(index &+ 24)))
            index &+= 32
        }
        self.lanes = lanes
        while index &+ 8 <= end {
            addPending(word: word(index))
            index &+= 8
        }
        while index < end {
            addPending(bytes[index])
            index += 1
        }
        count += end
    }

    /// Adds `value`'s eight bytes, little endian.
    package mutating func add(_ value: UInt64) { withUnsafeBytes(of: value.littleEndian) { add($0) } }

    /// Adds eight bytes as one word, where a word of the block starts (`pendingCount` a
    /// multiple of 8).
    private mutating func addPending(word: UInt64) {
        switch pendingCount / 8 {
        case 0: pending.0 = word
        case 1: pending.1 = word
        case 2: pending.2 = word
        default: pending.3 = word
        }
        pendingCount += 8
        if pendingCount == 32 {
            Self.mix(&lanes, pending)
            pending = (0, 0, 0, 0)
            pendingCount = 0
        }
    }

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
            Self.mix(&lanes, pending)
            pending = (0, 0, 0, 0)
            pendingCount = 0
        }
    }

    /// One block into the lanes.
    @inline(__always)
    private static func mix(_ lanes: inout (UInt64, UInt64), _ words: (UInt64, UInt64, UInt64, UInt64)) {
        lanes = (
            multiply(lanes.0 ^ words.0, words.1 ^ keys.1),
            multiply(lanes.1 &+ words.2, words.3 ^ keys.3)
        )
    }

    /// `a` times `b` in 128 bits, the halves xored.
    @inline(__always)
    private static func multiply(_ a: UInt64, _ b: UInt64) -> UInt64 {
        let product = a.multipliedFullWidth(by: b)
        return product.high ^ product.low
    }

    /// The hash of the bytes added so far.
    package var value: UInt64 {
        // The pending bytes as one block padded with zeros (the length, folded in after,
        // tells their zero bytes from none).
        var lanes = self.lanes
        if pendingCount > 0 { Self.mix(&lanes, pending) }
        let state = Self.multiply(lanes.0 ^ Self.avalanche(lanes.1), Self.keys.1)
        return Self.avalanche(Self.multiply(state ^ UInt64(truncatingIfNeeded: count), Self.keys.3))
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
