import HabitCore
import StreakEngine

/// `habit stats`: one row of statistics per habit, from the analysis given with it (all
/// time, or over a span: `StatisticsSpan`).
enum StatsTable {
    static func render(_ summaries: [(habit: Habit, analysis: HabitStatistics)], style: Style) -> String {
        guard !summaries.isEmpty else {
            return TodayView.wrap(
                "No habits yet. Statistics show how often each habit was met, failed or excused. "
                    + "Add a habit with 'habit add meditate', or try 'habit demo'.", style: style)
        }
        var table = Table(
            headers: ["ID", "TOTAL", "MET", "FAILED", "EXCUSED", "RATE", "STRENGTH", "BEST DAY"],
            alignments: [.left, .right, .right, .right, .right, .right, .right, .left], flexible: 0,
            droppable: [7, 4, 3, 1])
        for summary in summaries {
            let analysis = summary.analysis
            let stats = analysis.statistics
            table.rows.append([
                summary.habit.id.rawValue,
                summary.habit.goal.isNumeric
                    ? Describe.quantity(stats.total, summary.habit.goal.unit) : "\(Describe.checkIns(stats.total))",
                "\(stats.met)", "\(stats.failed)", "\(stats.excused)",
                Describe.percent(stats.completionRate, style: style),
                Describe.percent(analysis.strength, style: style),
                stats.bestWeekday.map { String(Describe.weekdayNames[$0.rawValue - 1].prefix(3)) } ?? "",
            ])
        }
        return table.render(width: style.width, style: style)
    }
}
