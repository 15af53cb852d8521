import HabitCore
import StreakEngine

/// `habit report`: a short plain summary for cron mail — done today, at risk, broken,
/// best streaks.
enum ReportView {
    static func render(today: Day, summaries: [HabitSummary], style: Style) -> String {
        var out = "habit report for \(Describe.longDate(today))\n\n"
        guard !summaries.isEmpty else {
            return out + TodayView.wrap(
                "No habits yet. The report sums up each day: what is done, what is at risk and the best streaks. "
                    + "Add a habit with 'habit add meditate'.", style: style)
        }
        let dash = Glyphs.for(style).dash
        let due = summaries.filter(\.showsToday)
        let done = due.filter(\.isDoneToday)
        out += "Done today: \(done.count) of \(due.count)" + list(done.map { $0.habit.id.rawValue }) + "\n"
        let atRisk = summaries.filter { $0.streak.status == .atRisk }
        out += "At risk: " + (atRisk.isEmpty ? "none" : atRisk.map { summary in
            summary.habit.id.rawValue + (summary.streak.current > 0
                ? " (\(Describe.streak(summary.streak.current, unit: summary.streak.unit)) to lose)" : "")
        }.joined(separator: ", ")) + "\n"
        let broken = summaries.filter { $0.streak.status == .broken }
        out += "Broken: " + (broken.isEmpty ? "none" : broken.map { summary in
            summary.habit.id.rawValue + " (best \(Describe.streak(summary.streak.longest, unit: summary.streak.unit)))"
        }.joined(separator: ", ")) + "\n"
        let best = summaries.filter { $0.streak.current > 0 }.sorted { $0.streak.current > $1.streak.current }.prefix(5)
        if !best.isEmpty {
            out += "\nBest streaks\n"
            for summary in best {
                out += "  \(summary.habit.id) \(dash) "
                    + BadgeView.render(summary.streak.current, unit: summary.streak.unit, style: style)
                    + " (longest \(summary.streak.longest))\n"
            }
        }
        return out
    }

    private static func list(_ ids: [String]) -> String { ids.isEmpty ? "" : " (" + ids.joined(separator: ", ") + ")" }
}
