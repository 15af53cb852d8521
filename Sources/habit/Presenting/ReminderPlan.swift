import HabitCore
import StreakEngine

/// Which reminders are due now: for each of `habits` (the active ones, or those `--tag`
/// selects) with reminder times, the engine's one rule (`Engine.dueReminders`,
/// docs/reminders.md), in the user's order, each habit's slots earliest first.
enum ReminderPlan {
    static func due(in session: Session, habits: [Habit], minuteOfToday: Int) -> [DueReminder] {
        var due: [DueReminder] = []
        let dayStart = Clock.dayStart(of: session.config)
        for habit in habits where !habit.reminders.isEmpty {
            let times = Engine.dueReminders(
                habit, history: session.history(of: habit), today: session.today, weekStart: session.weekStart,
                minuteOfToday: minuteOfToday, dayStart: dayStart)
            guard !times.isEmpty else { continue }
            let summary = HabitSummary(habit: habit, session: session)
            due += times.map { DueReminder(summary: summary, time: $0) }
        }
        return due
    }
}
