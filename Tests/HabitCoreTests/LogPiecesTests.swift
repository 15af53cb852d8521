import HabitTestSupport
import Testing

@testable import HabitCore

/// The reading commands parse the log as it is read, a piece at a time
/// (`LogSource.pieces`), with the result of parsing the whole file: lines split
/// between pieces, a byte-order mark or `\r\n` split between reads, a line longer than the
/// buffer and a torn last line must all come out the same.
@Suite struct LogPiecesTests {
    /// A reader that gives `bytes` in reads of exactly `sizes` (cycled).
    static func reader(_ bytes: [UInt8], sizes: [Int]) -> (UnsafeMutableRawBufferPointer) -> Int {
        var position = 0
        var call = 0
        return { buffer in
            let amount = min(buffer.count, bytes.count - position, sizes[call % sizes.count])
            call += 1
            guard amount > 0 else { return 0 }
            bytes.withUnsafeBytes { source in
                buffer.copyMemory(from: UnsafeRawBufferPointer(rebasing: source[position..<(position + amount)]))
            }
            position += amount
            return amount
        }
    }

    static func expectSame(
        _ text: String, sizes: [Int], pieceSize: Int, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let bytes = Array(text.utf8)
        let whole = LogFile.read(.histories(ParserInvariants.goal(for:)), from: .whole(bytes))
        let pieces = LogFile.read(
            .histories(ParserInvariants.goal(for:)), from: .pieces(reader(bytes, sizes: sizes), pieceSize: pieceSize))
        #expect(pieces.log.issues == whole.log.issues, "\(text)", sourceLocation: sourceLocation)
        #expect(pieces.log.tornTailOffset == whole.log.tornTailOffset, "\(text)", sourceLocation: sourceLocation)
        #expect(
            (pieces.log.firstLines ?? []).map(\.line) == (whole.log.firstLines ?? []).map(\.line), "\(text)",
            sourceLocation: sourceLocation)
        #expect(pieces.histories == whole.histories, "\(text)", sourceLocation: sourceLocation)
    }

    static let sample = """
        2026-01-01 water +2
        2026-01-01 read
        # a comment
        2026-01-02 water =3 # a note
        2026-01-02 bad-date-line
        2026-01-03 read skip\r
        2026-01-01 read clear
        2026-01-04 a-very-long-habit-id-that-is-longer-than-a-piece +1 # and a long note, too long for a piece

        """

    /// Every split of every read size from one byte up, with pieces as small as 16 bytes.
    @Test(arguments: [1, 2, 3, 5, 8, 13, 64, 1000])
    func anyReadSizeGivesTheWholeResult(size: Int) {
        Self.expectSame(Self.sample, sizes: [size], pieceSize: 16)
        Self.expectSame(Self.sample, sizes: [size, 1, 7], pieceSize: 32)
        Self.expectSame(Self.sample + "2026-01-05 water +", sizes: [size], pieceSize: 16)
    }

    /// Line numbers and columns count across pieces; a torn tail's offset is in the file.
    @Test func issuesAndTornTailArePlacedInTheFile() {
        let text = "2026-01-01 water\n2026-01-01 water +x\n2026-01-02 read\n2026-01-03 re"
        let bytes = Array(text.utf8)
        let log = LogFile.read(
            .histories(ParserInvariants.goal(for:)),
            from: .pieces(Self.reader(bytes, sizes: [3]), expectedSize: bytes.count, pieceSize: 16)
        ).log
        #expect(log.issues.map(\.line) == [2, 4])
        #expect(log.issues.first?.column == 18)
        #expect(log.tornTailOffset == text.utf8.count - "2026-01-03 re".utf8.count)
    }

    /// A byte-order mark is skipped even when the first read returns part of it, and only
    /// at the start of the file.
    @Test func byteOrderMarkSplitBetweenReads() {
        let bom = "\u{FEFF}"
        Self.expectSame(bom + "2026-01-01 water\n2026-01-02 water\n", sizes: [1], pieceSize: 16)
        Self.expectSame(bom + "2026-01-01 water\n2026-01-02 water\n", sizes: [2, 5], pieceSize: 16)
        let bytes = Array((bom + "2026-01-01 water\n").utf8)
        let pieces = LogFile.read(
            .histories({ _ in .check }), from: .pieces(Self.reader(bytes, sizes: [1]), pieceSize: 16))
        #expect(pieces.log.issues.isEmpty)
        #expect(pieces.histories[HabitID("water")!]?.days.count == 1)
    }

    @Test func emptyAndBlankLogs() {
        for text in ["", "\n", "\n\n\n", "# only a comment\n", "x"] {
            Self.expectSame(text, sizes: [1], pieceSize: 16)
            Self.expectSame(text, sizes: [4096], pieceSize: 4096)
        }
    }

    /// Parsing one habit's lines while reading gives what it gives on the whole file.
    @Test func oneHabitReadInPieces() {
        let bytes = Array((Self.sample + "2026-01-05 water +").utf8)
        for size in [1, 4, 9, 100] {
            let request = LogRequest.habit(HabitID("water")!, checkingOthers: true)
            let pieces = LogFile.read(request, from: .pieces(Self.reader(bytes, sizes: [size]), pieceSize: 16)).log
            let whole = LogFile.read(request, from: .whole(bytes)).log
            #expect(pieces.entries == whole.entries)
            #expect(pieces.lines == whole.lines)
            #expect(pieces.issues == whole.issues)
            #expect(pieces.tornTailOffset == whole.tornTailOffset)
            #expect(pieces.entries.count == 2)
        }
    }

    /// A read error stops the parse and reaches the caller.
    @Test func readErrorsAreThrown() {
        struct Broken: Error {}
        var calls = 0
        #expect(throws: Broken.self) {
            let read = { (buffer: UnsafeMutableRawBufferPointer) throws(Broken) -> Int in
                calls += 1
                if calls > 2 { throw Broken() }
                buffer[0] = 10
                return 1
            }
            _ = try LogFile.read(.histories({ _ in .check }), from: .pieces(read))
        }
        #expect(calls == 3)
    }

    /// The expected days only size the first allocations: a hint far too small (histories
    /// then grow) or far too large gives the same histories.
    @Test func expectedDaysNeverChangeTheHistories() {
        var text = ""
        for n in 0..<3_000 { text += "\(Day(number: 20_000 + n / 3)) h\(n % 3)\(n % 7 == 0 ? " +2" : "")\n" }
        let bytes = Array(text.utf8)
        let whole = LogFile.read(.histories(ParserInvariants.goal(for:)), from: .whole(bytes)).histories
        for hint in [0, 1, 50, 1_000_000] {
            let pieces = LogFile.read(
                .histories(ParserInvariants.goal(for:), expectedDays: { _ in hint }),
                from: .pieces(Self.reader(bytes, sizes: [4096]), expectedSize: bytes.count))
            #expect(pieces.histories == whole, "hint \(hint)")
        }
        #expect(whole.values.map(\.days.count).sorted() == [1_000, 1_000, 1_000])
    }

    /// The schedule's estimate of a history's days: a day for each due day, some room.
    @Test func schedulesEstimateTheirDays() {
        let since = Day(number: 20_000)
        let end = since.adding(699)
        #expect(Schedule.daily.expectedDays(from: since, through: end) == 716)
        #expect(Schedule.weekdays(Schedule.workWeek).expectedDays(from: since, through: end) == 516)
        #expect(Schedule.perWeek(3).expectedDays(from: since, through: end) == 416)
        #expect(Schedule.everyNDays(2).expectedDays(from: since, through: end) == 316)
        #expect(Schedule.daily.expectedDays(from: end, through: since) == 16)
    }
}
