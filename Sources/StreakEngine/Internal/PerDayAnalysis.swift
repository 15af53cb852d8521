import HabitCore

/// `Engine.analyze` and `Engine.standing` for per-day schedules (daily and weekday lists,
/// most habits) in one pass over the entries. For `analyze`, periods, statistics and (when
/// p looks at one day) the strength score are updated together, where the general path
/// walks the entries three times; for `standing`, the pass keeps the periods only.
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
    func analysis() -> Analysis? {
        guard let pass = run(PerDayPass<WithDetails>.self) else { return nil }
        let tally = pass.tally
        let strength: Double
        if pass.rule.window == 1 {
            strength = pass.score
        } else {
            strength = Engine.strength(habit, history: history, today: today) ?? 0
        }
        return Analysis(
            standing: Standing(habit: habit, tally: tally, todayState: pass.todayState, today: today),
            statistics: Statistics(
                habit: habit, tally: tally, excused: tally.excused, total: pass.total, good: pass.good),
            strength: strength)
    }

    /// The standing; `nil` when today is before `since` (the general path handles it).
    func standing() -> Standing? {
        guard let pass = run(PerDayPass<PeriodsOnly>.self) else { return nil }
        return Standing(habit: habit, tally: pass.tally, todayState: pass.todayState, today: today)
    }

    /// The pass over the entries from `since` through today; statistics and strength only
    /// `WithDetails`. Specialised for each kind, so each loop is free of the other's tests.
    private func run<Kind: PassKind>(_: PerDayPass<Kind>.Type) -> PerDayPass<Kind>? {
        let since = habit.since
        guard today >= since, let rule = StrengthRule(habit: habit) else { return nil }
        var pass = PerDayPass<Kind>(habit: habit, history: history, rule: rule, mask: mask)
        if Kind.details, pass.atMost != nil { pass.good.addOccurrences(from: since, to: today) }
        let last = today.number
        var index = history.firstIndex(onOrAfter: since)
        // Past days first: none of their periods is current.
        history.days.withUnsafeBufferPointer { days in
            history.states.withUnsafeBufferPointer { states in
                pass.countPast(days: days, states: states, from: &index, before: last)
            }
        }
        // Today: the current period, recorded or not.
        if index < history.days.count, history.days[index].number == last {
            let state = history.states[index]
            pass.todayState = state
            pass.recordToday(state, on: last, weekday: DueMask.weekdayIndex(last))
        } else {
            pass.skip(through: last - 1)
            if mask & (1 << DueMask.weekdayIndex(last)) != 0 {
                pass.tally.add(DayRule.period(last, PeriodTally(), pass.goal, isCurrent: true), isCurrent: true)
            }
            pass.scoreEmpty(through: last)
        }
        return pass
    }
}
