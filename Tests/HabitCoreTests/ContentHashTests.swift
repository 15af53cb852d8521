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

    /// The hash as its definition states it, word by word: word `i` (little endian, the
    /// last one padded with zeros) into lane `i % 4` by FNV-1a, then the lanes and the
    /// length mixed in order, and an avalanche after each and at the end.
    static func definition(_ bytes: [UInt8]) -> UInt64 {
        let basis: UInt64 = 0xcbf2_9ce4_8422_2325
        let prime: UInt64 = 0x100_0000_01b3
        func avalanche(_ value: UInt64) -> UInt64 {
            var x = value
            x ^= x >> 33
            x &*= 0xff51_afd7_ed55_8ccd
            x ^= x >> 33
            x &*= 0xc4ce_b9fe_1a85_ec53
            return x ^ (x >> 33)
        }
        var lanes = [basis, basis ^ 1, basis ^ 2, basis ^ 3]
        for (index, start) in stride(from: 0, to: bytes.count, by: 8).enumerated() {
            var word: UInt64 = 0
            for (offset, byte) in bytes[start..<min(start + 8, bytes.count)].enumerated() {
                word |= UInt64(byte) << UInt64(8 * offset)
            }
            lanes[index % 4] = (lanes[index % 4] ^ word) &* prime
        }
        var state = basis
        for lane in lanes + [UInt64(bytes.count)] { state = (state ^ avalanche(lane)) &* prime }
        return avalanche(state)
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
