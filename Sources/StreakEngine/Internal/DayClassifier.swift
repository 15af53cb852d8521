import HabitCore

/// Turns one day's recorded state and its period into a series point.
struct DayClassifier {
    let habit: Habit
    let today: Day

    func point(_ day: Day, state: DayState?, period: Period?) -> SeriesPoint {
        guard day >= habit.since else { return SeriesPoint(date: day, value: nil, status: .beforeStart) }
        var amount: Amount? = nil
        switch state {
        case .skipped?: return SeriesPoint(date: day, value: nil, status: .skipped)
        case .amount(let recorded)?: amount = recorded
        case nil: break
        }
        let value: Amount? = habit.goal.isNumeric ? amount : (amount?.isPositive == true ? Amount(1) : nil)
        return SeriesPoint(date: day, value: value, status: status(day, amount: amount, period: period))
    }

    private func status(_ day: Day, amount: Amount?, period: Period?) -> DayStatus {
        let positive = amount?.isPositive == true
        switch habit.schedule {
        case .anytime:
            return positive ? .done : .notDue
        case .everyNDays:
            if let period, period.outcome == .met, period.end == day { return .done }
            if day == today { return .pending }
            if let period, period.outcome == .failed, period.end == day { return .missed }
            return .notDue
        case .daily, .weekdays, .perWeek, .perMonth, .rolling:
            break
        }
        if case .atMost = habit.goal {
            switch period?.outcome {
            case .met?: return .done
            case .failed?: return .missed
            case .open?: return .pending
            case .excused?, nil: return .notDue
            }
        }
        let perDay = habit.schedule.isDueDay(day)
        guard let period else {
            // A non-due day of a weekday list: show what was done anyway.
            if case .atLeast = habit.goal, let amount, positive {
                return DayRule(GoalKind(habit.goal)).isMet(amount) ? .done : .partial
            }
            return positive ? .done : .notDue
        }
        if positive {
            if !habit.goal.isNumeric || period.outcome == .met { return .done }
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
