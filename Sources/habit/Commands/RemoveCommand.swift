import HabitCore

/// `habit remove ID --yes`: deletes a habit and its entries (a backup copy is kept).
struct RemoveCommand: Command {
    static let info = CommandInfo(
        name: "remove", summary: "delete a habit and its history (needs --yes)",
        arguments: [ArgumentSpec(name: "ID", completion: .habitID)],
        discussion: "To hide a habit but keep its history, use 'habit archive ID' instead.",
        readsJSON: true)

    enum Option: CommandOption {
        case yes

        var spec: OptionSpec { OptionSpec(name: "yes", value: nil, summary: "really delete it") }
    }

    let id: String
    let yes: Bool

    init(parsing arguments: inout Arguments<Option>) throws {
        yes = try arguments.flag(.yes)
        id = try arguments.required("ID")
    }

    func run(in context: Context) throws -> ExitCode {
        let (count, today) = try HabitEditing.update(id, in: context) {
            (transaction, habit) throws -> (Int, Day) in
            guard yes else { throw HabitError.removeNeedsYes(id) }
            // Its entries include those under an id on its `was=` list (docs/data-format.md).
            let snapshot = transaction.snapshot
            transaction.habitsFile.remove(habit.id)
            transaction.rewriteLog { entry in snapshot.counts(entry, for: habit) ? nil : entry }
            let count = snapshot.entries.filter { snapshot.counts($0, for: habit) }.count
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
