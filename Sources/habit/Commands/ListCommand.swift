import StreakEngine

/// `habit list`: every habit with streaks and a sparkline of its recent days.
struct ListCommand: Command {
    static let info = CommandInfo(
        name: "list", summary: "all habits with streaks and their recent days",
        readsJSON: true)

    enum Option: CommandOption {
        case all, days, tag

        var spec: OptionSpec {
            switch self {
            case .all: OptionSpec(name: "all", value: nil, summary: "include archived habits")
            case .days:
                OptionSpec(name: "days", value: "N", summary: "days of history (default: as many as fit, at least 14)")
            case .tag: .tag
            }
        }
    }

    /// The most days `--days` takes: more than the widest terminal shows.
    static let maximumDays = 366

    let all: Bool
    /// `--days N`, or `nil` to fill the width.
    let days: Int?
    /// `--tag T…`: only the habits tagged T.
    let tags: TagSelection

    init(parsing arguments: inout Arguments<Option>) throws {
        all = try arguments.flag(.all)
        tags = try TagSelection(arguments.values(.tag))
        guard let text = try arguments.value(.days) else {
            days = nil
            return
        }
        guard let days = Int(text), (1...Self.maximumDays).contains(days) else {
            throw UsageError.invalidCount(option: "days", value: text, range: 1...Self.maximumDays)
        }
        self.days = days
    }

    func run(in context: Context) throws -> ExitCode {
        let session = try context.historySession()
        let habits = try session.select(all ? session.habits : session.activeHabits, tagged: tags)
        let summaries = habits.map {
            HabitSummary(habit: $0, session: session, detailed: context.json)
        }
        if context.json {
            context.write(
                JSONValue.object([
                    ("today", .day(session.today)), ("habits", .array(summaries.map { HabitJSON.habit($0) })),
                ]).text())
            return .ok
        }
        var rows = summaries.map { summary in
            ListTable.Row(
                id: summary.habit.id.rawValue, name: summary.habit.name, schedule: summary.habit.schedule.description,
                current: summary.streak.current, longest: summary.streak.longest, unit: summary.streak.unit,
                archived: summary.habit.archived, points: [], goal: summary.habit.goal, noDays: summary.noDays)
        }
        // The series is drawn once the width has said how many days it shows, and holds
        // those days: a series from any day gives each day the point a longer one gives it
        // (docs/streaks.md, "Series").
        let layout = ListTable.layout(rows, days: days, style: context.style)
        let first = session.today.adding(-(layout.days - 1))
        for (index, summary) in summaries.enumerated() { rows[index].points = summary.series(from: first) }
        let hidden = session.habits.count - habits.count
        context.write(
            utf8: ListTable.render(
                rows, layout: layout, groups: session.groups(of: habits, selection: tags), hiddenArchived: hidden,
                style: context.style))
        return .ok
    }
}
