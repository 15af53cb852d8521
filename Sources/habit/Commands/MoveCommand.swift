import HabitCore

/// `habit move ID --to N`: puts a habit at position N (1 = first) of the sort order.
struct MoveCommand: Command {
    static let info = CommandInfo(
        name: "move", summary: "change a habit's place in the order (1 = first)",
        arguments: [ArgumentSpec(name: "ID", completion: .habitID(IDChoice(habits: .all)))],
        readsJSON: true)

    enum Option: CommandOption {
        case to

        var spec: OptionSpec { OptionSpec(name: "to", value: "N", summary: "the new position, counting from 1") }
    }

    let id: String
    let position: Int

    init(parsing arguments: inout Arguments<Option>) throws {
        guard let text = try arguments.value(.to) else {
            throw UsageError.missingArgument("'--to N'", command: "move")
        }
        guard let position = Int(text), position >= 1 else {
            throw UsageError.invalidCount(option: "to", value: text, range: 1...9999)
        }
        self.position = position
        id = try arguments.required("ID")
    }

    func run(in context: Context) throws -> ExitCode {
        let (today, order) = try HabitEditing.update(id, in: context) {
            (transaction, habit) throws -> (Day, [HabitID]) in
            let count = transaction.snapshot.habits.count
            guard position <= count else { throw HabitError.positionOutOfRange(position, count: count) }
            try transaction.move(habit.id, to: position - 1)
            return (try context.today(of: transaction.snapshot), transaction.habitsFile.habits.map(\.id))
        }
        if context.json {
            context.write(
                JSONValue.object([
                    ("today", .day(today)), ("id", .string(id)), ("position", .int(position)),
                    ("order", .array(order.map { .string($0.rawValue) })),
                ]).text())
            return .ok
        }
        context.write("Moved '\(id)' to position \(position).\n")
        return .ok
    }
}
