import HabitCore

/// What one foreign file set says, translated into habit's terms but not yet merged
/// into any data directory: habits in source order, entries in source order, the
/// approximations made on the way, and the lines that could not be used.
///
/// A batch is pure data. `ImportPlan` decides what merging it would change.
package struct ImportBatch: Sendable, Hashable {
    /// Habits in the order the source lists them.
    package var habits: [ImportedHabit]
    /// Recorded facts in the order they should be appended (by day, then source order).
    package var entries: [ImportedEntry]
    /// Messages about approximations (`habits:4: 'Piano' has frequency 2/3; …`).
    package var notes: [String]
    /// Lines that could not be used, with where and why.
    package var skipped: [SkippedLine]
    /// The display name of each tag a source heading gave (harsh's `! Heading`), in the
    /// order the source gives them: kept as a `! Heading` line in `habits`.
    package var headings: [ImportedHeading] = []

    package init(
        habits: [ImportedHabit] = [], entries: [ImportedEntry] = [], notes: [String] = [],
        skipped: [SkippedLine] = []
    ) {
        self.habits = habits
        self.entries = entries
        self.notes = notes
        self.skipped = skipped
    }
}

/// A heading of a foreign source (harsh's `! Heading`): the tag it gives and its text.
package struct ImportedHeading: Sendable, Hashable {
    package var tag: HabitTag
    package var title: String
}

/// A habit definition read from a foreign source.
package struct ImportedHabit: Sendable, Hashable {
    /// The id chosen for it (slugged from the source name, unique within the batch).
    package var id: HabitID
    /// The display name, kept as the source spelled it.
    package var name: String
    /// When it is due, mapped from the source's frequency.
    package var schedule: Schedule
    /// Check, or numeric with target and unit (Loop's measurable habits).
    package var goal: Goal
    /// The first day the source mentions it; `nil` when it never does (the importer then
    /// uses the import day).
    package var since: Day?
    /// Whether the source marks it ended or archived.
    package var archived: Bool
    /// Its tags (the heading it stands under in harsh; the `tags` of an export).
    package var tags: [HabitTag]

    package init(
        id: HabitID, name: String, schedule: Schedule = .daily, goal: Goal = .check, since: Day? = nil,
        archived: Bool = false, tags: [HabitTag] = []
    ) {
        self.tags = tags
        self.id = id
        self.name = name
        self.schedule = schedule
        self.goal = goal
        self.since = since
        self.archived = archived
    }

    /// The habit to store, with `since` defaulting to `fallbackSince`.
    package func habit(fallbackSince: Day) -> Habit {
        Habit(
            id: id, name: name, schedule: schedule, goal: goal, since: since ?? fallbackSince, archived: archived,
            tags: tags)
    }
}

/// One recorded fact read from a foreign source.
package struct ImportedEntry: Sendable, Hashable {
    /// The civil day it belongs to.
    package var day: Day
    /// The habit, by the id the batch gave it.
    package var habit: HabitID
    /// What was recorded.
    package var action: Action
    /// The source's comment or note, if any.
    package var note: String?
    /// A quantity the source attached to a plain "done" (harsh's `amount`). It becomes
    /// the day's value when the receiving habit is numeric, and part of the note otherwise.
    package var amount: Amount?

    package init(day: Day, habit: HabitID, action: Action, note: String? = nil, amount: Amount? = nil) {
        self.day = day
        self.habit = habit
        self.action = action
        self.note = note
        self.amount = amount
    }

    /// The entry to store for a habit with `goal`.
    package func resolved(for goal: Goal) -> Entry {
        guard let amount, case .done = action else {
            return Entry(day: day, habit: habit, action: action, note: note)
        }
        if goal.isNumeric { return Entry(day: day, habit: habit, action: .set(amount), note: note) }
        let amountNote = "amount \(amount)"
        let joined = note.map { "\($0) (\(amountNote))" } ?? amountNote
        return Entry(day: day, habit: habit, action: .done, note: joined)
    }
}

/// A source line that was left out, and why.
package struct SkippedLine: Sendable, Hashable, CustomStringConvertible {
    /// Where: `log:12`, `Habits.csv:3`, `export.json:habits[2]`.
    package var location: String
    /// Why, lower-case, with the offending text in single quotes.
    package var reason: String

    package init(location: String, reason: String) {
        self.location = location
        self.reason = reason
    }

    package init(file: String, line: Int, reason: String) {
        self.init(location: "\(file):\(line)", reason: reason)
    }

    /// `log:12: invalid date '2026-02-30': expected YYYY-MM-DD`
    package var description: String { "\(location): \(reason)" }
}
