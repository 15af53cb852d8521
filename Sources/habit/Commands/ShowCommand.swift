import StreakEngine

/// `habit show ID`: one habit in detail, with a chart of the last week, month or year.
struct ShowCommand: Command {
    static let info = CommandInfo(
        name: "show", summary: "one habit in detail: streaks, chart, statistics",
        arguments: [ArgumentSpec(name: "ID", completion: .habitID(IDChoice(habits: .all)))],
        discussion: """
            With '--svg' the chart is written as an SVG picture, every day a cell with its
            date, amount and outcome as a tooltip (docs/cli.md, "Pictures"):
              habit show meditate --year --svg > meditate.svg
            """,
        readsJSON: true)

    enum Option: CommandOption {
        case span(SeriesSpan)
        case svg, weeks

        static let allCases = SeriesSpan.allCases.map { Option.span($0) } + [.svg, .weeks]

        var spec: OptionSpec {
            switch self {
            case .span(.week):
                OptionSpec(name: "week", value: nil, summary: "bar chart of the last 7 days (the default)")
            case .span(.month): OptionSpec(name: "month", value: nil, summary: "bar chart of the last 30 days")
            case .span(.year): OptionSpec(name: "year", value: nil, summary: "heat map of the last year")
            case .svg: OptionSpec(name: "svg", value: nil, summary: "the chart as one standalone SVG picture")
            case .weeks:
                OptionSpec(
                    name: "weeks", value: "N",
                    summary: "with --year --svg: the last N weeks, 1-53 (default a year, from a young habit's first)")
            }
        }
    }

    let id: String
    /// `nil` when no span was asked for: the text view shows a week, JSON has no series.
    let span: SeriesSpan?
    /// `--svg`: the chart as a picture instead of the text view.
    let svg: Bool
    /// `--weeks N` (only with `--year --svg`): the weeks the picture draws.
    let weeks: Int?

    init(parsing arguments: inout Arguments<Option>) throws {
        let chosen = try arguments.oneOf(SeriesSpan.allCases.map { Option.span($0) })
        span = if case .span(let span)? = chosen { span } else { nil }
        svg = try arguments.flag(.svg)
        weeks = try Self.weeks(try arguments.value(.weeks))
        if weeks != nil, !svg { throw UsageError.optionNeedsOption("weeks", "svg") }
        if weeks != nil, span != .year { throw UsageError.optionNeedsOption("weeks", "year") }
        id = try arguments.required("ID")
    }

    /// `--weeks N` as typed: 1 to a year's weeks (docs/cli.md, "Pictures").
    static func weeks(_ text: String?) throws(UsageError) -> Int? {
        guard let text else { return nil }
        let range = 1...YearGridSVG.yearWeeks
        guard let count = Int(text), range.contains(count) else {
            throw .invalidCount(option: "weeks", value: text, range: range)
        }
        return count
    }

    func run(in context: Context) throws -> ExitCode {
        // `--json` is a global option, so the two meet here, before anything is read.
        if svg, context.json { throw UsageError.conflictingOptions("svg", "json") }
        // Only this habit's history is folded, but every line is checked, so a reading
        // command reports every malformed line (docs/data-format.md, "Problems").
        // The chart's reach back, so that the notes of its span come with the read (the
        // year's heat map covers whole weeks: at most 53 of them and today's).
        let reach =
            switch span ?? .week {
            case .week: 7
            case .month: 30
            case .year: 378
            }
        let session = try context.historySession(of: id, notesOfLast: context.json ? nil : reach)
        let habit = try session.habit(id)
        let summary = HabitSummary(habit: habit, session: session, detailed: true)
        if context.json {
            context.write(HabitJSON.habit(summary, series: span.map { summary.series($0) }).text())
            return .ok
        }
        let series = summary.series(span ?? .week)
        if svg {
            let notes = PictureDay.notes(session.notes, habit: habit.id)
            guard span == .year else {
                context.write(BarsSVG.render(summary, series: series, notes: notes, standalone: true))
                return .ok
            }
            let first = YearGridSVG.firstDay(
                of: habit, today: session.today, weekStart: session.weekStart, weeks: weeks)
            context.write(
                YearGridSVG.render(
                    summary, series: summary.series(from: first.day), weekStart: session.weekStart, notes: notes,
                    standalone: true, fromFirstWeek: first.fromFirstWeek))
            return .ok
        }
        context.write(
            ShowView.render(
                summary: summary, span: span ?? .week, series: series, weekStart: session.weekStart,
                style: context.style))
        // The notes of the span come with the habit's history, from the same read.
        let from = series.first?.date ?? session.today
        context.write(
            NotesView.render(session.notes, from: from, today: session.today, habit: habit.id, style: context.style))
        return .ok
    }
}
