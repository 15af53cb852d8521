import Foundation
import HabitCore
import Testing

@testable import habit

/// Every view draws a day the same way (docs/cli.md, glyph table): the `list` sparkline,
/// the week bar chart and the year heat map agree day by day, at-most habits show kept
/// and over days, and every legend names exactly the marks its chart draws.
@Suite struct ChartGlyphTests {
    /// The week before the harness's Saturday, 2026-11-21, with every state in it.
    static func harness() -> Harness {
        let harness = Harness()
        harness.write(
            "habits",
            """
            water target=8 unit=glasses since=2026-11-01
            coffee max=2 unit=cups since=2026-11-01
            read every=weekdays since=2026-11-01

            """)
        harness.write(
            "log",
            """
            2026-11-15 water =8
            2026-11-15 coffee =0
            2026-11-16 water =4
            2026-11-16 coffee =2
            2026-11-16 read
            2026-11-17 water skip
            2026-11-17 coffee =3
            2026-11-18 water no
            2026-11-19 coffee skip
            2026-11-19 read no
            2026-11-20 water =8
            2026-11-20 coffee =1
            2026-11-21 coffee =1

            """)
        return harness
    }

    // swift-format-ignore
    /// Sunday 15 to Saturday 21 (today).
    static let week: [(String, [DayMark])] = [
        ("water",  [.done,   .partial, .skipped, .no,     .missed,  .done,   .pending]),
        ("coffee", [.kept,   .kept,    .over,    .kept,   .skipped, .kept,   .kept]),
        ("read",   [.notDue, .done,    .missed,  .missed, .no,      .missed, .notDue]),
    ]

    @Test(arguments: [false, true])
    func everyViewDrawsADayAlike(ascii: Bool) throws {
        let harness = Self.harness()
        defer { harness.cleanUp() }
        let style = ascii ? ["--ascii"] : []
        let list: [[Character]] = harness.ok(style + ["list"]).split(separator: "\n").map { Array($0) }
        // The sparkline is the last column: it starts after the header's last two-space gap.
        let header = try #require(list.first)
        let gap: [Character] = [" ", " "]
        let start = try #require((2..<header.count).last { header[$0] != " " && Array(header[$0 - 2..<$0]) == gap })
        let length = list.map { $0.count - start }.max() ?? 0
        for (id, expected) in Self.week {
            let row = try #require(list.first { String($0).hasPrefix(id + " ") })
            let padding = [Character](repeating: " ", count: start + length - row.count)
            let sparkline = Array(row[start...]) + padding
            let week = try #require(ChartReader(show: harness.ok(style + ["show", id, "--week"])))
            let year = try #require(ChartReader(show: harness.ok(style + ["show", id, "--year"])))
            let lastWeek = (year.rows.map(\.count).max() ?? 1) - 1
            for (offset, mark) in expected.enumerated() {
                let drawn: DayMark? = mark == .notDue ? nil : mark
                let spark = sparkline[sparkline.count - 7 + offset]
                // Monday weeks: Sunday 15 closes the week before the last column.
                let heat =
                    offset == 0 ? year.cell(row: 6, column: lastWeek - 1) : year.cell(row: offset - 1, column: lastWeek)
                let bar = week.stack(at: 2 + offset * 5)
                #expect(ChartReader.mark(of: spark) == drawn, "\(id) list day \(offset)")
                #expect(week.barMark(at: 2 + offset * 5) == drawn, "\(id) week day \(offset)")
                #expect(ChartReader.mark(of: heat) == drawn, "\(id) year day \(offset)")
                guard let drawn, drawn != .partial else { continue }
                let glyph = Character(drawn.glyph(unicode: !ascii))
                let barGlyph = bar[drawn.fillsBar ? bar.count - 1 : 0]
                #expect([spark, heat, barGlyph] == [glyph, glyph, glyph], "\(id) day \(offset)")
            }
        }
    }

    @Test func atMostChartsDrawKeptAndOverDaysAsFullBars() {
        let harness = Self.harness()
        defer { harness.cleanUp() }
        let full = "  ░░░  ░░░  ▓▓▓  ░░░       ░░░  ░░░"
        #expect(
            harness.ok(["show", "coffee", "--week"]).contains(
                """
                  Last 7 days
                \(full)
                \(full)
                \(full)
                \(full)
                  ░░░  ░░░  ▓▓▓  ░░░  –––  ░░░  ░░░
                  Sun  Mon  Tue  Wed  Thu  Fri  Sat
                                                ▲ today
                  ░ within the limit   ▓ over the limit   – skipped

                """))
        #expect(harness.ok(["list"]).contains("░░▓░–░░\n"))
        #expect(harness.ok(["--ascii", "list"]).contains("::!:-::\n"))
    }

    static let views: [[String]] = [
        ["show", "water", "--week"], ["show", "water", "--month"], ["show", "water", "--year"],
        ["show", "coffee", "--week"], ["show", "coffee", "--month"], ["show", "coffee", "--year"],
        ["show", "read", "--week"], ["show", "read", "--month"], ["show", "read", "--year"],
        ["show", "gym", "--month"], ["show", "gym", "--year"], ["show", "plants", "--month"],
        ["show", "meditate", "--week"],
    ]

    @Test(arguments: [false, true], [40, 80, 200])
    func legendsNameExactlyTheMarksDrawn(ascii: Bool, columns: Int) throws {
        let demo = Harness()
        defer { demo.cleanUp() }
        try demo.loadDemo()
        let states = Self.harness()
        defer { states.cleanUp() }
        let style = ascii ? ["--ascii"] : []
        let checked = ["water", "coffee", "read"]
        let runs = Self.views.map { (demo, $0) } + Self.views.filter { checked.contains($0[1]) }.map { (states, $0) }
        for (harness, view) in runs {
            let output = harness.ok(style + view, columns: columns)
            let chart = try #require(ChartReader(show: output), "\(view)")
            #expect(!chart.drawn.isEmpty, "\(view)")
            #expect(chart.legend == chart.drawn, "\(view) at \(columns):\n\(output)")
        }
    }
}
