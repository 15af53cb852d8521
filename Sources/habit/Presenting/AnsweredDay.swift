import HabitCore

/// What a habit's day holds, in a few words — `done`, `5/8 glasses`, `skipped`, `not
/// done` — for the messages about a day that already held an answer: `ask`'s "answered
/// meanwhile" and `skip`'s "replacing" (docs/cli.md).
enum AnsweredDay {
    /// The words for `day` in `history` of `habit`, or `nil` when the day holds no answer.
    static func words(_ history: History, on day: Day, habit: Habit) -> String? {
        if history.answeredNo(on: day) { return "not done" }
        switch history.state(on: day) {
        case nil: return nil
        case .skipped: return "skipped"
        case .amount(let amount):
            switch habit.goal {
            case .check: return "done"
            case .atLeast(let target, let unit): return "\(amount)/\(Describe.quantity(target, unit))"
            case .atMost(_, let unit): return Describe.quantity(amount, unit)
            }
        }
    }
}
