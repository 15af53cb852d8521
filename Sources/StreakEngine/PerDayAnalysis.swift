import HabitCore

/// `Engine.analyze` for per-day schedules (daily and weekday lists, most habits) in one
/// pass over the entries: periods, statistics and (when p looks at one day) the strength
/// score are updated together, where the general path walks the entries three times.
///
/// Same rules, same order of floating-point operations: the results are identical to
/// `Engine.analyzeByPeriods`, which the property tests check.
struct PerDayAnalysis {
    let habit: Habit
    let history: History
    let today: Day
    /// Due weekdays (`DueMask`).
    let mask: Int

    /// The analysis; `nil` when today is before `since` (the general path handles it).
    func run() -> Analysis? {
        let since = habit.since
        guard today >= since, let rule = StrengthRule(habit: habit) else { return nil }
        let goal = GoalKind(habit.goal)
        let last = today.number
        let mask = mask
        // A past due day with nothing recorded: failed, or met for at-most (and target 0).
        let empty = PeriodTally().outcome(
            goal: goal, quota: 1, length: 1, existing: 1, isCurrent: false, isFirstPartial: false)
        var tally = StreakTally()
        var todayState: DayState? = nil
        var total = Amount.zero
        var good = WeekdayCounts()
        var atMost: Amount? = nil
        if case .atMost(let max, _) = habit.goal {
            atMost = max
            good.addOccurrences(from: since, to: today)
        }
        // The strength score is folded in when p looks at one day (`StrengthRule.dailyScore`).
        let scoresDaily = rule.window == 1
        let startDay: Day? = if case .atMost = goal { since } else { history.firstEntryDay.map { max($0, since) } }
        let scoring = scoresDaily && startDay != nil
        let emptyP = rule.p(0)
        var score = 0.0
        var scoreNext = startDay?.number ?? 0  // the first day not scored yet
        let first = history.firstIndex(onOrAfter: since)
        var next = since.number  // the first day not handed to the tally yet

        history.days.withUnsafeBufferPointer { days in
            history.states.withUnsafeBufferPointer { states in
                var index = first
                while index < days.count {
                    let number = days[index].number
                    if number > last { break }
                    let state = states[index]
                    index += 1
                    // Periods: the due days of the stretch before, then this day.
                    if number > next {
                        let count = DueMask.count(mask, from: next, through: number - 1)
                        if count > 0 {
                            tally.addRun(
                                empty, count: count, first: Day(number: next), last: Day(number: number - 1), mask: mask)
                        }
                    }
                    next = number + 1
                    let weekday = DueMask.weekdayIndex(number)
                    if mask & (1 << weekday) != 0 {
                        var period = PeriodTally()
                        period.add(state)
                        tally.add(PerDayAnalysis.period(number, period, goal, isCurrent: number == last), isCurrent: number == last)
                    }
                    if number == last { todayState = state }
                    // Statistics.
                    switch state {
                    case .skipped:
                        if atMost != nil { good.add(-1, at: weekday) }
                    case .amount(let amount):
                        if let max = atMost {
                            if amount > max { good.add(-1, at: weekday) }
                        } else if amount.isPositive {
                            good.add(1, at: weekday)
                        }
                        total = total + (goal.isNumeric ? amount : Amount(amount.isPositive ? 1 : 0))
                    }
                    // Strength: the empty days before, then this day unless skipped.
                    if scoring {
                        if number > scoreNext {
                            score = emptyP + (score - emptyP) * rule.power(number - scoreNext)
                        }
                        if case .amount = state {
                            let p = rule.p(rule.contribution(state))
                            score = p + (score - p) * rule.multiplier
                        }
                        scoreNext = number + 1
                    }
                }
            }
        }
        if next <= last {
            let count = DueMask.count(mask, from: next, through: last - 1)
            if count > 0 {
                tally.addRun(empty, count: count, first: Day(number: next), last: Day(number: last - 1), mask: mask)
            }
            if mask & (1 << DueMask.weekdayIndex(last)) != 0 {
                tally.add(PerDayAnalysis.period(last, PeriodTally(), goal, isCurrent: true), isCurrent: true)
            }
        }
        if scoring, last >= scoreNext {
            score = emptyP + (score - emptyP) * rule.power(last - scoreNext + 1)
        }
        let strength: Double
        if scoresDaily {
            strength = score
        } else {
            strength = Engine.strength(habit, history: history, today: today) ?? 0
        }

        let streak = Streak(
            current: tally.run, longest: tally.longest, unit: .days,
            status: tally.status(schedule: habit.schedule, todayState: todayState, today: today, since: since),
            dueBy: tally.dueBy)
        let decided = tally.met + tally.failed
        let statistics = Statistics(
            total: total, met: tally.met, failed: tally.failed, excused: tally.excused,
            completionRate: decided == 0 ? nil : Double(tally.met) / Double(decided),
            since: since, bestWeekday: good.best)
        return Analysis(
            streak: streak, statistics: statistics, strength: strength, todayState: todayState,
            currentPeriod: tally.current)
    }

    /// The one-day period of day `number` holding `tally`.
    @inline(__always)
    static func period(_ number: Int, _ tally: PeriodTally, _ goal: GoalKind, isCurrent: Bool) -> Period {
        let outcome = tally.outcome(
            goal: goal, quota: 1, length: 1, existing: 1, isCurrent: isCurrent, isFirstPartial: false)
        let day = Day(number: number)
        return Period(start: day, end: day, outcome: outcome, value: goal.value(of: tally))
    }
}
