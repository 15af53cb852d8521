import HabitCore

/// Periods of an `N days` habit (docs/streaks.md): check-ins d₁ < d₂ < … and the gaps before them.
///
/// The chain holds from dᵢ to dᵢ₊₁ when dᵢ₊₁ − dᵢ ≤ N + (skipped days strictly between),
/// that is, when dᵢ₊₁ is among the first N unskipped days after dᵢ — skipped days are as if
/// taken out of the calendar.
///
/// Decisions where docs/streaks.md leaves room:
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
///
/// A change of goal on the day after `end` (before today) cuts the gap that is open then:
/// a gap whose deadline has passed by `end` failed; one still alive ends without a verdict
/// (docs/streaks.md, "Goals that change").
///
/// The periods after a check-in depend on the days before it only through it: the chain
/// starts anew there. So a scan for the periods from `from` on starts at the last check-in
/// before `from` (the periods before it, which end before `from`, are left out).
struct IntervalScan {
    let habit: Habit
    let history: History
    let today: Day
    /// The last day of this goal: today, or the day before a change of goal.
    let end: Day
    /// Periods that end before this day may be left out.
    var from = Day.minimum

    /// Feeds every period to `sink`, in order. Driven by the entries: the days between two
    /// recorded days are all unskipped days without a check-in and are counted at once.
    func scan<Sink: PeriodSink>(n: Int, into sink: inout Sink) {
        history.withColumns { days, states in
            let rule = DayRule(GoalKind(habit.goal))
            let last = end.number
            var index = history.firstIndex(onOrAfter: habit.since)
            var previous = habit.since.number - 1  // the last check-in (or the anchor)
            var next = habit.since.number  // the first day not counted yet
            var waiting = 0  // unskipped days without a check-in since `previous`
            var skipped = 0  // skipped days since `previous`
            var deadline = previous  // the n-th waiting day, once there is one
            var back = history.firstIndex(onOrAfter: from)
            while back > index {
                back -= 1
                // A skip is no check-in (`DayRule.isCheckIn` takes amounts only).
                guard rule.isCheckIn(states[back]) else { continue }
                // The last check-in before `from`: the scan goes on from just after it.
                (previous, next, index) = (days[back].number, days[back].number + 1, back + 1)
                break
            }

            /// Counts `first...through` as waiting days.
            func wait(_ first: Int, through end: Int) {
                guard end >= first else { return }
                if waiting < n, waiting + (end - first + 1) >= n { deadline = first + (n - waiting - 1) }
                waiting += end - first + 1
            }

            while index < days.count, days[index].number <= last {
                let number = days[index].number
                wait(next, through: number - 1)
                next = number + 1
                let state = states[index]
                index += 1
                if case .skipped = state {
                    skipped += 1
                    continue
                }
                guard rule.isCheckIn(state) else {
                    wait(number, through: number)
                    continue
                }
                var start = previous + 1
                if waiting >= n {
                    sink.add(IntervalScan.period(start, deadline, .failed), isCurrent: false)
                    start = deadline + 1
                }
                sink.add(IntervalScan.period(start, number, .met), isCurrent: number == today.number)
                previous = number
                waiting = 0
                skipped = 0
            }
            wait(next, through: last)
            guard previous != last else { return }
            guard end == today else {
                if waiting >= n { sink.add(IntervalScan.period(previous + 1, deadline, .failed), isCurrent: false) }
                return
            }
            if waiting > n {
                sink.add(IntervalScan.period(previous + 1, deadline, .failed), isCurrent: false)
                sink.add(IntervalScan.period(deadline + 1, last, .open), isCurrent: true)
            } else {
                sink.add(IntervalScan.period(previous + 1, previous + n + skipped, .open), isCurrent: true)
            }
        }
    }

    private static func period(_ start: Int, _ end: Int, _ outcome: PeriodOutcome) -> Period {
        Period(
            start: Day(number: start), end: Day(number: end), outcome: outcome,
            value: outcome == .met ? Amount(1) : Amount(thousandths: 0))
    }
}
