import HabitCore

/// Periods of a `T in I days` habit (docs/streaks.md): every day d from `since`
/// through today is a one-day period judged by its window [d − I + 1, d], clipped at
/// `since`:
/// - **met** when the window holds ≥ T done days;
/// - **excused** when d itself is skipped, or done + skipped days ≥ T, or while the
///   window starts before `since` (no full window yet);
/// - today, when neither, **open** (doing it today is what keeps the window);
/// - otherwise **failed**.
///
/// One pass with a sliding count: the window's counts change only on the day an entry
/// enters it or I days later, when it leaves, so the days between two such events share
/// one outcome and are handed over as one run (`PeriodSink.addRun`). O(entries), with no
/// rescan of any window.
///
/// Decisions where docs/streaks.md leaves room:
/// - A day is done when it has a done entry (check habits; numeric goals are not offered
///   for `T in I days`, and for completeness a day counts when it reaches the target or
///   is recorded within the max, as for `N days`).
/// - A period's value is the number of done days in its window ("2 of 3").
/// - `due_by`: when today is met or excused by its done-and-skipped days, d_T + I, where
///   d_T is the T-th most recent done-or-skipped day up to today (the first day whose
///   window would fall short); while the first window is not full and holds fewer than T,
///   its last day, `since` + I − 1; tomorrow when today is excused only by its own skip;
///   today when today is open.
///
/// A habit whose goal changed to `T in I days` starts its windows on the change, as on
/// `since`; one that changed from it has judged every day before the change by its own
/// window (docs/streaks.md, "Goals that change").
struct RollingScan {
    let habit: Habit
    let history: History
    let today: Day
    /// The last day of this goal: today, or the day before a change of goal.
    let end: Day
    let times: Int
    let days: Int
    /// Periods that end before this day may be left out.
    var from = Day.minimum

    /// Feeds every period from `max(since, from)` through `end` to `sink`, in order.
    func scan<Sink: PeriodSink>(into sink: inout Sink) {
        history.withColumns { entryDays, states in
            let rule = DayRule(GoalKind(habit.goal))
            let since = habit.since.number
            let last = end.number
            let isCurrent = end == today  // the last day is today's period, else a past one
            let firstFull = since + days - 1  // the first day whose window is whole
            var day = max(since, from.number)
            // The window of `day` starts with the entries of its days before `day`.
            var trail = history.firstIndex(onOrAfter: Day(number: max(since, day - days + 1)))
            var lead = trail
            var done = 0
            var skipped = 0
            while day <= last {
                while lead < entryDays.count, entryDays[lead].number <= day {
                    count(states[lead], rule: rule, done: &done, skipped: &skipped, by: 1)
                    lead += 1
                }
                while trail < lead, entryDays[trail].number <= day - days {
                    count(states[trail], rule: rule, done: &done, skipped: &skipped, by: -1)
                    trail += 1
                }
                var next = last + 1
                if lead < entryDays.count, entryDays[lead].number < next { next = entryDays[lead].number }
                if trail < lead, entryDays[trail].number + days < next { next = entryDays[trail].number + days }
                if day < firstFull, firstFull < next { next = firstFull }
                let value = Amount(done)
                // Only the first day of a run can hold an entry: the day it entered the window.
                let isSkipped = lead > 0 && entryDays[lead - 1].number == day && states[lead - 1] == .skipped
                let past = outcome(done: done, skipped: skipped, clipped: day < firstFull, isCurrent: false)
                let runEnd = isCurrent ? min(next, last) - 1 : min(next - 1, last)  // the run's last past day
                var first = day
                if runEnd >= day, isSkipped {
                    sink.addRun(
                        Self.ownDay(past, isSkipped: true), count: 1, first: Day(number: day), last: Day(number: day),
                        mask: DueMask.all, value: value)
                    first += 1
                }
                if runEnd >= first {
                    sink.addRun(
                        past, count: runEnd - first + 1, first: Day(number: first), last: Day(number: runEnd),
                        mask: DueMask.all, value: value)
                }
                if next > last, isCurrent {
                    let window = outcome(done: done, skipped: skipped, clipped: day < firstFull, isCurrent: true)
                    let current = Self.ownDay(window, isSkipped: isSkipped && day == last)
                    sink.add(Period(start: today, end: today, outcome: current, value: value), isCurrent: true)
                    sink.setDueBy(dueBy(current, trail: trail, lead: lead, rule: rule))
                }
                day = next
            }
        }
    }

    /// The outcome of a day's window: a check-habit period whose quota is T (a window of
    /// skipped days is excused, T ≤ I). A clipped window is excused as the first, partial
    /// period of a calendar schedule, the current one too.
    private func outcome(done: Int, skipped: Int, clipped: Bool, isCurrent: Bool) -> PeriodOutcome {
        PeriodTally(done: done, skipped: skipped).outcome(
            goal: .check, quota: times, length: days, existing: days, isCurrent: isCurrent && !clipped,
            isFirstPartial: clipped)
    }

    /// The outcome of a day from its window's: a skipped day is excused unless its window
    /// is met (docs/streaks.md), like a skipped due day of every other schedule, however
    /// short its window falls.
    @inline(__always)
    static func ownDay(_ window: PeriodOutcome, isSkipped: Bool) -> PeriodOutcome {
        isSkipped && window != .met ? .excused : window
    }

    /// `due_by` for today's period, from the entries of today's window (`trail..<lead`):
    /// a walk back over at most T of them, once.
    private func dueBy(_ outcome: PeriodOutcome, trail: Int, lead: Int, rule: DayRule) -> Day {
        if outcome == .open { return today }
        var found = 0
        var index = lead
        while index > trail {
            index -= 1
            let state = history.dayStates[index]
            if rule.countsTowardsQuota(state) { found += 1 }
            if found == times { return history.dayColumn[index].adding(days) }
        }
        // Fewer than T so far: the first window is not whole yet, and it ends on
        // since + I − 1; or today is excused by its own skip, and tomorrow falls short.
        return max(habit.since.adding(days - 1), today.adding(1))
    }

    @inline(__always)
    private func count(_ state: DayState, rule: DayRule, done: inout Int, skipped: inout Int, by step: Int) {
        if case .skipped = state {
            skipped += step
        } else if rule.isCheckIn(state) {
            done += step
        }
    }
}
