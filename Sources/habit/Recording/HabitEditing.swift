import HabitCore

/// Read-modify-write of the data files for the commands that rewrite them: one store
/// transaction, whose body validates against the files as read under the lock and
/// stages its change (`Store.transaction`) — for a habit, through the library's changes
/// (`Transaction.rename` and the others), whose refusals it words as the command line's.
/// A command that is going to fail (unknown habit, duplicate id, files with errors)
/// writes nothing; two commands at once never lose a change.
enum HabitEditing {
    /// Runs `body` with the habit called `id` in one store transaction; returns what it
    /// returns. A `HabitChangeError` of the body's is worded as `refusal(_:in:)` says.
    static func update<T>(
        _ id: String, in context: Context, reading scope: TransactionScope = .everything,
        _ body: (inout Transaction, Habit) throws -> T
    ) throws -> T {
        try stage(in: context, reading: scope) { transaction, _ in
            let file = transaction.snapshot.habitsFile
            do {
                guard let habitID = HabitID(id) else { throw Session.unknown(id, among: file.habits) }
                return try body(&transaction, try transaction.existingHabit(habitID))
            } catch let error as HabitChangeError {
                throw refusal(error, in: file)
            }
        }
    }

    /// Runs `body` in one store transaction over what `scope` reads (every entry, by
    /// default), with today as the settings read under the lock give it; returns what it
    /// returns. The transaction is a rewrite even when the change is none
    /// (`Transaction.markAsRewrite`): the store refuses it while a data file has errors,
    /// after the body's own refusals.
    static func stage<T>(
        in context: Context, reading scope: TransactionScope = .everything,
        _ body: (inout Transaction, Day) throws -> T
    ) throws -> T {
        try context.store().transaction(reading: ReadScope(scope)) { transaction in
            transaction.markAsRewrite()
            return try body(&transaction, try context.today(of: transaction.snapshot))
        }
    }

    /// The command line's message for a refusal of the library's: the words of
    /// docs/cli.md, with the command that gets past it; `file`, the `habits` file as read,
    /// gives an unknown id's "did you mean".
    static func refusal(_ error: HabitChangeError, in file: HabitsFile) -> any Error {
        switch error {
        case .unknownHabit(let id): Session.unknown(id.rawValue, among: file.habits)
        case .sameID(let id): HabitError.sameID(id.rawValue)
        case .idTaken(let id): HabitError.duplicateHabit(id.rawValue)
        case .idHasEntries(let id, let count, let renaming):
            HabitError.targetHasEntries(renaming.rawValue, new: id.rawValue, count: count)
        case .memberOfComposites(let id, let composites):
            HabitError.memberOfComposite(
                habit: id.rawValue, composites: composites.map(\.rawValue), command: "remove")
        case .compositeTooSmall(let id, let composite, let left):
            HabitError.compositeTooSmall(
                habit: id.rawValue, composite: composite.rawValue, left: left.map(\.rawValue), command: "remove")
        case .archivedMember(let id): UsageError.archivedMember(id.rawValue)
        // The command line never adds a habit with former ids: the library's words.
        case .formerIDsOnAdd: error
        case .alreadyArchived(let id): HabitError.alreadyArchived(id.rawValue)
        case .notArchived(let id): HabitError.notArchived(id.rawValue)
        case .headingTag(let id, let tag, let title, let line):
            TagError.fromHeading(habit: id.rawValue, tag: tag.rawValue, title: title, line: line)
        case .invalid(let error): UsageError.invalidValue(error)
        }
    }
}
