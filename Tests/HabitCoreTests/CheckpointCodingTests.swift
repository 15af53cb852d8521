import Foundation
import HabitTestSupport
import Testing

@testable import HabitCore

/// A checkpoint's history is taken only when it is one a fold could have made: days
/// strictly ascending, every word of a large amount pointing into the table of large
/// amounts (docs/performance.md, "The fold checkpoint"), whether it is copied or read in
/// place from a mapped file ("Histories read in place").
struct CheckpointCodingTests {
    /// The fields of one history as `CheckpointWriter.history` lays them out, read from
    /// memory (copied), and read in place from the same bytes in a mapped file; `nil` when
    /// either refuses them, and a failed expectation when the two disagree.
    private func read(days: [Int], words: [Int32], large: [Int64]) -> History? {
        var writer = CheckpointWriter()
        writer.day(days.first.map { Day(number: $0) })
        writer.days(days.map { Day(number: $0) })
        writer.array(words)
        writer.array(large)
        writer.days([])
        let copied = writer.bytes.withUnsafeBytes { raw in
            var reader = CheckpointReader(raw)
            return reader.history()
        }
        let viewed = readMapped(writer.bytes)
        #expect(viewed == copied)
        #expect(viewed.map { $0.dayColumn.isMapped && $0.dayStates.storage.words.isMapped } ?? true)
        #expect(copied.map { !$0.dayColumn.isMapped } ?? true)
        return copied
    }

    /// The history in `bytes`, written to a file, mapped and read in place.
    private func readMapped(_ bytes: [UInt8]) -> History? {
        guard let tmp = try? TemporaryDirectory() else {
            Issue.record("no temporary directory")
            return nil
        }
        let path = tmp.root + "/history"
        guard (try? Data(bytes).write(to: URL(fileURLWithPath: path))) != nil else {
            Issue.record("not written")
            return nil
        }
        let fileSystem = SystemFileSystem()
        guard let fd = try? fileSystem.open(path, [.read], mode: 0),
            let region = fileSystem.map(fd, size: bytes.count)
        else {
            Issue.record("not mapped")
            return nil
        }
        try? fileSystem.close(fd)
        let mapping = CacheMapping(region, of: fileSystem)
        var reader = CheckpointReader(mapping.bytes, mapping: mapping)
        return reader.history()
    }

    @Test func aHistoryComesBackAsWritten() throws {
        let history = try #require(
            read(days: [-3, 0, 7, 20_000], words: [1_000, DayStates.skippedWord, -2, 0], large: [1 << 40, 5 << 33]))
        #expect(history.days.map(\.number) == [-3, 0, 7, 20_000])
        #expect(
            history.states == [
                .amount(Amount(thousandths: 1_000)), .skipped, .amount(Amount(thousandths: 5 << 33)), .amount(.zero),
            ])
    }

    @Test(arguments: [[1, 1], [5, 4], [0, 2, 2], [Int(Int32.min), Int(Int32.min)], [3, 9, 8, 10]])
    func daysOutOfOrderAreRefused(days: [Int]) {
        #expect(read(days: days, words: days.map { _ in 1 }, large: []) == nil)
    }

    @Test func aWordPastTheLargeAmountsIsRefused() {
        #expect(read(days: [1], words: [-1], large: []) == nil)
        #expect(read(days: [1, 2], words: [-1, -3], large: [1 << 40, 1 << 41]) == nil)
        #expect(read(days: [1, 2], words: [-2, DayStates.skippedWord], large: [1 << 40]) == nil)
        #expect(read(days: [1, 2], words: [-2, -1], large: [1 << 40, 1 << 41]) != nil)
        #expect(read(days: [1, 2], words: [DayStates.skippedWord, DayStates.skippedWord], large: []) != nil)
    }

    /// A string (an id, the data directory's path) comes back as written, ASCII or not;
    /// bytes that are not UTF-8 are refused, never repaired into another name.
    @Test(arguments: ["", "meditate-1", "/home/zoë/.local/share/habit", "日記 📓", "a\u{0}b"])
    func aStringComesBackAsWritten(_ text: String) {
        var writer = CheckpointWriter()
        writer.string(text)
        writer.string("after")
        let read = writer.bytes.withUnsafeBytes { raw in
            var reader = CheckpointReader(raw)
            return [reader.string(), reader.string()]
        }
        #expect(read == [text, "after"])
    }

    @Test(arguments: [[0xFF], [0x61, 0xC3], [0xE2, 0x82], [0xED, 0xA0, 0x80], [0x61, 0x80, 0x62]])
    func bytesThatAreNotUTF8AreRefused(_ bytes: [UInt8]) {
        var writer = CheckpointWriter()
        writer.int(bytes.count)
        writer.bytes += bytes
        let read = writer.bytes.withUnsafeBytes { raw in
            var reader = CheckpointReader(raw)
            return reader.string()
        }
        #expect(read == nil)
    }

    /// `DayStates.pointInside` against the rule read plainly: a word is out of range when
    /// it is negative, not a skip, and `-(word + 1)` is no index of the large amounts; on
    /// random words and the edges (a skip, `Int32.max`, the words at each bound) for
    /// tables of 0, 1, 2, 1,000 and more large amounts than a word can point to.
    @Test(arguments: [0, 1, 2, 1_000, Int(Int32.max), Int.max])
    func pointInsideHoldsTheRule(largeCount: Int) {
        func inside(_ word: Int32) -> Bool {
            word >= 0 || word == DayStates.skippedWord || Int(-(Int64(word) + 1)) < largeCount
        }
        var rng = SeededRandom(seed: UInt64(truncatingIfNeeded: largeCount) &+ 5)
        let bound = -Int64(min(largeCount, Int(Int32.max))) - 1
        let edges: [Int32] = [.min, .max, 0, -1, -2, Int32(clamping: bound), Int32(clamping: bound + 1)]
        for round in 0..<300 {
            let count = Int.random(in: 0...40, using: &rng)
            var words = (0..<count).map { _ in
                Bool.random(using: &rng)
                    ? edges.randomElement(using: &rng)! : Int32.random(in: .min ... .max, using: &rng)
            }
            if round % 3 == 0 { words = words.filter(inside) }
            let expected = words.allSatisfy(inside)
            #expect(words.withUnsafeBufferPointer { DayStates.pointInside($0, largeCount: largeCount) } == expected)
        }
    }
}
