import Foundation
import HabitCore

extension Engine {
    /// Everything `habit show --json` says about a habit made of others (`habit add
    /// exercise --any-of run,bike,swim`), from each member's `Date`s: a day is done when
    /// any member is done that day, skipped when none is and a member is skipped
    /// (`History(anyOf:)`, docs/streaks.md, "Habits made of others"); from there the
    /// composite is a check habit on `schedule` like any other (docs/library.md).
    ///
    /// - Parameters:
    ///   - schedule: the composite's own schedule, e.g. `try Schedule(parsing: "3/week")`.
    ///   - since: its first day (the civil day of this date); `nil`: the earliest record of
    ///     any member, or today without records.
    ///   - members: each member's records, as `analyze(schedule:goal:since:records:…)`
    ///     takes them for a check habit (`.done`, `.skip`, `.clear`, `.no`).
    ///   - calendar: its time zone places the dates; its `firstWeekday` starts the weeks.
    ///   - now: the instant whose civil day is today.
    /// - Returns: the composite's streaks, statistics, strength and today's state.
    /// - Throws: `EngineError` for a date no day holds or a `firstWeekday` outside 1…7.
    public static func analyze(
        schedule: Schedule, since: Date? = nil, members: [[(date: Date, action: Action)]], calendar: Calendar,
        now: Date
    ) throws(EngineError) -> Analysis {
        let input = try DatedHabit(schedule: schedule, since: since, members: members, calendar: calendar, now: now)
        return analyze(input.habit, history: input.history, today: input.today, weekStart: input.weekStart)
    }

    /// The per-day points of the last `days` days of a habit made of others, oldest first:
    /// `habit show exercise --json --month` (30) for the same members' records. The
    /// parameters are those of `analyze(schedule:since:members:calendar:now:)`.
    ///
    /// - Parameter days: how many days, today the last; 0: none.
    /// - Returns: one point a day, oldest first, `days` of them.
    /// - Throws: as `analyze`, and `EngineError.negativeCount` for `days` below 0 or
    ///   `EngineError.spanOutOfRange` when the first day would precede 0001-01-01.
    public static func series(
        schedule: Schedule, since: Date? = nil, members: [[(date: Date, action: Action)]], days: Int,
        calendar: Calendar, now: Date
    ) throws(EngineError) -> [SeriesPoint] {
        guard days >= 0 else { throw .negativeCount("days", days) }
        let input = try DatedHabit(schedule: schedule, since: since, members: members, calendar: calendar, now: now)
        guard days > 0 else { return [] }
        guard input.today.number - Day.minimum.number >= days - 1 else { throw .spanOutOfRange("days", days) }
        return series(
            input.habit, history: input.history, today: input.today, weekStart: input.weekStart,
            from: input.today.adding(1 - days))
    }
}
