import HabitCore

/// `habit uncheck ID`: clears a day, as if nothing had been recorded.
struct UncheckCommand: Command {
    static let info = CommandInfo(
        name: "uncheck", summary: "clear a day's record (undo a check or skip)",
        arguments: [ArgumentSpec(name: "ID…", completion: .habitID(IDChoice(habits: .recordable, tags: true)))],
        readsJSON: true)

    enum Option: CommandOption {
        case date

        var spec: OptionSpec {
            OptionSpec(name: "date", value: "D", summary: "the day (default today)", completion: .date)
        }
    }

    let ids: [String]
    let date: String?

    init(parsing arguments: inout Arguments<Option>) throws {
        date = try arguments.value(.date)
        var ids = [try arguments.required("ID")]
        while let id = try arguments.next() { ids.append(id) }
        self.ids = ids
    }

    func run(in context: Context) throws -> ExitCode {
        let recorder = Recorder(ids: ids, command: "uncheck", action: .clear, note: nil)
        try recorder.record(in: context, days: Recorder.oneDay(date)).report(.clear, in: context)
        return .ok
    }
}
