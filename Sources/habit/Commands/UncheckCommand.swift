import HabitCore

/// `habit uncheck ID`: clears a day, as if nothing had been recorded.
struct UncheckCommand: Command {
    static let info = CommandInfo(
        name: "uncheck", summary: "clear a day's record (undo a check or skip)",
        arguments: [ArgumentSpec(name: "ID…", completion: .habitID)],
        options: [
            OptionSpec(name: "date", value: "D", summary: "the day (default today)", completion: .date)
        ],
        readsJSON: true)

    let ids: [String]
    let date: String?

    init(parsing arguments: inout Arguments) throws {
        date = try arguments.option("date")
        var ids = [try arguments.required("ID")]
        while let id = try arguments.next() { ids.append(id) }
        self.ids = ids
    }

    func run(in context: Context) throws -> ExitCode {
        let recorded = try Recorder(ids: ids, command: "uncheck", action: .clear, note: nil).record(in: context) {
            session in
            let day = try date.map { text throws(ClockError) in try session.day(text) } ?? session.today
            return day...day
        }
        if context.json {
            context.write(RecordJSON.recorded(recorded).text())
            return .ok
        }
        let day = recorded.entries[0].day
        for habit in recorded.habits {
            let summary = HabitSummary(habit: habit, session: recorded.session)
            context.write(RecordLine.render(.clear, summary: summary, day: day, style: context.style))
        }
        return .ok
    }
}
