import HabitCore

/// Read-modify-write of the data files for the commands that rewrite them: one store
/// transaction, whose body validates against the files as read under the lock and
/// stages its change (`Store.transaction`). A command that is going to fail (unknown
/// habit, duplicate id, files with errors) writes nothing; two commands at once never
/// lose a change.
enum HabitEditing {
    /// Runs `body` with the habit called `id` in one store transaction; returns what it
    /// returns.
    static func update<T>(
        _ id: String, in context: Context, reading scope: TransactionScope = .everything,
        _ body: (inout Transaction, Habit) throws -> T
    ) throws -> T {
        try stage(in: context, reading: scope) { transaction, _ in
            try body(&transaction, try Session.find(id, in: transaction.snapshot.habits))
        }
    }

    /// Runs `body` in one store transaction over what `scope` reads (every entry, by
    /// default), with today as the settings
    /// read under the lock give it; returns what it returns. Refused while a data file
    /// has errors (after the body's own refusals), even when the change is none.
    static func stage<T>(
        in context: Context, reading scope: TransactionScope = .everything,
        _ body: (inout Transaction, Day) throws -> T
    ) throws -> T {
        try context.store().transaction(reading: scope) { transaction in
            let snapshot = transaction.snapshot
            let result = try body(&transaction, try context.today(of: snapshot))
            if snapshot.hasErrors { throw StoreError.malformed(snapshot.errors) }
            return result
        }
    }
}
