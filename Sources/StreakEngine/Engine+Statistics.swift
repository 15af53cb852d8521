import HabitCore

extension Engine {
    /// The statistics of SPEC §5 from the period counts and one pass over the entries.
    ///
    /// Decisions where SPEC §5 leaves room:
    /// - `total` counts days from `since` to today only (planned skips and hand-written
    ///   future entries are not history yet). At-most habits total their amounts too.
    /// - For `N days` habits `excused` is the number of skipped days (there are no excused
    ///   periods: a skip just stretches the gap).
    /// - `best_weekday` is the weekday with the most done days (check habits), days with a
    ///   positive amount (at-least), or days kept within the max, unlogged days counting
    ///   as 0 (at-most). Ties go to the earlier weekday, Monday first; `nil` when no day
    ///   qualifies.
    static func statistics(_ habit: Habit, history: History, today: Day, tally: StreakTally) -> Statistics {
        let days = history.days
        let states = history.states
        var index = history.firstIndex(onOrAfter: habit.since)
        var total = Amount.zero
        var skipped = 0
        var good = [Int](repeating: 0, count: 7)
        var atMost: Amount? = nil
        if case .atMost(let max, _) = habit.goal {
            atMost = max
            addWeekdayCounts(from: habit.since, to: today, into: &good)
        }
        while index < days.count, days[index] <= today {
            let weekday = DueMask.weekdayIndex(days[index].number)
            switch states[index] {
            case .skipped:
                skipped += 1
                if atMost != nil { good[weekday] -= 1 }
            case .amount(let amount):
                if let max = atMost {
                    if amount > max { good[weekday] -= 1 }
                } else if amount.isPositive {
                    good[weekday] += 1
                }
                total = total + (habit.goal.isNumeric ? amount : Amount(amount.isPositive ? 1 : 0))
            }
            index += 1
        }
        var best: Weekday? = nil
        var bestCount = 0
        for offset in 0..<7 where good[offset] > bestCount {
            bestCount = good[offset]
            best = Weekday(rawValue: offset + 1)
        }
        var excused = tally.excused
        if case .everyNDays = habit.schedule { excused = skipped }
        let decided = tally.met + tally.failed
        return Statistics(
            total: total, met: tally.met, failed: tally.failed, excused: excused,
            completionRate: decided == 0 ? nil : Double(tally.met) / Double(decided),
            since: habit.since, bestWeekday: best)
    }

    /// Adds, for each weekday, how many times it occurs in `from...to`. O(1).
    private static func addWeekdayCounts(from: Day, to: Day, into counts: inout [Int]) {
        guard to >= from else { return }
        let length = to - from + 1
        let first = from.weekday.rawValue - 1
        for offset in 0..<7 {
            let position = (offset - first + 7) % 7
            counts[offset] += position < length ? (length - position + 6) / 7 : 0
        }
    }
}
