import HabitCore
import StreakEngine

/// The JSON objects shared by the read commands (documented in docs/json.md).
enum HabitJSON {
    /// The habit object of `show`, `list`, `status` and the write commands (docs/json.md):
    /// id, name, schedule,
    /// goal, since, archived, today, today_status, streak, stats, strength, plus
    /// `series` when given.
    static func habit(_ summary: HabitSummary, series: [SeriesPoint]? = nil) -> JSONValue {
        let habit = summary.habit
        let streak = summary.streak
        let analysis = summary.analyze()
        let stats = analysis.statistics
        var members: [(String, JSONValue)] = [
            ("id", .string(habit.id.rawValue)),
            ("name", .string(habit.name)),
            ("schedule", .string(habit.schedule.description)),
            ("frequency", frequency(habit.schedule)),
            ("goal", goal(habit.goal)),
            ("since", .day(habit.since)),
            ("archived", .bool(habit.archived)),
            ("tags", .array(habit.tags.map { .string($0.rawValue) })),
        ]
        if !habit.reminders.isEmpty {
            members.append(("reminders", .array(habit.reminders.map { .string($0.description) })))
        }
        if habit.isComposite { members.append(("members", .array(habit.members.map { .string($0.rawValue) }))) }
        if let goals = goalHistory(habit) { members.append(("goals", goals)) }
        members += [
            ("today", .day(summary.today)),
            ("today_status", .string(summary.standing.today.status.rawValue)),
            ("today_value", summary.standing.today.value.map(JSONValue.amount) ?? .null),
            (
                "streak",
                .object([
                    ("current", .int(streak.current)),
                    ("longest", .int(streak.longest)),
                    ("unit", .optional(streak.unit?.rawValue)),
                    ("status", .string(streak.status.rawValue)),
                    ("due_by", streak.dueBy.map(JSONValue.day) ?? .null),
                    ("badge", .string(streak.badge.rawValue)),
                ])
            ),
            ("stats", .object(statistics(stats, goal: habit.goal))),
            ("strength", .ratio(analysis.strength)),
        ]
        if let series { members.append(("series", .array(series.map(point)))) }
        return .object(members)
    }

    /// The goal history of a habit whose goal changed (docs/json.md, docs/streaks.md "Goals
    /// that change"), oldest first, the current goal last (`until` null); `nil` for a habit
    /// whose goal never changed.
    static func goalHistory(_ habit: Habit) -> JSONValue? {
        let spans = GoalSpan.list(habit)
        guard spans.count > 1 else { return nil }
        return .array(
            spans.map { span in
                .object([
                    ("from", .day(span.from)), ("until", span.until.map(JSONValue.day) ?? .null),
                    ("schedule", .string(span.schedule.description)), ("goal", goal(span.goal)),
                ])
            })
    }

    /// The schedule as data (docs/json.md): `{"type": "daily"}`,
    /// `{"type": "weekdays", "weekdays": ["mon", "wed", "fri"]}`, `{"type": "per_week",
    /// "times": 3}`, `{"type": "per_month", "times": 2}`, `{"type": "every_n_days", "days": 3}`,
    /// `{"type": "rolling", "times": 3, "days": 7}`, `{"type": "anytime"}`.
    static func frequency(_ schedule: Schedule) -> JSONValue {
        switch schedule {
        case .daily: .object([("type", .string("daily"))])
        case .weekdays(let days):
            .object([("type", .string("weekdays")), ("weekdays", .array(days.sorted().map { .string($0.shortName) }))])
        case .perWeek(let n): .object([("type", .string("per_week")), ("times", .int(n))])
        case .perMonth(let n): .object([("type", .string("per_month")), ("times", .int(n))])
        case .everyNDays(let n): .object([("type", .string("every_n_days")), ("days", .int(n))])
        case .rolling(let times, let days):
            .object([("type", .string("rolling")), ("times", .int(times)), ("days", .int(days))])
        case .anytime: .object([("type", .string("anytime"))])
        }
    }

    /// The members of a `stats` object (docs/json.md), shared by the habit object and
    /// `stats`: `total` with the `unit` it counts in (`days` for a check habit, the goal's
    /// unit, possibly `null`, for a numeric one).
    static func statistics(_ stats: Statistics, goal: Goal) -> [(String, JSONValue)] {
        [
            ("total", .amount(stats.total)),
            ("unit", goal.isNumeric ? .optional(goal.unit) : .string("days")),
            ("met", .int(stats.met)),
            ("failed", .int(stats.failed)),
            ("excused", .int(stats.excused)),
            ("completion_rate", .ratio(stats.completionRate)),
            ("since", .day(stats.since)),
            ("best_weekday", .optional(stats.bestWeekday?.fullName)),
        ]
    }

    /// `{"type": "check"}`, `{"type": "at_least", "target": 8, "unit": "glasses"}`, …
    static func goal(_ goal: Goal) -> JSONValue {
        switch goal {
        case .check: .object([("type", .string("check"))])
        case .atLeast(let target, let unit):
            .object([("type", .string("at_least")), ("target", .amount(target)), ("unit", .optional(unit))])
        case .atMost(let max, let unit):
            .object([("type", .string("at_most")), ("max", .amount(max)), ("unit", .optional(unit))])
        }
    }

    /// `{"date", "value", "status"}`.
    static func point(_ point: SeriesPoint) -> JSONValue {
        .object([
            ("date", .day(point.date)),
            ("value", point.value.map(JSONValue.amount) ?? .null),
            ("status", .string(point.status.rawValue)),
        ])
    }

    /// A log entry: date, id, action, amount, note.
    static func entry(_ entry: Entry) -> JSONValue {
        var action = entry.action.description
        var amount: JSONValue = .null
        switch entry.action {
        case .add(let value):
            action = "add"
            amount = .amount(value)
        case .set(let value):
            action = "set"
            amount = .amount(value)
        default: break
        }
        return .object([
            ("date", .day(entry.day)),
            ("id", .string(entry.habit.rawValue)),
            ("action", .string(action)),
            ("amount", amount),
            ("note", .optional(entry.note)),
        ])
    }
}
