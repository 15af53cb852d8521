/// `habit edit ID`: changes a habit's name, schedule or goal. History is kept.
struct EditCommand: Command {
    static let info = CommandInfo(
        name: "edit", summary: "change a habit's name, schedule or goal",
        arguments: [ArgumentSpec(name: "ID", completion: .habitID)],
        options: HabitOptions.specs,
        discussion: """
            Examples:
              habit edit water --target 10
              habit edit gym --every 4/week --name "Gym sessions"
            """)

    let id: String
    let options: HabitOptions

    init(parsing arguments: inout Arguments) throws {
        options = try HabitOptions(parsing: &arguments)
        id = try arguments.required("ID")
        if options.isEmpty { throw UsageError.nothingToEdit(id) }
    }

    func run(in context: Context) throws -> ExitCode {
        let habit = try HabitEditing.update(id, in: context) { transaction, habit in
            var changed = habit
            try options.apply(to: &changed)
            transaction.habitsFile.replace(habit.id, with: changed)
            return changed
        }
        let goal = habit.goal.isNumeric ? ", \(Describe.goal(habit.goal, schedule: habit.schedule))" : ""
        context.write("Updated '\(habit.id)': \(habit.name), \(habit.schedule)\(goal).\n")
        return .ok
    }
}
