import HabitCore
import StreakEngine

/// `habit report`: a short plain summary for cron mail — done today, still to do today
/// (with what is left), over the limit, at risk, broken, best streaks.
enum ReportView {
    static func render(today: Day, summaries: [HabitSummary], style: Style) -> String {
        // The title is one line: the short date when the long one does not fit.
        var title = "habit report for \(Describe.longDate(today))"
        if TextWidth.of(title) > style.width { title = "habit report for \(Describe.shortDate(today)), \(today.year)" }
        var out = title + "\n\n"
        guard !summaries.isEmpty else { return out + TodayView.wrap(emptyState, style: style) }
        let content = ReportContent(summaries)
        let dash = Glyphs.for(style).dash
        for line in lines(content, dash: dash) { out += TodayView.wrap(line, style: style) }
        if !content.best.isEmpty {
            out += "\nBest streaks\n"
            for summary in content.best {
                let line =
                    "  \(summary.habit.id) \(dash) "
                    + BadgeView.render(summary.streak.current, unit: summary.streak.unit, style: style)
                let longest = " (longest \(summary.streak.longest))"
                out +=
                    TextWidth.truncate(
                        line + (TextWidth.of(line + longest) <= style.width ? longest : ""), to: style.width,
                        unicode: style.unicode) + "\n"
            }
        }
        return out
    }

    /// What the report says when there is no habit.
    static let emptyState =
        "No habits yet. The report sums up each day: what is done, what is at risk and the best streaks. "
        + "Add a habit with 'habit add meditate'."

    /// The report's lines before the best streaks, unwrapped: done today (habits made of
    /// others apart, when there are any), still to do,
    /// met before today and over the limit (each only when any is), at risk, broken. The HTML report says the same.
    static func lines(_ content: ReportContent, dash: String) -> [String] {
        var lines = [
            "Done today: \(content.done.count) of \(content.due.count)"
                + list(content.done.map { $0.habit.id.rawValue })
        ]
        // Counted apart: a member's day is not counted a second time through its habit.
        if !content.composites.isEmpty {
            lines.append(
                "Made of others: \(content.compositesDone.count) of \(content.composites.count) done today"
                    + list(content.compositesDone.map { $0.habit.id.rawValue }))
        }
        let met = content.metEarlier.map { $0.habit.id.rawValue + " \(dash) " + ($0.periodCount(joiner: " of ") ?? "") }
        if !met.isEmpty { lines.append("Met before today: " + met.joinedText(separator: ", ")) }
        let left = content.left.map { $0.summary.habit.id.rawValue + ($0.words.isEmpty ? "" : " \(dash) \($0.words)") }
        lines.append("Still to do today: " + (left.isEmpty ? "none" : left.joinedText(separator: ", ")))
        let over = content.over.map { over in
            let habit = over.summary.habit
            return "\(habit.id) (\(over.period.done)/\(Describe.quantity(over.period.target, habit.goal.unit)))"
        }
        if !over.isEmpty { lines.append("Over the limit: " + over.joinedText(separator: ", ")) }
        let atRisk = content.atRisk.map { summary in
            summary.habit.id.rawValue
                + (summary.streak.current > 0
                    ? " (\(Describe.streak(summary.streak.current, unit: summary.streak.unit)) to lose)" : "")
        }
        lines.append("At risk: " + (atRisk.isEmpty ? "none" : atRisk.joinedText(separator: ", ")))
        let broken = content.broken.map { summary in
            summary.habit.id.rawValue + " (best \(Describe.streak(summary.streak.longest, unit: summary.streak.unit)))"
        }
        lines.append("Broken: " + (broken.isEmpty ? "none" : broken.joinedText(separator: ", ")))
        return lines
    }

    private static func list(_ ids: [String]) -> String {
        ids.isEmpty ? "" : " (" + ids.joinedText(separator: ", ") + ")"
    }
}
