import HabitCore

extension Engine {
    /// The statistics of docs/streaks.md from the period counts and one pass over the entries.
    ///
    /// Decisions where docs/streaks.md leaves room:
    /// - `total` counts days from `since` to today only (planned skips and hand-written
    ///   future entries are not history yet). At-most habits total their amounts too.
    /// - For `N days` habits `excused` is the number of skipped days (there are no excused
    ///   periods: a skip just stretches the gap).
    /// - `best_weekday` is the weekday with the most done days (check habits), days with a
    ///   positive amount (at-least), or days kept within the max, unlogged days counting
    ///   as 0 (at-most). Ties go to the earlier weekday, Monday first; `nil` when no day
    ///   qualifies.
    static func statistics(_ habit: Habit, history: History, today: Day, tally: StreakTally) -> Statistics {
        let days = history.days
        let states = history.dayStates
        var index = history.firstIndex(onOrAfter: habit.since)
        var total = Amount(thousandths: 0)
        var skipped = 0
        var good = WeekdayCounts()
        var atMost: Amount? = nil
        if case .atMost(let max, _) = habit.goal {
            atMost = max
            good.addOccurrences(from: habit.since, to: today)
        }
        while index < days.count, days[index] <= today {
            let weekday = DueMask.weekdayIndex(days[index].number)
            if let added = good.record(states[index], at: weekday, atMost: atMost, numeric: habit.goal.isNumeric) {
                total = total + added
            } else {
                skipped += 1
            }
            index += 1
        }
        var excused = tally.excused
        if case .everyNDays = habit.schedule { excused = skipped }
        return Statistics(habit: habit, tally: tally, excused: excused, total: total, good: good)
    }
}
