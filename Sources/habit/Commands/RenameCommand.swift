import HabitCore

/// `habit rename ID NEW`: changes a habit's id, rewriting its history to the new id.
struct RenameCommand: Command {
    static let info = CommandInfo(
        name: "rename", summary: "change a habit's id (keeps its history)",
        arguments: [ArgumentSpec(name: "ID", completion: .habitID), ArgumentSpec(name: "NEW", completion: .none)])

    let id: String
    let newID: String

    init(parsing arguments: inout Arguments) throws {
        id = try arguments.required("ID")
        newID = try arguments.required("NEW")
    }

    func run(in context: Context) throws -> ExitCode {
        guard let target = HabitID(newID) else { throw UsageError.invalidValue(.invalidID(newID)) }
        let session = try context.session()
        let habit = try session.habit(id)
        if habit.id == target { throw HabitError.sameID(id) }
        if session.habits.contains(where: { $0.id == target }) { throw HabitError.duplicateHabit(newID) }
        let habits = session.habits.map { item in
            var item = item
            if item.id == habit.id {
                if item.name == habit.id.rawValue { item.name = newID }
                item.id = target
            }
            return item
        }
        try session.workspace.rewrite(habits: habits, renaming: (habit.id, target))
        let count = session.entries(of: habit.id).count
        context.write("Renamed '\(id)' to '\(newID)' (\(Describe.count(count, "entry", "entries")) kept).\n")
        return .ok
    }
}
