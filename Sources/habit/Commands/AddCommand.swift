import HabitCore
import HabitImport

/// `habit add ID`: defines a habit.
struct AddCommand: Command {
    static let info = CommandInfo(
        name: "add", summary: "define a new habit",
        arguments: [ArgumentSpec(name: "ID", completion: .none)],
        discussion: """
            ID is the handle you type in every command: a-z, 0-9, '-' and '_'.
            Examples:
              habit add meditate --name "Morning meditation"
              habit add gym --every 3/week
              habit add water --every daily --target 8 --unit glasses
              habit add coffee --max 2 --unit cups
              habit add meditate --remind 07:30 --remind 20:30
              habit add stretch --tag morning --tag health
            """,
        readsJSON: true)

    enum Option: HabitOptionsCarrying {
        case habit(HabitOptions.Option)
        case since

        static let allCases = HabitOptions.Option.allCases.map { Option.habit($0) } + [.since]

        var spec: OptionSpec {
            switch self {
            case .habit(let option): option.spec
            case .since:
                OptionSpec(
                    name: "since", value: "DATE", summary: "first day it counts (default today)", completion: .date)
            }
        }
    }

    let id: String
    let options: HabitOptions
    let since: String?

    init(parsing arguments: inout Arguments<Option>) throws {
        options = try HabitOptions(parsing: &arguments)
        since = try arguments.value(.since)
        id = try arguments.required("ID")
    }

    func run(in context: Context) throws -> ExitCode {
        guard let habitID = HabitID(id) else {
            // A name typed as the id: answer with the slug to use and keep the name.
            let slug = HabitIDAllocator.slug(id)
            guard HabitID(slug) != nil, slug != "habit" else { throw UsageError.invalidValue(.invalidID(id)) }
            let name = options.name ?? id
            throw UsageError.idNotASlug(.invalidID(id), suggestion: "habit add \(slug) --name \"\(Echo.line(name))\"")
        }
        let (habit, summary) = try HabitEditing.stage(in: context) {
            (transaction, today) throws -> (Habit, HabitSummary?) in
            let since = try self.since.map { text throws(ClockError) in try Clock.day(fromArgument: text, today: today)
            }
            var habit = Habit(id: habitID, since: since ?? today)
            try options.apply(to: &habit)
            try habit.validate()
            if transaction.snapshot.habit(habitID) != nil { throw HabitError.duplicateHabit(id) }
            transaction.habitsFile.append(habit)
            return (habit, context.json ? RecordJSON.summary(of: habitID, after: transaction, today: today) : nil)
        }
        if let summary {
            context.write(RecordJSON.habit(summary).text())
            return .ok
        }
        let goal = habit.goal.isNumeric ? ", \(Describe.goal(habit.goal, schedule: habit.schedule))" : ""
        let remind =
            habit.reminders.isEmpty
            ? "" : ", reminds at " + habit.reminders.map { $0.description }.joined(separator: ", ")
        let tags = habit.tags.isEmpty ? "" : ", " + Describe.tags(habit.tags)
        context.write(
            "Added '\(id)' (\(habit.schedule)\(goal)\(remind)\(tags)). Check it off with 'habit check \(id)'.\n")
        return .ok
    }
}
