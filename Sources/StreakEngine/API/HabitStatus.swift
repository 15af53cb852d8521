/// A habit's standing today, the first rule that applies (docs/streaks.md).
public enum HabitStatus: String, Sendable, Hashable, Codable, CaseIterable {
    /// `anytime` habits: tracked, never due.
    case tracking
    /// The current period is met (for `N days`: done today), or no period is open and the
    /// streak is alive.
    case active
    /// Today is skipped.
    case skipping
    /// The streak is zero but was once longer.
    case broken
    /// Nothing has ever been met.
    case unstarted
    /// The open period ends today and is not yet met.
    case atRisk = "at_risk"
    /// The open period ends later and is not yet met.
    case pending
}
