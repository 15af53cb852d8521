import HabitCore
import StreakEngine

/// The year heat map of `show --year`: one column per calendar week, one row per
/// weekday (starting on the configured first weekday), month names above the week in
/// which each month begins. As many of the latest weeks as fit the width are drawn.
enum HeatMap {
    /// Days in `noDays` (answered "not done") show the `answeredNo` mark.
    static func render(
        _ points: [SeriesPoint], goal: Goal, weekStart: Weekday, noDays: Set<Day> = [], style: Style
    ) -> String {
        guard let first = points.first, let last = points.last else { return "" }
        let glyphs = Glyphs.for(style)
        let firstWeek = first.date.startOfWeek(firstWeekday: weekStart)
        let totalWeeks = (last.date.startOfWeek(firstWeekday: weekStart) - firstWeek) / 7 + 1
        let labelWidth = 4
        let cellWidth = style.width - labelWidth >= totalWeeks * 2 ? 2 : 1
        let weeks = min(totalWeeks, (style.width - labelWidth) / cellWidth)
        let skippedWeeks = totalWeeks - weeks
        var grid = [[String]](repeating: [String](repeating: " ", count: weeks), count: 7)
        for point in points {
            let week = (point.date.startOfWeek(firstWeekday: weekStart) - firstWeek) / 7 - skippedWeeks
            guard week >= 0 else { continue }
            let row = (point.date.weekday.rawValue - weekStart.rawValue + 7) % 7
            grid[row][week] =
                noDays.contains(point.date) && point.status != .beforeStart
                ? style.paint(glyphs.answeredNo, .red) : cell(point, goal: goal, glyphs: glyphs, style: style)
        }
        var out = "  Last \(Describe.count(weeks, "week"))\n"
        out +=
            String(repeating: " ", count: labelWidth)
            + monthLabels(
                from: firstWeek.adding(skippedWeeks * 7), weeks: weeks, cellWidth: cellWidth) + "\n"
        for row in 0..<7 {
            let weekday = Weekday(rawValue: (weekStart.rawValue - 1 + row) % 7 + 1) ?? .monday
            let label = row % 2 == 0 ? String(Describe.weekdayNames[weekday.rawValue - 1].prefix(3)) : ""
            var line = TextWidth.padRight(label, labelWidth)
            for cell in grid[row] { line += cell + (cellWidth == 2 ? " " : "") }
            while line.hasSuffix(" ") { line.removeLast() }
            out += line + "\n"
        }
        let answered = points.contains { $0.status != .beforeStart && noDays.contains($0.date) }
        return out + Legend.render(goal: goal, style: style, partial: glyphs.heat[1], answeredNo: answered)
    }

    private static func cell(_ point: SeriesPoint, goal: Goal, glyphs: Glyphs, style: Style) -> String {
        switch point.status {
        case .done: return style.paint(glyphs.full, .green)
        case .partial:
            var level = 1
            if case .atLeast(let target, _) = goal, target.isPositive, let value = point.value {
                level = min(2, Int(value.doubleValue / target.doubleValue * 3))
            }
            return style.paint(glyphs.heat[level], .yellow)
        case .skipped: return style.paint(glyphs.shade, .blue)
        case .missed: return style.paint(glyphs.missed, .red)
        case .pending: return style.paint(glyphs.pending, .grey)
        case .notDue, .beforeStart: return " "
        }
    }

    /// Month names over the week holding each month's first day, where they fit.
    private static func monthLabels(from start: Day, weeks: Int, cellWidth: Int) -> String {
        var line = [Character](repeating: " ", count: weeks * cellWidth + 3)
        var free = 0
        for week in 0..<weeks {
            let weekStart = start.adding(week * 7)
            let lastDay = weekStart.adding(6)
            let month: Int
            if week == 0 {
                month = weekStart.day <= 7 || lastDay.month != weekStart.month ? lastDay.month : weekStart.month
            } else if lastDay.month != weekStart.month || weekStart.day == 1 {
                month = lastDay.month
            } else {
                continue
            }
            let text = Array(Describe.monthAbbreviation(month))
            let position = week * cellWidth
            guard position >= free, position + text.count <= line.count else { continue }
            for (offset, character) in text.enumerated() { line[position + offset] = character }
            free = position + text.count + 1
        }
        var text = String(line)
        while text.hasSuffix(" ") { text.removeLast() }
        return text
    }
}
