/// `habit stats [ID]`: statistics for all habits, or one.
struct StatsCommand: Command {
    static let info = CommandInfo(
        name: "stats", summary: "statistics for every habit, or one",
        arguments: [ArgumentSpec(name: "ID", completion: .habitID, optional: true)],
        readsJSON: true)

    let id: String?

    init(parsing arguments: inout Arguments) throws {
        id = try arguments.next()
    }

    func run(in context: Context) throws -> ExitCode {
        let session = try context.historySession()
        let habits = try id.map { text throws(HabitError) in [try session.habit(text)] } ?? session.activeHabits
        let summaries = habits.map { HabitSummary(habit: $0, session: session, detailed: true) }
        if context.json {
            let document =
                id == nil ? StatsJSON.document(today: session.today, summaries) : StatsJSON.habit(summaries[0])
            context.write(document.text())
            return .ok
        }
        if let summary = summaries.first, id != nil {
            let habit = summary.habit
            context.write(
                context.style.paint(habit.name, .bold) + (habit.name == habit.id.rawValue ? "" : " (\(habit.id))")
                    + "\n")
            context.write(StatsBlock.render(habit: habit, analysis: summary.analyze(), style: context.style))
        } else {
            context.write(StatsTable.render(summaries, style: context.style))
        }
        return .ok
    }
}
