import HabitCore
import StreakEngine

/// What is left of a habit today, for the cron nag (`status --exit-code`, `report`) and
/// the progress column of `status` (docs/cli.md).
extension HabitSummary {
    /// Whether the goal is a limit (`--max`): nothing is ever "to do".
    var isLimit: Bool { habit.goal.isLimit }

    /// Whether `day` is skipped (a `skip` entry, possibly planned ahead).
    func isSkipped(on day: Day) -> Bool { recordedState(on: day) == .skipped }

    /// An at-most habit over its limit in the period containing today.
    var isOverLimit: Bool { standing.currentPeriod?.isOverLimit == true }

    /// What is still to do today — `""` for a plain check, `1 more this week`,
    /// `5 more glasses` — when the habit's open period ends today, whatever its streak:
    /// the engine's current period less what is done in it; `nil` when nothing is left
    /// today.
    var leftToday: String? {
        guard !isLimit, let period = standing.currentPeriod, period.outcome != .met, streak.dueBy == today,
            standing.todayState != .skipped
        else { return nil }
        let left = Amount(thousandths: period.target.thousandths - period.done.thousandths)
        let periodWord = Self.periodWord(habit.schedule)
        if habit.goal.isNumeric {
            guard left > .zero else { return nil }
            return "\(left) more" + (habit.goal.unit.map { " \($0)" } ?? "") + periodWord
        }
        switch period.kind {
        case .week, .month:
            return left > .zero ? "\(left.thousandths / 1000) more" + periodWord : nil
        case .window:
            // A day counts once: done today, nothing more can be done today.
            guard !isDoneToday, case .rolling(let times, let days) = habit.schedule else { return nil }
            return windowShortfall.map { "\($0) more for \(times) in \(days) days" } ?? ""
        case .day, .interval:
            return ""
        }
    }

    /// `2/3 this week`, `3/8 glasses`, `1/2 cups`, `3/2 cups — over`, `1/3 in 7 days`;
    /// `nil` for a plain check habit. `dash` is the style's dash.
    func statusProgress(dash: String = "—") -> String? {
        let periodWord = Self.periodWord(habit.schedule)
        switch habit.goal {
        case .atLeast(let target, let unit):
            return "\(periodValue)/\(Describe.quantity(target, unit))" + periodWord
        case .atMost(let max, let unit):
            return "\(periodValue)/\(Describe.quantity(max, unit))" + periodWord + (isOverLimit ? " \(dash) over" : "")
        case .check:
            switch habit.schedule {
            case .perWeek(let n), .perMonth(let n): return "\(periodValue.thousandths / 1000)/\(n)" + periodWord
            case .rolling(let times, let days): return "\(periodValue.thousandths / 1000)/\(times) in \(days) days"
            default: return nil
            }
        }
    }

    static func periodWord(_ schedule: Schedule) -> String {
        switch schedule {
        case .perWeek: " this week"
        case .perMonth: " this month"
        default: ""
        }
    }
}

extension Goal {
    /// Whether the goal is a limit (`--max`).
    var isLimit: Bool {
        if case .atMost = self { return true }
        return false
    }
}
