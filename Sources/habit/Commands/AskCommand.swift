import HabitCore
import StreakEngine

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `habit ask`: one prompt per due (day, habit) without an answer, oldest day first, in
/// sort order (docs/cli.md). Each answer is its own transaction: the lock is taken for
/// the append and never held while waiting for the person.
struct AskCommand: Command {
    static let info = CommandInfo(
        name: "ask", summary: "review the days without an answer, one prompt per habit",
        arguments: [
            ArgumentSpec(name: "ID…", completion: .habitID(IDChoice(habits: .active, tags: true)), optional: true)
        ],
        discussion: """
            Answers: y done · n no (asked, not done) · s skip · a number, +N or =N for
            numeric habits · Enter leaves it for later · q stops. Without --date or --days:
            each habit's days back to its last answer, at most 7 not skipped. --date D
            asks about D for every habit an entry on D would count for.
            From a pipe, one answer per line:
              printf 'y\\nn\\n5\\n' | habit ask
            """,
        readsJSON: true)

    enum Option: CommandOption {
        case date, days, tag

        var spec: OptionSpec {
            switch self {
            case .date: OptionSpec(name: "date", value: "D", summary: "only this day", completion: .date)
            case .days: OptionSpec(name: "days", value: "N", summary: "today and the N-1 days before it")
            case .tag: .tag
            }
        }
    }

    let ids: [String]
    let date: String?
    let days: Int?
    /// `--tag T…`: only the habits tagged T (not with ids).
    let tags: TagSelection

    init(parsing arguments: inout Arguments<Option>) throws {
        tags = try TagSelection(arguments.values(.tag))
        date = try arguments.value(.date)
        let daysText = try arguments.value(.days)
        if date != nil, daysText != nil { throw UsageError.conflictingOptions("date", "days") }
        if let daysText {
            guard let count = Int(daysText), (1...366).contains(count) else {
                throw UsageError.invalidCount(option: "days", value: daysText, range: 1...366)
            }
            days = count
        } else {
            days = nil
        }
        var ids: [String] = []
        while let id = try arguments.next() { ids.append(id) }
        if !ids.isEmpty, !tags.isEmpty { throw UsageError.tagWithID(command: Self.info.name) }
        self.ids = ids
    }

    init(ids: [String] = [], date: String? = nil, days: Int? = nil) {
        self.ids = ids
        self.date = date
        self.days = days
        tags = .everything
    }

    func run(in context: Context) throws -> ExitCode {
        try run(in: context, input: .standard(context.terminal, context.stdin))
    }

    /// The review, reading answers from `input`.
    func run(in context: Context, input: AskInput) throws -> ExitCode {
        let session = try context.session()
        // The habits named (each must exist; `@TAG` for a tag's), in sort order. A habit
        // made of others is answered through its members (docs/streaks.md): the plan asks
        // them on its days.
        let named = try session.ids(named: ids)
        let habits =
            try ids.isEmpty
            ? session.select(session.activeHabits, tagged: tags) : session.habits.filter { named.contains($0.id) }
        if habits.isEmpty, context.json { return Self.writeJSON([], today: session.today, in: context) }
        if habits.isEmpty {
            context.write("No habits to ask about yet. Add one with 'habit add ID', then run 'habit ask'.\n")
            return .ok
        }
        let plan = AskPlan(habits: habits, session: session, span: try span(session: session))
        let prompts = plan.prompts
        if prompts.isEmpty, context.json { return Self.writeJSON([], today: session.today, in: context) }
        if prompts.isEmpty {
            let today = session.today
            let oneDay = plan.first == today || date != nil
            let when =
                oneDay
                ? Recorder.dayWords(plan.first, today: today)
                : "\(Describe.shortDate(plan.first)) to \(Recorder.dayWords(today, today: today))"
            context.write(
                TodayView.wrap(
                    "Nothing to ask: every habit due \(oneDay ? "" : "from ")\(when) "
                        + "has an answer.", style: context.style))
            return .ok
        }
        var asking = AskSession(
            context: context, today: session.today, total: prompts.count, input: input,
            check: AskCheck(plan: session))
        do {
            try asking.ask(prompts)
        } catch {
            // Every answer recorded before the error is reported all the same.
            if context.json {
                Self.writeJSON(asking.entries, kept: asking.kept, today: session.today, in: context)
            } else {
                context.write(asking.summary())
            }
            throw error
        }
        if context.json {
            Self.writeJSON(asking.entries, kept: asking.kept, today: session.today, in: context)
        } else {
            context.write(asking.summary())
        }
        return .ok
    }

    /// Under `--json`, what the review recorded and left as is, with the habits answered
    /// about as they are afterwards (docs/json.md); a habit renamed or removed since is
    /// left out of `habits`, and all of them when the data cannot be read again (the
    /// entries recorded are reported all the same).
    @discardableResult
    private static func writeJSON(_ entries: [Entry], kept: [Entry] = [], today: Day, in context: Context) -> ExitCode {
        let session = try? context.session(.silent)
        var ids: [HabitID] = []
        var seen = Set<HabitID>()
        for entry in entries where seen.insert(entry.habit).inserted { ids.append(entry.habit) }
        var byID: [HabitID: Habit] = [:]
        for habit in session?.habits ?? [] where byID[habit.id] == nil { byID[habit.id] = habit }
        let summaries = session.map { session in
            ids.compactMap { byID[$0] }.map { HabitSummary(habit: $0, session: session, detailed: true) }
        }
        context.write(
            RecordJSON.entries(
                today: session?.today ?? today, entries: entries, habits: summaries ?? [], kept: kept
            ).text())
        return .ok
    }

    /// The days to ask about: `--date`, `--days`, or each habit's back to its last answer.
    private func span(session: Session) throws -> AskSpan {
        let today = session.today
        if let date {
            let day = try session.day(date)
            if day > today { throw HabitError.futureDate(day, today: today, command: "ask") }
            return .named(day)
        }
        // No day before the first day a date can name (docs/cli.md, "ask").
        if let days { return .days(max(Day.minimum, today.adding(-(days - 1)))...today) }
        return .scan
    }
}
