import StreakEngine

/// `habit status`: one line per habit; with `--exit-code`, exit 3 when any habit still
/// has something to do today (its open period ends today, whatever its streak).
struct StatusCommand: Command {
    static let info = CommandInfo(
        name: "status", summary: "one line per habit with its status",
        arguments: [
            ArgumentSpec(name: "ID…", completion: .habitID(IDChoice(habits: .all, tags: true)), optional: true)
        ],
        discussion: """
            Statuses: active, at risk (due today, not done), pending (due later in its
            period), skipping today, broken, not started, tracking (anytime habits).
            With --exit-code, exit 3 when any habit's open period ends today and is not
            met yet (whatever its streak); with --tag, only the habits of that tag count.
            Example crontab lines nagging at 20:00, and about the morning habits at 09:00:
              0 20 * * *  habit status --exit-code >/dev/null || habit report
              0 9 * * *   habit status --exit-code --tag morning >/dev/null || habit report --tag morning
            Give ids, or @TAG for a tag's habits, to see only those: habit status @morning
            --line prints one short line for a prompt or a status bar: done of due today,
            the best current streak, the habits at risk (3/5 done · ★ 12d meditate · at risk:
            water); with --json, waybar's text, tooltip and class.
            """,
        readsJSON: true)

    enum Option: CommandOption {
        case exitCode, line, tag

        var spec: OptionSpec {
            switch self {
            case .exitCode:
                OptionSpec(
                    name: "exit-code", value: nil, summary: "exit 3 when any habit still has something to do today")
            case .line:
                OptionSpec(name: "line", value: nil, summary: "one short line for a prompt or a status bar")
            case .tag: .tag
            }
        }
    }

    let exitCode: Bool
    /// `--line`: one short line instead of one line per habit.
    let line: Bool
    /// `--tag T…`: only the habits tagged T, for the lines and for `--exit-code`.
    let tags: TagSelection
    /// The ids (or `@TAG`s) asked about; all active habits when empty.
    let ids: [String]

    init(parsing arguments: inout Arguments<Option>) throws {
        exitCode = try arguments.flag(.exitCode)
        line = try arguments.flag(.line)
        tags = try TagSelection(arguments.values(.tag))
        var ids: [String] = []
        while let id = try arguments.next() { ids.append(id) }
        if !ids.isEmpty, !tags.isEmpty { throw UsageError.tagWithID(command: Self.info.name) }
        self.ids = ids
    }

    func run(in context: Context) throws -> ExitCode {
        let session = try context.historySession()
        let named = try session.ids(named: ids)
        let habits =
            try ids.isEmpty
            ? session.select(session.activeHabits, tagged: tags) : session.habits.filter { named.contains($0.id) }
        let summaries = habits.map { HabitSummary(habit: $0, session: session, detailed: context.json && !line) }
        let atRisk = summaries.filter { $0.streak.status == .atRisk }.count
        let leftToday = summaries.filter { $0.leftToday != nil }.count
        if line {
            let statusLine = StatusLine(summaries: summaries)
            context.write(
                context.json
                    ? StatusLineJSON.document(statusLine, today: session.today, style: context.style).text()
                    : statusLine.text(style: context.style) + "\n")
        } else if context.json {
            context.write(
                JSONValue.object([
                    ("today", .day(session.today)),
                    ("at_risk_count", .int(atRisk)),
                    ("habits", .array(summaries.map { HabitJSON.habit($0) })),
                ]).text())
        } else {
            context.write(utf8: StatusView.utf8(summaries, style: context.style))
        }
        return exitCode && (atRisk > 0 || leftToday > 0) ? .atRisk : .ok
    }
}
