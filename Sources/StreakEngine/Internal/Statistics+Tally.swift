import HabitCore

extension Statistics {
    /// The statistics from the period counts of `tally` and a pass over the entries
    /// (`total`, the weekday counts `good`): the one place where the completion rate and
    /// the best weekday are derived, for every path. `excused` is `tally.excused` but for
    /// `N days` habits, which count skipped days.
    init(habit: Habit, tally: StreakTally, excused: Int, total: Amount, good: WeekdayCounts) {
        let decided = tally.met + tally.failed
        self.init(
            total: total, met: tally.met, failed: tally.failed, excused: excused,
            completionRate: decided == 0 ? nil : Double(tally.met) / Double(decided), since: habit.since,
            bestWeekday: good.best)
    }
}
