import HabitCore

/// The data files read for their histories (`Store.loadHistories`), with today fixed:
/// what the commands that show analyses read from. It holds no entries, but for one
/// habit's read (`historySession(of:)`) the ones that carry a note.
struct HistorySession: HabitData {
    let snapshot: HistorySnapshot
    let today: Day

    var habits: [Habit] { snapshot.habits }
    var config: Config { snapshot.config }
    func history(of habit: Habit) -> History { snapshot.history(of: habit) }
    /// The entries with a note of the one habit read, in file order.
    var notes: [Entry] { snapshot.notes }
}
