import HabitCore

/// Writing an import plan into a data directory.
extension ImportPlan {
    /// Stages the plan on `transaction`: moved `since` days and new habits on `habits`,
    /// new entries appended to `log`. A source heading that a new habit stands under is
    /// written as a `! Heading` line, unless `habits` has a heading for its tag, so the new
    /// habits go below it and the heading's text stays the tag's name (docs/import.md).
    package func stage(on transaction: inout Transaction) {
        for (id, day) in movedSince { transaction.moveSince(of: id, backTo: day) }
        for heading in headings where newHabits.contains(where: { $0.tags.contains(heading.tag) }) {
            transaction.habitsFile.appendHeading(heading.title, tag: heading.tag)
        }
        // As the plan checked them, against the whole batch (a member may come later in
        // it, docs/import.md), not one by one as `Transaction.add` checks an app's habit.
        for habit in newHabits { transaction.habitsFile.append(habit) }
        for entry in newEntries { transaction.append(entry) }
    }

    /// Merges `batch` into the data directory of `store` as one transaction: planned
    /// again under the lock against what is on disk then, and written all or nothing
    /// (a failure part-way puts back what was already written). Returns the plan that
    /// was applied.
    /// - Throws: `StoreError`; `.malformed` when the import would rewrite `habits` while
    ///   a data file has errors.
    package static func apply(_ batch: ImportBatch, to store: Store, today: Day) throws -> ImportPlan {
        try store.transaction { transaction in
            let plan = ImportPlan(
                merging: batch, into: transaction.snapshot.habits, entries: transaction.snapshot.entries, today: today)
            plan.stage(on: &transaction)
            return plan
        }
    }
}
