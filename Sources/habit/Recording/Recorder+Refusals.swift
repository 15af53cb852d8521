import HabitCore

/// What `check`, `uncheck` and `skip` refuse, judged on what was read under the lock.
extension Recorder {
    /// Refuses an `+N` that would take a day's amount past `Amount.maximum`, judged on the
    /// amounts read under the lock (docs/data-format.md).
    func refuseOverflow(
        _ action: Action, of entries: [Entry], for habit: Habit, history: History
    ) throws(HabitError) {
        guard case .add(let amount) = action else { return }
        for entry in entries {
            guard case .amount(let current)? = history.state(on: entry.day), current.adding(amount) == nil else {
                continue
            }
            throw .amountTooLarge(habit: habit.id.rawValue, day: entry.day, sum: (current + amount).description)
        }
    }

    /// Refuses an amount (`--value`, `--set`) for a check habit: it is done or not, and an
    /// amount would read as done whatever it is, 0 included (docs/cli.md).
    func refuseAmount(_ action: Action, for habit: Habit) throws(HabitError) {
        guard case .check = habit.goal else { return }
        switch action {
        case .add(let amount) where actions[habit.id] != nil:
            throw .amountForCheckHabit(habit: habit.id.rawValue, option: "\(habit.id)=\(amount)")
        case .add: throw .amountForCheckHabit(habit: habit.id.rawValue, option: "--value")
        case .set: throw .amountForCheckHabit(habit: habit.id.rawValue, option: "--set")
        default: return
        }
    }

    /// Refuses a bare `done` of an at-most habit on a day that holds an amount: it would
    /// set the amount to 0 and lose what was recorded (docs/cli.md).
    func refuseReset(
        _ action: Action, of entries: [Entry], for habit: Habit, history: History
    ) throws(HabitError) {
        guard action == .done, case .atMost(_, let unit) = habit.goal else { return }
        for entry in entries {
            guard case .amount(let current)? = history.state(on: entry.day), current.isPositive else { continue }
            throw .limitHoldsAmount(habit: habit.id.rawValue, day: entry.day, amount: Describe.quantity(current, unit))
        }
    }
}
