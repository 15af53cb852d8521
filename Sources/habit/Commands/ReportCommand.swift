import HabitCore
import StreakEngine

/// `habit report [--week] [--html [--output FILE]]`: a short summary for cron mail; with
/// `--week`, the statistics of the current week so far follow it; with `--html`, the same
/// as one HTML page with every habit's charts.
struct ReportCommand: Command {
    static let info = CommandInfo(
        name: "report", summary: "a short summary for cron mail: done, at risk, broken, best streaks",
        discussion: """
            Example crontab line (21:00 every day, mailed by cron):
              0 21 * * *  habit report
            With '--week' the report ends with each habit's statistics over this week
            so far, as 'habit stats --week' gives them. Sunday evening, mailed by cron:
              0 21 * * 0  habit report --week
            With '--html' the report is one HTML page, with every habit's year, last
            30 days and statistics; '--output FILE' writes it to FILE whole or not at all:
              habit report --html --output report.html
            """,
        readsJSON: true)

    enum Option: CommandOption {
        case week, html, output, weeks, tag

        var spec: OptionSpec {
            switch self {
            case .week: OptionSpec(name: "week", value: nil, summary: "end with this week's statistics so far")
            case .html:
                OptionSpec(name: "html", value: nil, summary: "one self-contained HTML page with every habit's charts")
            case .output:
                OptionSpec(
                    name: "output", value: "FILE", summary: "with --html: write the page to FILE", completion: .file)
            case .weeks:
                OptionSpec(
                    name: "weeks", value: "N",
                    summary:
                        "with --html: each year grid's last N weeks, 1-53 (default a year, from a young habit's first)")
            case .tag: .tag
            }
        }
    }

    /// `nil` without `--week`.
    let span: StatisticsSpan.Kind?
    /// `--html`: the page instead of the text.
    let html: Bool
    /// `--output FILE` (only with `--html`): the page goes to FILE.
    let output: String?
    /// `--weeks N` (only with `--html`): the weeks of each year grid.
    let weeks: Int?
    /// `--tag T…`: only the habits tagged T, in the text, JSON and page alike.
    let tags: TagSelection

    init(parsing arguments: inout Arguments<Option>) throws {
        tags = try TagSelection(arguments.values(.tag))
        span = try arguments.flag(.week) ? .week : nil
        html = try arguments.flag(.html)
        output = try arguments.value(.output)
        if output != nil, !html { throw UsageError.optionNeedsOption("output", "html") }
        weeks = try ShowCommand.weeks(try arguments.value(.weeks))
        if weeks != nil, !html { throw UsageError.optionNeedsOption("weeks", "html") }
    }

    func run(in context: Context) throws -> ExitCode {
        // `--json` is a global option, so the two meet here, before anything is read.
        if html, context.json { throw UsageError.conflictingOptions("html", "json") }
        let session = try context.historySession()
        let habits = try session.select(session.activeHabits, tagged: tags)
        if html { return try page(session, habits: habits, in: context) }
        let summaries = habits.map { HabitSummary(habit: $0, session: session) }
        let span = self.span.map { StatisticsSpan($0, today: session.today, weekStart: session.weekStart) }
        let rows = span.map { span in
            habits.map { habit in
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

    /// `--html`: the page, to standard output or written whole to `output` (as `export`
    /// writes its file).
    private func page(_ session: Session, habits: [Habit], in context: Context) throws -> ExitCode {
        let span = self.span.map { StatisticsSpan($0, today: session.today, weekStart: session.weekStart) }
        let habits = habits.map { habit in
            let summary = HabitSummary(habit: habit, session: session, detailed: true)
            let first = YearGridSVG.firstDay(
                of: habit, today: session.today, weekStart: session.weekStart, weeks: weeks)
            return ReportHTML.Habit(
                summary: summary, year: summary.series(from: first.day), yearFromFirstWeek: first.fromFirstWeek,
                month: summary.series(.month),
                statistics: HabitStatistics(summary.analyze()),
                spanStatistics: span.map { StatsCommand.analysis(of: habit, session: session, span: $0) })
        }
        let text = ReportHTML.render(today: session.today, habits: habits, weekStart: session.weekStart, span: span)
        guard let output else {
            context.write(text)
            return .ok
        }
        try ExportFile.write(Array(text.utf8), to: output, fileSystem: context.fileSystem)
        context.stderr.write("Wrote the report to '\(Echo.token(output))'.\n")
        return .ok
    }
}
