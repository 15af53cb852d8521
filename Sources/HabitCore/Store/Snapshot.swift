/// A data directory as one read found it: habits in sort order, settings, every problem
/// found while parsing, and what the read's `TransactionScope` took from the log —
/// entries in file order (all, or one habit's), histories folded while reading (no
/// entries), or each id's count of entries. The one type for "the data as read"
/// (docs/architecture.md).
public struct Snapshot: Sendable {
    /// The data directory it was read from.
    var directory: String
    /// The `habits` file as a document (comments kept). Read-only to apps: a snapshot is
    /// what a read found, and a change is staged on a `Transaction`.
    public package(set) var habitsFile: HabitsFile { didSet { sourcesHash = nil } }
    /// The parsed `log`.
    package var log: LogFile
    /// The `config` file as a document (comments kept). Read-only to apps, as `habitsFile`.
    public package(set) var configFile: ConfigFile { didSet { sourcesHash = nil } }
    /// Every problem in every file: `habits`, then `log`, then `config`. Includes a torn
    /// last line of `log` and the first entry of each unknown habit, which are not errors.
    public package(set) var issues: [ParseIssue]
    /// Histories folded while the log was read (`TransactionScope.histories`), or added
    /// since (a write's, `after(recording:)`); `history(of:)` looks here first.
    package var histories: [HabitID: History] = [:]
    /// Whether the read folded histories instead of keeping entries: a habit without a
    /// history then has none, and `entries` is empty.
    package var folded = false
    /// Read for one habit's histories with `notesSince`: its entries from that day on
    /// that carry a note, in file order (a view that lists notes, such as `show`).
    package var notes: [Entry] = []
    /// Today, worked out once from the settings read, when the store was given a
    /// `TodaySource` (`Store.today`); `nil` without one.
    package var today: TodayAnswer?
    /// In the device layout (docs/sync.md), what the fold reported — changes settled on
    /// their own, lines passed over, an edit of a snapshot not taken in; `nil` in a data
    /// directory of one `log`.
    package var deviceReports: [String]?
    /// In the device layout, the name of the file this machine writes (`devices/NAME.log`),
    /// once it has written one.
    package var deviceName: String?
    /// A hash of the `habits` and `config` bytes `habitsFile` and `configFile` were parsed
    /// from, set by a read of every history through the fold checkpoint: what kept engine
    /// tallies are keyed by, with the history and today (docs/performance.md, "Kept engine
    /// tallies"). `nil` for any other read, and once either file is changed in memory.
    package var sourcesHash: UInt64?
    /// Whether the data directory uses device files (docs/sync.md, "Device files").
    package var usesDeviceLayout: Bool { deviceReports != nil }

    /// A snapshot of the given parts; `issues` gets the unknown-habit warnings added.
    package init(directory: String, habitsFile: HabitsFile, log: LogFile, configFile: ConfigFile, issues: [ParseIssue])
    {
        self.directory = directory
        self.habitsFile = habitsFile
        self.log = log
        self.configFile = configFile
        self.issues = issues
        // Slots are numbered in order of first appearance: defined habits first, then each
        // unknown id when its first entry is met.
        var slots = HabitSlots(capacity: habitsFile.lines.count)
        for id in habitsFile.habitIDs { _ = slots.slot(of: id) }
        // An id on a `was=` list counts for the habit that lists it: not unknown.
        for former in habitsFile.formerIDs.keys.sorted(by: { $0.rawValue < $1.rawValue }) {
            _ = slots.slot(of: former)
        }
        var nextUnknown = slots.ids.count
        var warnings: [ParseIssue] = []
        if let firstLines = log.firstLines {
            // Every id's first line, from the parser (the log may hold one habit's
            // entries only).
            for (id, line) in firstLines where slots.slot(of: id) == nextUnknown {
                nextUnknown += 1
                warnings.append(ParseIssue(file: .log, line: line, column: 1, problem: .unknownHabit(id)))
            }
        } else {
            // Only an id's first entry can be its warning's: each id number is looked up once,
            // and no entry is made.
            let list = log.entries
            var seen = [Bool](repeating: false, count: list.ids.count)
            for (index, number) in list.numbers.enumerated() where !seen[Int(number)] {
                seen[Int(number)] = true
                let id = list.ids[Int(number)]
                guard slots.slot(of: id) == nextUnknown else { continue }
                nextUnknown += 1
                warnings.append(ParseIssue(file: .log, line: log.lines[index], column: 1, problem: .unknownHabit(id)))
            }
        }
        warnings += Snapshot.compositeEntries(habitsFile, log: log)
        if !warnings.isEmpty {
            let split = self.issues.firstIndex { $0.file == .config } ?? self.issues.count
            self.issues.insert(contentsOf: warnings, at: split)
        }
    }

    /// An empty data directory.
    package static func empty(directory: String) -> Snapshot {
        Snapshot(
            directory: directory, habitsFile: HabitsFile(),
            log: LogFile(entries: [], lines: [], issues: [], tornTailOffset: nil), configFile: ConfigFile(), issues: [])
    }

    /// The habits in sort order (archived ones included).
    public var habits: [Habit] { habitsFile.habits }
    /// The valid log entries in file order.
    public var entries: [Entry] { Array(log.entries) }
    /// The settings.
    public var config: Config { configFile.config }
    /// The issues that block rewrites.
    public var errors: [ParseIssue] { issues.filter { $0.isError } }
    /// Whether any data file has an error (rewrites are refused then).
    public var hasErrors: Bool { issues.contains { $0.isError } }

    /// The habit with `id`, if defined.
    /// - Parameter id: the habit's current id (a former id finds nothing).
    /// - Returns: its definition as read from `habits`, or `nil` when no habit has that id.
    public func habit(_ id: HabitID) -> Habit? { habitsFile.habit(id) }

    /// Each habit's entries, in file order. One pass over the log.
    func entriesByHabit() -> [HabitID: [Entry]] {
        let entries = log.entries
        return entryIndicesByHabit().mapValues { indices in indices.map { entries[$0] } }
    }

    /// For each habit, the positions of its entries in `entries`, ascending. One pass over
    /// the log; each list is allocated once at its final size. Cheaper to keep than
    /// `entriesByHabit()`, which copies every entry.
    /// An id on a `was=` list is grouped with the habit that lists it (docs/data-format.md).
    package func entryIndicesByHabit() -> [HabitID: [Int]] {
        var byHabit = entryIndicesByID()
        for (former, habit) in habitsFile.formerIDs {
            guard let indices = byHabit.removeValue(forKey: former) else { continue }
            byHabit[habit] = ((byHabit[habit] ?? []) + indices).sorted()
        }
        return byHabit
    }

    /// For each id named in the log, the positions of its entries, ascending: a counting
    /// sort by the id numbers the entries carry (`EntryList`), no id hashed.
    private func entryIndicesByID() -> [HabitID: [Int]] {
        let list = log.entries
        var counts = [Int](repeating: 0, count: list.ids.count)
        for number in list.numbers { counts[Int(number)] += 1 }
        var groups = counts.map { count in
            var group: [Int] = []
            group.reserveCapacity(count)
            return group
        }
        for (index, number) in list.numbers.enumerated() { groups[Int(number)].append(index) }
        var byHabit = [HabitID: [Int]](minimumCapacity: groups.count)
        for (number, group) in groups.enumerated() where !group.isEmpty { byHabit[list.ids[number]] = group }
        return byHabit
    }

    /// The folded history of `habit` (docs/data-format.md, `log`): as folded while
    /// reading, else folded from its entries; empty when the log names it nowhere.
    /// A habit made of others gets its members' histories joined (`History(anyOf:)`), as
    /// recorded: a member's days archived are no skips of the composite. The days the
    /// habit itself spent archived are excused (`History.excusing`, docs/streaks.md,
    /// "Archived days"), up to today (without a today, only the spans that ended).
    /// - Parameter habit: a habit of this snapshot; its id, former ids, members and archived
    ///   spans choose the entries and the excused days.
    /// - Returns: its history by day, its archived days excused.
    public func history(of habit: Habit) -> History {
        let recorded = recordedHistory(of: habit)
        guard !habit.archivedSpans.isEmpty else { return recorded }
        guard let today = today?.day else {
            return recorded.excusing(habit.archivedSpans.filter { $0.through != nil }, through: .maximum)
        }
        return recorded.excusing(habit.archivedSpans, through: today)
    }

    /// The history of `habit` as its entries (its members' entries) give it, without the
    /// days it spent archived.
    package func recordedHistory(of habit: Habit) -> History {
        if habit.isComposite {
            return History(anyOf: habit.members.compactMap { self.habit($0) }.map { recordedHistory(of: $0) })
        }
        if let history = histories[habit.id] { return history }
        if folded { return History() }
        return History(folding: log.entries.filter { counts($0, for: habit) }, for: habit)
    }

    /// Whether `entry` counts for `habit`: written under its id, or under an id on its
    /// `was=` list that no current habit has.
    package func counts(_ entry: Entry, for habit: Habit) -> Bool { owns(entry.habit, habit) }

    /// Whether entries under `id` count for `habit` (see `counts(_:for:)`).
    private func owns(_ id: HabitID, _ habit: Habit) -> Bool {
        id == habit.id || (habit.formerIDs.contains(id) && habitsFile.formerIDs[id] == habit.id)
    }

    /// How many entries count for `habit`, from the entries or the tally read.
    package func entryCount(for habit: Habit) -> Int {
        guard let tally = log.tally else { return log.entries.count(where: { counts($0, for: habit) }) }
        return tally.reduce(0) { sum, item in owns(item.key, habit) ? sum + item.value : sum }
    }

    /// How many entries are written under `id`, from the entries or the tally read.
    package func entryCount(of id: HabitID) -> Int {
        guard let tally = log.tally else { return log.entries.count(where: { $0.habit == id }) }
        return tally[id] ?? 0
    }

    /// How many valid entries the log holds, from the entries or the tally read.
    package var entryCount: Int { log.tally?.values.reduce(0, +) ?? log.entries.count }
}
