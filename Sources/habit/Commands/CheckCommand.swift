import HabitCore

/// `habit check ID`: records a done day (or an amount) and prints the new streak.
struct CheckCommand: Command {
    static let info = CommandInfo(
        name: "check", summary: "record a habit as done (prints the new streak)",
        arguments: [ArgumentSpec(name: "ID", completion: .habitID)],
        options: [
            OptionSpec(
                name: "date", value: "D", summary: "the day (default today): YYYY-MM-DD, yesterday, mon…sun",
                completion: .date),
            OptionSpec(name: "value", value: "N", summary: "add N to the day's amount (numeric habits)"),
            OptionSpec(name: "set", value: "N", summary: "set the day's amount to N"),
            OptionSpec(name: "note", value: "TEXT", summary: "a note kept with the entry"),
        ],
        discussion: """
            Examples:
              habit check meditate
              habit check water --value 2          # two more glasses
              habit check run --date yesterday --note "5k in the rain"
            """,
        readsJSON: true)

    let id: String
    let date: String?
    let action: Action
    let note: String?

    init(parsing arguments: inout Arguments) throws {
        date = try arguments.option("date")
        let value = try arguments.option("value")
        let set = try arguments.option("set")
        note = try arguments.option("note")
        if value != nil && set != nil { throw UsageError.conflictingOptions("value", "set") }
        if let text = value ?? set {
            guard let amount = Amount(text) else { throw UsageError.invalidValue(.invalidAmount(text)) }
            action = value != nil ? .add(amount) : .set(amount)
        } else {
            action = .done
        }
        if let note { do { try Habit.validateNote(note) } catch { throw UsageError.invalidValue(error) } }
        id = try arguments.required("ID")
    }

    func run(in context: Context) throws -> ExitCode {
        let recorded = try Recorder(id: id, command: "check", action: action, note: note).record(in: context) {
            session in
            let day = try date.map { text throws(ClockError) in try session.day(text) } ?? session.today
            return day...day
        }
        let day = recorded.entries[0].day
        let summary = HabitSummary(habit: recorded.habit, session: recorded.session)
        if context.json {
            context.write(HabitJSON.habit(summary).text())
            return .ok
        }
        context.write(RecordLine.render(action, summary: summary, day: day, style: context.style))
        return .ok
    }
}
