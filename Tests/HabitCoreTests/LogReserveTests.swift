import Testing

@testable import HabitCore

/// A read of every entry reserves its lists once (docs/performance.md, "The budgets
/// before and after issue 44"): read in pieces, for as many entries as the file's size
/// can hold at most (`LogGrammar.mostEntries(in:)`), so that the lists never grow.
@Suite struct LogReserveTests {
    /// The shortest line that holds an entry, and lines one byte shorter that do not.
    @Test func theShortestEntryLineIsThirteenBytes() {
        let shortest = "2026-01-01 a\n"
        #expect(shortest.utf8.count == 13)
        #expect(LogGrammar.shortestEntryLine == 13)
        #expect(LogFile.parse(Array(shortest.utf8)).entries.count == 1)
        for shorter in ["2026-01-01a\n", "2026-01-01 \n", "026-01-01 a\n", "2026-01-1 a\n", "2026-01-01 a"] {
            #expect(LogFile.parse(Array(shorter.utf8)).entries.isEmpty, "\(shorter)")
        }
    }

    /// A log of only the shortest lines: the bound is never short of its entries, and a
    /// read in pieces with its size known gives every entry, with its line, as the whole
    /// read does.
    @Test(arguments: [1, 2, 3, 12, 13, 1000])
    func aLogOfOnlyTheShortestLinesIsWithinTheBound(lines: Int) {
        let ids = ["a", "b", "c", "d", "e"]
        let text = (0..<lines).map { "2026-01-0\(1 + $0 % 9) \(ids[$0 % ids.count])\n" }.joined()
        let bytes = Array(text.utf8)
        #expect(LogGrammar.mostEntries(in: bytes.count) >= lines)
        let pieces = LogFile.read(
            .entries,
            from: .pieces(LogPiecesTests.reader(bytes, sizes: [7, 64]), expectedSize: bytes.count, pieceSize: 16)
        ).log
        #expect(pieces.entries.count == lines)
        #expect(pieces.lines == Array(1...lines))
        #expect(pieces.entries.map(\.habit.rawValue) == (0..<lines).map { ids[$0 % ids.count] })
        #expect(pieces.entries == LogFile.parse(bytes).entries)
        #expect(pieces.issues.isEmpty)
    }

    /// The room is reserved from the size before any line is read: a long log of
    /// comments with one entry has room for every entry its size could hold.
    @Test func theRoomComesFromTheSize() {
        let text = String(repeating: "# a comment line of the log\n", count: 100) + "2026-01-01 a\n"
        let bytes = Array(text.utf8)
        let log = LogFile.read(
            .entries, from: .pieces(LogPiecesTests.reader(bytes, sizes: [50]), expectedSize: bytes.count)
        ).log
        #expect(log.entries.count == 1)
        #expect(log.entries.capacity >= bytes.count / 13)
    }

    /// A size known short of the file (it grew since it was looked at), or not at all,
    /// only sizes the first room: every entry is still read.
    @Test(arguments: [0, 13, 1300])
    func aSizeShortOfTheFileStillReadsEveryEntry(expectedSize: Int) {
        let text = (0..<500).map { "2026-02-\(10 + $0 % 19) habit-\($0 % 7) +\($0) # note \($0)\n" }.joined()
        let bytes = Array(text.utf8)
        let pieces = LogFile.read(
            .entries, from: .pieces(LogPiecesTests.reader(bytes, sizes: [100]), expectedSize: expectedSize)
        ).log
        let whole = LogFile.parse(bytes)
        #expect(pieces.entries.count == 500)
        #expect(pieces.entries == whole.entries)
        #expect(pieces.lines == whole.lines)
    }
}
