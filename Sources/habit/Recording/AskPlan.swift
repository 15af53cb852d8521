import HabitCore
import StreakEngine

/// One question of `habit ask`: a habit on a day.
struct AskPrompt {
    let day: Day
    let habit: Habit
}

/// Which (day, habit) pairs `habit ask` asks about: due, and without an answer (no state
/// and no `no`), oldest day first, habits in sort order.
enum AskPlan {
    static func prompts(habits: [Habit], session: Session, days: ClosedRange<Day>) -> [AskPrompt] {
        var byDay: [Day: [AskPrompt]] = [:]
        for habit in habits {
            let history = session.history(of: habit)
            // From the first day asked about, however far back (`--date`, `--days`).
            let series = Engine.series(
                habit, history: history, today: session.today, weekStart: session.weekStart, from: days.lowerBound)
            for point in series where days.contains(point.date) && !history.isAnswered(on: point.date) {
                switch point.status {
                case .missed, .pending, .partial:
                    byDay[point.date, default: []].append(AskPrompt(day: point.date, habit: habit))
                case .done, .skipped, .notDue, .beforeStart: break
                }
            }
        }
        return byDay.keys.sorted().flatMap { byDay[$0] ?? [] }
    }
}
