import HabitCore

/// A habit's history cut by its goals (docs/streaks.md, "Goals that change"): each goal
/// judges the days it was in force, from its first day — the habit's `since`, or the day
/// after the former goal before it — as a habit is judged from `since`.
extension Habit {
    /// The habit as the goal in force on `day` judges it: that goal's schedule and goal,
    /// `since` its first day (never before the habit's own), no former goals. The habit
    /// itself when its goal never changed.
    func judged(on day: Day) -> Habit {
        guard !formerGoals.isEmpty else { return self }
        let day = max(day, since)
        let (schedule, goal) = goal(on: day)
        return stretch(schedule, goal, from: goalStart(on: day))
    }

    /// `body` of the habit as `judged(on:)` gives it, without copying a habit whose goal
    /// never changed (it is itself).
    func withJudged<R>(on day: Day, _ body: (borrowing Habit) -> R) -> R {
        guard !formerGoals.isEmpty else { return body(self) }
        return body(judged(on: day))
    }

    /// The last day of the goal in force on `day`; `nil` for the current goal.
    func goalEnd(on day: Day) -> Day? {
        formerGoals.first { day <= $0.until }?.until
    }

    /// Calls `body` for each goal's stretch of `since...last`, oldest first: the habit as
    /// that goal judges it (`judged(on:)`) and the stretch's last day. A habit whose goal
    /// never changed is one stretch, itself through `last`.
    func forEachGoal(through last: Day, _ body: (Habit, Day) -> Void) {
        guard !formerGoals.isEmpty else { return body(self, last) }
        var start = since
        for former in formerGoals where former.until >= start {
            guard start <= last else { return }
            body(stretch(former.schedule, former.goal, from: start), min(former.until, last))
            start = former.until.adding(1)
        }
        if start <= last { body(stretch(schedule, goal, from: start), last) }
    }

    private func stretch(_ schedule: Schedule, _ goal: Goal, from start: Day) -> Habit {
        var habit = self
        habit.schedule = schedule
        habit.goal = goal
        habit.since = start
        habit.formerGoals = []
        return habit
    }
}
