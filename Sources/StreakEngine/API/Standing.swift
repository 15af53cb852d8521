import HabitCore

/// A habit's streak and today's place in its periods, without the statistics and the
/// strength score: what `Engine.standing` computes for views that show no more
/// (`habit status`, `list`, `report`), and the part of `Analysis` that says how today
/// stands. Views render it and decide nothing of their own.
public struct Standing: Sendable, Hashable {
    /// Current and longest streak, status and `due_by`.
    public let streak: Streak
    /// Today's state as recorded (`nil` when nothing is recorded today).
    public let todayState: DayState?
    /// The period that contains today, with what is done in it so far; `nil` when no
    /// period contains today (`anytime`, a weekday list on an off day, or today before
    /// `since`).
    public let currentPeriod: CurrentPeriod?
    /// Today as a series point: its status and value, the last point of `Engine.series`.
    public let today: SeriesPoint
    /// Whether nothing is left to do today: today is `done`, or the current week or month
    /// is met. Never for at-most habits, which keep within a limit and get nothing done.
    public let isDoneToday: Bool
    /// The next day by which the habit wants a check-in: `due_by` while a period is open;
    /// for `N days` done today, today + N (the day the next interval ends); `nil` when
    /// nothing is due (`anytime`, limits, met weeks and months). What `upcoming` lists.
    public let nextDue: Day?
}
