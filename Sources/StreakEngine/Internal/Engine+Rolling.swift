import HabitCore

extension Engine {
    /// For a `T in I days` habit: how many more done days the window that ends on `day`
    /// needs, counting the done and skipped days recorded up to `today` (at most T);
    /// `nil` for other schedules. With `day` the habit's `due_by`, this is what keeps the
    /// window (`gym — 1 more by Thu`). O(log entries + I).
    /// The goal in force on `today` decides, its window starting no earlier than that goal.
    package static func windowShortfall(_ habit: Habit, history: History, through day: Day, today: Day) -> Int? {
        let habit = habit.judged(on: today)
        guard case .rolling(let times, let days) = habit.schedule else { return nil }
        let rule = DayRule(GoalKind(habit.goal))
        let end = min(day, today)
        var index = history.firstIndex(onOrAfter: max(habit.since, day.adding(1 - days)))
        var found = 0
        history.withColumns { days, states in
            while index < days.count, days[index] <= end {
                if rule.countsTowardsQuota(states[index]) { found += 1 }
                index += 1
            }
        }
        return max(times - found, 0)
    }
}
