import StreakEngine

/// `habit report [--week]`: a short summary for cron mail; with `--week`, the statistics of
/// the current week so far follow it.
struct ReportCommand: Command {
    static let info = CommandInfo(
        name: "report", summary: "a short summary for cron mail: done, at risk, broken, best streaks",
        options: [OptionSpec(name: "week", value: nil, summary: "end with this week's statistics so far")],
        discussion: """
            Example crontab line (21:00 every day, mailed by cron):
              0 21 * * *  habit report
            With '--week' the report ends with each habit's statistics over this week
            so far, as 'habit stats --week' gives them. Sunday evening, mailed by cron:
              0 21 * * 0  habit report --week
            """,
        readsJSON: true)

    /// `nil` without `--week`.
    let span: StatisticsSpan.Kind?

    init(parsing arguments: inout Arguments) throws {
        span = try StatisticsSpan.parse(&arguments, kinds: [.week])
    }

    func run(in context: Context) throws -> ExitCode {
        let session = try context.historySession()
        let summaries = session.activeHabits.map { HabitSummary(habit: $0, session: session) }
        let span = self.span.map { StatisticsSpan($0, today: session.today, weekStart: session.weekStart) }
        let rows = span.map { span in
            session.activeHabits.map { habit in
                (habit: habit, analysis: StatsCommand.analysis(of: habit, session: session, span: span))
            }
        }
        if context.json {
            context.write(
                ReportJSON.document(today: session.today, summaries, span: span, stats: rows).text())
            return .ok
        }
        context.write(ReportView.render(today: session.today, summaries: summaries, style: context.style))
        if let span, let rows, !rows.isEmpty {
            context.write(
                "\n" + span.title(style: context.style) + "\n" + StatsTable.render(rows, style: context.style))
        }
        return .ok
    }
}
