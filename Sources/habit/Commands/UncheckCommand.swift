import HabitCore

/// `habit uncheck ID`: clears a day, as if nothing had been recorded.
struct UncheckCommand: Command {
    static let info = CommandInfo(
        name: "uncheck", summary: "clear a day's record (undo a check or skip)",
        arguments: [ArgumentSpec(name: "ID", completion: .habitID)],
        options: [
            OptionSpec(name: "date", value: "D", summary: "the day (default today)", completion: .date)
        ])

    let id: String
    let date: String?

    init(parsing arguments: inout Arguments) throws {
        date = try arguments.option("date")
        id = try arguments.required("ID")
    }

    func run(in context: Context) throws -> ExitCode {
        let recorded = try Recorder(id: id, command: "uncheck", action: .clear, note: nil).record(in: context) {
            session in
            let day = try date.map { text throws(ClockError) in try session.day(text) } ?? session.today
            return day...day
        }
        let day = recorded.entries[0].day
        let summary = HabitSummary(habit: recorded.habit, session: recorded.session)
        context.write(RecordLine.render(.clear, summary: summary, day: day, style: context.style))
        return .ok
    }
}
