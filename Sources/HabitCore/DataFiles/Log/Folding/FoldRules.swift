/// What the fold of docs/data-format.md (`log`) takes from a goal: the amount `done` sets
/// (1 for check habits, the target for at-least, 0 for at-most) and whether the goal sums
/// amounts (a check habit's day at amount 0 counts as cleared).
struct FoldRule: Equatable {
    let doneAmount: Amount
    let numeric: Bool

    init(_ goal: Goal) {
        self.init(doneAmount: goal.doneAmount, numeric: goal.isNumeric)
    }

    init(doneAmount: Amount, numeric: Bool) {
        self.doneAmount = doneAmount
        self.numeric = numeric
    }
}

/// The fold rules of a habit over time: each day's entries fold under the goal in force
/// that day (docs/streaks.md, "Goals that change"), so a `done` of a former at-least goal
/// keeps its target. Only the changes that fold differently are kept: a habit whose goals
/// all fold alike (any check habit) has none, and its fold never looks a day up.
package struct FoldRules {
    /// The rules that differ from the next one, each with its last day, oldest first.
    let changes: [(until: Day, rule: FoldRule)]
    /// The rule after the last change.
    let last: FoldRule

    /// One goal for every day.
    package init(_ goal: Goal) {
        changes = []
        last = FoldRule(goal)
    }

    /// The goals of `habit`: its former goals', each up to its last day, then its own.
    package init(_ habit: Habit) {
        last = FoldRule(habit.goal)
        var changes: [(until: Day, rule: FoldRule)] = []
        var next = last
        for former in habit.formerGoals.reversed() {
            let rule = FoldRule(former.goal)
            // A goal that folds as the next one does is covered by the next one's entry
            // (the first change on or after a day gives its rule).
            if rule != next { changes.append((former.until, rule)) }
            next = rule
        }
        self.changes = changes.reversed()
    }

    /// The rule of `day`.
    func rule(on day: Day) -> FoldRule {
        for change in changes where day <= change.until { return change.rule }
        return last
    }
}
