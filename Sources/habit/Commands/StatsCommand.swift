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
            let objects = summaries.map(Self.json)
            context.write((id == nil ? JSONValue.object([("habits", .array(objects))]) : objects[0]).text())
            return .ok
        }
        if let summary = summaries.first, id != nil {
            let habit = summary.habit
            context.write(ShowView.header(habit, style: context.style))
            context.write(StatsBlock.render(habit: habit, analysis: summary.analyze(), style: context.style))
        } else {
            context.write(StatsTable.render(summaries, style: context.style))
        }
        return .ok
    }

    static func json(_ summary: HabitSummary) -> JSONValue {
        let analysis = summary.analyze()
        return .object(
            [("id", .string(summary.habit.id.rawValue)), ("name", .string(summary.habit.name))]
                + HabitJSON.statistics(analysis.statistics) + [("strength", .ratio(analysis.strength))])
    }
}
