import Foundation
import HabitCore

/// A habit, its folded history, today and the week start, built from an app's `Date`s:
/// the one place where the `Date` API meets the engine's civil days.
struct DatedHabit {
    /// Entries and habits need an id; the `Date` API has none. Any valid id will do.
    private static let id = HabitID("habit")

    let habit: Habit
    let history: History
    let today: Day
    let weekStart: Weekday

    init(
        schedule: Schedule, goal: Goal, since: Date?, records: [(date: Date, action: Action)], calendar: Calendar,
        now: Date
    ) throws(EngineError) {
        guard let id = DatedHabit.id else { preconditionFailure("'habit' is a valid habit id") }
        let zone = calendar.timeZone
        weekStart = try CivilTime.weekStart(of: calendar)
        today = try CivilTime.day(of: now, in: zone)
        var entries: [Entry] = []
        entries.reserveCapacity(records.count)
        var first: Day? = nil
        for record in records {
            let day = try CivilTime.day(of: record.date, in: zone)
            first = min(first ?? day, day)
            entries.append(Entry(day: day, habit: id, action: record.action))
        }
        let start = try since.map { date throws(EngineError) in try CivilTime.day(of: date, in: zone) }
        let habit = Habit(id: id, schedule: schedule, goal: goal, since: start ?? first ?? today)
        do {
            try habit.validate()
        } catch {
            throw .invalidHabit(error)
        }
        self.habit = habit
        // The fold is stable: each day's records apply in array order.
        history = History(folding: entries, goal: goal)
    }
}
