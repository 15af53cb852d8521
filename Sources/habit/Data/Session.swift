import HabitCore

/// The data files read with their entries, with today fixed: what `log`, `export`,
/// `import` and the writing commands read from (for analyses alone, `HistorySession`).
///
/// Entries are grouped by habit once (one pass over the log, keeping positions rather
/// than copies of the entries); histories are folded on demand.
struct Session: HabitData {
    let snapshot: Snapshot
    let today: Day
    private let entryIndices: [HabitID: [Int]]

    /// A session over `snapshot`.
    init(snapshot: Snapshot, today: Day) {
        self.init(snapshot: snapshot, today: today, entryIndices: snapshot.entryIndicesByHabit())
    }

    private init(snapshot: Snapshot, today: Day, entryIndices: [HabitID: [Int]]) {
        self.snapshot = snapshot
        self.today = today
        self.entryIndices = entryIndices
    }

    var habits: [Habit] { snapshot.habits }
    var config: Config { snapshot.config }

    /// The habit with the id typed as `text` among `habits`, or an error with a "did you mean".
    static func find(_ text: String, in habits: [Habit]) throws(HabitError) -> Habit {
        if let habit = habits.first(where: { $0.id.rawValue == text }) { return habit }
        if habits.isEmpty { throw .noHabits(text) }
        let ids = habits.map { habit in habit.id.rawValue }
        throw .unknownHabit(text, suggestion: Suggestion.closest(to: text.lowercased(), in: ids))
    }

    /// The entries recorded for `id`, in file order.
    func entries(of id: HabitID) -> [Entry] {
        let entries = snapshot.entries
        return (entryIndices[id] ?? []).map { entries[$0] }
    }

    /// The folded history of `habit`.
    func history(of habit: Habit) -> History {
        History(folding: snapshot.entries, at: entryIndices[habit.id] ?? [], goal: habit.goal)
    }

    /// This session with `entries` added and `habits` as given, as if the files had been
    /// read again after a write.
    func after(appending entries: [Entry], habits: HabitsFile) -> Session {
        var snapshot = self.snapshot
        // The new entries go after the existing ones, so each habit's positions just grow
        // at the end: no need to group the whole log again.
        var indices = entryIndices
        for (offset, entry) in entries.enumerated() {
            indices[entry.habit, default: []].append(snapshot.log.entries.count + offset)
        }
        snapshot.log.entries.append(contentsOf: entries)
        snapshot.habitsFile = habits
        return Session(snapshot: snapshot, today: today, entryIndices: indices)
    }
}
