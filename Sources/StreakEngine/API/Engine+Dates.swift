import Foundation
import HabitCore

extension Engine {
    /// Everything `habit show --json` says about a habit (streak, status, `due_by`, badge,
    /// statistics, strength, today's state), from the `Date`s an app stores: no habit id,
    /// name or file (docs/library.md).
    ///
    /// Each record's date is put on its civil day in `calendar`'s time zone once; from
    /// there on everything is the CLI's own arithmetic on civil days. Days and months are
    /// Gregorian whatever the calendar's identifier; `calendar.firstWeekday` starts the
    /// weeks of `N/week` schedules.
    ///
    /// - Parameters:
    ///   - schedule: when the habit is due, e.g. `try Schedule(parsing: "3/week")`.
    ///   - goal: `.check`, `.atLeast(Amount(8), unit: "glasses")` or `.atMost(…)`.
    ///   - since: the first day the habit counts (the civil day of this date); `nil`: the
    ///     earliest record's day, or today without records. Periods before it do not exist.
    ///   - records: what was recorded; records of one day apply in array order (a `clear`
    ///     after a `done` clears it), whatever the order of their times.
    ///   - formerGoals: the schedules and goals before `schedule` and `goal`, oldest first,
    ///     each in force through the civil day of its `until` (docs/streaks.md, "Goals that
    ///     change"): every period keeps the verdict it had under the goal then in force;
    ///     `schedule` and `goal` hold from the day after the last.
    ///   - archived: the spans the habit spent archived (`through` `nil`: still is), whose
    ///     days are excused (docs/streaks.md, "Archived days").
    ///   - calendar: its time zone places the dates; its `firstWeekday` starts the weeks.
    ///   - now: the instant whose civil day is today.
    /// - Returns: what `analyze(_:history:today:weekStart:)` gives for the same days.
    /// - Throws: `EngineError` for a date no day holds, a `firstWeekday` outside 1…7, or a
    ///   schedule and goal the CLI refuses together (a numeric goal on `3/week`, former
    ///   goals out of order).
    public static func analyze(
        schedule: Schedule, goal: Goal = .check, since: Date? = nil, records: [(date: Date, action: Action)],
        formerGoals: [(until: Date, schedule: Schedule, goal: Goal)] = [],
        archived: [(from: Date, through: Date?)] = [], calendar: Calendar, now: Date
    ) throws(EngineError) -> Analysis {
        let input = try DatedHabit(
            schedule: schedule, goal: goal, since: since, records: records, formerGoals: formerGoals,
            archived: archived, calendar: calendar, now: now)
        return analyze(input.habit, history: input.history, today: input.today, weekStart: input.weekStart)
    }

    /// Per-day values and statuses of the last `days` days ending today, oldest first: the
    /// points of `habit show --json --week` (7) or `--month` (30) for the same history.
    /// Each point's `date` is a civil day; `Day.start(in:)` gives its first instant.
    ///
    /// The parameters are those of
    /// `analyze(schedule:goal:since:records:formerGoals:archived:calendar:now:)`.
    ///
    /// - Parameter days: how many days, today the last; 0: none.
    /// - Returns: one point a day, oldest first, `days` of them.
    /// - Throws: as `analyze`, and `EngineError.negativeCount` for `days` below 0 or
    ///   `EngineError.spanOutOfRange` when the first day would precede 0001-01-01.
    public static func series(
        schedule: Schedule, goal: Goal = .check, since: Date? = nil, records: [(date: Date, action: Action)],
        formerGoals: [(until: Date, schedule: Schedule, goal: Goal)] = [],
        archived: [(from: Date, through: Date?)] = [], days: Int, calendar: Calendar, now: Date
    ) throws(EngineError) -> [SeriesPoint] {
        guard days >= 0 else { throw .negativeCount("days", days) }
        let input = try DatedHabit(
            schedule: schedule, goal: goal, since: since, records: records, formerGoals: formerGoals,
            archived: archived, calendar: calendar, now: now)
        guard days > 0 else { return [] }
        guard input.today.number - Day.minimum.number >= days - 1 else { throw .spanOutOfRange("days", days) }
        return series(
            input.habit, history: input.history, today: input.today, weekStart: input.weekStart,
            from: input.today.adding(1 - days))
    }
}
