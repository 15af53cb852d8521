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
        let zone = calendar.timeZone
        weekStart = try CivilTime.weekStart(of: calendar)
        today = try CivilTime.day(of: now, in: zone)
        let (entries, first) = try DatedHabit.entries(records, in: zone)
        let start = try since.map { date throws(EngineError) in try CivilTime.day(of: date, in: zone) }
        habit = try DatedHabit.validated(
            Habit(id: DatedHabit.validID, schedule: schedule, goal: goal, since: start ?? first ?? today))
        // The fold is stable: each day's records apply in array order.
        history = History(folding: entries, goal: goal)
    }

    /// A habit made of others, from each member's records: each member folded as the
    /// check habit it is, their days joined by `History(anyOf:)`, the one rule
    /// (docs/streaks.md, "Habits made of others"). `since` defaults to the earliest
    /// record of any member.
    init(
        schedule: Schedule, since: Date?, members: [[(date: Date, action: Action)]], calendar: Calendar, now: Date
    ) throws(EngineError) {
        let zone = calendar.timeZone
        weekStart = try CivilTime.weekStart(of: calendar)
        today = try CivilTime.day(of: now, in: zone)
        var histories: [History] = []
        var first: Day?
        for records in members {
            let (entries, earliest) = try DatedHabit.entries(records, in: zone)
            if let earliest { first = min(first ?? earliest, earliest) }
            histories.append(History(folding: entries, goal: .check))
        }
        let start = try since.map { date throws(EngineError) in try CivilTime.day(of: date, in: zone) }
        habit = try DatedHabit.validated(
            Habit(id: DatedHabit.validID, schedule: schedule, since: start ?? first ?? today))
        history = History(anyOf: histories)
    }

    /// The id every habit of the `Date` API gets.
    private static var validID: HabitID {
        guard let id = DatedHabit.id else { preconditionFailure("'habit' is a valid habit id") }
        return id
    }

    /// `records` as entries on their civil days in `zone`, in array order, with the
    /// earliest day.
    private static func entries(
        _ records: [(date: Date, action: Action)], in zone: TimeZone
    ) throws(EngineError) -> ([Entry], Day?) {
        var entries: [Entry] = []
        entries.reserveCapacity(records.count)
        var first: Day? = nil
        for record in records {
            let day = try CivilTime.day(of: record.date, in: zone)
            first = min(first ?? day, day)
            entries.append(Entry(day: day, habit: validID, action: record.action))
        }
        return (entries, first)
    }

    /// `habit` once it passes the CLI's rules.
    private static func validated(_ habit: Habit) throws(EngineError) -> Habit {
        do {
            try habit.validate()
        } catch {
            throw .invalidHabit(error)
        }
        return habit
    }
}
