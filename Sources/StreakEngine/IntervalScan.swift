import HabitCore

/// Periods of an `N days` habit (SPEC §5): check-ins d₁ < d₂ < … and the gaps before them.
///
/// The chain holds from dᵢ to dᵢ₊₁ when dᵢ₊₁ − dᵢ ≤ N + (skipped days strictly between),
/// that is, when dᵢ₊₁ is among the first N unskipped days after dᵢ — skipped days are as if
/// taken out of the calendar.
///
/// Decisions where SPEC §5 leaves room:
/// - `since − 1` acts as a check-in that is not counted: the first check-in is due within N
///   unskipped days of `since`, as a daily habit's first day is due on `since`. Before the
///   first check-in the habit is `unstarted`, with `due_by` that deadline.
/// - Each check-in is a met period running from the day after the previous one. A broken
///   gap is a failed period that ends on its deadline (the N-th unskipped day), followed by
///   a met period up to the check-in that starts the new chain.
/// - Once the current chain is broken (today is past its deadline), the open period runs
///   from the day after the deadline to today and `due_by` is today: a check-in any day
///   starts a new chain, so there is no later deadline.
/// - A day is a check-in when it has a done entry (check habits), reaches the target
///   (at-least) or is recorded within the max (at-most); numeric goals are not offered for
///   `N days`, this only keeps the engine total.
struct IntervalScan {
    let habit: Habit
    let history: History
    let today: Day

    /// Calls `body(period, isCurrent)` for every period in order.
    func forEach(n: Int, _ body: (Period, Bool) -> Void) {
        let days = history.days
        let states = history.states
        let since = habit.since
        var index = history.firstIndex(onOrAfter: since)
        var previous = since.number - 1
        var waiting = 0  // unskipped days without a check-in since `previous`
        var skipped = 0  // skipped days since `previous`
        var deadline = previous
        for number in since.number...today.number {
            var state: DayState? = nil
            if index < days.count, days[index].number == number {
                state = states[index]
                index += 1
            }
            if case .skipped? = state {
                skipped += 1
                continue
            }
            guard IntervalScan.isCheckIn(state, goal: habit.goal) else {
                waiting += 1
                if waiting == n { deadline = number }
                continue
            }
            let isCurrent = number == today.number
            var start = previous + 1
            if waiting >= n {
                body(IntervalScan.period(start, deadline, .failed), false)
                start = deadline + 1
            }
            body(IntervalScan.period(start, number, .met), isCurrent)
            previous = number
            waiting = 0
            skipped = 0
        }
        guard previous != today.number else { return }
        if waiting > n {
            body(IntervalScan.period(previous + 1, deadline, .failed), false)
            body(IntervalScan.period(deadline + 1, today.number, .open), true)
        } else {
            body(IntervalScan.period(previous + 1, previous + n + skipped, .open), true)
        }
    }

    private static func period(_ start: Int, _ end: Int, _ outcome: PeriodOutcome) -> Period {
        Period(
            start: Day(number: start), end: Day(number: end), outcome: outcome,
            value: outcome == .met ? Amount(1) : .zero)
    }

    /// Whether a day's state is a check-in under `goal`.
    static func isCheckIn(_ state: DayState?, goal: Goal) -> Bool {
        guard case .amount(let amount)? = state else { return false }
        switch goal {
        case .check: return amount.isPositive
        case .atLeast(let target, _): return amount >= target
        case .atMost(let max, _): return amount <= max
        }
    }
}
