import HabitCore

/// Receives a habit's periods, oldest first, from `PeriodScan`.
protocol PeriodSink {
    /// The next period; `isCurrent` when it contains today.
    mutating func add(_ period: Period, isCurrent: Bool)

    /// `count` one-day periods with the same `outcome` and `value`: the due days (by
    /// `mask`, bit 0 = Monday) of `first...last`, a stretch before today (per-day
    /// schedules: with nothing recorded, value 0). Sinks that only count can take the
    /// whole stretch at once.
    mutating func addRun(_ outcome: PeriodOutcome, count: Int, first: Day, last: Day, mask: Int, value: Amount)

    /// `due_by` when the schedule sets it apart from the open period (`T in I days`).
    mutating func setDueBy(_ day: Day)

    /// The periods from here on are those of a goal whose streak counts another unit
    /// (days, weeks, months, check-ins): the streak starts afresh (docs/streaks.md, "Goals
    /// that change").
    mutating func startUnit()
}

extension PeriodSink {
    /// Adds the stretch day by day.
    mutating func addRun(_ outcome: PeriodOutcome, count: Int, first: Day, last: Day, mask: Int, value: Amount) {
        for number in first.number...last.number where mask & (1 << DueMask.weekdayIndex(number)) != 0 {
            let day = Day(number: number)
            add(Period(start: day, end: day, outcome: outcome, value: value), isCurrent: false)
        }
    }

    /// Ignored by sinks that keep no streak.
    mutating func setDueBy(_ day: Day) {}

    /// Ignored by sinks that keep no streak.
    mutating func startUnit() {}
}

/// Collects periods that end on or after `from`.
struct PeriodList: PeriodSink {
    var from = Day.minimum
    var periods: [Period] = []

    mutating func add(_ period: Period, isCurrent: Bool) {
        if period.end >= from { periods.append(period) }
    }

    mutating func addRun(_ outcome: PeriodOutcome, count: Int, first: Day, last: Day, mask: Int, value: Amount) {
        guard last >= from else { return }
        for number in max(first, from).number...last.number where mask & (1 << DueMask.weekdayIndex(number)) != 0 {
            let day = Day(number: number)
            periods.append(Period(start: day, end: day, outcome: outcome, value: value))
        }
    }
}

/// Due weekdays as a bit mask (bit 0 = Monday … bit 6 = Sunday) and counting over it.
enum DueMask {
    /// Every day.
    static let all = 0x7F

    /// The mask of a set of weekdays.
    static func of(_ days: Set<Weekday>) -> Int {
        days.reduce(0) { $0 | 1 << ($1.rawValue - 1) }
    }

    /// Monday 0 … Sunday 6 for a day number (day 0, 1970-01-01, was a Thursday).
    @inline(__always)
    static func weekdayIndex(_ number: Int) -> Int {
        let remainder = (number + 3) % 7
        return remainder < 0 ? remainder + 7 : remainder
    }

    /// How many days of `first...last` are due. O(1), without a loop: whole weeks count
    /// the mask's days, and the days left over are the bits of the mask, repeated twice so
    /// that they can wrap past Sunday, from the first day's weekday on.
    static func count(_ mask: Int, from first: Int, through last: Int) -> Int {
        guard last >= first else { return 0 }
        let length = last - first + 1
        let rest = length % 7
        let partial = ((mask | mask << 7) >> weekdayIndex(first)) & ((1 << rest) - 1)
        return (length / 7) * mask.nonzeroBitCount + partial.nonzeroBitCount
    }
}
