/// The outcome of one period (docs/streaks.md).
public enum PeriodOutcome: String, Sendable, Hashable, Codable {
    /// The goal is reached; counts towards the streak.
    case met
    /// Not met but neutral (skipped, or reached counting skipped days, or the first
    /// partial week or month).
    case excused
    /// The current period, not yet met: neutral (today is a grace day).
    case open
    /// Over and neither met nor excused (or an at-most period already exceeded); ends
    /// the streak.
    case failed
}
