import HabitCore
import StreakEngine

/// One reminder due now (docs/reminders.md): a habit, the time whose slot has come, and
/// what is left today and at stake, in words.
struct DueReminder {
    let summary: HabitSummary
    let time: TimeOfDay

    var habit: Habit { summary.habit }

    /// `meditate — Morning meditation`, or the id alone when the name is the id.
    var title: String {
        habit.name == habit.id.rawValue ? habit.id.rawValue : "\(habit.id) — \(habit.name)"
    }

    /// What is left today: `not done yet`, `3 of 8 glasses`, `1 more this week`.
    var left: String {
        guard let period = summary.standing.currentPeriod else { return "not done yet" }
        if habit.goal.isNumeric {
            return "\(period.done) of \(Describe.quantity(period.target, habit.goal.unit))"
        }
        let words = summary.leftToday ?? ""
        return words.isEmpty ? "not done yet" : words
    }

    /// The streak that today decides, as `streak ● 12 days at risk`; `nil` without one.
    func stake(style: Style) -> String? {
        let streak = summary.streak
        guard streak.current > 0 else { return nil }
        return "streak \(BadgeView.render(streak.current, unit: streak.unit, style: style)) at risk"
    }

    /// The line `habit remind` prints: `meditate — Morning meditation: not done yet
    /// (streak ● 12 days at risk)`.
    func line(style: Style) -> String {
        "\(title): \(left)" + (stake(style: style).map { " (\($0))" } ?? "")
    }
}
