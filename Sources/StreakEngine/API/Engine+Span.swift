import HabitCore

extension Engine {
    /// The statistics of the periods from `from` through today (`stats --week`, docs/streaks.md,
    /// "Statistics"): `total` and `best_weekday` over the days from `from` (or `since`, when
    /// later), `met`, `failed` and `excused` over the periods from there, and `since` the
    /// habit's own.
    ///
    /// A `T in I days` day is judged by its whole window, as in `analyze`, looking back before
    /// `from`: the span counts exactly the days of the all-time analysis that fall in it.
    /// Every other schedule is judged as if the habit had started on `from`: a per-day period
    /// does not depend on the ones before it, and a week or month that began before `from`
    /// is the span's first, partial period. The goal in force on the span's first day
    /// decides which.
    /// The parameters not listed are those of `analyze(_:history:today:weekStart:)`.
    ///
    /// - Parameter from: the span's first day; a day before `since` counts from `since`.
    /// - Returns: the span's statistics, `since` the habit's own.
    public static func statistics(
        _ habit: Habit, history: History, today: Day, weekStart: Weekday, from: Day
    ) -> Statistics {
        var clipped = habit
        clipped.since = max(habit.since, from)
        var statistics: Statistics
        if case .rolling = habit.goal(on: clipped.since).schedule, today >= clipped.since {
            var tally = SpanTally(from: clipped.since)
            PeriodScan(habit: habit, history: history, today: today, weekStart: weekStart, from: clipped.since)
                .scan(into: &tally)
            statistics = Self.statistics(clipped, history: history, today: today, tally: tally.tally)
        } else {
            statistics = analyze(clipped, history: history, today: today, weekStart: weekStart).statistics
        }
        statistics.since = habit.since
        return statistics
    }
}
