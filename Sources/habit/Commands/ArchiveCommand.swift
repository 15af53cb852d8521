/// `habit archive ID`: hides a habit from views and reports, keeping its history.
struct ArchiveCommand: Command {
    static let info = CommandInfo(
        name: "archive", summary: "hide a habit from views and reports (history kept)",
        arguments: [ArgumentSpec(name: "ID", completion: .habitID)])

    let id: String

    init(parsing arguments: inout Arguments) throws {
        id = try arguments.required("ID")
    }

    func run(in context: Context) throws -> ExitCode {
        try Archiving.set(id, archived: true, in: context)
        context.write("Archived '\(id)'; 'habit unarchive \(id)' brings it back.\n")
        return .ok
    }
}

/// `habit unarchive ID`: shows an archived habit again.
struct UnarchiveCommand: Command {
    static let info = CommandInfo(
        name: "unarchive", summary: "bring an archived habit back",
        arguments: [ArgumentSpec(name: "ID", completion: .habitID)])

    let id: String

    init(parsing arguments: inout Arguments) throws {
        id = try arguments.required("ID")
    }

    func run(in context: Context) throws -> ExitCode {
        try Archiving.set(id, archived: false, in: context)
        context.write("Unarchived '\(id)'.\n")
        return .ok
    }
}

/// The shared step of archive and unarchive.
enum Archiving {
    static func set(_ id: String, archived: Bool, in context: Context) throws {
        try HabitEditing.update(id, in: context) { transaction, habit in
            if habit.archived == archived {
                throw archived ? HabitError.alreadyArchived(id) : HabitError.notArchived(id)
            }
            var changed = habit
            changed.archived = archived
            transaction.habitsFile.replace(habit.id, with: changed)
        }
    }
}
