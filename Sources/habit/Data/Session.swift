import Foundation
import HabitCore

/// The loaded data files with today fixed: what every command reads from.
///
/// Entries are grouped by habit once (one pass over the log, keeping positions rather
/// than copies of the entries); histories and analyses are computed on demand.
struct Session {
    let store: Store
    let snapshot: Snapshot
    /// Today's civil date for this run.
    let today: Day
    private let entryIndices: [HabitID: [Int]]

    /// A session over `snapshot`; when it was loaded with histories (and no entries),
    /// those are used as they are.
    init(store: Store, snapshot: Snapshot, today: Day) {
        let indices = snapshot.histories == nil ? snapshot.entryIndicesByHabit() : [:]
        self.init(store: store, snapshot: snapshot, today: today, entryIndices: indices)
    }

    private init(store: Store, snapshot: Snapshot, today: Day, entryIndices: [HabitID: [Int]]) {
        self.store = store
        self.snapshot = snapshot
        self.today = today
        self.entryIndices = entryIndices
    }

    /// All habits in the user's order, archived ones included.
    var habits: [Habit] { snapshot.habits }
    /// The habits views show: not archived, in the user's order.
    var activeHabits: [Habit] { snapshot.habits.filter { !$0.archived } }
    /// The first day of the week from config.
    var weekStart: Weekday { snapshot.config.weekStart }

    /// The habit with the id typed as `text`, or an error with a "did you mean".
    func habit(_ text: String) throws(HabitError) -> Habit {
        try Session.find(text, in: snapshot.habits)
    }

    /// The habit with the id typed as `text` among `habits`, or an error with a "did you mean".
    static func find(_ text: String, in habits: [Habit]) throws(HabitError) -> Habit {
        if let habit = habits.first(where: { $0.id.rawValue == text }) { return habit }
        if habits.isEmpty { throw .noHabits(text) }
        let ids = habits.map { habit in habit.id.rawValue }
        throw .unknownHabit(text, suggestion: Suggestion.closest(to: text.lowercased(), in: ids))
    }

    /// The entries recorded for `id`, in file order.
    func entries(of id: HabitID) -> [Entry] {
        precondition(snapshot.histories == nil, "a histories-only session has no entries")
        let entries = snapshot.entries
        return (entryIndices[id] ?? []).map { entries[$0] }
    }

    /// The folded history of `habit`.
    func history(of habit: Habit) -> History {
        if let histories = snapshot.histories { return histories[habit.id] ?? History() }
        return History(folding: snapshot.entries, at: entryIndices[habit.id] ?? [], goal: habit.goal)
    }

    /// A date argument (`--date`, `--from`, `--to`, `--since`) read against today.
    func day(_ text: String) throws(ClockError) -> Day { try Clock.day(fromArgument: text, today: today) }

    /// This session with `entries` added, as if the log had been read again.
    func appending(_ entries: [Entry], habits: [Habit]? = nil) -> Session {
        precondition(snapshot.histories == nil, "a histories-only session has no entries")
        var snapshot = self.snapshot
        // The new entries go after the existing ones, so each habit's positions just grow
        // at the end: no need to group the whole log again.
        var indices = entryIndices
        for (offset, entry) in entries.enumerated() {
            indices[entry.habit, default: []].append(snapshot.log.entries.count + offset)
        }
        snapshot.log.entries.append(contentsOf: entries)
        if let habits { snapshot.habitsFile = HabitsFile(lines: habits.map { .habit($0) }) }
        return Session(store: store, snapshot: snapshot, today: today, entryIndices: indices)
    }
}
