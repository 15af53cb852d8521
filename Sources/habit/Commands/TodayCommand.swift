/// `habit` / `habit today`: the Today view.
struct TodayCommand: Command {
    static let info = CommandInfo(
        name: "today", summary: "show what is due today and what is done (the default command)",
        discussion: """
            Lists the habits due today in your order, each with its done mark, its streak
            (when above zero) and, for numeric habits, today's progress. Weekly and monthly
            quotas show what is left in their period.
            """,
        readsJSON: true)

    enum Option: CommandOption {
        case tag

        var spec: OptionSpec { .tag }
    }

    /// `--tag T…`: only the habits tagged T.
    let tags: TagSelection

    init(parsing arguments: inout Arguments<Option>) throws {
        tags = try TagSelection(arguments.values(.tag))
    }

    func run(in context: Context) throws -> ExitCode {
        let session = try context.historySession()
        let habits = try session.select(session.activeHabits, tagged: tags)
        let summaries = habits.map { HabitSummary(habit: $0, session: session) }.filter(\.showsToday)
        if context.json {
            let document = JSONValue.object([
                ("today", .day(session.today)),
                ("completed", .int(summaries.filter(\.isCompletedToday).count)),
                ("habits", .array(summaries.map { HabitJSON.habit($0) })),
            ])
            context.write(document.text())
            return .ok
        }
        let rows = summaries.map { summary in
            TodayView.Row(
                id: summary.habit.id.rawValue, name: summary.habit.name, done: summary.isDoneToday,
                completedToday: summary.isCompletedToday,
                skipped: summary.isSkippedToday, answeredNo: summary.isAnsweredNoToday, over: summary.isOverLimit,
                progress: summary.progress.map {
                    $0 + (summary.isOverLimit ? " \(Glyphs.for(context.style).dash) over" : "")
                }, streak: summary.streak.current,
                unit: summary.streak.unit,
                reminders: summary.standing.hasSomethingLeftToday ? summary.habit.reminders : [])
        }
        context.write(
            TodayView.render(
                date: session.today, rows: rows, groups: session.groups(of: summaries.map(\.habit), selection: tags),
                hasHabits: !session.activeHabits.isEmpty, style: context.style))
        return .ok
    }
}
