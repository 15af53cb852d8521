import HabitCore

/// One period of a habit's history: a due day, a calendar week or month, or (for
/// `N days`) the gap that ends at a check-in. `start...end` is inclusive.
struct Period: Sendable, Hashable {
    /// The first day (a week's or month's first calendar day, which may be before `since`).
    var start: Day
    /// The last day, inclusive (may be after today for the current period).
    var end: Day
    /// How the period went.
    var outcome: PeriodOutcome
    /// Done days (check habits) or the summed amount (numeric habits) within the period.
    var value: Amount
}
