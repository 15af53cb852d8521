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
        let session = try context.session(only: id)
        let recorder = Recorder(session: session)
        let day = try date.map { text throws(ClockError) in try session.day(text) } ?? session.today
        let habit = try recorder.habit(id, command: "uncheck")
        try recorder.refuseFuture(day, command: "uncheck")
        let after = try recorder.record([Entry(day: day, habit: habit.id, action: .clear)], for: habit)
        let summary = HabitSummary(habit: habit, session: after)
        context.write(RecordLine.render(.clear, summary: summary, day: day, style: context.style))
        return .ok
    }
}
