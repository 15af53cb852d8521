/// Where a change of schedule or goal starts (`habit edit --from`, docs/streaks.md, "Goals
/// that change"): the days before it keep the goal they had, as former goals on the habit.
enum GoalChange {
    /// `changed` — `habit` as edited — with the former goals that keep every day before
    /// `start` under the goal it had: those that ended before it, then the goal in force
    /// the day before, up to that day. From `start` on, `changed`'s own schedule and goal
    /// hold, replacing any change after it. `start` `nil` (`--from since`), or on or
    /// before `since`: the new goal judges the whole history, even when it is the goal
    /// in force now. Otherwise a goal that changes only its unit changes no verdict and
    /// keeps the former goals. Every former goal takes the habit's unit.
    static func apply(from start: Day?, to changed: inout Habit, was habit: Habit) {
        defer { changed.formerGoals = changed.formerGoals.map { withUnit($0, changed.goal.unit) } }
        guard let start, start > changed.since else {
            changed.formerGoals = []
            return
        }
        guard !sameVerdicts(habit.schedule, habit.goal, changed.schedule, changed.goal) else { return }
        let eve = start.adding(-1)
        var former = habit.formerGoals.filter { $0.until < eve }
        let before = habit.goal(on: eve)
        if !sameVerdicts(before.schedule, before.goal, changed.schedule, changed.goal) {
            former.append(FormerGoal(schedule: before.schedule, goal: before.goal, until: eve))
        }
        changed.formerGoals = former
    }

    /// Whether two schedules and goals judge every day alike: the same but for the unit.
    private static func sameVerdicts(_ a: Schedule, _ g: Goal, _ b: Schedule, _ h: Goal) -> Bool {
        a == b && g.withUnit(nil) == h.withUnit(nil)
    }

    private static func withUnit(_ former: FormerGoal, _ unit: String?) -> FormerGoal {
        var former = former
        former.goal = former.goal.withUnit(unit)
        return former
    }
}
