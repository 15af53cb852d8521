/// The span of a series view.
public enum SeriesSpan: String, Sendable, Hashable, CaseIterable {
    /// The last 7 days, ending today.
    case week
    /// The last 30 days, ending today.
    case month
    /// Whole calendar weeks covering the last year, ending with the week of today
    /// (the heat map).
    case year
}
