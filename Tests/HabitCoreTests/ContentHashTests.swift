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
