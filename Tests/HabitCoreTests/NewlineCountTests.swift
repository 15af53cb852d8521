import Testing

@testable import HabitCore

/// `LogBytes.newlineCount` counts eight bytes at a time; it must agree with a plain count
/// for every byte value next to a newline and for every tail length.
@Suite struct NewlineCountTests {
    static func plainCount(_ bytes: [UInt8]) -> Int { bytes.filter { $0 == 10 }.count }

    @Test func agreesWithAPlainCountOnEveryByteValue() {
        var bytes: [UInt8] = []
        for value in 0...255 {
            bytes.append(UInt8(value))
            bytes.append(10)
            bytes.append(UInt8(255 - value))
        }
        for length in [0, 1, 7, 8, 9, 15, 16, 17, bytes.count] {
            let prefix = Array(bytes.prefix(length))
            let counted = prefix.withUnsafeBufferPointer { LogBytes.newlineCount($0) }
            #expect(counted == NewlineCountTests.plainCount(prefix), "length \(length)")
        }
    }

    @Test func countsRunsOfNewlinesAndNeighbours() {
        let patterns: [[UInt8]] = [
            Array(repeating: 10, count: 64), Array(repeating: 10, count: 1000), Array(repeating: 10, count: 10_001),
            Array(repeating: 0x8A, count: 777), [0x8A, 0x0A, 0x0B, 0x09, 0x0A, 0x00, 0xFF, 0x0A, 0x0A],
            Array("2026-11-21 meditate\n2026-11-21 water +2 # café\n\n".utf8),
        ]
        for pattern in patterns {
            let counted = pattern.withUnsafeBufferPointer { LogBytes.newlineCount($0) }
            #expect(counted == NewlineCountTests.plainCount(pattern))
        }
    }
}
