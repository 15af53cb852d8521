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

    /// What a notification's body says: what is left, the stake, and the slots.
    func body(style: Style, slots: [TimeOfDay] = []) -> String {
        left + (stake(style: style).map { " (\($0))" } ?? "") + Self.times(slots)
    }

    /// The line `habit remind` prints: `meditate — Morning meditation: not done yet
    /// (streak ● 12 days at risk)`; for a habit several of whose slots came at once (a run
    /// that catches up), each slot's time once: `water: 3 of 8 glasses (reminders 12:00, 18:00)`.
    func line(style: Style, slots: [TimeOfDay] = []) -> String {
        "\(title): " + body(style: style, slots: slots)
    }

    /// ` (reminders 12:00, 18:00)` for several slots; empty for one.
    private static func times(_ slots: [TimeOfDay]) -> String {
        slots.count > 1 ? " (reminders \(slots.map(\.description).joinedText(separator: ", ")))" : ""
    }

    /// `reminders` grouped by habit, in the order of each habit's first: one line and one
    /// notification a habit, however many of its slots came since the last run.
    static func byHabit(_ reminders: [DueReminder]) -> [[DueReminder]] {
        var groups: [[DueReminder]] = []
        for reminder in reminders {
            if let index = groups.firstIndex(where: { $0[0].habit.id == reminder.habit.id }) {
                groups[index].append(reminder)
            } else {
                groups.append([reminder])
            }
        }
        return groups
    }
}
