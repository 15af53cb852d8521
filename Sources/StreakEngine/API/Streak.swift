import HabitCore

/// Current and longest streak with today's status (docs/streaks.md).
public struct Streak: Sendable, Hashable {
    /// Met periods in the run that ends at the latest period (excused and open periods
    /// are walked over; a failed one ends the run).
    public var current: Int
    /// The largest such run anywhere in the history; never less than `current`.
    public var longest: Int
    /// `nil` for `anytime` habits, which have no streak.
    public var unit: StreakUnit?
    /// Today's status.
    public var status: HabitStatus
    /// The last day of the open period; `nil` when no period is open.
    public var dueBy: Day?
    /// The badge for `current`.
    public var badge: Badge { Badge(streak: current) }
}
