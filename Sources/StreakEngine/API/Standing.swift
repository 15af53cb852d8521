import HabitCore

/// A habit's streak and today's place in its periods, without the statistics and the
/// strength score: what `Engine.standing` computes for views that show no more
/// (`habit status`, `list`, `report`). Each member equals the `Analysis` member of the
/// same name.
public struct Standing: Sendable, Hashable {
    /// Current and longest streak, status and `due_by`.
    public var streak: Streak
    /// Today's state as recorded (`nil` when nothing is recorded today).
    public var todayState: DayState?
    /// The period that contains today, with its value so far; `nil` when no period
    /// contains today.
    public var currentPeriod: Period?

    /// A standing from its parts.
    public init(streak: Streak, todayState: DayState?, currentPeriod: Period?) {
        self.streak = streak
        self.todayState = todayState
        self.currentPeriod = currentPeriod
    }
}
