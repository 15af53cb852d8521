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
/// rolling and calendar schedules; `N days` gaps at the last check-in before `from`, where
/// their chain starts anew): a per-day or calendar period does not depend on the ones before
/// it, so the periods fed from there are those of a whole scan, at the cost of the span only.
///
/// A habit whose goal changed is scanned one goal at a time (`Habit.forEachGoal`), each
/// from its first day as a habit is from `since`, through its last day (`end`): the
/// periods of one goal and of several are cut by the same code (docs/streaks.md, "Goals
/// that change").
struct PeriodScan {
    let habit: Habit
    let history: History
    let today: Day
    let weekStart: Weekday
    /// Periods that end before this day may be left out.
    var from = Day.minimum
    /// The last day of the goal being scanned: today, or the day before a change of goal
    /// (a period that goes on past it is cut there).
    private var end: Day

    init(habit: Habit, history: History, today: Day, weekStart: Weekday, from: Day = .minimum) {
        self.habit = habit
        self.history = history
        self.today = today
        self.weekStart = weekStart
        self.from = from
        end = today
    }

    /// Feeds every period to `sink`, in order, goal by goal; a change of streak unit tells
    /// the sink (`PeriodSink.startUnit`). `anytime` habits have no periods.
    func scan<Sink: PeriodSink>(into sink: inout Sink) {
        guard today >= habit.since else { return }
        var unit: StreakUnit?? = nil  // the unit of the goal before, once there is one
        habit.forEachGoal(through: today) { stretch, last in
            let stretchUnit = Engine.unit(of: stretch.schedule)
            if let unit, unit != stretchUnit { sink.startUnit() }
            unit = stretchUnit
            guard last >= from else { return }
            var scan = PeriodScan(habit: stretch, history: history, today: today, weekStart: weekStart, from: from)
            scan.end = last
            scan.scanGoal(into: &sink)
        }
    }

    /// The periods of one goal, from `habit.since` through `end`.
    private func scanGoal<Sink: PeriodSink>(into sink: inout Sink) {
        switch habit.schedule {
        case .daily: scanDays(mask: DueMask.all, into: &sink)
        case .weekdays(let set): scanDays(mask: DueMask.of(set), into: &sink)
        case .perWeek(let n): scanCalendar(months: false, quota: n, into: &sink)
        case .perMonth(let n): scanCalendar(months: true, quota: n, into: &sink)
        case .everyNDays(let n):
            IntervalScan(habit: habit, history: history, today: today, end: end, from: from).scan(n: n, into: &sink)
        case .rolling(let times, let days):
            RollingScan(habit: habit, history: history, today: today, end: end, times: times, days: days, from: from)
                .scan(into: &sink)
        case .anytime: return
        }
    }

    /// Per-day periods: every due day from `since` to `end`. A past recorded day's outcome
    /// is read off the habit's `DayRule`; the last day's, which may be today and still
    /// open, is the tally's.
    private func scanDays<Sink: PeriodSink>(mask: Int, into sink: inout Sink) {
        // Each day's word, read by the one reader of a word inlined (`DayState(word:large:)`).
        history.withColumns { days, states in
            let goal = GoalKind(habit.goal)
            let rule = DayRule(goal)
            let last = end.number
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
                    let state = DayState(word: states.words[index], large: states.large)
                    var tally = PeriodTally()
                    tally.add(state)
                    let day = Day(number: number)
                    let outcome = rule.pastOutcome(state)
                    sink.add(
                        Period(start: day, end: day, outcome: outcome, value: goal.value(of: tally)), isCurrent: false)
                }
                next = number + 1
                index += 1
            }
            guard next <= last else { return }
            // The last day: today, the current period, or the eve of a change of goal.
            var tally = PeriodTally()
            if index < days.count, days[index].number == last {
                tally.add(DayState(word: states.words[index], large: states.large))
            }
            handOverEmpty(before: last)
            if everyDay || mask & (1 << DueMask.weekdayIndex(last)) != 0 {
                let isCurrent = end == today
                sink.add(DayRule.period(last, tally, goal, isCurrent: isCurrent), isCurrent: isCurrent)
            }
        }
    }

    /// Calendar weeks (starting on `weekStart`) or calendar months. A period that a change
    /// of goal cuts (it goes on past `end`, before today) ends on `end` and is judged as it
    /// stood that day, what it holds from then on left to the next goal: met, excused, or
    /// failed when over an at-most max; still open then, it is excused (docs/streaks.md,
    /// "Goals that change").
    private func scanCalendar<Sink: PeriodSink>(months: Bool, quota: Int, into sink: inout Sink) {
        history.withColumns { days, states in
            let since = habit.since
            let goal = GoalKind(habit.goal)
            let firstStart = months ? since.startOfMonth : since.startOfWeek(firstWeekday: weekStart)
            var start = firstStart
            if from > firstStart {
                start = months ? from.startOfMonth : from.startOfWeek(firstWeekday: weekStart)
            }
            var index = history.firstIndex(onOrAfter: max(since, start))
            while start <= end {
                let periodEnd = months ? start.endOfMonth : start.adding(6)
                let isCut = end < periodEnd && end < today
                let last = isCut ? end : periodEnd
                var tally = PeriodTally()
                while index < days.count, days[index] <= last {
                    tally.add(DayState(word: states.words[index], large: states.large))
                    index += 1
                }
                let isCurrent = today <= periodEnd && !isCut
                var outcome = tally.outcome(
                    goal: goal, quota: quota, length: periodEnd - start + 1, existing: last - max(start, since) + 1,
                    isCurrent: isCurrent || isCut, isFirstPartial: start == firstStart && since > start)
                if isCut, outcome == .open { outcome = .excused }
                sink.add(
                    Period(start: start, end: last, outcome: outcome, value: goal.value(of: tally)),
                    isCurrent: isCurrent)
                start = periodEnd.adding(1)
            }
        }
    }
}

extension History {
    /// The index of the first recorded day on or after `day` (`days.count` when none).
    /// O(log n).
    func firstIndex(onOrAfter day: Day) -> Int { dayColumn.insertionIndex(of: day) }
}
