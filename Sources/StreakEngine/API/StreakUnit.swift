/// What a streak counts (docs/streaks.md).
public enum StreakUnit: String, Sendable, Hashable, Codable {
    /// Daily and weekday-list habits: due days.
    case days
    /// `N/week` and `week`: calendar weeks.
    case weeks
    /// `N/month` and `month`: calendar months.
    case months
    /// `N days`: done days in an unbroken chain.
    case checkins
}
