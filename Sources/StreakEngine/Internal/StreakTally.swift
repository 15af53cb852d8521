import HabitCore

/// Folds periods, oldest first, into streaks and period counts (docs/streaks.md).
///
/// A met period extends the run, a failed one ends it, excused and open periods are
/// walked over. The current period is counted in `met`/`failed` like any other once it
/// is met or failed; an open or excused current period is not counted.
struct StreakTally: PeriodSink {
    /// Met periods in the run that ends at the latest period: the current streak.
    var run = 0
    /// The largest run seen.
    var longest = 0
    var met = 0
    var failed = 0
    var excused = 0
    /// The period that contains today, if there is one.
    var current: Period?
    /// `due_by` set by the scan (`T in I days`), instead of the open period's end.
    var scannedDueBy: Day?
    /// A live run was ended by a change of streak unit, and no period has failed since:
    /// the habit stands as a live streak does, counting from 0 in the new unit.
    private var carried = false

    /// Adds the next period.
    mutating func add(_ period: Period, isCurrent: Bool) {
        // The current period, when excused, is not counted among the excused ones.
        if !(isCurrent && period.outcome == .excused) { count(period.outcome, times: 1) }
        if isCurrent { current = period }
    }

    /// Adds a stretch of `count` past one-day periods with the same outcome. O(1).
    mutating func addRun(_ outcome: PeriodOutcome, count: Int, first: Day, last: Day, mask: Int, value: Amount) {
        self.count(outcome, times: count)
    }

    /// The one place a period's outcome moves the streak and the counts: `times` past
    /// periods in a row with `outcome`.
    private mutating func count(_ outcome: PeriodOutcome, times: Int) {
        switch outcome {
        case .met:
            run += times
            met += times
            if run > longest { longest = run }
        case .failed:
            run = 0
            carried = false
            failed += times
        case .excused:
            excused += times
        case .open:
            break
        }
    }

    mutating func setDueBy(_ day: Day) { scannedDueBy = day }

    /// A run of one unit is no run of another: the current and the longest streak start
    /// again from the first period of the new goal; the period counts go on. A live run
    /// ends without breaking: the status stays that of a live streak until a period fails.
    mutating func startUnit() {
        carried = run > 0 || carried
        run = 0
        longest = 0
    }

    /// `due_by`: the last day of the open period, `nil` when no period is open today;
    /// for `T in I days`, the day the scan set (docs/streaks.md).
    var dueBy: Day? { scannedDueBy ?? openEnd }

    /// The last day of the open period; `nil` when no period is open today.
    private var openEnd: Day? {
        guard let current, current.outcome == .open else { return nil }
        return current.end
    }

    /// Today's status: the first rule of docs/streaks.md that applies.
    ///
    /// Before `since` the habit has no periods and is `unstarted`, even when today is
    /// skipped: entries before `since` are outside its history.
    func status(schedule: Schedule, todayState: DayState?, today: Day, since: Day) -> HabitStatus {
        if case .anytime = schedule { return .tracking }
        if today < since { return .unstarted }
        // For `N days` the current period is met only through a check-in today.
        if let current, current.outcome == .met { return .active }
        if case .skipped? = todayState { return .skipping }
        guard let openEnd else {
            if run > 0 || carried { return .active }
            return longest > 0 ? .broken : .unstarted
        }
        if run == 0, !carried { return longest > 0 ? .broken : .unstarted }
        return openEnd == today ? .atRisk : .pending
    }
}
