import HabitCore

/// One goal of a habit's goal history as views list it (`show`, docs/streaks.md, "Goals
/// that change"): the days it was in force and what it asked.
struct GoalSpan {
    let from: Day
    /// The last day; `nil` for the goal in force now.
    let until: Day?
    let schedule: Schedule
    let goal: Goal

    /// The goals of `habit` that were in force on a day from `since` on, oldest first, the
    /// current one last: one span for a habit whose goal never changed.
    static func list(_ habit: Habit) -> [GoalSpan] {
        var spans: [GoalSpan] = []
        var from = habit.since
        for former in habit.formerGoals where former.until >= from {
            spans.append(GoalSpan(from: from, until: former.until, schedule: former.schedule, goal: former.goal))
            from = former.until.adding(1)
        }
        spans.append(GoalSpan(from: from, until: nil, schedule: habit.schedule, goal: habit.goal))
        return spans
    }
}
