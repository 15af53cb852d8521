import HabitCore

/// Read-modify-write of one habit under the store's lock: the habit is looked up in the
/// snapshot taken under the lock, so two commands at once never lose a change.
enum HabitEditing {
    /// Runs `body` with the habit called `id` inside a store transaction.
    static func update<T>(
        _ id: String, in context: Context, _ body: (inout Transaction, Habit) throws -> T
    ) throws -> T {
        try context.store().transaction { transaction in
            let habit = try Session.find(id, in: transaction.snapshot.habits)
            return try body(&transaction, habit)
        }
    }
}
