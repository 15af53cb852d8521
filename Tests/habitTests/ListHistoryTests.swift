import Foundation
import HabitCore
import Testing

@testable import habit

/// `list` fills the width with history — as many days as fit, at least 14 — or shows the
/// days `--days N` asks for; a name that is just the id is left blank (docs/cli.md, "Views").
@Suite struct ListHistoryTests {
    /// The header's `LAST N DAYS`, and the cells of each row's sparkline (the text after
    /// the header's last column start).
    static func history(_ output: String) -> (days: Int?, cells: [Int]) {
        let lines = output.split(separator: "\n").map(String.init)
        guard let header = lines.first, let range = header.range(of: "LAST ") else { return (nil, []) }
        let start = TextWidth.of(String(header[..<range.lowerBound]))
        let days = Int(header[range.upperBound...].prefix { $0.isNumber })
        let cells = lines.dropFirst().map { line -> Int in
            var used = 0
            var rest = Substring(line)
            while used < start, let first = rest.first {
                used += TextWidth.cells(of: first)
                rest = rest.dropFirst()
            }
            return TextWidth.of(String(rest))
        }
        return (days, cells)
    }

    @Test(arguments: [40, 60, 80, 123, 200])
    func theHistoryFillsTheWidth(columns: Int) throws {
        let harness = Harness()
        defer { harness.cleanUp() }
        try harness.loadDemo()
        let output = harness.ok(["list"], columns: columns)
        let (days, cells) = Self.history(output)
        let shown = try #require(days)
        #expect(shown >= 14)
        // The history ends at the width: the widest row is exactly as wide as the terminal,
        // unless 14 days are already more than fit beside the other columns.
        let widest = output.split(separator: "\n").map { TextWidth.of(String($0)) }.max() ?? 0
        #expect(widest == columns || shown == 14, "\(output)")
        #expect(cells.allSatisfy { $0 <= shown })
        #expect(cells.contains(shown))
        if columns >= 80 { #expect(shown > 14) }
    }

    @Test(arguments: [1, 7, 30, 90])
    func daysChoosesTheHistory(days: Int) throws {
        let harness = Harness()
        defer { harness.cleanUp() }
        try harness.loadDemo()
        let output = harness.ok(["list", "--days", String(days)], columns: 200)
        let (shown, cells) = Self.history(output + "")
        if days == 1 {
            #expect(output.hasPrefix("ID") && output.split(separator: "\n")[0].hasSuffix("TODAY"))
        } else {
            #expect(shown == days)
        }
        #expect(cells.max() == days || days == 1)
    }

    /// One long name is cut to a quarter of the width (at least 24 cells), so it never
    /// takes the history's room.
    @Test(arguments: [80, 200])
    func aLongNameLeavesTheHistoryItsRoom(columns: Int) throws {
        let name = String(repeating: "Practise the long scales ", count: 8)
        let harness = Harness(habits: "scales since=2026-01-01 name=\"\(name)\"\n", log: "2026-11-20 scales\n")
        defer { harness.cleanUp() }
        let output = harness.ok(["list"], columns: columns)
        let (shown, _) = Self.history(output)
        let days = try #require(shown)
        let nameCells = max(24, columns / 4)
        // id, name, schedule, streak, best and the gaps between them take the rest.
        #expect(days >= columns - nameCells - 50, "\(output)")
        #expect(output.contains("Practise the long scale"))
        #expect(output.split(separator: "\n").allSatisfy { TextWidth.of(String($0)) <= columns })
    }

    /// An archived habit's mark stays whole where its name is cut, by the quarter-width
    /// limit or by the table (while the table shows names at all).
    @Test(arguments: [80, 100, 200])
    func theArchivedMarkIsNeverCut(columns: Int) throws {
        let harness = Harness()
        defer { harness.cleanUp() }
        try harness.loadDemo()
        let name = String(repeating: "Guitar practice ", count: 6)
        _ = harness.ok(["add", "guitar", "--name", name, "--every", "2/week"])
        _ = harness.ok(["archive", "guitar"])
        let output = harness.ok(["list", "--all"], columns: columns)
        let row = try #require(output.split(separator: "\n").first { $0.hasPrefix("guitar") })
        #expect(row.contains("… (archived)"), "\(output)")
        #expect(TextWidth.of(String(row)) <= columns)
    }

    @Test func daysBeyondTheWidthShowTheLatestThatFit() throws {
        let harness = Harness()
        defer { harness.cleanUp() }
        try harness.loadDemo()
        let output = harness.ok(["list", "--days", "300"], columns: 80)
        let (shown, _) = Self.history(output)
        let days = try #require(shown)
        #expect(days < 300 && days >= 14)
        #expect(output.split(separator: "\n").allSatisfy { TextWidth.of(String($0)) <= 80 })
    }

    @Test(arguments: ["0", "-3", "x", "367", "1.5", ""])
    func aBadDayCountIsAUsageError(value: String) {
        let harness = Harness()
        defer { harness.cleanUp() }
        let result = harness.run(["list", "--days", value])
        #expect(result.status == 64)
        #expect(result.stdout == "")
        #expect(
            result.stderr
                == "habit: error: invalid value '\(value)' for '--days': expected a whole number from 1 to 366\n")
        #expect(!FileManager.default.fileExists(atPath: harness.directory))
    }

    @Test func longStreaksAreWrittenShortAt40ColumnsRatherThanCuttingIds() {
        let harness = Harness()
        defer { harness.cleanUp() }
        harness.write(
            "habits",
            "meditate every=daily since=2023-01-01 name=\"Morning meditation\"\n"
                + "plants every=2d since=2024-01-01 name=\"Water the plants\"\n")
        let start = Day("2023-01-01")!
        var log = ""
        for offset in 0...(Day(Harness.today)! - start) {
            let day = start.adding(offset)
            log += "\(day) meditate\n"
            if day >= Day("2024-01-01")!, (day - Day("2024-01-01")!) % 2 == 0 { log += "\(day) plants\n" }
        }
        harness.write("log", log)
        let output = harness.ok(["list"], columns: 40)
        #expect(output.split(separator: "\n").allSatisfy { WidthPropertyTests.cells(String($0)) <= 40 }, "\(output)")
        #expect(output.contains("meditate  ★ 1421d"))
        #expect(output.contains("plants    ★ 528✓"))
        #expect(harness.ok(["list"], columns: 80).contains("★ 528 check-ins"))
    }

    @Test func withoutNamesThereIsNoNameColumn() {
        let harness = Harness()
        defer { harness.cleanUp() }
        harness.write("habits", "water every=daily since=2026-11-01\ngym every=3/week since=2026-11-01\n")
        let lines = harness.ok(["list"], columns: 120).split(separator: "\n").map(String.init)
        #expect(lines[0].hasPrefix("ID     SCHEDULE  STREAK"))
        #expect(lines[1].hasPrefix("water  daily "))
    }

    @Test func aNameThatIsJustTheIdIsLeftBlank() {
        let harness = Harness()
        defer { harness.cleanUp() }
        harness.write(
            "habits", "water every=daily since=2026-11-01\nread every=daily since=2026-11-01 name=\"Read 20 pages\"\n")
        let lines = harness.ok(["list"], columns: 120).split(separator: "\n").map(String.init)
        #expect(lines[1].hasPrefix("water  ") && !lines[1].contains("water  water"))
        #expect(lines[2].hasPrefix("read   Read 20 pages"))
    }
}
