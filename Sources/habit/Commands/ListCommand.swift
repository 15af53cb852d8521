import StreakEngine

/// `habit list`: every habit with streaks and a sparkline of its recent days.
struct ListCommand: Command {
    static let info = CommandInfo(
        name: "list", summary: "all habits with streaks and their recent days",
        options: [
            OptionSpec(name: "all", value: nil, summary: "include archived habits"),
            OptionSpec(name: "days", value: "N", summary: "days of history (default: as many as fit, at least 14)"),
        ],
        readsJSON: true)

    /// The most days `--days` takes: more than the widest terminal shows.
    static let maximumDays = 366

    let all: Bool
    /// `--days N`, or `nil` to fill the width.
    let days: Int?

    init(parsing arguments: inout Arguments) throws {
        all = try arguments.flag("all")
        guard let text = try arguments.option("days") else {
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
        let habits = all ? session.habits : session.activeHabits
        // The history shows at most the width's days: a month's series holds 30, a year's
        // at least 365.
        let span: SeriesSpan =
            context.json ? .week : min(days ?? context.style.width, context.style.width) <= 30 ? .month : .year
        let summaries = habits.map {
            HabitSummary(habit: $0, session: session, span: span, detailed: context.json)
        }
        if context.json {
            context.write(JSONValue.object([("habits", .array(summaries.map { HabitJSON.habit($0) }))]).text())
            return .ok
        }
        let rows = summaries.map { summary in
            ListTable.Row(
                id: summary.habit.id.rawValue, name: summary.habit.name, schedule: summary.habit.schedule.description,
                current: summary.streak.current, longest: summary.streak.longest, unit: summary.streak.unit,
                archived: summary.habit.archived, points: summary.series, goal: summary.habit.goal,
                noDays: summary.noDays)
        }
        let hidden = session.habits.count - habits.count
        context.write(ListTable.render(rows, days: days, hiddenArchived: hidden, style: context.style))
        return .ok
    }
}
