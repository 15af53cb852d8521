/// `habit upcoming`: what is due in the next days.
struct UpcomingCommand: Command {
    static let info = CommandInfo(
        name: "upcoming", summary: "what is due in the next days, by date",
        readsJSON: true)

    enum Option: CommandOption {
        case days, tag

        var spec: OptionSpec {
            switch self {
            case .days: OptionSpec(name: "days", value: "N", summary: "how many days ahead (default 7, at most 366)")
            case .tag: .tag
            }
        }
    }

    let days: Int
    /// `--tag T…`: only the habits tagged T.
    let tags: TagSelection

    init(parsing arguments: inout Arguments<Option>) throws {
        tags = try TagSelection(arguments.values(.tag))
        let text = try arguments.value(.days)
        guard let text else {
            days = 7
            return
        }
        guard let days = Int(text), (1...366).contains(days) else {
            throw UsageError.invalidCount(option: "days", value: text, range: 1...366)
        }
        self.days = days
    }

    func run(in context: Context) throws -> ExitCode {
        let session = try context.historySession()
        let habits = try session.select(session.activeHabits, tagged: tags)
        let groups = UpcomingPlan.make(session: session, habits: habits, days: days)
        if context.json {
            context.write(UpcomingJSON.document(today: session.today, days: days, groups).text())
            return .ok
        }
        context.write(
            UpcomingView.render(groups, days: days, hasHabits: !session.activeHabits.isEmpty, style: context.style))
        return .ok
    }
}
