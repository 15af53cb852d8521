import HabitCore

extension Standing {
    /// Whether the habit still has something to do today (docs/streaks.md, "What views
    /// get"): its open period ends today (`due_by` is today) unmet, it is no limit, today
    /// is not skipped, and doing it today still counts — what is left of the period is
    /// above zero, and a `T in I days` window is not done today (a day counts once). A
    /// week or month already met, an at-most habit, a skipped day and a habit not due
    /// today have nothing left. The one rule behind `status --exit-code`, `report`'s
    /// "Still to do today" and `habit remind` (docs/reminders.md).
    public var hasSomethingLeftToday: Bool {
        guard let period = currentPeriod, !period.isLimit, period.outcome != .met, streak.dueBy == today.date,
            todayState != .skipped
        else { return false }
        // A plain check day or `N days` check-in that is not met has its 1 left.
        return period.kind == .window ? !isDoneToday : period.left > .zero
    }
}
