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
        guard !summaries.isEmpty else {
            return out
                + TodayView.wrap(
                    "No habits yet. The report sums up each day: what is done, what is at risk and the best streaks. "
                        + "Add a habit with 'habit add meditate'.", style: style)
        }
        let dash = Glyphs.for(style).dash
        // At-most habits are limits: never "done", never counted as due.
        let due = summaries.filter { $0.showsToday && !$0.isLimit }
        let done = due.filter(\.isDoneToday)
        out += TodayView.wrap(
            "Done today: \(done.count) of \(due.count)" + list(done.map { $0.habit.id.rawValue }), style: style)
        let left = summaries.compactMap { summary in
            summary.leftToday.map { summary.habit.id.rawValue + ($0.isEmpty ? "" : " \(dash) \($0)") }
        }
        out += TodayView.wrap(
            "Still to do today: " + (left.isEmpty ? "none" : left.joined(separator: ", ")), style: style)
        let over = summaries.compactMap { summary -> String? in
            guard let period = summary.standing.currentPeriod, period.isOverLimit else { return nil }
            return "\(summary.habit.id) (\(period.done)/\(Describe.quantity(period.target, summary.habit.goal.unit)))"
        }
        if !over.isEmpty { out += TodayView.wrap("Over the limit: " + over.joined(separator: ", "), style: style) }
        let atRisk = summaries.filter { $0.streak.status == .atRisk }
        out += TodayView.wrap(
            "At risk: "
                + (atRisk.isEmpty
                    ? "none"
                    : atRisk.map { summary in
                        summary.habit.id.rawValue
                            + (summary.streak.current > 0
                                ? " (\(Describe.streak(summary.streak.current, unit: summary.streak.unit)) to lose)"
                                : "")
                    }.joined(separator: ", ")),
            style: style)
        let broken = summaries.filter { $0.streak.status == .broken }
        out += TodayView.wrap(
            "Broken: "
                + (broken.isEmpty
                    ? "none"
                    : broken.map { summary in
                        summary.habit.id.rawValue
                            + " (best \(Describe.streak(summary.streak.longest, unit: summary.streak.unit)))"
                    }.joined(separator: ", ")),
            style: style)
        let best = summaries.filter { $0.streak.current > 0 }.sorted { $0.streak.current > $1.streak.current }.prefix(5)
        if !best.isEmpty {
            out += "\nBest streaks\n"
            for summary in best {
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

    private static func list(_ ids: [String]) -> String { ids.isEmpty ? "" : " (" + ids.joined(separator: ", ") + ")" }
}
