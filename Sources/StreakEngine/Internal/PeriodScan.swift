import HabitCore

/// Cuts a habit's history into periods (docs/streaks.md), oldest first, from the one containing
/// `since` through the one containing today. Entries before `since` are ignored; so are
/// entries after the current period (and, for per-day schedules, after today).
///
/// The scan is driven by the recorded entries: a stretch of days with nothing recorded
/// is handed over whole (`PeriodSink.addRun`), so the cost is O(entries + weeks or
/// months), not O(days), and there is no per-day allocation.
///
/// With `from` set, a scan for a series starts at the period containing `from` (per-day,
/// rolling and calendar schedules; `N days` gaps depend on every earlier check-in and are
/// scanned whole): a per-day or calendar period does not depend on the ones before it, so the
/// periods fed from there are those of a whole scan, at the cost of the span only.
struct PeriodScan {
    let habit: Habit
    let history: History
    let today: Day
    let weekStart: Weekday
    /// Periods that end before this day may be left out.
    var from = Day.minimum

    /// Feeds every period to `sink`, in order. `anytime` habits have no periods.
    func scan<Sink: PeriodSink>(into sink: inout Sink) {
        guard today >= habit.since else { return }
        switch habit.schedule {
        case .daily: scanDays(mask: DueMask.all, into: &sink)
        case .weekdays(let set): scanDays(mask: DueMask.of(set), into: &sink)
        case .perWeek(let n): scanCalendar(months: false, quota: n, into: &sink)
        case .perMonth(let n): scanCalendar(months: true, quota: n, into: &sink)
        case .everyNDays(let n):
            IntervalScan(habit: habit, history: history, today: today).scan(n: n, into: &sink)
        case .rolling(let times, let days):
            RollingScan(habit: habit, history: history, today: today, times: times, days: days, from: from)
                .scan(into: &sink)
        case .anytime: return
        }
    }

    /// Per-day periods: every due day from `since` to today. A past recorded day's outcome
    /// is read off the habit's `DayRule`; today's, which may still be open, is the tally's.
    private func scanDays<Sink: PeriodSink>(mask: Int, into sink: inout Sink) {
        let days = history.days
        let states = history.dayStates
        let goal = GoalKind(habit.goal)
        let rule = DayRule(goal)
        let last = today.number
        let first = max(habit.since, from)
        let everyDay = mask == DueMask.all
        var next = first.number  // the first day not handed over yet
        var index = history.firstIndex(onOrAfter: first)
        /// Hands over the due days of `next..<number`, with nothing recorded.
        func handOverEmpty(before number: Int) {
            // Most recorded days follow the one before: then there is no stretch to count.
            guard number > next else { return }
            let count = everyDay ? number - next : DueMask.count(mask, from: next, through: number - 1)
            if count > 0 {
                sink.addRun(
                    rule.empty, count: count, first: Day(number: next), last: Day(number: number - 1), mask: mask,
                    value: Amount(thousandths: 0))
            }
        }
        while index < days.count, days[index].number < last {
            let number = days[index].number
            handOverEmpty(before: number)
            if everyDay || mask & (1 << DueMask.weekdayIndex(number)) != 0 {
                let state = states[index]
                var tally = PeriodTally()
                tally.add(state)
                let day = Day(number: number)
                let outcome = rule.pastOutcome(state)
                sink.add(Period(start: day, end: day, outcome: outcome, value: goal.value(of: tally)), isCurrent: false)
            }
            next = number + 1
            index += 1
        }
        guard next <= last else { return }
        // Today: the current period.
        var tally = PeriodTally()
        if index < days.count, days[index].number == last { tally.add(states[index]) }
        handOverEmpty(before: last)
        if everyDay || mask & (1 << DueMask.weekdayIndex(last)) != 0 {
            sink.add(DayRule.period(last, tally, goal, isCurrent: true), isCurrent: true)
        }
    }

    /// Calendar weeks (starting on `weekStart`) or calendar months.
    private func scanCalendar<Sink: PeriodSink>(months: Bool, quota: Int, into sink: inout Sink) {
        let days = history.days
        let states = history.dayStates
        let since = habit.since
        let goal = GoalKind(habit.goal)
        let firstStart = months ? since.startOfMonth : since.startOfWeek(firstWeekday: weekStart)
        var start = firstStart
        if from > firstStart {
            start = months ? from.startOfMonth : from.startOfWeek(firstWeekday: weekStart)
        }
        var index = history.firstIndex(onOrAfter: max(since, start))
        while start <= today {
            let end = months ? start.endOfMonth : start.adding(6)
            var tally = PeriodTally()
            while index < days.count, days[index] <= end {
                tally.add(states[index])
                index += 1
            }
            let isCurrent = today <= end
            let outcome = tally.outcome(
                goal: goal, quota: quota, length: end - start + 1, existing: end - max(start, since) + 1,
                isCurrent: isCurrent, isFirstPartial: start == firstStart && since > start)
            sink.add(
                Period(start: start, end: end, outcome: outcome, value: goal.value(of: tally)), isCurrent: isCurrent)
            start = end.adding(1)
        }
    }
}

extension History {
    /// The index of the first recorded day on or after `day` (`days.count` when none).
    /// O(log n).
    func firstIndex(onOrAfter day: Day) -> Int { days.insertionIndex(of: day) }
}
