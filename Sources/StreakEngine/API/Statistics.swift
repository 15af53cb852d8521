import HabitCore

/// Counts over a habit's whole history (docs/streaks.md, Statistics).
public struct Statistics: Sendable, Hashable {
    /// Days with a done entry (check habits) or the summed amount (numeric habits).
    public var total: Amount
    /// Met periods (for `N days`: check-ins). The current period counts once it is met.
    public var met: Int
    /// Failed periods (for `N days`: broken gaps). The current period counts once failed.
    public var failed: Int
    /// Excused periods before the current one (for `N days`: skipped days).
    public var excused: Int
    /// met ÷ (met + failed); `nil` when both are zero.
    public var completionRate: Double?
    /// The habit's first day.
    public var since: Day
    /// The weekday with the most done days; `nil` with none. Ties go to the earlier
    /// weekday in ISO order (Monday first).
    public var bestWeekday: Weekday?
}
