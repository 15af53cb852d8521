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
    /// - A habit whose goal changed counts each day under the goal then in force (a day of
    ///   a former check goal adds 1 to `total`, of a numeric one its amount), and its `N
    ///   days` goals' skipped days among `excused` (docs/streaks.md, "Goals that change").
    static func statistics(_ habit: Habit, history: History, today: Day, tally: StreakTally) -> Statistics {
        return history.withColumns { days, states in
            var index = history.firstIndex(onOrAfter: habit.since)
            var total = Amount(thousandths: 0)
            var excused = tally.excused
            var good = WeekdayCounts()
            habit.forEachGoal(through: today) { stretch, last in
                var atMost: Amount? = nil
                if case .atMost(let max, _) = stretch.goal {
                    atMost = max
                    good.addOccurrences(from: stretch.since, to: last)
                }
                let numeric = stretch.goal.isNumeric
                var skipped = 0
                while index < days.count, days[index] <= last {
                    let weekday = DueMask.weekdayIndex(days[index].number)
                    if let added = good.record(states[index], at: weekday, atMost: atMost, numeric: numeric) {
                        total = total + added
                    } else {
                        skipped += 1
                    }
                    index += 1
                }
                // `N days` has no excused periods: its skipped days are counted instead.
                if case .everyNDays = stretch.schedule { excused += skipped }
            }
            return Statistics(habit: habit, tally: tally, excused: excused, total: total, good: good)
        }
    }
}
