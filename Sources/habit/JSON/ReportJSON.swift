import HabitCore
import StreakEngine

/// The document of `report --json` (docs/json.md).
enum ReportJSON {
    /// `span` and `stats` are `null` unless the report covers a span (`report --week`).
    static func document(
        today: Day, _ summaries: [HabitSummary], span: StatisticsSpan?,
        stats rows: [(habit: Habit, analysis: HabitStatistics)]?
    ) -> JSONValue {
        let due = summaries.filter(\.showsToday)
        let ids = { (list: [HabitSummary]) in JSONValue.array(list.map { .string($0.habit.id.rawValue) }) }
        let best = summaries.filter { $0.streak.current > 0 }.sorted { $0.streak.current > $1.streak.current }
        return .object([
            ("today", .day(today)),
            ("due_today", ids(due)),
            ("done_today", ids(due.filter(\.isDoneToday))),
            ("at_risk", ids(summaries.filter { $0.streak.status == .atRisk })),
            ("broken", ids(summaries.filter { $0.streak.status == .broken })),
            ("best_streaks", .array(best.prefix(5).map(streak))),
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
