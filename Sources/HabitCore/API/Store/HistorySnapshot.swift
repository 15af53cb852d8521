/// A data directory read for its histories (`Store.loadHistories`): habits, settings,
/// every problem found, and each habit's history folded while the log was parsed. It has
/// no entries, so nothing can ask it for them: the cheapest read of a long log, for the
/// commands that show analyses only.
public struct HistorySnapshot: Sendable {
    /// The data directory it was read from.
    var directory: String
    /// The `habits` file as a document.
    var habitsFile: HabitsFile
    /// The `config` file as a document.
    var configFile: ConfigFile
    /// Every problem in every file, as `Snapshot.issues` has them.
    public var issues: [ParseIssue]
    /// Each folded history, for every id named in the log (with `only`, that habit's).
    var histories: [HabitID: History]
    /// With `only`, that habit's entries that carry a note, in file order (for a view
    /// that lists notes, such as `show`); with every habit's, none.
    package var notes: [Entry]

    /// The parts of `snapshot` (whose log was folded, so it holds no entries) with
    /// `histories`.
    init(_ snapshot: Snapshot, histories: [HabitID: History]) {
        directory = snapshot.directory
        habitsFile = snapshot.habitsFile
        configFile = snapshot.configFile
        issues = snapshot.issues
        self.histories = histories
        notes = snapshot.log.entries
    }

    /// The habits in sort order (archived ones included).
    public var habits: [Habit] { habitsFile.habits }
    /// The settings.
    public var config: Config { configFile.config }
    /// The issues that block rewrites.
    var errors: [ParseIssue] { issues.filter { $0.isError } }
    /// Whether any data file has an error.
    var hasErrors: Bool { issues.contains { $0.isError } }

    /// The folded history of `habit`; empty when the log names it nowhere.
    public func history(of habit: Habit) -> History { histories[habit.id] ?? History() }
}
