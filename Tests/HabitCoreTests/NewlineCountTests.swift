import HabitTestSupport
import Testing

@testable import HabitCore

/// `LogBytes.newlineCount` counts sixteen bytes at a time, 255 vectors to a run; it must
/// agree with a plain count for every byte value next to a newline, for every tail length,
/// from any start, and across the end of a run.
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

    @Test func agreesFromEveryStartAndAcrossRuns() {
        // 255 vectors of 16 bytes make a run: lengths around one and two runs, with a
        // newline in every lane, from starts that are not 16-byte aligned.
        var generator = SeededRandom(seed: 0x0A0A)
        let bytes: [UInt8] = (0..<(2 * 255 * 16 + 97)).map { _ in
            UInt8.random(in: 0...3, using: &generator) == 0 ? 10 : 0x61
        }
        let lengths = [0, 15, 16, 17, 255 * 16 - 1, 255 * 16, 255 * 16 + 1, 2 * 255 * 16 + 33]
        for start in 0..<17 {
            for length in lengths where start + length <= bytes.count {
                let slice = Array(bytes[start..<(start + length)])
                let counted = bytes.withUnsafeBufferPointer {
                    LogBytes.newlineCount(UnsafeBufferPointer(rebasing: $0[start..<(start + length)]))
                }
                #expect(counted == NewlineCountTests.plainCount(slice), "start \(start), length \(length)")
            }
        }
        let allNewlines = [UInt8](repeating: 10, count: 255 * 16 * 3)
        #expect(allNewlines.withUnsafeBufferPointer { LogBytes.newlineCount($0) } == allNewlines.count)
    }
}
