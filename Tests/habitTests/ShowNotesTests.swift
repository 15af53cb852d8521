import HabitTestSupport
import Testing

@testable import habit

/// `show` lists the notes recorded in its chart's span, under the chart (docs/cli.md, "show").
@Suite struct ShowNotesTests {
    static func prepared(_ log: String) -> Harness {
        let harness = Harness()
        harness.write("habits", "meditate since=2026-10-01\n")
        harness.write("log", log)
        return harness
    }

    /// The lines after `  Notes`, or `nil` without a notes section.
    static func notes(_ output: String) -> [String]? {
        guard let range = output.range(of: "\n  Notes\n") else { return nil }
        return output[range.upperBound...].split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(
            String.init)
    }

    @Test func theWeeksNotesFollowTheChartOldestFirst() {
        let harness = Self.prepared(
            """
            2026-11-14 meditate # before the week
            2026-11-20 meditate # calm
            2026-11-16 meditate skip # travel
            2026-11-18 meditate
            2026-11-21 meditate +1 # short one
            2026-11-22 meditate skip # planned

            """)
        defer { harness.cleanUp() }
        let output = harness.ok(["show", "meditate"])
        #expect(Self.notes(output) == ["  Mon, Nov 16  travel", "  Fri, Nov 20  calm", "  Sat, Nov 21  short one"])
        #expect(output.hasSuffix("\n\n  Notes\n  Mon, Nov 16  travel\n  Fri, Nov 20  calm\n  Sat, Nov 21  short one\n"))
        let month = Self.notes(harness.ok(["show", "meditate", "--month"]))
        #expect(month?.first == "  Sat, Nov 14  before the week")
    }

    @Test func aRunOfDaysWithOneNoteIsOneLine() {
        let harness = Harness(today: "2026-11-22")
        defer { harness.cleanUp() }
        harness.write("habits", "meditate since=2026-10-01\n")
        harness.write(
            "log",
            ["2026-11-17 meditate # calm", "2026-11-18 meditate # calm"].joined(separator: "\n") + "\n"
                + (19...22).map { "2026-11-\($0) meditate skip # vacation\n" }.joined())
        let range = "Thu, Nov 19 – Sun, Nov 22"
        #expect(
            Self.notes(harness.ok(["show", "meditate"])) == [
                "  Tue, Nov 17 – Wed, Nov 18  calm", "  \(range)  vacation",
            ])
        // A day between breaks the run; ASCII draws the dash as `-`.
        harness.write("log", "2026-11-17 meditate # calm\n2026-11-19 meditate # calm\n")
        #expect(Self.notes(harness.ok(["show", "meditate"])) == ["  Tue, Nov 17  calm", "  Thu, Nov 19  calm"])
        harness.write("log", "2026-11-17 meditate # calm\n2026-11-18 meditate # calm\n")
        #expect(Self.notes(harness.ok(["--ascii", "show", "meditate"])) == ["  Tue, Nov 17 - Wed, Nov 18  calm"])
    }

    @Test func withoutNotesNothingIsPrinted() {
        let harness = Self.prepared("2026-11-20 meditate\n2026-10-02 meditate # long ago\n")
        defer { harness.cleanUp() }
        let output = harness.ok(["show", "meditate"])
        #expect(Self.notes(output) == nil)
        #expect(!output.contains("Notes"))
        #expect(!harness.ok(["show", "meditate", "--json"]).contains("long ago"))
    }

    @Test(arguments: [40, 80]) func aLongNoteIsCutToTheWidth(columns: Int) {
        let note = String(repeating: "all work and no play ", count: 10)
        let harness = Self.prepared("2026-11-20 meditate # \(note)\n")
        defer { harness.cleanUp() }
        let lines = Self.notes(harness.ok(["show", "meditate"], columns: columns)) ?? []
        #expect(lines.count == 1)
        #expect(lines.first.map(TextWidth.of) == columns)
        #expect(lines.first?.hasSuffix("…") == true)
        let ascii = Self.notes(harness.ok(["show", "meditate", "--ascii"], columns: columns)) ?? []
        #expect(ascii.first?.hasSuffix("~") == true)
    }

    @Test func aNoteIsEscaped() {
        let harness = Self.prepared("2026-11-20 meditate # abc\u{202E}fed\n")
        defer { harness.cleanUp() }
        #expect(Self.notes(harness.ok(["show", "meditate"])) == ["  Fri, Nov 20  abc\\u{202e}fed"])
    }

    @Test func atMostTenNotesAndACountOfTheEarlierOnes() throws {
        let log = (1...21).map { String(format: "2026-11-%02d meditate # day %d\n", $0, $0) }.joined()
        let harness = Self.prepared(log)
        defer { harness.cleanUp() }
        let lines = Self.notes(harness.ok(["show", "meditate", "--month"])) ?? []
        try #require(lines.count == 11)
        #expect(lines.first == "  11 earlier notes: 'habit log meditate --since 2026-10-23'")
        #expect(lines.last == "  Sat, Nov 21  day 21")
        #expect(lines[1] == "  Thu, Nov 12  day 12")
        // At 40 columns the command wraps rather than being cut.
        let narrow = Self.notes(harness.ok(["show", "meditate", "--month"], columns: 40)) ?? []
        #expect(narrow.prefix(2) == ["  11 earlier notes: 'habit log meditate", "  --since 2026-10-23'"])
        #expect(narrow.allSatisfy { TextWidth.of($0) <= 40 })
    }

    /// The chart and its notes come from one read of the log, which still checks every
    /// other habit's line.
    @available(macOS 15.0, iOS 18.0, *)
    @Test func theChartAndItsNotesReadTheLogOnce() {
        let harness = Self.prepared(
            """
            2026-11-18 other # not this habit's
            2026-11-20 meditate # calm
            2026-11-21 meditate
            2026-11-21 other oops

            """)
        defer { harness.cleanUp() }
        harness.write("habits", "meditate since=2026-10-01\nother since=2026-10-01\n")
        let watching = TestFileSystem()
        let size = harness.read("log")?.utf8.count ?? 0
        let result = harness.run(["show", "meditate"], fileSystem: watching)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(watching.opens(of: harness.directory + "/log") == 1)
        #expect(watching.bytesRead(of: harness.directory + "/log") == size)
        #expect(Self.notes(result.stdout) == ["  Fri, Nov 20  calm"])
        #expect(result.stderr.contains("log:4:"), "\(result.stderr)")
    }

    /// The notes kept with the read reach as far back as the chart, whatever today is:
    /// `--today` a year back, a note near the start of its year's heat map is listed, and
    /// one just before that map is not.
    @Test func theNotesReachAsFarAsTheChartOnAnyToday() {
        let harness = Self.prepared(
            """
            2024-11-10 meditate # before the map
            2024-11-25 meditate # early in the map
            2025-11-20 meditate # late

            """)
        defer { harness.cleanUp() }
        harness.write("habits", "meditate since=2024-11-01\n")
        let output = harness.ok(["show", "meditate", "--year", "--today", "2025-11-21"])
        let notes = Self.notes(output) ?? []
        #expect(notes.contains { $0.contains("early in the map") }, "\(notes)")
        #expect(notes.contains { $0.contains("late") }, "\(notes)")
        #expect(!notes.contains { $0.contains("before the map") }, "\(notes)")
    }
}
