import HabitTestSupport
import Testing

@testable import HabitCore

/// The hash of a fold checkpoint (docs/performance.md, "The fold checkpoint"): the same
/// whatever pieces the bytes come in, and apart for bytes that differ.
@Suite struct ContentHashTests {
    @Test(arguments: [0, 1, 7, 8, 31, 32, 33, 100, 1_000])
    func piecesHashAsTheWhole(length: Int) {
        var rng = SeededRandom(seed: UInt64(length) &+ 11)
        let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &rng) }
        let whole = ContentHash.of(bytes)
        for _ in 0..<20 {
            var hash = ContentHash()
            var start = 0
            while start < length {
                let end = min(length, start + Int.random(in: 0...40, using: &rng))
                bytes[start..<end].withUnsafeBytes { hash.add($0) }
                start = end
            }
            #expect(hash.value == whole && hash.count == length)
        }
    }

    /// The hash as its definition states it, block by block: the bytes padded with zeros
    /// to whole blocks of four little-endian words; each block's words 0 and 1 into the
    /// first lane (xored with it) and 2 and 3 into the second (added to it), the second
    /// word of each pair xored with its constant, multiplied in 128 bits and the halves
    /// xored; then the second lane, avalanched, and the length folded into the first, and
    /// a final avalanche.
    static func definition(_ bytes: [UInt8]) -> UInt64 {
        let keys: [UInt64] = [
            0xF9FB_FDFA_FCF8_FEF9, 0xFAFC_F9FE_FBFD_F8FA, 0xFBF8_FAFD_FEF9_FCFB, 0xFCFE_FBF9_F8FA_FDFC,
        ]
        func multiply(_ a: UInt64, _ b: UInt64) -> UInt64 {
            let product = a.multipliedFullWidth(by: b)
            return product.high ^ product.low
        }
        func avalanche(_ value: UInt64) -> UInt64 {
            var x = value
            x ^= x >> 33
            x &*= 0xff51_afd7_ed55_8ccd
            x ^= x >> 33
            x &*= 0xc4ce_b9fe_1a85_ec53
            return x ^ (x >> 33)
        }
        let padded = bytes + [UInt8](repeating: 0, count: (32 - bytes.count % 32) % 32)
        let words = stride(from: 0, to: padded.count, by: 8).map { start in
            padded[start..<start + 8].enumerated().reduce(UInt64(0)) { word, byte in
                word | UInt64(byte.element) << UInt64(8 * byte.offset)
            }
        }
        var first = keys[0]
        var second = keys[2]
        for block in stride(from: 0, to: words.count, by: 4) {
            first = multiply(first ^ words[block], words[block + 1] ^ keys[1])
            second = multiply(second &+ words[block + 2], words[block + 3] ^ keys[3])
        }
        let state = multiply(first ^ avalanche(second), keys[1])
        return avalanche(multiply(state ^ UInt64(bytes.count), keys[3]))
    }

    /// Pieces of every size, whole words (`add(_: UInt64)`) among them, at every offset
    /// into the block of four words, hash as the definition says of their concatenation.
    @Test(arguments: [1, 2, 3, 4])
    func piecesHashAsDefined(seed: UInt64) {
        var rng = SeededRandom(seed: seed)
        for _ in 0..<200 {
            var hash = ContentHash()
            var all: [UInt8] = []
            for _ in 0..<Int.random(in: 0...12, using: &rng) {
                if Bool.random(using: &rng) {
                    let value = UInt64.random(in: 0...UInt64.max, using: &rng)
                    hash.add(value)
                    all += (0..<8).map { UInt8(truncatingIfNeeded: value >> UInt64(8 * $0)) }
                } else {
                    let sizes = [0, 1, 5, 7, 8, 9, 16, 24, 31, 32, 33, 40, 64, 70]
                    let piece = (0..<sizes.randomElement(using: &rng)!).map { _ in
                        UInt8.random(in: 0...255, using: &rng)
                    }
                    piece.withUnsafeBytes { hash.add($0) }
                    all += piece
                }
            }
            #expect(hash.value == Self.definition(all) && hash.count == all.count)
        }
    }

    @Test func differentBytesHashApart() {
        var seen = Set<UInt64>()
        let base = [UInt8](repeating: 0, count: 64)
        seen.insert(ContentHash.of([]))
        for length in 1...64 { seen.insert(ContentHash.of(Array(base.prefix(length)))) }
        for index in 0..<64 {
            var changed = base
            changed[index] = 1
            seen.insert(ContentHash.of(changed))
        }
        // Words swapped between lanes.
        var swapped = base
        swapped[0] = 1
        var other = base
        other[8] = 1
        #expect(ContentHash.of(swapped) != ContentHash.of(other))
        #expect(seen.count == 1 + 64 + 64)
    }
}
