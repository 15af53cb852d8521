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
        // Every entry's, in the log's order: no grouping by habit (one position an
        // entry) unless one habit or a tag narrows them.
        let session = try context.session(grouping: id != nil || !tags.isEmpty)
        let habit = try id.map { text throws(HabitError) in try session.habit(text) }
        let since = try self.since.map { text throws(ClockError) in try session.day(text) }
        let all = session.snapshot.log.entries
        // The entries shown, by their places in the log (file order); every entry's
        // without a list of them.
        var places: [Int]?
        if let habit { places = session.entryIndices[habit.id] ?? [] }
        if !tags.isEmpty {
            let habits = try session.select(session.habits, tagged: tags)
            places = habits.flatMap { session.entryIndices[$0.id] ?? [] }.sorted()
        }
        // Newest day first; within a day, the latest written first: one key a place, so
        // that a long log is sorted without a copy of its entries (docs/performance.md).
        var keys: [UInt64] = []
        keys.reserveCapacity(places?.count ?? all.count)
        func keep(_ place: Int) {
            let day = all[place].day
            if let since, day < since { return }
            keys.append(UInt64(day.number + (1 << 31)) << 32 | UInt64(place))
        }
        if let places { places.forEach(keep) } else { all.indices.forEach(keep) }
        keys.sort(by: >)
        let entry = { (index: Int) in all[Int(keys[index] & 0xffff_ffff)] }
        if context.json {
            let entries = JSONValue.array(keys.indices.map { HabitJSON.entry(entry($0)) })
            context.write(JSONValue.object([("today", .day(session.today)), ("entries", entries)]).text())
            return .ok
        }
        var empty = "No entries yet. The log lists what you recorded, newest first; record one with 'habit check ID'."
        if let habit { empty = "No entries for '\(habit.id)' yet; record one with 'habit check \(habit.id)'." }
        if let since {
            empty = "No entries since \(since). Try an earlier '--since', or leave it out to see the whole log."
        }
        LogView.render(keys.count, entry, emptyMessage: empty, style: context.style, emit: context.write)
        return .ok
    }
}
