import HabitCore

/// Turns one day's recorded state and its period into a series point. What the rules
/// below ask of the habit — its first day, its goal, how its schedule judges a day — is
/// taken once, when the classifier is made: a trivial value the per-day loop reads
/// without copying the habit's schedule or goal, with their texts and sets, every day.
struct DayClassifier {
    let today: Day
    private let since: Day
    private let goal: GoalKind
    private let schedule: Judging
    /// The due weekdays (`DueMask`): every day for `daily`, the listed ones for a weekday
    /// list, none for the schedules that judge periods (`Schedule.isDueDay`).
    private let dueMask: Int

    /// How a schedule's days are judged.
    private enum Judging {
        /// `anytime`: a day with something done is done, no other day is due.
        case anytime
        /// `N days`: the day a period ends is done or missed; today is pending.
        case interval
        /// The rest: by the day's period.
        case periods
    }

    init(habit: borrowing Habit, today: Day) {
        self.today = today
        since = habit.since
        goal = GoalKind(habit.goal)
        switch habit.schedule {
        case .anytime: schedule = .anytime
        case .everyNDays: schedule = .interval
        case .daily, .weekdays, .perWeek, .perMonth, .rolling: schedule = .periods
        }
        switch habit.schedule {
        case .daily: dueMask = DueMask.all
        case .weekdays(let days): dueMask = DueMask.of(days)
        case .perWeek, .perMonth, .everyNDays, .rolling, .anytime: dueMask = 0
        }
    }

    func point(_ day: Day, state: DayState?, period: Period?) -> SeriesPoint {
        guard day >= since else { return SeriesPoint(date: day, value: nil, status: .beforeStart) }
        var amount: Amount? = nil
        switch state {
        case .skipped?: return SeriesPoint(date: day, value: nil, status: .skipped)
        case .amount(let recorded)?: amount = recorded
        case nil: break
        }
        let value: Amount? = goal.isNumeric ? amount : (amount?.isPositive == true ? Amount(1) : nil)
        return SeriesPoint(date: day, value: value, status: status(day, amount: amount, period: period))
    }

    private func status(_ day: Day, amount: Amount?, period: Period?) -> DayStatus {
        let positive = amount?.isPositive == true
        switch schedule {
        case .anytime:
            return positive ? .done : .notDue
        case .interval:
            if let period, period.outcome == .met, period.end == day { return .done }
            if day == today { return .pending }
            if let period, period.outcome == .failed, period.end == day { return .missed }
            return .notDue
        case .periods:
            break
        }
        if case .atMost = goal {
            switch period?.outcome {
            case .met?: return .done
            case .failed?: return .missed
            case .open?: return .pending
            case .excused?, nil: return .notDue
            }
        }
        let perDay = dueMask & (1 << DueMask.weekdayIndex(day.number)) != 0
        guard let period else {
            // A non-due day of a weekday list: show what was done anyway.
            if case .atLeast = goal, let amount, positive {
                return DayRule(goal).isMet(amount) ? .done : .partial
            }
            return positive ? .done : .notDue
        }
        if positive {
            if !goal.isNumeric || period.outcome == .met { return .done }
            return .partial
        }
        if perDay, period.outcome == .met { return .done }  // an at-least target of 0
        switch period.outcome {
        case .failed: return .missed
        case .open: return day == today ? .pending : .notDue
        case .met, .excused: return .notDue
        }
    }
}
