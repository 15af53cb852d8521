import HabitCore

/// What merging an import batch into existing data would change, decided without
/// touching any file. Merging never destroys: existing habits keep their definitions,
/// days that already hold a record keep it, nothing is deleted.
package struct ImportPlan: Sendable, Hashable {
    /// Habits to append, in batch order.
    package var newHabits: [Habit]
    /// Existing habits whose `since` moves back because imported entries come earlier
    /// (a backdate moves `since` back: docs/import.md, "What an import does").
    package var movedSince: [HabitID: Day]
    /// Habits present on both sides with different definitions; the existing one is kept.
    package var conflicts: [HabitConflict]
    /// Imported habits that already exist with the same definition.
    package var habitsAlreadyPresent: Int
    /// Entries to append, by day.
    package var newEntries: [Entry]
    /// Imported entries whose day already holds the same state.
    package var entriesAlreadyPresent: Int
    /// Imported entries whose day already holds a different state; the recorded one is kept.
    package var entriesDiffering: [Entry]
    /// The batch's notes and skipped lines, passed through for the summary.
    package var notes: [String]
    /// The batch's skipped lines.
    package var skipped: [SkippedLine]
    /// The batch's headings, written as `! Heading` lines for the new habits' tags.
    package var headings: [ImportedHeading]

    /// Whether applying the plan writes nothing.
    package var isEmpty: Bool { newHabits.isEmpty && movedSince.isEmpty && newEntries.isEmpty }

    /// Plans the merge of `batch` into `habits` and `entries` (all entries of the data
    /// directory, in file order). Imported habits that never say when they started begin
    /// at their first entry, else `today`.
    package init(merging batch: ImportBatch, into habits: [Habit], entries: [Entry], today: Day) {
        newHabits = []
        movedSince = [:]
        conflicts = []
        habitsAlreadyPresent = 0
        newEntries = []
        entriesAlreadyPresent = 0
        entriesDiffering = []
        notes = batch.notes
        skipped = batch.skipped
        headings = batch.headings

        var existing: [HabitID: Habit] = [:]
        for habit in habits { existing[habit.id] = habit }
        var firstEntry: [HabitID: Day] = [:]
        for entry in batch.entries { firstEntry[entry.habit] = min(firstEntry[entry.habit] ?? entry.day, entry.day) }

        var target: [HabitID: Habit] = existing
        for imported in batch.habits {
            if let current = existing[imported.id] {
                let differences = HabitConflict.differences(current, imported)
                if differences.isEmpty {
                    habitsAlreadyPresent += 1
                } else {
                    conflicts.append(HabitConflict(id: imported.id, differences: differences))
                }
                continue
            }
            guard target[imported.id] == nil else { continue }
            var since = imported.since ?? firstEntry[imported.id] ?? today
            if let first = firstEntry[imported.id] { since = min(since, first) }
            var habit = imported.habit(fallbackSince: since)
            habit.since = since
            newHabits.append(habit)
            target[imported.id] = habit
        }
        // A habit made of others needs its members, here or in the import, as the
        // `habits` file does (docs/import.md).
        let all = Array(target.values)
        for habit in newHabits {
            guard let problem = habit.memberProblem(among: all) else { continue }
            skipped.append(SkippedLine(location: habit.id.rawValue, reason: problem.description))
            target[habit.id] = nil
        }
        newHabits.removeAll { target[$0.id] == nil }

        var recorded: [HabitID: [Entry]] = [:]
        for entry in entries { recorded[entry.habit, default: []].append(entry) }
        var histories: [HabitID: History] = [:]
        var incoming: [DayKey: [ImportedEntry]] = [:]
        var order: [DayKey] = []
        for entry in batch.entries where target[entry.habit] != nil {
            if let habit = target[entry.habit], habit.isComposite {
                skipped.append(
                    SkippedLine(
                        location: "\(entry.habit) \(entry.day)", reason: ParseProblem.compositeEntry(habit).description)
                )
                continue
            }
            let key = DayKey(habit: entry.habit, day: entry.day)
            if incoming[key] == nil { order.append(key) }
            incoming[key, default: []].append(entry)
        }
        for key in order {
            guard let habit = target[key.habit], let group = incoming[key] else { continue }
            // The day folds under the goal in force that day (docs/streaks.md, "Goals that change").
            let goal = habit.goal(on: key.day).goal
            let resolved = group.map { $0.resolved(for: goal) }
            var state: DayState? = nil
            for entry in resolved { state = History.apply(entry.action, to: state, goal: goal) }
            state = History.kept(state, numeric: goal.isNumeric)
            // A day whose last word is `no` is kept as an answer, though it holds no state.
            let answersNo = state == nil && resolved.last?.action == .no
            guard state != nil || answersNo else { continue }
            // A day may hold at most `Amount.maximum`: more could not be read back or exported.
            if case .amount(let amount)? = state, amount > .maximum {
                skipped.append(
                    SkippedLine(
                        location: "\(key.habit) \(key.day)",
                        reason: "amounts adding up to \(amount), more than one day may hold (\(Amount.maximum))"))
                continue
            }
            let history: History
            if let cached = histories[key.habit] {
                history = cached
            } else {
                history = History(folding: recorded[key.habit] ?? [], for: habit)
                histories[key.habit] = history
            }
            if history.isAnswered(on: key.day) {
                if history.state(on: key.day) == state, history.answeredNo(on: key.day) == answersNo {
                    entriesAlreadyPresent += resolved.count
                } else {
                    entriesDiffering.append(contentsOf: resolved)
                }
                continue
            }
            newEntries.append(contentsOf: resolved)
            if existing[key.habit] != nil, key.day < (movedSince[key.habit] ?? habit.since) {
                movedSince[key.habit] = key.day
            }
        }
        newEntries = newEntries.enumerated()
            .sorted { $0.element.day != $1.element.day ? $0.element.day < $1.element.day : $0.offset < $1.offset }
            .map(\.element)
    }

    /// The habits after the merge, in order: existing ones (with `since` moved back where
    /// needed) followed by the new ones.
    func mergedHabits(_ habits: [Habit]) -> [Habit] {
        habits.map { habit in
            var copy = habit
            if let day = movedSince[habit.id] { copy.since = day }
            return copy
        } + newHabits
    }
}

/// A habit defined differently on the two sides of an import.
package struct HabitConflict: Sendable, Hashable, CustomStringConvertible {
    /// The habit's id on both sides.
    package var id: HabitID
    /// One phrase per differing property: `schedule 'daily' here, '3/week' in the import`.
    package var differences: [String]

    package var description: String { "\(id): " + differences.joinedText(separator: "; ") }

    static func differences(_ current: Habit, _ imported: ImportedHabit) -> [String] {
        var out: [String] = []
        func add(_ what: String, _ here: String, _ there: String) {
            out.append("\(what) '\(Echo.token(here))' here, '\(Echo.token(there))' in the import")
        }
        if current.name != imported.name { add("name", current.name, imported.name) }
        if current.schedule != imported.schedule {
            add("schedule", current.schedule.description, imported.schedule.description)
        }
        if current.goal != imported.goal { add("goal", goalText(current.goal), goalText(imported.goal)) }
        if current.members != imported.members {
            add(
                "any-of", current.members.map { $0.rawValue }.joinedText(separator: ","),
                imported.members.map { $0.rawValue }.joinedText(separator: ","))
        }
        if current.archived != imported.archived {
            add("archived", current.archived ? "yes" : "no", imported.archived ? "yes" : "no")
        }
        return out
    }

    static func goalText(_ goal: Goal) -> String {
        switch goal {
        case .check: return "check"
        case .atLeast(let amount, let unit): return "at least \(amount)" + (unit.map { " \($0)" } ?? "")
        case .atMost(let amount, let unit): return "at most \(amount)" + (unit.map { " \($0)" } ?? "")
        }
    }
}
