import HabitCore
import StreakEngine

/// The documents of `stats --json` and `stats ID --json` (docs/json.md).
enum StatsJSON {
    /// `{"today", "habits": [stats objects]}`.
    static func document(today: Day, _ summaries: [HabitSummary]) -> JSONValue {
        .object([("today", .day(today)), ("habits", .array(summaries.map(habit)))])
    }

    /// One habit's statistics: id, name, today, goal, then the `stats` members (with the
    /// unit `total` counts in) and the strength score.
    static func habit(_ summary: HabitSummary) -> JSONValue {
        let analysis = summary.analyze()
        let habit = summary.habit
        return .object(
            [
                ("id", .string(habit.id.rawValue)), ("name", .string(habit.name)), ("today", .day(summary.today)),
                ("goal", HabitJSON.goal(habit.goal)),
            ]
                + HabitJSON.statistics(analysis.statistics, goal: habit.goal) + [
                    ("strength", .ratio(analysis.strength))
                ]
        )
    }
}
