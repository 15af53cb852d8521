import HabitCore
import StreakEngine

/// The year heat map of `show --year`: one column per calendar week, one row per
/// weekday (starting on the configured first weekday), each day the glyph of its mark
/// (docs/cli.md), and month names above the weeks.
///
/// Month names follow one rule (docs/cli.md): every month whose first day falls in a drawn
/// week is named above that week; the month the map opens in is named at the left edge
/// only when its name ends before the next one begins. As many of the latest weeks as fit
/// are drawn, leaving room for a name over the last week.
enum HeatMap {
    /// Columns before the first week: the weekday names.
    static let labelWidth = 4

    /// Days in `noDays` (answered "not done") show the `no` mark.
    static func render(
        _ points: [SeriesPoint], goal: Goal, weekStart: Weekday, noDays: Set<Day> = [], style: Style
    ) -> String {
        guard let first = points.first, let last = points.last else { return "" }
        let glyphs = Glyphs.for(style)
        let firstWeek = first.date.startOfWeek(firstWeekday: weekStart)
        let totalWeeks = (last.date.startOfWeek(firstWeekday: weekStart) - firstWeek) / 7 + 1
        let (weeks, cellWidth) = layout(
            lastWeek: last.date.startOfWeek(firstWeekday: weekStart), totalWeeks: totalWeeks, width: style.width)
        let skippedWeeks = totalWeeks - weeks
        var grid = [[String]](repeating: [String](repeating: " ", count: weeks), count: 7)
        var drawn = Set<DayMark>()
        for point in points {
            let week = (point.date.startOfWeek(firstWeekday: weekStart) - firstWeek) / 7 - skippedWeeks
            guard week >= 0 else { continue }
            let row = (point.date.weekday.rawValue - weekStart.rawValue + 7) % 7
            let mark = DayMark.of(point, goal: goal, noDays: noDays)
            let text = mark == .partial ? glyphs.partial(Sparkline.fraction(point, goal: goal)) : glyphs.day(mark)
            grid[row][week] = Legend.paint(mark, text, style: style)
            drawn.insert(mark)
        }
        var out = "  Last \(Describe.count(weeks, "week"))\n"
        let labels = monthLabels(from: firstWeek.adding(skippedWeeks * 7), weeks: weeks, cellWidth: cellWidth)
        out += (labels.isEmpty ? "" : String(repeating: " ", count: labelWidth) + labels) + "\n"
        for row in 0..<7 {
            let weekday = Weekday(rawValue: (weekStart.rawValue - 1 + row) % 7 + 1) ?? .monday
            let label = row % 2 == 0 ? String(Describe.weekdayNames[weekday.rawValue - 1].prefix(3)) : ""
            var line = TextWidth.padRight(label, labelWidth)
            for cell in grid[row] { line += cell + (cellWidth == 2 ? " " : "") }
            while line.hasSuffix(" ") { line.removeLast() }
            out += line + "\n"
        }
        return out + Legend.render(drawn, style: style)
    }

    /// How many of the latest weeks to draw and the columns per week: two when all the
    /// weeks and a month name over the last one fit `width`, else one, dropping the oldest
    /// weeks until they fit.
    static func layout(lastWeek: Day, totalWeeks: Int, width: Int) -> (weeks: Int, cellWidth: Int) {
        let nameWidth = 3
        if labelWidth + (totalWeeks - 1) * 2 + nameWidth <= width { return (totalWeeks, 2) }
        var weeks = min(totalWeeks, width - labelWidth)
        // A month that begins in week `k` of the drawn ones needs `k + nameWidth` columns.
        while weeks > 1 {
            let start = lastWeek.adding(-(weeks - 1) * 7)
            let lastName = (0..<weeks).last { monthBeginning(in: start.adding($0 * 7)) != nil }
            guard let lastName, labelWidth + lastName + nameWidth > width else { break }
            weeks -= 1
        }
        return (weeks, 1)
    }

    /// The month whose first day falls in the week starting `day`, if any.
    static func monthBeginning(in day: Day) -> Int? {
        (0..<7).map { day.adding($0) }.first { $0.day == 1 }?.month
    }

    /// The line of month names over `weeks` weeks from `start`, trailing blanks trimmed.
    static func monthLabels(from start: Day, weeks: Int, cellWidth: Int) -> String {
        var line = [Character](repeating: " ", count: weeks * cellWidth + 3)
        var names: [(position: Int, text: [Character])] = []
        for week in 0..<weeks {
            if let month = monthBeginning(in: start.adding(week * 7)) {
                names.append((week * cellWidth, Array(Describe.monthAbbreviation(month))))
            }
        }
        // The month the map opens in, when it began before the first week and its name
        // ends a column before the next name.
        let opening = Array(Describe.monthAbbreviation(start.month))
        if names.first?.position != 0, opening.count < (names.first?.position ?? line.count) {
            names.insert((0, opening), at: 0)
        }
        for name in names {
            for (offset, character) in name.text.enumerated() where name.position + offset < line.count {
                line[name.position + offset] = character
            }
        }
        var text = String(line)
        while text.hasSuffix(" ") { text.removeLast() }
        return text
    }
}
