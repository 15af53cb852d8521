/// The three-way merge of `habits`, field by field per habit (docs/sync.md, "Habits
/// and settings"): a habit on either side is matched to the base's by its id or, after a
/// rename, by an id on its `was=` list, so a rename on one side and an edit on the other
/// both land. Changes to different habits or fields never conflict, a habit added
/// identically on both sides is one habit, a habit removed on either side is removed (its
/// entries stay in `log`, reported as entries for an unknown habit), two first days keep
/// the earlier, two new ids keep the one that sorts first (the other joins `was=`), and a
/// field changed to two values keeps the value that sorts first on the habit's line with a
/// conflict line holding the other after it.
enum HabitsMerge {
    static func merge(base: [UInt8], ours: [UInt8], theirs: [UInt8]) -> MergeResult {
        let files = [base, ours, theirs].map { HabitsFile.parse($0).file }
        let b = Dictionary(files[0].habitLines.map { ($0.id.rawValue, $0) }, uniquingKeysWith: { first, _ in first })
        let keys = files.map { baseKeys($0, base: b) }
        let habits = zip(files, keys).map { file, key in
            Dictionary(
                file.habitLines.map { (key[$0.id] ?? $0.id.rawValue, $0) }, uniquingKeysWith: { first, _ in first })
        }
        let (o, t) = (habits[1], habits[2])
        var merged: [String: (Habit, [ConflictLine])] = [:]
        for key in Set(o.keys).union(t.keys) {
            if b[key] != nil, o[key] == nil || t[key] == nil { continue }
            merged[key] = mergeHabit(base: b[key], ours: o[key], theirs: t[key])
        }
        let items = StructureMerge.merge(
            base: structure(files[0], keys[0]), ours: structure(files[1], keys[1]),
            theirs: structure(files[2], keys[2]), keeps: { merged[$0] != nil })
        var lines: [[UInt8]] = []
        var conflicts: [ConflictLine] = []
        for item in items {
            switch item {
            case .text(let raw): lines.append(raw)
            case .keyed(let key):
                guard let (habit, fieldConflicts) = merged[key] else { continue }
                lines.append(Array(HabitsFile.line(for: habit).utf8))
                lines += fieldConflicts.map(\.bytes)
                conflicts += fieldConflicts
            }
        }
        return MergeResult(bytes: MergeLines.join(lines), conflicts: conflicts)
    }

    /// The id of the base habit each habit of `file` stands for: its own id when the base
    /// has it, else the latest id on its `was=` list that the base has and `file` does not
    /// use (a current habit with an id wins over a `was=` list that names it).
    private static func baseKeys(_ file: HabitsFile, base: [String: Habit]) -> [HabitID: String] {
        let ids = Set(file.habitLines.map(\.id))
        var keys: [HabitID: String] = [:]
        for habit in file.habitLines where base[habit.id.rawValue] == nil {
            if let former = habit.formerIDs.last(where: { base[$0.rawValue] != nil && !ids.contains($0) }) {
                keys[habit.id] = former.rawValue
            }
        }
        return keys
    }

    private static func structure(_ file: HabitsFile, _ keys: [HabitID: String]) -> [StructureMerge.Item] {
        file.lines.map { line in
            switch line {
            case .habit(let habit): .keyed(keys[habit.id] ?? habit.id.rawValue)
            case .heading(let heading): .text(heading.raw)
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
        renamed(&habit, base: base, ours: ours, theirs: theirs)
        habit.givenName = ours.givenName
        let id = habit.id.rawValue
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
        field("name", \.givenName) { HabitsFile.quotedIfNeeded($0 ?? id) }
        field("every", \.schedule) { HabitsFile.quotedIfNeeded($0.description) }
        field("goal", \.goal) { goalText($0) }
        field("archived", \.archived) { $0 ? "archived" : "active" }
        // Reminder times changed on both sides keep every time of both (docs/sync.md).
        if ours.reminders != theirs.reminders {
            habit.reminders =
                base?.reminders == ours.reminders
                ? theirs.reminders
                : base?.reminders == theirs.reminders
                    ? ours.reminders : Array(Set(ours.reminders + theirs.reminders)).sorted()
        }
        // Members changed on one side are taken; changed on both, the list that sorts first,
        // so that both devices end alike (docs/sync.md).
        if ours.members != theirs.members {
            habit.members =
                base?.members == ours.members
                ? theirs.members
                : base?.members == theirs.members
                    ? ours.members
                    : [ours.members, theirs.members].min { a, b in
                        a.map { $0.rawValue }.lexicographicallyPrecedes(b.map { $0.rawValue })
                    } ?? ours.members
        }
        // Former goals changed on one side are taken; changed on both, the list whose
        // `goals=` text sorts first, so that both devices end alike (docs/sync.md).
        if ours.formerGoals != theirs.formerGoals {
            let (o, t) = (FormerGoal.text(of: ours.formerGoals), FormerGoal.text(of: theirs.formerGoals))
            let first = o.utf8.lexicographicallyPrecedes(t.utf8) ? ours.formerGoals : theirs.formerGoals
            habit.formerGoals =
                base?.formerGoals == ours.formerGoals
                ? theirs.formerGoals : base?.formerGoals == theirs.formerGoals ? ours.formerGoals : first
        }
        // Archived days changed on one side are taken; on both, those of the side whose
        // `archived` field the merge kept, so that the line stays whole (docs/sync.md).
        if ours.archivedSpans != theirs.archivedSpans {
            habit.archivedSpans =
                base?.archivedSpans == ours.archivedSpans
                ? theirs.archivedSpans
                : base?.archivedSpans == theirs.archivedSpans
                    ? ours.archivedSpans : habit.archived == ours.archived ? ours.archivedSpans : theirs.archivedSpans
        }
        // Tags changed on both sides keep every tag of both, ours first (docs/sync.md).
        if ours.tags != theirs.tags {
            habit.tags =
                base?.tags == ours.tags
                ? theirs.tags : base?.tags == theirs.tags ? ours.tags : ours.tags + theirs.tags
        }
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

    /// The id and `was=` list of a habit renamed on one side or both: a rename on one
    /// side is taken; two new ids keep the one that sorts first, the other joining `was=`.
    private static func renamed(_ habit: inout Habit, base: Habit?, ours: Habit, theirs: Habit) {
        if ours.id != theirs.id {
            if base?.id == ours.id {
                habit.id = theirs.id
            } else if base?.id != theirs.id {
                habit.id = min(ours.id.rawValue, theirs.id.rawValue) == ours.id.rawValue ? ours.id : theirs.id
            }
        }
        var former = ours.formerIDs
        if ours.formerIDs != theirs.formerIDs {
            former =
                base?.formerIDs == ours.formerIDs
                ? theirs.formerIDs
                : base?.formerIDs == theirs.formerIDs
                    ? ours.formerIDs
                    : Array(Set(ours.formerIDs + theirs.formerIDs)).sorted { $0.rawValue < $1.rawValue }
        }
        for id in [ours.id, theirs.id] where id != habit.id && !former.contains(id) { former.append(id) }
        habit.formerIDs = former.filter { $0 != habit.id }
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

extension Habit {
    /// The name when it is not the id's text (`nil` when it is): `rename` gives a habit
    /// named by its id the new id as name, so that is no edit of the name to merge.
    fileprivate var givenName: String? {
        get { name == id.rawValue ? nil : name }
        set { name = newValue ?? id.rawValue }
    }
}
