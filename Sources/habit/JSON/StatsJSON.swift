import HabitCore
import StreakEngine

/// The documents of `stats --json` and `stats ID --json` (docs/json.md).
enum StatsJSON {
    /// `{"today", "habits": [stats objects], "span"}`.
    static func document(today: Day, _ rows: [(habit: Habit, analysis: HabitStatistics)], span: StatisticsSpan?)
        -> JSONValue
    {
        .object([
            ("today", .day(today)), ("habits", .array(rows.map { habit($0.habit, $0.analysis, today: today) })),
            ("span", StatisticsSpan.json(span)),
        ])
    }

    /// One habit's statistics: id, name, today, goal, then the `stats` members (with the
    /// unit `total` counts in) and the strength score; `span` last when given.
    static func habit(
        _ habit: Habit, _ analysis: HabitStatistics, today: Day, span: StatisticsSpan?? = nil
    ) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("id", .string(habit.id.rawValue)), ("name", .string(habit.name)), ("today", .day(today)),
            ("goal", HabitJSON.goal(habit.goal)),
        ]
        members += HabitJSON.statistics(analysis.statistics, goal: habit.goal)
        members.append(("strength", .ratio(analysis.strength)))
        if let span { members.append(("span", StatisticsSpan.json(span))) }
        return .object(members)
    }
}
