import StreakEngine

/// `habit status`: one line per habit; with `--exit-code`, exit 3 when any habit still
/// has something to do today (its open period ends today, whatever its streak).
struct StatusCommand: Command {
    static let info = CommandInfo(
        name: "status", summary: "one line per habit with its status",
        discussion: """
            Statuses: active, at risk (due today, not done), pending (due later in its
            period), skipping today, broken, not started, tracking (anytime habits).
            With --exit-code, exit 3 when any habit's open period ends today and is not
            met yet (whatever its streak); with --tag, only the habits of that tag count.
            Example crontab lines nagging at 20:00, and about the morning habits at 09:00:
              0 20 * * *  habit status --exit-code >/dev/null || habit report
              0 9 * * *   habit status --exit-code --tag morning >/dev/null || habit report --tag morning
            """,
        readsJSON: true)

    enum Option: CommandOption {
        case exitCode, tag

        var spec: OptionSpec {
            switch self {
            case .exitCode:
                OptionSpec(
                    name: "exit-code", value: nil, summary: "exit 3 when any habit still has something to do today")
            case .tag: .tag
            }
        }
    }

    let exitCode: Bool
    /// `--tag T…`: only the habits tagged T, for the lines and for `--exit-code`.
    let tags: TagSelection

    init(parsing arguments: inout Arguments<Option>) throws {
        exitCode = try arguments.flag(.exitCode)
        tags = try TagSelection(arguments.values(.tag))
    }

    func run(in context: Context) throws -> ExitCode {
        let session = try context.historySession()
        let summaries = try session.select(session.activeHabits, tagged: tags).map {
            HabitSummary(habit: $0, session: session, detailed: context.json)
        }
        let atRisk = summaries.filter { $0.streak.status == .atRisk }.count
        let leftToday = summaries.filter { $0.leftToday != nil }.count
        if context.json {
            context.write(
                JSONValue.object([
                    ("today", .day(session.today)),
                    ("at_risk_count", .int(atRisk)),
                    ("habits", .array(summaries.map { HabitJSON.habit($0) })),
                ]).text())
        } else {
            context.write(StatusView.render(summaries, style: context.style))
        }
        return exitCode && (atRisk > 0 || leftToday > 0) ? .atRisk : .ok
    }
}
