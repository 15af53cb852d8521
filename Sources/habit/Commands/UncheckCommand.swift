import HabitCore

/// `habit uncheck ID`: clears a day, as if nothing had been recorded; with `--value N`,
/// takes N back from the day's amount (docs/cli.md, "Writing commands").
struct UncheckCommand: Command {
    static let info = CommandInfo(
        name: "uncheck", summary: "clear a day or take an amount back (undo a check or skip)",
        arguments: [ArgumentSpec(name: "ID…", completion: .habitID(IDChoice(habits: .recordable, tags: true)))],
        discussion: """
            Examples:
              habit uncheck meditate               # as if nothing was recorded today
              habit uncheck water --value 1        # one glass less today, never below 0
            """,
        readsJSON: true)

    enum Option: CommandOption {
        case date, value

        var spec: OptionSpec {
            switch self {
            case .date: OptionSpec(name: "date", value: "D", summary: "the day (default today)", completion: .date)
            case .value:
                OptionSpec(
                    name: "value", value: "N",
                    summary: "take N back from the day's amount (numeric habits), not below 0")
            }
        }
    }

    let ids: [String]
    let date: String?
    /// `--value N`: the amount taken back.
    let value: Amount?

    init(parsing arguments: inout Arguments<Option>) throws {
        date = try arguments.value(.date)
        let value = try arguments.value(.value)
        var ids = [try arguments.required("ID")]
        while let id = try arguments.next() { ids.append(id) }
        self.ids = ids
        self.value = try value.map { text throws(UsageError) in
            guard let amount = Amount(text) else { throw .invalidValue(.invalidAmount(text)) }
            return amount
        }
    }

    func run(in context: Context) throws -> ExitCode {
        var recorder = Recorder(ids: ids, command: "uncheck", action: .clear, note: nil)
        recorder.takesBack = value
        try recorder.record(in: context, days: .day(date)).report(.clear, in: context)
        return .ok
    }
}
