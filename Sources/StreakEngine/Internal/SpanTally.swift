import HabitCore

/// A `StreakTally` of the periods that start on or after `from` (`Engine.statistics(…from:)`):
/// a scan may hand over earlier ones.
struct SpanTally: PeriodSink {
    let from: Day
    var tally = StreakTally()

    mutating func add(_ period: Period, isCurrent: Bool) {
        if period.start >= from { tally.add(period, isCurrent: isCurrent) }
    }

    mutating func addRun(_ outcome: PeriodOutcome, count: Int, first: Day, last: Day, mask: Int, value: Amount) {
        guard last >= from else { return }
        let start = max(first, from)
        let kept = start == first ? count : DueMask.count(mask, from: start.number, through: last.number)
        tally.addRun(outcome, count: kept, first: start, last: last, mask: mask, value: value)
    }

    mutating func startUnit() { tally.startUnit() }
}
