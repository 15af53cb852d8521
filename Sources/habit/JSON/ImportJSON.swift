import HabitCore
import HabitImport

/// The document of `import --json` (docs/json.md): what the import added (or, with
/// `--dry-run`, would add), what it kept of yours and every line it skipped.
enum ImportJSON {
    /// `habits` are the habits as they were before the import, for the old `since` of
    /// each habit the import moves back.
    static func document(_ plan: ImportPlan, batch: ImportBatch, today: Day, dryRun: Bool, habits: [Habit])
        -> JSONValue
    {
        let moved = habits.filter { plan.movedSince[$0.id] != nil }
        return .object([
            ("today", .day(today)),
            ("dry_run", .bool(dryRun)),
            ("habits_added", .array(plan.newHabits.map { .string($0.id.rawValue) })),
            ("habits_present", .int(plan.habitsAlreadyPresent)),
            (
                "conflicts",
                .array(
                    plan.conflicts.map { conflict in
                        .object([
                            ("id", .string(conflict.id.rawValue)),
                            ("differences", .array(conflict.differences.map(JSONValue.string))),
                        ])
                    })
            ),
            ("entries_read", .int(batch.entries.count)),
            ("entries_added", .int(plan.newEntries.count)),
            ("entries_present", .int(plan.entriesAlreadyPresent)),
            ("entries_differing", .array(plan.entriesDiffering.map(HabitJSON.entry))),
            (
                "moved_since",
                .array(
                    moved.map { habit in
                        .object([
                            ("id", .string(habit.id.rawValue)), ("from", .day(habit.since)),
                            ("to", .day(plan.movedSince[habit.id] ?? habit.since)),
                        ])
                    })
            ),
            (
                "skipped",
                .array(
                    plan.skipped.map { line in
                        .object([("location", .string(line.location)), ("reason", .string(line.reason))])
                    })
            ),
            ("notes", .array(plan.notes.map(JSONValue.string))),
        ])
    }
}
