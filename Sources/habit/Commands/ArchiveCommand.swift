/// `habit archive ID`: hides a habit from views and reports, keeping its history.
struct ArchiveCommand: Command {
    static let info = CommandInfo(
        name: "archive", summary: "hide a habit from views and reports (history kept)",
        arguments: [ArgumentSpec(name: "ID", completion: .habitID(IDChoice(habits: .active)))],
        discussion:
            "A member of a habit made of others is archived only with --force, which takes it out of its members.",
        readsJSON: true)

    enum Option: CommandOption {
        case force

        var spec: OptionSpec {
            OptionSpec(name: "force", value: nil, summary: "also take it out of the habits made of it")
        }
    }

    let id: String
    let force: Bool

    init(parsing arguments: inout Arguments<Option>) throws {
        force = try arguments.flag(.force)
        id = try arguments.required("ID")
    }

    func run(in context: Context) throws -> ExitCode {
        if let summary = try Archiving.set(id, archived: true, force: force, in: context) {
            context.write(RecordJSON.habit(summary).text())
            return .ok
        }
        context.write("Archived '\(id)'; 'habit unarchive \(id)' brings it back.\n")
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
    /// Archives or unarchives `id`; with `--json`, returns the habit as it is afterwards.
    static func set(_ id: String, archived: Bool, force: Bool = false, in context: Context) throws -> HabitSummary? {
        try HabitEditing.update(id, in: context) { transaction, habit in
            if habit.archived == archived {
                throw archived ? HabitError.alreadyArchived(id) : HabitError.notArchived(id)
            }
            if archived { try transaction.habitsFile.release(habit.id, force: force, command: "archive") }
            var changed = habit
            changed.archived = archived
            transaction.habitsFile.replace(habit.id, with: changed)
            guard context.json else { return nil }
            return RecordJSON.summary(
                of: habit.id, after: transaction, today: try context.today(of: transaction.snapshot))
        }
    }
}
