import HabitCore

/// Changes staged by a command that rewrites the data files: the real store
/// `Transaction`, or a dry run that only checks.
protocol Staging {
    /// The data files as read.
    var snapshot: Snapshot { get }
    /// The `habits` document to write.
    var habitsFile: HabitsFile { get set }
    /// Stages a rewrite of the log (`nil` drops an entry).
    mutating func rewriteLog(_ transform: @escaping (Entry) -> Entry?)
}

extension Transaction: Staging {}

/// Staging that writes nothing: runs a command's checks before the lock is taken.
struct DryRun: Staging {
    let snapshot: Snapshot
    var habitsFile: HabitsFile

    init(_ snapshot: Snapshot) {
        self.snapshot = snapshot
        self.habitsFile = snapshot.habitsFile
    }

    mutating func rewriteLog(_ transform: @escaping (Entry) -> Entry?) {}
}

/// Read-modify-write of the habits file under the store's lock.
///
/// The change is first tried on a dry run of the files as read without the lock, so a
/// command that is going to fail (unknown habit, duplicate id, files with errors) fails
/// before anything is created or locked; then it is done for real on the files as read
/// under the lock, so two commands at once never lose a change.
enum HabitEditing {
    /// Runs `body` with the habit called `id` on a dry run, then in a store transaction;
    /// returns what the real run returns.
    static func update<T>(
        _ id: String, in context: Context, _ body: (inout any Staging, Habit) throws -> T
    ) throws -> T {
        try stage(in: context) { staging in
            try body(&staging, try Session.find(id, in: staging.snapshot.habits))
        }
    }

    /// Runs `body` on a dry run, refuses files with errors, then runs it in a store
    /// transaction; returns what the real run returns.
    static func stage<T>(in context: Context, _ body: (inout any Staging) throws -> T) throws -> T {
        let store = try context.store()
        let snapshot = try store.load()
        var dry: any Staging = DryRun(snapshot)
        _ = try body(&dry)
        if snapshot.hasErrors { throw StoreError.malformed(snapshot.errors) }
        return try store.transaction { transaction in
            var staging: any Staging = transaction
            let result = try body(&staging)
            if let staged = staging as? Transaction { transaction = staged }
            return result
        }
    }
}
