import HabitCore
import StreakEngine

/// What is left of a habit today, for the cron nag (`status --exit-code`, `report`) and
/// the progress column of `status` (docs/cli.md).
extension HabitSummary {
    /// The status in words (`Describe.status`), but `started` for a habit that has no
    /// period met yet and something done in the one that holds today (a first check of
    /// a `3/week` habit: `started`, `1/3 this week`), never `not started` (docs/cli.md,
    /// "Views").
    var statusWord: String {
        if streak.status == .unstarted, today >= habit.since, standing.currentPeriod?.done.isPositive == true {
            return "started"
        }
        return Describe.status(streak.status)
    }

    /// Whether the goal is a limit (`--max`): nothing is ever "to do".
    var isLimit: Bool { habit.goal.isLimit }

    /// Whether `day` is skipped (a `skip` entry, possibly planned ahead).
    func isSkipped(on day: Day) -> Bool { recordedState(on: day) == .skipped }

    /// An at-most habit over its limit in the period containing today.
    var isOverLimit: Bool { standing.currentPeriod?.isOverLimit == true }

    /// What is still to do today — `""` for a plain check, `1 more this week`,
    /// `5 more glasses` — when the habit's open period ends today, whatever its streak:
    /// the engine's current period and what is left of it; `nil` when nothing is left
    /// today.
    var leftToday: String? {
        // Whether anything is left is the engine's one rule (docs/streaks.md); this says what.
        guard standing.hasSomethingLeftToday, let period = standing.currentPeriod else { return nil }
        let scope = Self.scope(of: period, schedule: habit.schedule)
        if habit.goal.isNumeric {
            return "\(period.left) more" + (habit.goal.unit.map { " " + Describe.unit($0, for: period.left) } ?? "")
                + scope
        }
        switch period.kind {
        case .week, .month:
            return "\(Describe.checkIns(period.left)) more" + scope
        case .window:
            return windowShortfall.map { "\($0) more for \(Describe.checkIns(period.target))" + scope } ?? ""
        case .day, .interval:
            return ""
        }
    }

    /// `2/3 this week`, `3/8 glasses`, `1/2 cups`, `3/2 cups — over`, `1/3 in 7 days`:
    /// the engine's current period; `nil` for a plain check habit and when no period
    /// contains today. `dash` is the style's dash.
    func statusProgress(dash: String = "—") -> String? {
        periodCount(joiner: "/").map { $0 + (isOverLimit ? " \(dash) over" : "") }
    }
}
