import HabitCore

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

/// The badge shown beside a streak: `zero` (0), `active` (1–6), `milestone` (≥ 7).
public enum Badge: String, Sendable, Hashable, Codable {
    /// A streak of 0.
    case zero
    /// A streak of 1–6.
    case active
    /// A streak of 7 or more.
    case milestone

    /// The badge for a streak of `count`.
    public init(streak count: Int) {
        self = count == 0 ? .zero : count < 7 ? .active : .milestone
    }
}

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

    /// A streak with its status.
    public init(current: Int, longest: Int, unit: StreakUnit?, status: HabitStatus, dueBy: Day?) {
        self.current = current
        self.longest = longest
        self.unit = unit
        self.status = status
        self.dueBy = dueBy
    }
}

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

    /// Statistics with the given counts.
    public init(
        total: Amount, met: Int, failed: Int, excused: Int, completionRate: Double?, since: Day,
        bestWeekday: Weekday?
    ) {
        self.total = total
        self.met = met
        self.failed = failed
        self.excused = excused
        self.completionRate = completionRate
        self.since = since
        self.bestWeekday = bestWeekday
    }
}

/// Everything the engine derives about one habit for one `today`.
public struct Analysis: Sendable, Hashable {
    /// Current and longest streak, status and `due_by`.
    public var streak: Streak
    /// Counts over the whole history.
    public var statistics: Statistics
    /// The strength score in 0…1; `nil` for `anytime` habits.
    public var strength: Double?
    /// Today's state as recorded (`nil` when nothing is recorded today).
    public var todayState: DayState?
    /// The period that contains today, with its value so far (done days or the sum):
    /// "1 of 3 this week". `nil` when no period contains today (`anytime`, a weekday list
    /// on an off day, or today before `since`).
    public var currentPeriod: Period?

    /// An analysis from its parts.
    public init(
        streak: Streak, statistics: Statistics, strength: Double?, todayState: DayState?, currentPeriod: Period? = nil
    ) {
        self.streak = streak
        self.statistics = statistics
        self.strength = strength
        self.todayState = todayState
        self.currentPeriod = currentPeriod
    }
}

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

/// One day of a series: its recorded value and status.
public struct SeriesPoint: Sendable, Hashable {
    /// The day.
    public var date: Day
    /// Done days count 1 for check habits; numeric habits give the day's amount; `nil`
    /// when nothing is recorded.
    public var value: Amount?
    /// How the day went.
    public var status: DayStatus

    /// A point for `date`.
    public init(date: Day, value: Amount?, status: DayStatus) {
        self.date = date
        self.value = value
        self.status = status
    }
}

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
