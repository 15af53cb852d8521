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
            context.write(ReportJSON.document(today: session.today, summaries).text())
            return .ok
        }
        context.write(ReportView.render(today: session.today, summaries: summaries, style: context.style))
        return .ok
    }
}
