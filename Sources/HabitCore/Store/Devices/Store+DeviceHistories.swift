/// A read of histories in the device layout without making the state's `log` and reading
/// it again (docs/sync.md, "The fold"; docs/performance.md, "Device files"): the base's
/// entries fold first, before every device's, each under the habit of its id, so the
/// base's `log` is read by the log's one reader and folded as it is read, and each habit's
/// entries from the device files are folded on after its base lines
/// (`LogRequest.following`) — the history the state's `log` would give, line for line.
extension Store {
    /// The histories a `.histories` scope asks for (`ids`, widened with members; `nil`,
    /// every habit's), with the notes of `notesSince` on, from `read`, whose fold left the
    /// base's entries out (`DeviceRead.baseLog`) or holds them all (no `baseLog`: each
    /// habit's entries are then folded from the state alone); `habits` is the state's
    /// `habits` as read.
    /// `nil` when the state's `log` has to be made after all: an answer the fold kept falls
    /// on a day the base holds an entry of (the base's entry comes first, and the answer
    /// counts for nothing), or a habit made of others has entries (each is warned about at
    /// its line of that `log`).
    func readDeviceHistories(
        _ read: DeviceRead, ids: Set<HabitID>?, today: Day?, notesSince: Day?, habits: HabitsFile
    ) throws(StoreError) -> (log: LogFile, histories: [HabitID: History])? {
        let state = read.state
        // Each live habit's place in the views' order, by key.
        var places: [HabitKey: Int] = [:]
        for (place, key) in state.keys.enumerated() { places[key] = place }
        for (habit, key) in zip(state.habits, state.keys) where habit.isComposite && state.entries[key] != nil {
            return nil
        }
        let path = read.baseLog
        if let path, try baseAnswers(state, path: path) { return nil }
        // The goals folded under, as the reader of the state's `log` takes them; a habit
        // made of others is folded whatever `ids` say, so that a base line of it is found.
        var goals: [HabitID: FoldRules] = [:]
        var expected: [HabitID: Int] = [:]
        for habit in habits.habits where habit.isComposite || (ids?.contains(habit.id) ?? true) {
            goals[habit.id] = FoldRules(habit)
            if let today { expected[habit.id] = habit.schedule.expectedDays(from: habit.since, through: today) }
        }
        // A line of the base under id X is the entry of the habit with key `.X`.
        let shownID = { (baseID: HabitID) in places[HabitKey(legacy: baseID)].map { state.habits[$0].id } }
        var request = LogRequest.histories(
            rules: { shownID($0).flatMap { goals[$0] } }, expectedDays: { shownID($0).flatMap { expected[$0] } })
        request.notesSince = notesSince
        var histories: [HabitID: History] = [:]
        var lastDays: [HabitID: Day] = [:]
        var notes: [Entry] = []
        for (place, key) in state.keys.enumerated() {
            guard let entries = state.entries[key], !entries.isEmpty else { continue }
            if path != nil, let baseID = key.legacyID {
                request.following[baseID] = entries
                continue
            }
            let id = state.habits[place].id
            guard goals[id] != nil, let habit = habits.habit(id) else { continue }
            histories[id] = History(folding: entries, for: habit)
            lastDays[id] = entries.lazy.map(\.day).max()
            if let notesSince { notes += entries.filter { $0.note != nil && $0.day >= notesSince } }
        }
        // Without the base's `log`, the fold holds the base's entries too, if any.
        guard let path else { return (Self.notesLog(notes, state, lastDays: lastDays), histories) }
        let base = try readPieces(path) { (read, size) throws(StoreError) in
            try LogFile.read(request, from: .pieces(read, expectedSize: size))
        }
        for (baseID, history) in base.histories {
            guard let id = shownID(baseID) else { continue }
            if habits.habit(id)?.isComposite == true { return nil }
            histories[id] = history
            lastDays[id] = base.log.lastDays[baseID]
        }
        for entry in base.log.entries {
            guard let id = shownID(entry.habit) else { continue }
            var entry = entry
            entry.habit = id
            notes.append(entry)
        }
        return (Self.notesLog(notes, state, lastDays: lastDays), histories)
    }

    /// The notes of a read of histories as the state's `log` has them: habit by habit in
    /// the views' order, each habit's as they were met; with the latest day each folded
    /// habit's entries were for (`LogFile.lastDays`, what a checkpoint resumes from).
    static func notesLog(_ notes: [Entry], _ state: DerivedState, lastDays: [HabitID: Day]) -> LogFile {
        let order = Dictionary(state.habits.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        let sorted = notes.indices.sorted { a, b in
            let (x, y) = (order[notes[a].habit] ?? 0, order[notes[b].habit] ?? 0)
            return x != y ? x < y : a < b
        }
        // Made of valid entries of live habits, none of them made of others: the state's
        // `log` has no problem and names no id the views warn about.
        var log = LogFile(
            entries: EntryList(sorted.map { notes[$0] }), lines: [], issues: [], tornTailOffset: nil, firstLines: [])
        log.lastDays = lastDays
        return log
    }

    /// The entries of habit `id` (a `.habit` scope: `check`, `uncheck`), from `read`: when
    /// its fold left the base's entries out, the base's lines of its id, read by the log's
    /// one reader, then its entries in the device files, in the fold's order. Their `lines`
    /// count the habit's entries alone: no view shows a line of the state's `log` but a
    /// warning of a habit made of others, which this read leaves to the whole fold. `nil`
    /// when the state's `log` has to be made after all (see `readDeviceHistories`), or
    /// no live habit has `id`.
    func readDeviceEntries(_ read: DeviceRead, of id: HabitID) throws(StoreError) -> LogFile? {
        let state = read.state
        guard let key = state.key(of: id), state.habit(key)?.isComposite == false else { return nil }
        var entries: [Entry] = []
        if let path = read.baseLog, let baseID = key.legacyID {
            if try baseAnswers(state, path: path, of: key) { return nil }
            let base = try readPieces(path) { (read, size) throws(StoreError) in
                try LogFile.read(.habit(baseID), from: .pieces(read, expectedSize: size)).log
            }
            entries = base.entries.map { entry in
                var entry = entry
                entry.habit = id
                return entry
            }
        }
        entries += state.entries[key] ?? []
        return LogFile(
            entries: EntryList(entries), lines: Array(entries.indices.map { $0 + 1 }), issues: [], tornTailOffset: nil)
    }

    /// Whether an answer the fold kept (`DerivedState.answeredDays`; only those of `key`,
    /// when given) falls on a day the base's `log` at `path` holds an entry of the same
    /// habit.
    private func baseAnswers(_ state: DerivedState, path: String, of key: HabitKey? = nil) throws(StoreError) -> Bool {
        var asked: [HabitID: Set<Day>] = [:]
        for (answered, days) in state.answeredDays where key == nil || answered == key {
            if let id = answered.legacyID { asked[id] = days }
        }
        let days = asked.values.flatMap { $0 }
        guard let first = days.min(), let last = days.max() else { return false }
        let request = LogRequest(output: .entriesOn(days: first...last, ids: Set(asked.keys)))
        let log = try readPieces(path) { (read, size) throws(StoreError) in
            try LogFile.read(request, from: .pieces(read, expectedSize: size)).log
        }
        return log.entries.contains { asked[$0.habit]?.contains($0.day) ?? false }
    }
}
