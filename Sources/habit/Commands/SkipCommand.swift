import HabitCore

/// `habit skip ID`: excuses a day or a range of days (future days allowed, to plan a
/// holiday). Skipped days never break a streak and never count.
struct SkipCommand: Command {
    static let info = CommandInfo(
        name: "skip", summary: "excuse a day or a range of days (never breaks a streak)",
        arguments: [ArgumentSpec(name: "ID…", completion: .habitID)],
        options: [
            OptionSpec(name: "date", value: "D", summary: "the day (default today)", completion: .date),
            OptionSpec(name: "from", value: "D", summary: "first day of a range", completion: .date),
            OptionSpec(name: "to", value: "D", summary: "last day of a range (inclusive)", completion: .date),
            OptionSpec(name: "note", value: "TEXT", summary: "a note kept with the entries"),
            OptionSpec(name: "all", value: nil, summary: "every active habit (a vacation)"),
            OptionSpec(name: "yes", value: nil, summary: "allow moving the start back more than 31 days"),
        ],
        discussion: """
            Examples:
              habit skip gym                                  # sick today
              habit skip gym --from 2026-12-24 --to 2026-12-31   # holiday
              habit skip --all --from 2026-12-24 --to 2026-12-31 # a vacation
            """,
        readsJSON: true)

    /// The longest range one command may skip.
    static let maximumRange = 366

    /// The ids typed; empty with `--all`.
    let ids: [String]
    let all: Bool
    let yes: Bool
    let date: String?
    let from: String?
    let to: String?
    let note: String?

    init(parsing arguments: inout Arguments) throws {
        date = try arguments.option("date")
        from = try arguments.option("from")
        to = try arguments.option("to")
        note = try arguments.option("note")
        if date != nil && (from != nil || to != nil) {
            throw UsageError.conflictingOptions("date", from != nil ? "from" : "to")
        }
        if from != nil && to == nil { throw UsageError.optionNeedsOption("from", "to") }
        if to != nil && from == nil { throw UsageError.optionNeedsOption("to", "from") }
        if let note { do { try Habit.validateNote(note) } catch { throw UsageError.invalidValue(error) } }
        all = try arguments.flag("all")
        yes = try arguments.flag("yes")
        var ids: [String] = []
        if !all { ids.append(try arguments.required("ID")) }
        while let id = try arguments.next() {
            if all { throw UsageError.unexpectedArgument(id, command: "skip") }
            ids.append(id)
        }
        self.ids = ids
    }

    func run(in context: Context) throws -> ExitCode {
        var ids = self.ids
        if all {
            let session = try context.session(.silent)
            ids = session.activeHabits.map(\.id.rawValue)
            if ids.isEmpty, context.json {
                context.write(RecordJSON.entries(today: session.today, entries: [], habits: []).text())
                return .ok
            }
            if ids.isEmpty {
                context.write("No active habits to skip. Add one with 'habit add ID'.\n")
                return .ok
            }
        }
        let recorder = Recorder(
            ids: ids, command: "skip", action: .skip, note: note, allowsFuture: true, confirmed: yes)
        let recorded = try recorder.recordConfirming(in: context) { session in
            guard let from, let to else {
                let day = try date.map { text throws(ClockError) in try session.day(text) } ?? session.today
                return day...day
            }
            let first = try session.day(from)
            let last = try session.day(to)
            if last < first { throw UsageError.backwardsRange(from: from, to: to) }
            if last - first >= Self.maximumRange {
                throw UsageError.rangeTooLong(days: last - first + 1, maximum: Self.maximumRange)
            }
            return first...last
        }
        if context.json {
            context.write(RecordJSON.recorded(recorded).text())
            return .ok
        }
        let entries = recorded.entries
        let days = entries.count / recorded.habits.count
        let (first, last) = (entries[0].day, entries[days - 1].day)
        let today = recorded.session.today
        let who = recorded.habits.map(\.id.rawValue).joined(separator: ", ")
        let safe = recorded.habits.count == 1 ? "the streak is safe" : "the streaks are safe"
        if first == last {
            context.write("Skipped \(who) for \(Recorder.dayWords(first, today: today)); \(safe).\n")
        } else {
            context.write(
                "Skipped \(who) for \(days) days, \(Describe.shortDate(first, today: today)) to \(Describe.shortDate(last, today: today)).\n"
            )
        }
        context.write(recorded.sinceLines(today: today))
        return .ok
    }
}
