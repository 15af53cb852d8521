/// `habit upcoming`: what is due in the next days.
struct UpcomingCommand: Command {
    static let info = CommandInfo(
        name: "upcoming", summary: "what is due in the next days, by date",
        options: [OptionSpec(name: "days", value: "N", summary: "how many days ahead (default 7, at most 366)")],
        readsJSON: true)

    let days: Int

    init(parsing arguments: inout Arguments) throws {
        let text = try arguments.option("days")
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
        let groups = UpcomingPlan.make(session: session, days: days)
        if context.json {
            let json = groups.map { group in
                JSONValue.object([
                    ("title", .string(group.title)),
                    ("date", group.date.map(JSONValue.day) ?? .null),
                    ("period", .optional(group.period?.rawValue)),
                    (
                        "habits",
                        .array(
                            group.items.map { item in
                                .object([
                                    ("id", .string(item.id)), ("name", .string(item.name)),
                                    ("detail", .optional(item.detail)),
                                ])
                            })
                    ),
                ])
            }
            context.write(
                JSONValue.object([("today", .day(session.today)), ("days", .int(days)), ("groups", .array(json))])
                    .text())
            return .ok
        }
        context.write(
            UpcomingView.render(groups, days: days, hasHabits: !session.activeHabits.isEmpty, style: context.style))
        return .ok
    }
}
