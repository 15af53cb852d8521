import HabitCore

extension Standing {
    /// The standing a tally of all periods gives: the one place where the streak, the
    /// current period and today's status are put together, for every path.
    init(habit: borrowing Habit, tally: StreakTally, todayState: DayState?, today: Day) {
        let streak = Streak(
            current: tally.run, longest: tally.longest, unit: Engine.unit(of: habit.schedule),
            status: tally.status(schedule: habit.schedule, todayState: todayState, today: today, since: habit.since),
            dueBy: habit.schedule == .anytime ? nil : tally.dueBy)
        let point = DayClassifier(habit: habit, today: today).point(today, state: todayState, period: tally.current)
        var current: CurrentPeriod?
        if let period = tally.current { current = CurrentPeriod(period, of: habit) }
        var isDone = false
        if !habit.goal.isLimit {
            isDone = point.status == .done
            if let current, current.kind == .week || current.kind == .month, current.outcome == .met { isDone = true }
        }
        var nextDue = streak.dueBy
        if case .everyNDays(let n) = habit.schedule, isDone { nextDue = today.adding(n) }
        self.init(
            streak: streak, todayState: todayState, currentPeriod: current, today: point, isDoneToday: isDone,
            nextDue: nextDue)
    }
}

extension CurrentPeriod {
    /// `period`, the current period of `habit`, with its kind and target.
    init(_ period: Period, of habit: borrowing Habit) {
        let kind: PeriodKind
        var count: Int? = nil  // done days needed, for schedules that count check-ins whatever the goal
        var quota = 1  // done days a check habit needs in the period
        switch habit.schedule {
        case .daily, .weekdays, .anytime: kind = .day
        case .perWeek(let n): (kind, quota) = (.week, n)
        case .perMonth(let n): (kind, quota) = (.month, n)
        case .everyNDays: (kind, count) = (.interval, 1)
        case .rolling(let times, _): (kind, count) = (.window, times)
        }
        let target: Amount
        switch habit.goal {
        case .check: target = Amount(count ?? quota)
        case .atLeast(let amount, _), .atMost(let amount, _): target = count.map { Amount($0) } ?? amount
        }
        self.init(
            kind: kind, start: period.start, end: period.end, outcome: period.outcome, done: period.value,
            target: target, isLimit: count == nil && habit.goal.isLimit)
    }
}
