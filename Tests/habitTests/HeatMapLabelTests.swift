import Foundation
import HabitCore
import Testing

@testable import habit

/// The year heat map names every month that begins in its weeks, over the week holding
/// the month's first day, at every width and with either week start (docs/cli.md).
@Suite struct HeatMapLabelTests {
    static let names = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// Today's date for the runs: mid-month and month-start spans, a month beginning in the
    /// last week, and a year's end.
    static let todays = ["2026-11-21", "2026-12-02", "2026-03-01", "2026-02-15", "2027-01-01", "2026-06-30"]

    // swift-format-ignore
    /// Width → columns per week: two only when 53 weeks and a name over the last one fit.
    static let widths: [(Int, Int)] = [(40, 1), (41, 1), (57, 1), (59, 1), (80, 1), (110, 1), (111, 2), (200, 2)]

    @Test(arguments: HeatMapLabelTests.todays, ["monday", "sunday"])
    func everyMonthThatBeginsInTheSpanIsNamed(today: String, weekStart: String) throws {
        let harness = Harness(today: today)
        defer { harness.cleanUp() }
        try harness.loadDemo(today: today)
        _ = harness.ok(["config", "week-start", weekStart])
        let first: Weekday = weekStart == "monday" ? .monday : .sunday
        let lastWeek = try #require(Day(today)).startOfWeek(firstWeekday: first)
        for (columns, cellWidth) in Self.widths {
            let output = harness.ok(["show", "meditate", "--year"], columns: columns)
            let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let header = try #require(lines.firstIndex { $0.hasPrefix("  Last ") && $0.hasSuffix("weeks") })
            let weeks = try #require(Int(lines[header].split(separator: " ")[1]))
            let labels = Array(lines[header + 1])
            let context = "\(today) \(weekStart) at \(columns)"
            #expect(weeks >= min(53, columns - 4 - 2), "\(context): at most two weeks give way to a name")
            for line in lines { #expect(TextWidth.of(line) <= columns, "\(context): '\(line)'") }
            // The months whose first day is in a drawn week, where their names must stand.
            var expected: [(position: Int, name: String)] = []
            for week in 0..<weeks {
                let start = lastWeek.adding((week - weeks + 1) * 7)
                for offset in 0..<7 where start.adding(offset).day == 1 {
                    expected.append((HeatMap.labelWidth + week * cellWidth, Self.names[start.adding(offset).month - 1]))
                }
            }
            var found: [(position: Int, name: String)] = []
            var position = 0
            while position < labels.count {
                if labels[position] == " " {
                    position += 1
                    continue
                }
                let end = labels[position...].firstIndex(of: " ") ?? labels.count
                found.append((position, String(labels[position..<end])))
                position = end
            }
            // The opening month may stand first, at the left edge, if it ends before the next.
            let opening = lastWeek.adding((1 - weeks) * 7)
            if let head = found.first, expected.first?.position != head.position {
                #expect(head.position == HeatMap.labelWidth, "\(context): \(String(labels))")
                #expect(head.name == Self.names[opening.month - 1], "\(context): \(String(labels))")
                #expect(opening.day != 1)
                found.removeFirst()
            }
            #expect(found.map(\.position) == expected.map(\.position), "\(context): \(String(labels))")
            #expect(found.map(\.name) == expected.map(\.name), "\(context): \(String(labels))")
        }
    }

    @Test func aMonthBeginningTheWeekAfterTheOpeningOneIsNotCrowdedOut() throws {
        // Monday weeks: the map opens on Monday 2025-11-17; December begins in its third week.
        let harness = Harness()
        defer { harness.cleanUp() }
        try harness.loadDemo()
        let year = harness.ok(["show", "meditate", "--year"])
        #expect(year.contains("\n      Dec Jan Feb"))
        let wide = harness.ok(["show", "meditate", "--year"], columns: 200)
        #expect(wide.contains("\n    Nov Dec     Jan     Feb"))
    }
}
