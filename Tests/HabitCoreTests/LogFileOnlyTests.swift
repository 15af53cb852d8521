import Testing

@testable import HabitCore

/// `LogRequest.habit` reads one habit's lines: the same entries, line numbers and
/// issues as a full parse restricted to that habit, and the same torn tail.
@Suite struct LogFileOnlyTests {
    static let log = """
        # comment
        2026-11-01 meditate
        2026-11-01 meditated
        2026-11-01 water +2 # after run
        \t2026-11-02\tmeditate\tskip\t# café\r
        2026-11-0x meditate
        2026-11-03 meditate bogus
        2026-11-03 water =oops
        2026-11-04 meditate-2 done
        not-a-date water

        2026-11-05 meditate clear
        2026-11-06 meditate
        """

    static func entries(_ log: LogFile, of id: String) -> [(Entry, Int)] {
        zip(log.entries, log.lines).filter { $0.0.habit.rawValue == id }.map { ($0.0, $0.1) }
    }

    @Test(arguments: ["meditate", "water", "meditate-2", "absent"])
    func agreesWithAFullParseForOneHabit(_ id: String) throws {
        let bytes = Array(LogFileOnlyTests.log.utf8)
        let full = LogFile.parse(bytes)
        let only = LogFile.read(.habit(try #require(HabitID(id))), from: .whole(bytes)).log
        let expected = LogFileOnlyTests.entries(full, of: id)
        #expect(only.entries == expected.map { $0.0 })
        #expect(only.lines == expected.map { $0.1 })
        #expect(only.tornTailOffset == full.tornTailOffset)
        #expect(only.tornTailOffset != nil)
    }

    @Test func reportsProblemsOnItsOwnLinesAndTheTornTailOnly() throws {
        let bytes = Array(LogFileOnlyTests.log.utf8)
        let only = LogFile.read(.habit(try #require(HabitID("meditate"))), from: .whole(bytes)).log
        #expect(only.issues.map(\.line) == [6, 7, 13])
        let water = LogFile.read(.habit(try #require(HabitID("water"))), from: .whole(bytes)).log
        #expect(water.issues.map(\.line) == [8, 10, 13])
    }

    @Test(arguments: ["meditate", "water", "absent"])
    func checkingOthersReportsWhatAFullParseReports(_ id: String) throws {
        let bytes = Array(LogFileOnlyTests.log.utf8)
        let full = LogFile.parse(bytes)
        let only = LogFile.read(.habit(try #require(HabitID(id)), checkingOthers: true), from: .whole(bytes)).log
        #expect(only.issues.map(\.description) == full.issues.map(\.description))
        #expect(only.entries == LogFileOnlyTests.entries(full, of: id).map { $0.0 })
        let firstLines = try #require(only.firstLines)
        #expect(firstLines.map(\.id.rawValue) == ["meditate", "meditated", "water", "meditate-2"])
        #expect(firstLines.map(\.line) == [2, 3, 4, 9])
        let habits = HabitsFile.parse(Array("meditate every=daily since=2026-01-01\n".utf8)).file
        func warnings(_ log: LogFile) -> [String] {
            Snapshot(directory: "/x", habitsFile: habits, log: log, configFile: ConfigFile(), issues: log.issues)
                .issues.map(\.description)
        }
        #expect(warnings(only) == warnings(full))
    }

    /// Reading one habit's lines passes over the others by a byte search for the id
    /// (`LineScanner.nextLineNaming`) and counts them. In pieces down to 16 bytes, with the
    /// id inside other ids, notes and comments, as a first field, after tabs and before
    /// `\r\n`, a byte-order mark and a torn tail, it finds what a full parse finds, on the
    /// same lines.
    @Test(arguments: ["meditate", "water", "meditate-2", "ate", "absent"])
    func passingOverOtherLinesInPiecesAgreesWithAFullParse(_ id: String) throws {
        let text = """
            \u{FEFF}# meditate in a comment
            2026-11-01 meditate
            2026-11-01 premeditate # meditate in a note
            2026-11-01 water +2 # after meditate, water
            2026-11-02\tmeditate\tskip\r
            2026-11-02 meditate-2 done
            meditate 2026-11-03
            2026-11-03  meditate  =x
            2026-11-03 ate
            2026-11-04 meditate # the last meditate
            2026-11-05 meditate
            """
        let habit = try #require(HabitID(id))
        for tail in ["\n", "\n2026-11-06 meditate", "\n2026-11-06 wat"] {
            let bytes = Array((text + tail).utf8)
            let full = LogFile.parse(bytes)
            let expected = LogFileOnlyTests.entries(full, of: id)
            let whole = LogFile.read(.habit(habit), from: .whole(bytes)).log
            #expect(whole.entries == expected.map { $0.0 }, "\(tail)")
            #expect(whole.lines == expected.map { $0.1 }, "\(tail)")
            #expect(whole.tornTailOffset == full.tornTailOffset)
            for (pieceSize, read) in [(16, 1), (16, 5), (32, 13), (64, 7), (4096, 4096)] {
                let source = LogSource.pieces(LogPiecesTests.reader(bytes, sizes: [read]), pieceSize: pieceSize)
                let pieces = LogFile.read(.habit(habit), from: source).log
                #expect(pieces.entries == whole.entries, "\(pieceSize) \(read) \(tail)")
                #expect(pieces.lines == whole.lines, "\(pieceSize) \(read) \(tail)")
                #expect(pieces.issues == whole.issues, "\(pieceSize) \(read) \(tail)")
                #expect(pieces.tornTailOffset == whole.tornTailOffset)
            }
        }
        let meditate = LogFile.read(.habit(try #require(HabitID("meditate"))), from: .whole(Array((text + "\n").utf8)))
        #expect(meditate.log.lines == [2, 5, 10, 11])
        #expect(meditate.log.issues.map(\.line) == [8])
    }
}
