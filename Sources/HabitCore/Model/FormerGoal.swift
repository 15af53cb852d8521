/// A schedule and goal a habit kept before its current one, and the last day it was in
/// force: the goal after it began the next day (docs/data-format.md, `goals=`;
/// docs/streaks.md, "Goals that change"). Every period of those days keeps the verdict it
/// had under this goal.
public struct FormerGoal: Sendable, Hashable {
    /// When the habit was due then.
    public var schedule: Schedule
    /// What counted as success then. Its unit is the habit's own (a unit names amounts,
    /// it judges nothing), so the `habits` file keeps none for it.
    public var goal: Goal
    /// The last day it was in force.
    public var until: Day

    /// A former goal in force up to and including `until`.
    /// - Parameters:
    ///   - schedule: when the habit was due then.
    ///   - goal: what counted then; its unit is not kept (the habit's own is used).
    ///   - until: the last day it was in force, that day included.
    public init(schedule: Schedule, goal: Goal = .check, until: Day) {
        self.schedule = schedule
        self.goal = goal
        self.until = until
    }
}

extension Habit {
    /// The schedule and goal in force on `day`: the first former goal whose `until` is on
    /// or after it, else the current ones (docs/streaks.md, "Goals that change").
    /// - Parameter day: any day; a day before `since` gets the oldest goal, one after the
    ///   last former goal's `until` the current one.
    /// - Returns: the schedule and goal that judge that day.
    public func goal(on day: Day) -> (schedule: Schedule, goal: Goal) {
        for former in formerGoals where day <= former.until { return (former.schedule, former.goal) }
        return (schedule, goal)
    }

    /// The first day of the goal in force on `day`: the day after the former goal before
    /// it, or `since` (never before `since`).
    /// - Parameter day: any day.
    /// - Returns: the first day judged under the same goal as `day`: `since`, or the day after
    ///   an earlier former goal's `until`.
    public func goalStart(on day: Day) -> Day {
        var start = since
        for former in formerGoals {
            if day <= former.until { break }
            start = max(start, former.until.adding(1))
        }
        return start
    }

    /// Checks the former goals: each as a goal of its own (an at-least target above zero,
    /// a numeric goal only with daily, a weekday list, `week` or `month`, a habit made of
    /// others only check goals), and their days in order, each after the one before.
    func validateFormerGoals() throws(ValueError) {
        var previous: Day? = nil
        for former in formerGoals {
            if let previous, former.until <= previous { throw .formerGoalsOutOfOrder(former.until, after: previous) }
            previous = former.until
            if isComposite, former.goal.isNumeric { throw .numericComposite(id) }
            try Habit.validateGoal(former.goal, schedule: former.schedule)
        }
    }
}
