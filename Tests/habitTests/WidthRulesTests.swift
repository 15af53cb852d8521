import Foundation
import HabitCore
import Testing

@testable import habit

/// The width rules one by one (docs/cli.md, "Width"): names are cut with `…`, never
/// wrapped; an emoji sequence takes its two cells and shifts nothing after it; titles stay
/// on one line; names never carry a raw control to the terminal.
@Suite struct WidthRulesTests {
    static let family = "👨\u{200D}👩\u{200D}👧\u{200D}👦"

    static func harness() -> Harness {
        let harness = Harness()
        harness.write(
            "habits",
            """
            fam every=daily since=2026-11-01 name="\(family) Family dinner with everyone on Sundays and all holidays"
            read every=daily since=2026-11-01 name="Read 20 pages"
            gym every=3/week since=2026-11-01 name="日本語の練習をする毎日毎日毎日毎日"

            """)
        harness.write("log", "2026-11-21 fam\n2026-11-20 read\n")
        return harness
    }

    /// The cell at which `text` starts in `line`, by the property test's own count.
    static func column(of text: String, in line: String) -> Int? {
        line.range(of: text).map { WidthPropertyTests.cells(String(line[..<$0.lowerBound])) }
    }

    @Test(arguments: [80, 120, 200])
    func anEmojiSequenceInANameShiftsNoLaterColumn(columns: Int) {
        let harness = Self.harness()
        defer { harness.cleanUp() }
        let lines = harness.ok(["list"], columns: columns).split(separator: "\n").map(String.init)
        let starts = lines.dropFirst().map { Self.column(of: "daily", in: $0) ?? Self.column(of: "3/week", in: $0) }
        #expect(Set(starts).count == 1, "\(lines)")
        #expect(starts.first == Self.column(of: "SCHEDULE", in: lines[0]))
    }

    @Test(arguments: [40, 50, 60])
    func showCutsALongNameAndKeepsTheId(columns: Int) {
        let harness = Self.harness()
        defer { harness.cleanUp() }
        for arguments in [["show", "fam"], ["stats", "fam"]] {
            let header = String(harness.ok(arguments, columns: columns).split(separator: "\n")[0])
            #expect(WidthPropertyTests.cells(header) <= columns)
            #expect(header.hasSuffix("… (fam)"), "\(header)")
            #expect(header.hasPrefix(Self.family))
        }
    }

    /// A long id too: the name keeps 8 cells and the id is cut, so the title still names
    /// the habit (it used to become the cut name alone).
    @Test(arguments: [40, 60, 74])
    func showCutsALongIdRatherThanDroppingIt(columns: Int) {
        let id = String(repeating: "long-id-", count: 8)
        let harness = Harness(habits: "\(id) since=2026-11-01 name=\"A rather long name that goes on\"\n", log: "")
        defer { harness.cleanUp() }
        let header = String(harness.ok(["show", id], columns: columns).split(separator: "\n")[0])
        #expect(WidthPropertyTests.cells(header) == columns, "\(header)")
        #expect(header.hasPrefix("A rathe… (long-id-long-id-"), "\(header)")
        #expect(header.hasSuffix("…)"), "\(header)")
    }

    @Test func theReportTitleStaysOnOneLine() {
        let harness = Self.harness()
        defer { harness.cleanUp() }
        let narrow = harness.ok(["report"], columns: 40).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(narrow[0] == "habit report for Sat, Nov 21, 2026")
        #expect(narrow[1] == "")
        let wide = harness.ok(["report"], columns: 80).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(wide[0] == "habit report for Saturday, November 21, 2026")
    }

    @Test func aLongIdIsCutWhenNothingElseGivesWay() {
        let harness = Harness()
        defer { harness.cleanUp() }
        let id = String(repeating: "long-id-", count: 8)
        harness.write("habits", "\(id) every=daily since=2026-11-01\n")
        for arguments in [["list"], ["status"], ["stats"], ["upcoming"], [], ["report"]] {
            let output = harness.ok(arguments, columns: 40)
            #expect(
                output.split(separator: "\n").allSatisfy { WidthPropertyTests.cells(String($0)) <= 40 }, "\(output)")
        }
    }

    @Test(arguments: [40, 57, 80])
    func helpFitsTheWidth(columns: Int) {
        let harness = Harness()
        defer { harness.cleanUp() }
        for arguments in [["help"]] + CommandTable.names.map({ ["help", $0] }) {
            let output = harness.ok(arguments, columns: columns)
            for line in output.split(separator: "\n") {
                #expect(WidthPropertyTests.cells(String(line)) <= columns, "\(arguments) at \(columns): '\(line)'")
            }
        }
    }

    @Test func bidirectionalControlsInANameAreEscaped() {
        let harness = Harness()
        defer { harness.cleanUp() }
        harness.write("habits", "x every=daily since=2026-11-01 name=\"abc \u{202E}reversed\"\n")
        for arguments in [[], ["list"], ["show", "x"], ["upcoming"]] {
            let output = harness.ok(arguments, columns: 80)
            #expect(!output.unicodeScalars.contains("\u{202E}"))
            #expect(output.contains("abc \\u{202e}reversed"), "\(arguments)")
        }
    }

    @Test func viewsEscapeControlsInNamesTheyAreGiven() {
        let style = Style(color: false, unicode: true, width: 80)
        let row = TodayView.Row(
            id: "x", name: "tab\there\u{1B}[31m", done: false, completedToday: false, skipped: false, progress: nil,
            streak: 0, unit: nil)
        let output = TodayView.render(date: Day("2026-11-21")!, rows: [row], hasHabits: true, style: style)
        #expect(output.contains("tab\\there\\u{1b}[31m"))
        #expect(!output.unicodeScalars.contains { $0 == "\t" || $0 == "\u{1B}" })
    }
}
