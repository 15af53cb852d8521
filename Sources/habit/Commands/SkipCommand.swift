import HabitCore

/// `habit skip ID`: excuses a day or a range of days (future days allowed, to plan a
/// holiday). Skipped days never break a streak and never count.
struct SkipCommand: Command {
    static let info = CommandInfo(
        name: "skip", summary: "excuse a day or a range of days (never breaks a streak)",
        arguments: [ArgumentSpec(name: "ID…", completion: .habitID(IDChoice(habits: .recordable, tags: true)))],
        discussion: """
            Examples:
              habit skip gym                                  # sick today
              habit skip gym --from 2026-12-24 --to 2026-12-31   # holiday
              habit skip --all --from 2026-12-24 --to 2026-12-31 # a vacation
            A range (--from/--to) or --all leaves days that already hold an answer as
            they are (--force replaces them); one day of one habit is replaced.
            """,
        readsJSON: true)

    enum Option: CommandOption {
        case date, from, to, note, all, force, yes

        var spec: OptionSpec {
            switch self {
            case .date: OptionSpec(name: "date", value: "D", summary: "the day (default today)", completion: .date)
            case .from: OptionSpec(name: "from", value: "D", summary: "first day of a range", completion: .date)
            case .to: OptionSpec(name: "to", value: "D", summary: "last day of a range (inclusive)", completion: .date)
            case .note: OptionSpec(name: "note", value: "TEXT", summary: "a note kept with the entries")
            case .all: OptionSpec(name: "all", value: nil, summary: "every active habit (a vacation)")
            case .force:
                OptionSpec(name: "force", value: nil, summary: "replace days of a range that already hold an answer")
            case .yes: OptionSpec(name: "yes", value: nil, summary: "allow moving the start back more than 31 days")
            }
        }
    }

    /// The longest range one command may skip.
    static let maximumRange = 366

    /// The ids typed; empty with `--all`.
    let ids: [String]
    let all: Bool
    let yes: Bool
    let force: Bool
    let date: String?
    let from: String?
    let to: String?
    let note: String?

    init(parsing arguments: inout Arguments<Option>) throws {
        date = try arguments.value(.date)
        from = try arguments.value(.from)
        to = try arguments.value(.to)
        note = try arguments.value(.note)
        if date != nil && (from != nil || to != nil) {
            throw UsageError.conflictingOptions("date", from != nil ? "from" : "to")
        }
        if from != nil && to == nil { throw UsageError.optionNeedsOption("from", "to") }
        if to != nil && from == nil { throw UsageError.optionNeedsOption("to", "from") }
        if let note { do { try Habit.validateNote(note) } catch { throw UsageError.invalidValue(error) } }
        all = try arguments.flag(.all)
        yes = try arguments.flag(.yes)
        force = try arguments.flag(.force)
        var ids: [String] = []
        if !all { ids.append(try arguments.required("ID")) }
        while let id = try arguments.next() {
            if all { throw UsageError.unexpectedArgument(id, command: "skip") }
            ids.append(id)
        }
        self.ids = ids
    }

    func run(in context: Context) throws -> ExitCode {
        var recorder = Recorder(
            ids: ids, command: "skip", action: .skip, note: note, allowsFuture: true, confirmed: yes)
        // Every active habit as read under the lock: one read (docs/performance.md).
        recorder.everyActive = all
        // A range or a vacation keeps what was recorded; one named day is replaced, and
        // the message says what it held (docs/cli.md, "skip").
        recorder.keepsAnswered = !force && (all || from != nil)
        // The message needs only the days written, the JSON document whole histories.
        recorder.writtenDaysOnly = !context.json
        let days: AskedDays = if let from, let to { .range(from: from, to: to) } else { .day(date) }
        let recorded = try recorder.recordConfirming(in: context, days: days)
        if all, recorded.habits.isEmpty {
            if context.json {
                context.write(RecordJSON.entries(today: recorded.session.today, entries: [], habits: []).text())
            } else {
                context.write("No active habits to skip. Add one with 'habit add ID'.\n")
            }
            return .ok
        }
        if context.json {
            context.write(RecordJSON.recorded(recorded).text())
            return .ok
        }
        context.write(Self.message(recorded))
        for left in recorded.leftOut {
            context.write(left.line(day: recorded.days.lowerBound, today: recorded.session.today))
        }
        context.write(recorded.sinceLines(today: recorded.session.today))
        return .ok
    }
}

extension SkipCommand {
    /// `Skipped meditate, water for 3 days, Thu, Nov 19 to Sat, Nov 21; kept 6 days
    /// already recorded (--force replaces them).`, or for one day `Skipped water for
    /// today, replacing 5/8 glasses; the streak is safe.`
    static func message(_ recorded: Recorder.Recorded) -> String {
        let today = recorded.session.today
        let (first, last) = (recorded.days.lowerBound, recorded.days.upperBound)
        // The habits of which at least one day was skipped.
        let skipped = Set(recorded.entries.map { $0.habit })
        let who = recorded.habits.filter { skipped.contains($0.id) }.map { $0.id.rawValue }.joinedText(separator: ", ")
        let kept = recorded.kept.count
        let keptWords = "\(Describe.count(kept, "day")) already recorded (--force replaces them)"
        if recorded.entries.isEmpty {
            return "Nothing skipped: kept \(keptWords).\n"
        }
        guard first == last else {
            let span = "\(Describe.shortDate(first, today: today)) to \(Describe.shortDate(last, today: today))"
            let base = "Skipped \(who) for \(last - first + 1) days, \(span)"
            return base + (kept > 0 ? "; kept \(keptWords).\n" : ".\n")
        }
        let safe = recorded.habits.count == 1 ? "the streak is safe" : "the streaks are safe"
        let replaced = recorded.habits.compactMap { habit in
            recorded.replaced[habit.id].map { recorded.habits.count == 1 ? $0 : "\(habit.id) \($0)" }
        }
        let replacing = replaced.isEmpty ? "" : ", replacing " + replaced.joinedText(separator: ", ")
        let keeping = kept > 0 ? "; kept \(keptWords)" : ""
        return "Skipped \(who) for \(Recorder.dayWords(first, today: today))\(replacing)\(keeping); \(safe).\n"
    }
}
