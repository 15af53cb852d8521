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

    /// A habit with its goal timeline and archived days: each former goal in force through
    /// the civil day of its `until`, each archived span over the civil days of its dates
    /// (docs/streaks.md, "Goals that change", "Archived days").
    init(
        schedule: Schedule, goal: Goal, since: Date?, records: [(date: Date, action: Action)],
        formerGoals: [(until: Date, schedule: Schedule, goal: Goal)] = [],
        archived: [(from: Date, through: Date?)] = [], calendar: Calendar, now: Date
    ) throws(EngineError) {
        let zone = calendar.timeZone
        weekStart = try CivilTime.weekStart(of: calendar)
        today = try CivilTime.day(of: now, in: zone)
        let (entries, first) = try DatedHabit.entries(records, in: zone)
        let start = try since.map { date throws(EngineError) in try CivilTime.day(of: date, in: zone) }
        var former: [FormerGoal] = []
        for goal in formerGoals {
            let until = try CivilTime.day(of: goal.until, in: zone)
            former.append(FormerGoal(schedule: goal.schedule, goal: goal.goal, until: until))
        }
        var spans: [ArchivedSpan] = []
        for span in archived {
            let from = try CivilTime.day(of: span.from, in: zone)
            let through = try span.through.map { date throws(EngineError) in try CivilTime.day(of: date, in: zone) }
            spans.append(ArchivedSpan(from: from, through: through))
        }
        habit = try DatedHabit.validated(
            Habit(
                id: DatedHabit.validID, schedule: schedule, goal: goal, since: start ?? first ?? today,
                formerGoals: former, archivedSpans: spans))
        // The fold is stable: each day's records apply in array order, under the goal of
        // their day.
        history = History(folding: entries, for: habit).excusing(spans, through: today)
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
