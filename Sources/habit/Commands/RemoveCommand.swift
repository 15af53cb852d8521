import HabitCore

/// `habit remove ID --yes`: deletes a habit and its entries (a backup copy is kept).
struct RemoveCommand: Command {
    static let info = CommandInfo(
        name: "remove", summary: "delete a habit and its history (needs --yes)",
        arguments: [ArgumentSpec(name: "ID", completion: .habitID(IDChoice(habits: .all)))],
        discussion: """
            To hide a habit but keep its history, use 'habit archive ID' instead.
            A member of a habit made of others is removed only with --force, which takes it out of its members.
            """,
        readsJSON: true)

    enum Option: CommandOption {
        case yes, force

        var spec: OptionSpec {
            switch self {
            case .yes: OptionSpec(name: "yes", value: nil, summary: "really delete it")
            case .force: OptionSpec(name: "force", value: nil, summary: "also take it out of the habits made of it")
            }
        }
    }

    let id: String
    let yes: Bool
    let force: Bool

    init(parsing arguments: inout Arguments<Option>) throws {
        yes = try arguments.flag(.yes)
        force = try arguments.flag(.force)
        id = try arguments.required("ID")
    }

    func run(in context: Context) throws -> ExitCode {
        let (count, today) = try HabitEditing.update(id, in: context) {
            (transaction, habit) throws -> (Int, Day) in
            guard yes else { throw HabitError.removeNeedsYes(id) }
            // The rule is the library's: members, the log or device files (docs/sync.md, "The fold").
            let count = try transaction.remove(habit.id, force: force)
            return (count, try context.today(of: transaction.snapshot))
        }
        if context.json {
            context.write(
                JSONValue.object([("today", .day(today)), ("id", .string(id)), ("removed_entries", .int(count))])
                    .text())
            return .ok
        }
        context.write("Removed '\(id)' and \(Describe.count(count, "entry", "entries")).\n")
        return .ok
    }
}
