import Foundation
import HabitCore

/// The streak calculator an app keeping a daily habit's completions as `Date`s would write
/// by hand, answered by the engine `habit` itself uses (docs/library.md).
///
/// Each `Date` is put on its civil day in `calendar`'s time zone once (days and months are
/// Gregorian, whatever the calendar's identifier); all later arithmetic is on civil days,
/// so the answers hold where a DST change skips or repeats midnight. Returned dates are
/// the first instant of their day in that zone (`Day.start(in:)`). Completions after the
/// day of `now` are not counted.
public enum StreakCalculator {
    /// The current and longest streak of consecutive days with a completion; several
    /// completions on one day count once.
    ///
    /// `current` counts the run ending today, or yesterday while today has none yet (today
    /// is a grace day); it is 0 once a whole day has passed without a completion.
    /// `longest` is the longest run anywhere, never below `current`. The days of the
    /// `archived` spans (`through` `nil`: still archived) are excused: they never break
    /// the run (docs/streaks.md, "Archived days").
    ///
    /// - Parameters:
    ///   - completions: the instants the habit was done, in any order.
    ///   - archived: the spans the habit spent archived, by instant.
    ///   - calendar: its time zone places each date on its civil day.
    ///   - now: the instant whose civil day is today.
    /// - Returns: the two streaks in days.
    /// - Throws: `EngineError` for a date no day holds.
    public static func calculateStreak(
        from completions: [Date], archived: [(from: Date, through: Date?)] = [], calendar: Calendar = .current,
        now: Date = Date()
    ) throws(EngineError) -> (current: Int, longest: Int) {
        let streak = try Engine.analyze(
            schedule: .daily, records: completions.map { ($0, .done) }, archived: archived, calendar: calendar,
            now: now
        ).streak
        return (streak.current, streak.longest)
    }

    /// Completions per day over the last `7 × weeksBack` days, oldest first, ending today:
    /// a week chart's bars (`weeksBack: 1` is the last 7 days, not the calendar week).
    /// Days without a completion count 0.
    ///
    /// - Parameters:
    ///   - completions: the instants the habit was done, in any order.
    ///   - weeksBack: how many 7-day stretches, 0 or more; 0 gives none.
    ///   - calendar: its time zone places each date on its civil day.
    ///   - now: the instant whose civil day is today.
    /// - Returns: one pair a day, oldest first, `7 × weeksBack` of them: the day's first
    ///   instant and how many completions fall on it.
    /// - Throws: `EngineError.negativeCount` for `weeksBack` below 0,
    ///   `EngineError.spanOutOfRange` when the weeks reach before 0001-01-01, `EngineError`
    ///   for a date no day holds.
    public static func weeklyCompletions(
        from completions: [Date], weeksBack: Int = 1, calendar: Calendar = .current, now: Date = Date()
    ) throws(EngineError) -> [(date: Date, count: Int)] {
        guard weeksBack >= 0 else { throw .negativeCount("weeksBack", weeksBack) }
        let today = try Day(containing: now, in: calendar)
        guard weeksBack <= (today - Day.minimum + 1) / 7 else { throw .spanOutOfRange("weeksBack", weeksBack) }
        // Each completion adds 1 to its day: the day's value is its count.
        let points = try Engine.series(
            schedule: .daily, goal: .atLeast(Amount(1), unit: nil), records: completions.map { ($0, .add(Amount(1))) },
            days: 7 * weeksBack, calendar: calendar, now: now)
        return points.map { point in
            (point.date.start(in: calendar), Int((point.value ?? .zero).thousandths / 1000))
        }
    }

    /// Whether each day has a completion, for every day after the same date `monthsBack`
    /// months ago through today, oldest first: a month chart's cells. `monthsBack: 1` on
    /// March 31 starts after February 28 (29 in a leap year): a day-of-month the earlier
    /// month lacks becomes its last day.
    ///
    /// - Parameters:
    ///   - completions: the instants the habit was done, in any order.
    ///   - monthsBack: how many months back the span starts, 0 or more; 0 gives none.
    ///   - calendar: its time zone places each date on its civil day.
    ///   - now: the instant whose civil day is today.
    /// - Returns: one pair a day, oldest first, today the last: the day's first instant and
    ///   whether it holds a completion.
    /// - Throws: `EngineError.negativeCount` for `monthsBack` below 0,
    ///   `EngineError.spanOutOfRange` when the months reach before 0001-01-01, `EngineError`
    ///   for a date no day holds.
    public static func monthlyCompletionRate(
        from completions: [Date], monthsBack: Int = 1, calendar: Calendar = .current, now: Date = Date()
    ) throws(EngineError) -> [(date: Date, completed: Bool)] {
        guard monthsBack >= 0 else { throw .negativeCount("monthsBack", monthsBack) }
        let today = try Day(containing: now, in: calendar)
        let (year, month, day) = today.components
        let monthIndex = year * 12 + (month - 1) - min(monthsBack, 12 * 10_000)
        let startYear = monthIndex / 12
        let startMonth = monthIndex % 12 + 1
        guard startYear >= 1,
            let start = Day(
                year: startYear, month: startMonth,
                day: min(day, Day.daysInMonth(year: startYear, month: startMonth)))
        else { throw .spanOutOfRange("monthsBack", monthsBack) }
        let points = try Engine.series(
            schedule: .daily, records: completions.map { ($0, .done) }, days: today - start, calendar: calendar,
            now: now)
        return points.map { point in (point.date.start(in: calendar), point.status == .done) }
    }
}
