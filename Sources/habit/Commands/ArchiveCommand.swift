import HabitCore

/// `habit archive ID`: hides a habit from views and reports, keeping its history; the days
/// it stays archived are excused (docs/streaks.md, "Archived days").
struct ArchiveCommand: Command {
    static let info = CommandInfo(
        name: "archive", summary: "hide a habit from views and reports (history kept)",
        arguments: [ArgumentSpec(name: "ID", completion: .habitID(IDChoice(habits: .active)))],
        discussion: """
            The days it spends archived are excused: they never break its streak or count as
            failed. A member of a habit made of others stays its member: the days it recorded
            keep counting there, so archiving or unarchiving it never changes that habit's past.
            """,
        readsJSON: true)

    let id: String

    init(parsing arguments: inout Arguments<Option>) throws {
        id = try arguments.required("ID")
    }

    func run(in context: Context) throws -> ExitCode {
        if let summary = try Archiving.set(id, archived: true, in: context) {
            context.write(RecordJSON.habit(summary).text())
            return .ok
        }
        context.write(
            "Archived '\(id)'; the days it stays archived are excused; 'habit unarchive \(id)' brings it back.\n")
        return .ok
    }
}

/// `habit unarchive ID`: shows an archived habit again.
struct UnarchiveCommand: Command {
    static let info = CommandInfo(
        name: "unarchive", summary: "bring an archived habit back",
        arguments: [ArgumentSpec(name: "ID", completion: .habitID(IDChoice(habits: .archived)))], readsJSON: true)

    let id: String

    init(parsing arguments: inout Arguments<Option>) throws {
        id = try arguments.required("ID")
    }

    func run(in context: Context) throws -> ExitCode {
        if let summary = try Archiving.set(id, archived: false, in: context) {
            context.write(RecordJSON.habit(summary).text())
            return .ok
        }
        context.write("Unarchived '\(id)'.\n")
        return .ok
    }
}

/// The shared step of archive and unarchive.
enum Archiving {
    /// Archives or unarchives `id` through the library (`Transaction.archive`,
    /// `unarchive`: the span of days it is archived, `away=`, docs/data-format.md). With
    /// `--json`, returns the habit as it is afterwards.
    static func set(_ id: String, archived: Bool, in context: Context) throws -> HabitSummary? {
        try HabitEditing.update(id, in: context) { transaction, habit in
            let today = try context.today(of: transaction.snapshot)
            if archived {
                try transaction.archive(habit.id, today: today)
            } else {
                try transaction.unarchive(habit.id, today: today)
            }
            guard context.json else { return nil }
            return RecordJSON.summary(of: habit.id, after: transaction, today: today)
        }
    }
}
