import HabitCore
import StreakEngine

/// The statistics of `show`: total, completion rate, since, strength and best weekday.
enum StatsBlock {
    static func render(habit: Habit, analysis: HabitStatistics, style: Style) -> String {
        rows(habit: habit, analysis: analysis, style: style).map { label, value in
            let line = "  " + TextWidth.padRight(label, 12) + value
            guard TextWidth.of(line) > style.width else { return line + "\n" }
            let flowed = TextWidth.flow(
                value.components(separatedBy: ", "), separator: ", ", width: style.width,
                indent: String(repeating: " ", count: 14), unicode: style.unicode)
            return "  " + TextWidth.padRight(label, 12) + flowed.dropFirst(14)
        }.joinedText()
    }

    /// The block's rows, label and value: the text view lays them out, the HTML report
    /// puts them in a table.
    static func rows(habit: Habit, analysis: HabitStatistics, style: Style) -> [(String, String)] {
        let stats = analysis.statistics
        let total: String
        switch habit.goal {
        case .check: total = Describe.count(Describe.checkIns(stats.total), "day done", "days done")
        case .atLeast(_, let unit), .atMost(_, let unit): total = Describe.quantity(stats.total, unit)
        }
        var rows: [(String, String)] = [
            ("Total", total),
            ("Completion", Describe.percent(stats.completionRate, style: style)),
            ("Periods", "\(stats.met) met, \(stats.failed) failed, \(stats.excused) excused"),
            ("Since", "\(stats.since)"),
        ]
        if let strength = analysis.strength { rows.append(("Strength", Describe.percent(strength, style: style))) }
        if let best = stats.bestWeekday { rows.append(("Best day", Describe.weekdayNames[best.rawValue - 1])) }
        return rows
    }
}
