import HabitCore

/// One period of a habit's history: a due day, a calendar week or month, or (for
/// `N days`) the gap that ends at a check-in. `start...end` is inclusive.
public struct Period: Sendable, Hashable {
    /// The first day (a week's or month's first calendar day, which may be before `since`).
    public var start: Day
    /// The last day, inclusive (may be after today for the current period).
    public var end: Day
    /// How the period went.
    public var outcome: PeriodOutcome
    /// Done days (check habits) or the summed amount (numeric habits) within the period.
    public var value: Amount

    /// A period covering `start...end`.
    public init(start: Day, end: Day, outcome: PeriodOutcome, value: Amount) {
        self.start = start
        self.end = end
        self.outcome = outcome
        self.value = value
    }
}
