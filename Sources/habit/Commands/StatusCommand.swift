import StreakEngine

/// `habit status`: one line per habit; with `--exit-code`, exit 3 when any is at risk.
struct StatusCommand: Command {
    static let info = CommandInfo(
        name: "status", summary: "one line per habit with its status",
        options: [OptionSpec(name: "exit-code", value: nil, summary: "exit 3 when any habit is at risk")],
        discussion: """
            Statuses: active, at risk (due today, not done), pending (due later in its
            period), skipping today, broken, not started, tracking (anytime habits).
            Example crontab line nagging at 20:00 when a streak is at risk:
              0 20 * * *  habit status --exit-code >/dev/null || habit report
            """,
        readsJSON: true)

    let exitCode: Bool

    init(parsing arguments: inout Arguments) throws {
        exitCode = try arguments.flag("exit-code")
    }

    func run(in context: Context) throws -> ExitCode {
        let session = try context.historySession()
        // The table shows only the standing; JSON has today's status from the series.
        let summaries = session.activeHabits.map {
            HabitSummary(habit: $0, session: session, withSeries: context.json, detailed: context.json)
        }
        let atRisk = summaries.filter { $0.streak.status == .atRisk }.count
        if context.json {
            context.write(
                JSONValue.object([
                    ("today", .day(session.today)),
                    ("at_risk", .int(atRisk)),
                    ("habits", .array(summaries.map { HabitJSON.habit($0) })),
                ]).text())
        } else {
            context.write(StatusView.render(summaries, style: context.style))
        }
        return exitCode && atRisk > 0 ? .atRisk : .ok
    }
}
