import HabitCore
import StreakEngine

/// The document of `report --json` (docs/json.md): the text report's lists, from the same
/// `ReportContent`.
enum ReportJSON {
    /// `span` and `week_stats` are `null` unless the report covers the week so far
    /// (`report --week`).
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
            ("composites_due_today", ids(content.composites)),
            ("composites_done_today", ids(content.compositesDone)),
            ("met_before_today", ids(content.metEarlier)),
            ("left_today", .array(content.left.map(left))),
            ("over_limit", .array(content.over.map(over))),
            ("at_risk", ids(content.atRisk)),
            ("broken", ids(content.broken)),
            ("best_streaks", .array(content.best.map(streak))),
            ("span", StatisticsSpan.json(span)),
            (
                "week_stats",
                rows.map { rows in .array(rows.map { StatsJSON.habit($0.habit, $0.analysis, today: today) }) }
                    ?? .null
            ),
        ])
    }

    /// `{"id", "left"}`: `left` is what the text prints after the id (`5 more glasses`),
    /// `null` for a plain check.
    private static func left(_ left: ReportContent.Left) -> JSONValue {
        .object([
            ("id", .string(left.summary.habit.id.rawValue)),
            ("left", left.words.isEmpty ? .null : .string(left.words)),
        ])
    }

    /// `{"id", "total", "max", "unit"}`: the amount of the period that holds today, its
    /// limit and their unit, as the text's `coffee (3/2 cups)`.
    private static func over(_ over: ReportContent.Over) -> JSONValue {
        .object([
            ("id", .string(over.summary.habit.id.rawValue)),
            ("total", .amount(over.period.done)),
            ("max", .amount(over.period.target)),
            ("unit", .optional(over.summary.habit.goal.unit)),
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
