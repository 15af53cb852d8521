import HabitCore
import StreakEngine

/// The data as one read found it (`Snapshot`, whatever its `TransactionScope` took from
/// the log) with today, worked out once: what every command reads from. A read for
/// histories (`Context.historySession`) holds no entries; a read of entries folds each
/// habit's history on demand, grouping the entries by habit once (one pass over the log,
/// keeping positions rather than copies of the entries).
struct Session {
    private(set) var snapshot: Snapshot
    let today: Day
    /// Each habit's entry positions in `snapshot.log.entries`, the one grouping by habit
    /// (`Snapshot.entryIndicesByHabit()`); empty for a read for histories or a tally, or
    /// when the session was made without it.
    let entryIndices: [HabitID: [Int]]

    /// The engine's kept tallies, for a read of every history through the fold checkpoint
    /// (docs/performance.md, "Kept engine tallies"); `nil` for any other read, and after a
    /// write.
    private(set) var tallies: EngineTallies?

    /// `snapshot.habits` once made: a command that asks for the habits more than once
    /// (the list, its count, the active ones) makes each habit under its heading's tag once.
    private var madeHabits = MadeHabits()

    /// A session over `snapshot`, with the engine's kept `tallies` of that read. Without
    /// `grouping`, no `entryIndices` (one position an entry): for a command that takes
    /// every entry in the log's own order.
    init(snapshot: Snapshot, today: Day, tallies: EngineTallies? = nil, grouping: Bool = true) {
        self.snapshot = snapshot
        self.today = today
        self.tallies = tallies
        let grouped = grouping && !snapshot.folded && snapshot.log.tally == nil
        entryIndices = grouped ? snapshot.entryIndicesByHabit() : [:]
    }

    /// The settings.
    var config: Config { snapshot.config }
    /// All habits in the user's order, archived ones included.
    var habits: [Habit] {
        if let habits = madeHabits.habits { return habits }
        let habits = snapshot.habits
        madeHabits.habits = habits
        return habits
    }

    /// The habits views show: not archived, in the user's order.
    var activeHabits: [Habit] {
        // The list itself when none is archived: no habit copied into a new one.
        habits.contains { $0.archived } ? habits.filter { !$0.archived } : habits
    }
    /// The first day of the week from config.
    var weekStart: Weekday { config.weekStart }
    /// Read for one habit's history with its notes: its entries that carry a note, in file
    /// order.
    var notes: [Entry] { snapshot.notes }

    /// `habits` narrowed to those `selection` selects (`--tag`), each tag typed checked
    /// against them (`TagSelection.select`).
    func select(_ habits: [Habit], tagged selection: TagSelection) throws(UsageError) -> [Habit] {
        try selection.select(habits, in: snapshot.habitsFile)
    }

    /// The tag groups of `habits` for the Today view and `list`, or `nil` for a flat view
    /// (`TagGroups`).
    func groups(of habits: [Habit], selection: TagSelection) -> TagGroups? {
        TagGroups(habits, selection: selection, config: config, file: snapshot.habitsFile)
    }

    /// The habit with the id typed as `text`, or an error with a "did you mean".
    func habit(_ text: String) throws(HabitError) -> Habit {
        // The file's own lookup first: the habits list is made only for the error's "did you mean".
        if let id = HabitID(text), let habit = snapshot.habit(id) { return habit }
        return try Session.find(text, in: habits)
    }

    /// A date argument (`--date`, `--from`, `--to`, `--since`) read against today.
    func day(_ text: String) throws(ClockError) -> Day { try Clock.day(fromArgument: text, today: today) }

    /// The habit with the id typed as `text` among `habits`, or an error with a "did you mean".
    static func find(_ text: String, in habits: [Habit]) throws(HabitError) -> Habit {
        if let habit = habits.first(where: { $0.id.rawValue == text }) { return habit }
        throw unknown(text, among: habits)
    }

    /// The refusal of `text`, which no habit of `habits` has as its id: with a "did you
    /// mean", or how to add one when there are none.
    static func unknown(_ text: String, among habits: [Habit]) -> HabitError {
        if habits.isEmpty { return .noHabits(text) }
        let ids = habits.map { habit in habit.id.rawValue }
        return .unknownHabit(text, suggestion: Suggestion.closest(to: text.lowercased(), in: ids))
    }

    /// The entries recorded for `id`, in file order (none from a read for histories).
    func entries(of id: HabitID) -> [Entry] {
        let entries = snapshot.log.entries
        return (entryIndices[id] ?? []).map { entries[$0] }
    }

    /// Takes the histories folded while reading out of this session (and of its
    /// snapshot), so that a writer folding them on holds each once (`Recorder`).
    mutating func takeHistories() -> [HabitID: History] {
        let histories = snapshot.histories
        snapshot.histories = [:]
        snapshot.log.historyHashes = [:]
        return histories
    }

    /// The folded history of `habit`: as folded while reading or by a write
    /// (`after(recording:habits:)`), else from its entries. A habit made of others: its
    /// members' histories joined by `History(anyOf:)`, the one rule (docs/streaks.md), as
    /// recorded. The days the habit spent archived are excused, up to today
    /// (`History.excusing`, docs/streaks.md, "Archived days").
    func history(of habit: Habit) -> History {
        recordedHistory(of: habit).excusing(habit.archivedSpans, through: today)
    }

    /// The history of `habit` as its entries (its members' entries) give it.
    private func recordedHistory(of habit: Habit) -> History {
        if habit.isComposite {
            return History(anyOf: habit.members.compactMap { snapshot.habit($0) }.map { recordedHistory(of: $0) })
        }
        if snapshot.folded || snapshot.histories[habit.id] != nil { return snapshot.recordedHistory(of: habit) }
        return History(folding: entries(of: habit.id), for: habit)
    }

    /// This session after a write: the histories of the habits it recorded, folded on
    /// from those read (`History.appending`), and `habits` as written — as if the files
    /// had been read again, without reading them or copying an entry.
    func after(recording histories: [HabitID: History], habits: HabitsFile) -> Session {
        var snapshot = self.snapshot
        snapshot.habitsFile = habits
        snapshot.histories.merge(histories) { _, new in new }
        for id in histories.keys { snapshot.log.historyHashes[id] = nil }
        var session = self
        session.snapshot = snapshot
        session.madeHabits = MadeHabits()
        session.tallies = nil
        return session
    }

    /// The engine's standing of `habit`, whose history is `history`, today: its scan
    /// taken from the kept tallies when they hold it (docs/performance.md, "Kept engine
    /// tallies").
    func standing(of habit: Habit, history: History) -> Standing {
        guard let tallies = keptTallies else {
            return Engine.standing(habit, history: history, today: today, weekStart: weekStart)
        }
        return tallies.standing(habit, history: history, recorded: recordedHashes(of: habit), weekStart: weekStart)
    }

    /// The engine's whole analysis of `habit`, whose history is `history`, today: its scan
    /// taken from the kept tallies when they hold it.
    func analysis(of habit: Habit, history: History) -> Analysis {
        guard let tallies = keptTallies else {
            return Engine.analyze(habit, history: history, today: today, weekStart: weekStart)
        }
        return tallies.analyze(habit, history: history, recorded: recordedHashes(of: habit), weekStart: weekStart)
    }

    /// The `History.contentHash` of each history `habit`'s history is made from as
    /// recorded (`recordedHistory(of:)`): its own, or its members' in order. A history
    /// taken unchanged from the fold checkpoint has the hash its read took
    /// (`LogFile.historyHashes`); any other is hashed here.
    private func recordedHashes(of habit: Habit) -> [UInt64] {
        if habit.isComposite {
            return habit.members.compactMap { snapshot.habit($0) }.flatMap { recordedHashes(of: $0) }
        }
        if let kept = snapshot.log.historyHashes[habit.id] { return [kept] }
        return [recordedHistory(of: habit).contentHash]
    }

    /// The kept tallies, while the habits and settings are those they were read with.
    private var keptTallies: EngineTallies? {
        guard let tallies, tallies.sourcesHash == snapshot.sourcesHash else { return nil }
        return tallies
    }
}

extension Session {
    /// The active habits tagged as `text` says (`@morning`, or `morning`), in sort order:
    /// what `@TAG` stands for wherever ids are taken (docs/cli.md, "Tags"). A tag that
    /// selects nothing is a usage error, as `--tag` is: one not spelled like an id, one no
    /// habit has (with a "did you mean"), one only archived habits or an empty heading carry.
    func activeHabits(taggedAs text: String) throws -> [Habit] {
        let name = text.hasPrefix("@") ? String(text.dropFirst()) : text
        guard let tag = HabitTag(name) else { throw UsageError.invalidValue(.invalidTag(name)) }
        let file = snapshot.habitsFile
        guard file.tags.contains(tag) else {
            throw TagError.unknownTag(
                name, suggestion: Suggestion.closest(to: name.lowercased(), in: file.tags.map { $0.rawValue }))
        }
        let habits = file.activeHabits(tagged: tag)
        if habits.isEmpty {
            throw UsageError.tagWithoutHabits(name, archived: file.habits.contains { $0.tags.contains(tag) })
        }
        return habits
    }
}

extension Session {
    /// The ids of the habits `texts` name, each an id or `@TAG` (the tag's active habits):
    /// what `ask` and `status` take (docs/cli.md, "Tags"). Refuses an unknown id or tag.
    func ids(named texts: [String]) throws -> Set<HabitID> {
        var ids = Set<HabitID>()
        for text in texts {
            if text.hasPrefix("@") {
                ids.formUnion(try activeHabits(taggedAs: text).map(\.id))
            } else {
                ids.insert(try habit(text).id)
            }
        }
        return ids
    }
}

/// The habits a session made from its snapshot, kept for the session's later asks.
private final class MadeHabits {
    var habits: [Habit]?
}
