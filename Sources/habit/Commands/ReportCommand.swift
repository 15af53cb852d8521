/// `habit report`: a short summary for cron mail.
struct ReportCommand: Command {
    static let info = CommandInfo(
        name: "report", summary: "a short summary for cron mail: done, at risk, broken, best streaks",
        discussion: """
            Example crontab line (21:00 every day, mailed by cron):
              0 21 * * *  habit report
            """,
        readsJSON: true)

    init(parsing arguments: inout Arguments) throws {}

    func run(in context: Context) throws -> ExitCode {
        let session = try context.historySession()
        let summaries = session.activeHabits.map { HabitSummary(habit: $0, session: session) }
        if context.json {
            let due = summaries.filter(\.showsToday)
            let ids = { (list: [HabitSummary]) in JSONValue.array(list.map { .string($0.habit.id.rawValue) }) }
            let best = summaries.filter { $0.streak.current > 0 }.sorted { $0.streak.current > $1.streak.current }
            context.write(
                JSONValue.object([
                    ("date", .day(session.today)),
                    ("due_today", ids(due)),
                    ("done_today", ids(due.filter(\.isDoneToday))),
                    ("at_risk", ids(summaries.filter { $0.streak.status == .atRisk })),
                    ("broken", ids(summaries.filter { $0.streak.status == .broken })),
                    (
                        "best_streaks",
                        .array(
                            best.prefix(5).map { summary in
                                .object([
                                    ("id", .string(summary.habit.id.rawValue)),
                                    ("current", .int(summary.streak.current)),
                                    ("longest", .int(summary.streak.longest)),
                                    ("unit", .optional(summary.streak.unit?.rawValue)),
                                    ("badge", .string(summary.streak.badge.rawValue)),
                                ])
                            })
                    ),
                ]).text())
            return .ok
        }
        context.write(ReportView.render(today: session.today, summaries: summaries, style: context.style))
        return .ok
    }
}
