import HabitCore

/// Cuts a habit's history into periods (SPEC §5), oldest first, from the one containing
/// `since` through the one containing today, in one pass over the days and one over the
/// recorded entries. Entries before `since` are ignored; so are entries after the current
/// period (and, for per-day schedules, after today).
struct PeriodScan {
    let habit: Habit
    let history: History
    let today: Day
    let weekStart: Weekday

    /// Calls `body(period, isCurrent)` for every period in order. `isCurrent` is true for
    /// the period that contains today. `anytime` habits have no periods.
    func forEach(_ body: (Period, Bool) -> Void) {
        guard today >= habit.since else { return }
        switch habit.schedule {
        case .daily: scanDays(mask: 0x7F, body)
        case .weekdays(let set): scanDays(mask: set.reduce(0) { $0 | 1 << ($1.rawValue - 1) }, body)
        case .perWeek(let n): scanCalendar(months: false, quota: n, body)
        case .perMonth(let n): scanCalendar(months: true, quota: n, body)
        case .everyNDays(let n): IntervalScan(habit: habit, history: history, today: today).forEach(n: n, body)
        case .anytime: return
        }
    }

    /// Per-day periods: every due day from `since` to today.
    private func scanDays(mask: Int, _ body: (Period, Bool) -> Void) {
        let days = history.days
        let states = history.states
        var index = history.firstIndex(onOrAfter: habit.since)
        var weekday = habit.since.weekday.rawValue - 1
        let goal = habit.goal
        for number in habit.since.number...today.number {
            var tally = PeriodTally()
            if index < days.count, days[index].number == number {
                tally.add(states[index])
                index += 1
            }
            if mask & (1 << weekday) != 0 {
                let isCurrent = number == today.number
                let outcome = tally.outcome(
                    goal: goal, quota: 1, length: 1, existing: 1, isCurrent: isCurrent, isFirstPartial: false)
                let day = Day(number: number)
                body(Period(start: day, end: day, outcome: outcome, value: tally.value(for: goal)), isCurrent)
            }
            weekday = weekday == 6 ? 0 : weekday + 1
        }
    }

    /// Calendar weeks (starting on `weekStart`) or calendar months.
    private func scanCalendar(months: Bool, quota: Int, _ body: (Period, Bool) -> Void) {
        let days = history.days
        let states = history.states
        let since = habit.since
        var index = history.firstIndex(onOrAfter: since)
        let firstStart = months ? since.startOfMonth : since.startOfWeek(firstWeekday: weekStart)
        var start = firstStart
        while start <= today {
            let end = months ? start.endOfMonth : start.adding(6)
            var tally = PeriodTally()
            while index < days.count, days[index] <= end {
                tally.add(states[index])
                index += 1
            }
            let isCurrent = today <= end
            let outcome = tally.outcome(
                goal: habit.goal, quota: quota, length: end - start + 1,
                existing: end - max(start, since) + 1, isCurrent: isCurrent,
                isFirstPartial: start == firstStart && since > start)
            body(Period(start: start, end: end, outcome: outcome, value: tally.value(for: habit.goal)), isCurrent)
            start = end.adding(1)
        }
    }
}

extension PeriodTally {
    /// A period's value: done days for check habits, the sum for numeric ones.
    func value(for goal: Goal) -> Amount {
        goal.isNumeric ? sum : Amount(done)
    }
}

extension History {
    /// The index of the first recorded day on or after `day` (`days.count` when none).
    /// O(log n).
    func firstIndex(onOrAfter day: Day) -> Int {
        var low = 0
        var high = days.count
        while low < high {
            let mid = (low + high) / 2
            if days[mid] < day { low = mid + 1 } else { high = mid }
        }
        return low
    }
}
