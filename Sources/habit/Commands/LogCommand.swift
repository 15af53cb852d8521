import HabitCore

/// `habit log [ID]`: recorded entries, newest first.
struct LogCommand: Command {
    static let info = CommandInfo(
        name: "log", summary: "recorded entries, newest first",
        arguments: [ArgumentSpec(name: "ID", completion: .habitID(IDChoice(habits: .all)), optional: true)],
        readsJSON: true)

    enum Option: CommandOption {
        case since, tag

        var spec: OptionSpec {
            switch self {
            case .since: OptionSpec(name: "since", value: "D", summary: "only entries on or after D", completion: .date)
            case .tag: .tag
            }
        }
    }

    let id: String?
    let since: String?
    /// `--tag T…`: only the entries of the habits tagged T, archived ones included (not
    /// with an id).
    let tags: TagSelection

    init(parsing arguments: inout Arguments<Option>) throws {
        since = try arguments.value(.since)
        tags = try TagSelection(arguments.values(.tag))
        id = try arguments.next()
        if id != nil, !tags.isEmpty { throw UsageError.tagWithID(command: Self.info.name) }
    }

    func run(in context: Context) throws -> ExitCode {
        let session = try context.session()
        let habit = try id.map { text throws(HabitError) in try session.habit(text) }
        let since = try self.since.map { text throws(ClockError) in try session.day(text) }
        var entries = habit.map { session.entries(of: $0.id) } ?? session.snapshot.entries
        if !tags.isEmpty {
            // The tag's habits' entries in file order (their positions in the log), so that
            // the order below is the log's, as without a tag.
            let habits = try session.select(session.habits, tagged: tags)
            let all = session.snapshot.log.entries
            entries = habits.flatMap { session.entryIndices[$0.id] ?? [] }.sorted().map { all[$0] }
        }
        if let since { entries = entries.filter { $0.day >= since } }
        // Newest day first; within a day, the latest written first.
        entries = entries.enumerated().sorted { a, b in
            a.element.day != b.element.day ? a.element.day > b.element.day : a.offset > b.offset
        }.map(\.element)
        if context.json {
            context.write(
                JSONValue.object([("today", .day(session.today)), ("entries", .array(entries.map(HabitJSON.entry)))])
                    .text())
            return .ok
        }
        var empty = "No entries yet. The log lists what you recorded, newest first; record one with 'habit check ID'."
        if let habit { empty = "No entries for '\(habit.id)' yet; record one with 'habit check \(habit.id)'." }
        if let since {
            empty = "No entries since \(since). Try an earlier '--since', or leave it out to see the whole log."
        }
        context.write(LogView.render(entries, emptyMessage: empty, style: context.style))
        return .ok
    }
}
