import Testing

@testable import HabitCore

/// `LogBytes.same` compares two reads of a file with `memcmp`; it must agree with `==`,
/// including a missing file against an empty one.
@Suite struct SameBytesTests {
    @Test func agreesWithEquality() {
        let samples: [[UInt8]?] = [nil, [], [0], [1], [0, 1], [1, 0], Array("2026-01-02 read\n".utf8)]
        for a in samples {
            for b in samples {
                #expect(LogBytes.same(a, b) == (a == b), "\(String(describing: a)) \(String(describing: b))")
            }
        }
    }

    @Test func findsADifferenceAnywhere() {
        let base = [UInt8](repeating: 65, count: 4097)
        for position in [0, 1, 7, 8, 4095, 4096] {
            var other = base
            other[position] = 66
            #expect(!LogBytes.same(base, other), "byte \(position)")
        }
        #expect(LogBytes.same(base, Array(base)))
    }
}
