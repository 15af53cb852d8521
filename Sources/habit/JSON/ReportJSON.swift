import HabitCore
import StreakEngine

/// The document of `report --json` (docs/json.md): the text report's lists, from the same
/// `ReportContent`.
enum ReportJSON {
    /// `span` and `stats` are `null` unless the report covers a span (`report --week`).
    static func document(
        today: Day, _ summaries: [HabitSummary], span: StatisticsSpan?,
        stats rows: [(habit: Habit, analysis: HabitStatistics)]?
    ) -> JSONValue {
        let content = ReportContent(summaries)
        let ids = { (list: [HabitSummary]) in JSONValue.array(list.map { .string($0.habit.id.rawValue) }) }
        return .object([
            ("today", .day(today)),
            ("due_today", ids(content.due)),
            ("done_today", ids(content.done)),
            ("at_risk", ids(content.atRisk)),
            ("broken", ids(content.broken)),
            ("best_streaks", .array(content.best.map(streak))),
            ("span", StatisticsSpan.json(span)),
            (
                "stats",
                rows.map { rows in .array(rows.map { StatsJSON.habit($0.habit, $0.analysis, today: today) }) }
                    ?? .null
            ),
        ])
    }

    private static func streak(_ summary: HabitSummary) -> JSONValue {
        .object([
            ("id", .string(summary.habit.id.rawValue)),
            ("current", .int(summary.streak.current)),
            ("longest", .int(summary.streak.longest)),
            ("unit", .optional(summary.streak.unit?.rawValue)),
            ("badge", .string(summary.streak.badge.rawValue)),
        ])
    }
}
