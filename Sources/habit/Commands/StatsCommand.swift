import HabitCore
import StreakEngine

/// `habit stats [ID] [--week|--month|--year]`: statistics for all habits, or one, over all
/// time or over the current week, month or year so far.
struct StatsCommand: Command {
    static let info = CommandInfo(
        name: "stats", summary: "statistics for every habit, or one",
        arguments: [ArgumentSpec(name: "ID", completion: .habitID(IDChoice(habits: .all)), optional: true)],
        discussion: """
            Without a span the statistics cover all time. '--week', '--month' and '--year'
            count over the current week (from the config's week-start), month or year,
            from its first day through today.
            """,
        readsJSON: true)

    enum Option: CommandOption {
        case week, month, year, tag

        var spec: OptionSpec {
            switch self {
            case .week: StatisticsSpan.Kind.week.spec
            case .month: StatisticsSpan.Kind.month.spec
            case .year: StatisticsSpan.Kind.year.spec
            case .tag: .tag
            }
        }

        /// The span a span flag stands for.
        var span: StatisticsSpan.Kind? { StatisticsSpan.Kind(rawValue: spec.name) }
    }

    let id: String?
    /// `nil` for all time.
    let span: StatisticsSpan.Kind?
    /// `--tag T…`: only the habits tagged T (not with an id).
    let tags: TagSelection

    init(parsing arguments: inout Arguments<Option>) throws {
        span = try arguments.oneOf([.week, .month, .year])?.span
        tags = try TagSelection(arguments.values(.tag))
        id = try arguments.next()
        if id != nil, !tags.isEmpty { throw UsageError.tagWithID(command: Self.info.name) }
    }

    func run(in context: Context) throws -> ExitCode {
        let session = try context.historySession()
        let habits =
            try id.map { text in [try session.habit(text)] } ?? session.select(session.activeHabits, tagged: tags)
        let span = self.span.map { StatisticsSpan($0, today: session.today, weekStart: session.weekStart) }
        let rows = habits.map { habit in
            (habit: habit, analysis: Self.analysis(of: habit, session: session, span: span))
        }
        if context.json {
            let document =
                id == nil
                ? StatsJSON.document(today: session.today, rows, span: span)
                : StatsJSON.habit(rows[0].habit, rows[0].analysis, today: session.today, span: .some(span))
            context.write(document.text())
            return .ok
        }
        let title = span.map { $0.title(style: context.style) + "\n" } ?? ""
        if let row = rows.first, id != nil {
            let habit = row.habit
            context.write(ShowView.header(habit, style: context.style) + title)
            context.write(StatsBlock.render(habit: habit, analysis: row.analysis, style: context.style))
        } else {
            context.write((rows.isEmpty ? "" : title) + StatsTable.render(rows, style: context.style))
        }
        return .ok
    }

    /// The engine's analysis of `habit` over all time, or over `span`.
    static func analysis(of habit: Habit, session: Session, span: StatisticsSpan?) -> HabitStatistics {
        let history = session.history(of: habit)
        guard let span else {
            return HabitStatistics(
                Engine.analyze(habit, history: history, today: session.today, weekStart: session.weekStart))
        }
        return span.analysis(of: habit, history: history, weekStart: session.weekStart)
    }
}
