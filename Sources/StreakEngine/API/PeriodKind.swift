/// What a habit's periods are (docs/streaks.md): what "this period" means to a view.
public enum PeriodKind: String, Sendable, Hashable, Codable, CaseIterable {
    /// One due day (daily and weekday-list habits).
    case day
    /// A calendar week (`N/week`, `week`).
    case week
    /// A calendar month (`N/month`, `month`).
    case month
    /// The gap that ends at a check-in (`N days`).
    case interval
    /// The window of I days that ends on the period's day (`T in I days`).
    case window
}
