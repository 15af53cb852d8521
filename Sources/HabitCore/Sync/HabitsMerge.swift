/// The three-way merge of `habits`, field by field per habit id (docs/sync.md, "Habits
/// and settings"): changes to different habits or fields never conflict, a habit added
/// identically on both sides is one habit, a habit removed on either side is removed (its
/// entries stay in `log`, reported as entries for an unknown habit), two first days keep
/// the earlier, and a field changed to two values keeps the value that sorts first on
/// the habit's line with a conflict line holding the other after it.
enum HabitsMerge {
    static func merge(base: [UInt8], ours: [UInt8], theirs: [UInt8]) -> MergeResult {
        let files = [base, ours, theirs].map { HabitsFile.parse($0).file }
        let habits = files.map { file in
            Dictionary(file.habits.map { ($0.id.rawValue, $0) }, uniquingKeysWith: { first, _ in first })
        }
        let (b, o, t) = (habits[0], habits[1], habits[2])
        var merged: [String: (Habit, [ConflictLine])] = [:]
        for id in Set(o.keys).union(t.keys) {
            if b[id] != nil, o[id] == nil || t[id] == nil { continue }
            merged[id] = mergeHabit(base: b[id], ours: o[id], theirs: t[id])
        }
        let items = StructureMerge.merge(
            base: structure(files[0]), ours: structure(files[1]), theirs: structure(files[2]),
            keeps: { merged[$0] != nil })
        var lines: [[UInt8]] = []
        var conflicts: [ConflictLine] = []
        for item in items {
            switch item {
            case .text(let raw): lines.append(raw)
            case .keyed(let id):
                guard let (habit, fieldConflicts) = merged[id] else { continue }
                lines.append(Array(HabitsFile.line(for: habit).utf8))
                lines += fieldConflicts.map(\.bytes)
                conflicts += fieldConflicts
            }
        }
        return MergeResult(bytes: MergeLines.join(lines), conflicts: conflicts)
    }

    private static func structure(_ file: HabitsFile) -> [StructureMerge.Item] {
        file.lines.map { line in
            switch line {
            case .habit(let habit): .keyed(habit.id.rawValue)
            case .text(let raw): .text(raw)
            }
        }
    }

    /// One habit present on at least one side.
    private static func mergeHabit(base: Habit?, ours: Habit?, theirs: Habit?) -> (Habit, [ConflictLine])? {
        guard let ours, let theirs else {
            // Present on one side only: added there (a habit one side removed is not merged).
            return (ours ?? theirs).map { ($0, []) }
        }
        var habit = ours
        var conflicts: [ConflictLine] = []
        let id = ours.id.rawValue
        func field<T: Equatable>(_ name: String, _ path: WritableKeyPath<Habit, T>, _ text: (T) -> String) {
            let (o, t) = (ours[keyPath: path], theirs[keyPath: path])
            if o == t { return }
            if let base, base[keyPath: path] == o {
                habit[keyPath: path] = t
            } else if let base, base[keyPath: path] == t {
                habit[keyPath: path] = o
            } else {
                let (first, second) = text(o).utf8.lexicographicallyPrecedes(text(t).utf8) ? (o, t) : (t, o)
                habit[keyPath: path] = first
                conflicts.append(ConflictLine(habit: id, field: name, value: text(second)))
            }
        }
        field("name", \.name) { HabitsFile.quotedIfNeeded($0) }
        field("every", \.schedule) { HabitsFile.quotedIfNeeded($0.description) }
        field("goal", \.goal) { goalText($0) }
        field("archived", \.archived) { $0 ? "archived" : "active" }
        // A first day moved on both sides keeps the earlier: every entry after it counts.
        if ours.since != theirs.since {
            if base?.since == ours.since {
                habit.since = theirs.since
            } else if base?.since != theirs.since {
                habit.since = min(ours.since, theirs.since)
            }
        }
        return (habit, conflicts)
    }

    /// A goal as the `habits` line writes it: `target=8 unit=glasses`, `max=2`, or
    /// `check` for a habit without a numeric goal.
    static func goalText(_ goal: Goal) -> String {
        switch goal {
        case .check: return "check"
        case .atLeast(let target, let unit):
            return "target=\(target)" + (unit.map { " unit=" + HabitsFile.quotedIfNeeded($0) } ?? "")
        case .atMost(let max, let unit):
            return "max=\(max)" + (unit.map { " unit=" + HabitsFile.quotedIfNeeded($0) } ?? "")
        }
    }
}
