import HabitCore

/// How one day looks in a series (docs/streaks.md, Series).
public enum DayStatus: String, Sendable, Hashable, Codable {
    /// Done, or (numeric habits) its period's goal is met.
    case done
    /// Numeric: some amount, but the period's goal is not met.
    case partial
    /// Skipped.
    case skipped
    /// Due, over and not done.
    case missed
    /// Today, not done yet, its period still open.
    case pending
    /// Nothing was due.
    case notDue = "not_due"
    /// Before the habit's `since`.
    case beforeStart = "before_start"
}
