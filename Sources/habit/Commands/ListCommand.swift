/// `habit list`: every habit with streaks and a 14-day sparkline.
struct ListCommand: Command {
    static let info = CommandInfo(
        name: "list", summary: "all habits with streaks and the last 14 days",
        options: [OptionSpec(name: "all", value: nil, summary: "include archived habits")],
        readsJSON: true)

    let all: Bool

    init(parsing arguments: inout Arguments) throws {
        all = try arguments.flag("all")
    }

    func run(in context: Context) throws -> ExitCode {
        let session = try context.historySession()
        let habits = all ? session.habits : session.activeHabits
        let summaries = habits.map {
            HabitSummary(habit: $0, session: session, detailed: context.json)
        }
        if context.json {
            context.write(
                JSONValue.object([
                    ("today", .day(session.today)), ("habits", .array(summaries.map { HabitJSON.habit($0) })),
                ]).text())
            return .ok
        }
        let rows = summaries.map { summary in
            let points = Array(summary.series(.month).suffix(14))
            return ListTable.Row(
                id: summary.habit.id.rawValue, name: summary.habit.name, schedule: summary.habit.schedule.description,
                current: summary.streak.current, longest: summary.streak.longest, unit: summary.streak.unit,
                archived: summary.habit.archived,
                sparkline: Sparkline.render(
                    points, goal: summary.habit.goal, noDays: summary.noDays, style: context.style))
        }
        let hidden = session.habits.count - habits.count
        context.write(ListTable.render(rows, hiddenArchived: hidden, style: context.style))
        return .ok
    }
}
