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

    /// How many words `words` holds.
    static let wordCount = 13
    /// Each outcome's word.
    private static let outcomes: [PeriodOutcome] = [.met, .excused, .open, .failed]

    /// Every field, as words (a kept tally, `TallyMemo`): the counts, the current period
    /// (a flag, its days, outcome and value), `due_by` (a flag and its day) and `carried`.
    var words: [Int64] {
        let outcome = current.map { Int64(Self.outcomes.firstIndex(of: $0.outcome) ?? 0) } ?? 0
        return [
            Int64(run), Int64(longest), Int64(met), Int64(failed), Int64(excused), current == nil ? 0 : 1,
            Int64(current?.start.number ?? 0), Int64(current?.end.number ?? 0), outcome,
            current?.value.thousandths ?? 0, scannedDueBy == nil ? 0 : 1, Int64(scannedDueBy?.number ?? 0),
            carried ? 1 : 0,
        ]
    }

    /// The tally `words` stand for; `nil` when they are not what `words` writes.
    init?(words: ArraySlice<Int64>) {
        guard words.count == Self.wordCount else { return nil }
        let word = { (index: Int) in words[words.startIndex + index] }
        guard (0...1).contains(word(5)), (0...1).contains(word(10)), (0...1).contains(word(12)),
            Self.outcomes.indices.contains(Int(clamping: word(8)))
        else { return nil }
        run = Int(word(0))
        longest = Int(word(1))
        met = Int(word(2))
        failed = Int(word(3))
        excused = Int(word(4))
        if word(5) == 1 {
            current = Period(
                start: Day(number: Int(word(6))), end: Day(number: Int(word(7))),
                outcome: Self.outcomes[Int(word(8))], value: Amount(thousandths: word(9)))
        }
        scannedDueBy = word(10) == 1 ? Day(number: Int(word(11))) : nil
        carried = word(12) == 1
    }

    init() {}

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
