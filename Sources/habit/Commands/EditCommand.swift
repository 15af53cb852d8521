import HabitCore

/// `habit edit ID`: changes a habit's name, schedule, goal or first day. History is kept.
struct EditCommand: Command {
    static let info = CommandInfo(
        name: "edit", summary: "change a habit's name, schedule or goal",
        arguments: [ArgumentSpec(name: "ID", completion: .habitID(IDChoice(habits: .all)))],
        discussion: """
            Examples:
              habit edit water --target 10              # from today; earlier days keep 8
              habit edit water --target 10 --from 2026-11-18
              habit edit water --target 10 --from since # a mistake: judge all days by 10
              habit edit gym --every 4/week --name "Gym sessions"
              habit edit meditate --since 2026-11-19    # undo a mistyped backdate
              habit edit water --remind 12:00 --remind 18:00   # replaces its reminder times
              habit edit water --no-remind
              habit edit stretch --tag morning --untag evening
            """,
        readsJSON: true)

    enum Option: HabitOptionsCarrying {
        case habit(HabitOptions.Option)
        case since, from, noRemind, untag

        static let allCases =
            HabitOptions.Option.allCases.map { Option.habit($0) } + [.since, .from, .noRemind, .untag]

        var spec: OptionSpec {
            switch self {
            case .habit(let option): option.spec
            case .since:
                OptionSpec(
                    name: "since", value: "DATE", summary: "set the first day it counts (forward or back)",
                    completion: .date)
            case .from:
                OptionSpec(
                    name: "from", value: "DATE|since",
                    summary:
                        "the new schedule or goal counts from DATE (default today); 'since': for the whole history",
                    completion: .date)
            case .noRemind: OptionSpec(name: "no-remind", value: nil, summary: "remove every reminder time")
            case .untag: OptionSpec(name: "untag", value: "TAG", summary: "take it out of the group TAG (repeatable)")
            }
        }
    }

    let id: String
    let options: HabitOptions
    let since: String?
    /// `--from`: a date argument, or `since` (the whole history).
    let from: String?
    let noRemind: Bool
    let untag: [HabitTag]

    init(parsing arguments: inout Arguments<Option>) throws {
        since = try arguments.value(.since)
        from = try arguments.value(.from)
        noRemind = try arguments.flag(.noRemind)
        untag = try HabitOptions.tags(try arguments.values(.untag))
        options = try HabitOptions(parsing: &arguments)
        id = try arguments.required("ID")
        if noRemind, !options.remind.isEmpty { throw UsageError.conflictingOptions("remind", "no-remind") }
        if let both = untag.first(where: options.tags.contains) { throw TagError.tagAndUntag(both.rawValue) }
        if options.isEmpty, since == nil, !noRemind, untag.isEmpty { throw UsageError.nothingToEdit(id) }
        if from != nil, options.every == nil, options.target == nil, options.max == nil {
            throw UsageError.optionNeedsOption("from", "every', '--target' or '--max")
        }
    }

    func run(in context: Context) throws -> ExitCode {
        let (habit, summary) = try HabitEditing.update(id, in: context) {
            (transaction, habit) throws -> (Habit, HabitSummary?) in
            var changed = habit
            try options.apply(to: &changed)
            if noRemind { changed.reminders = [] }
            try Self.untag(untag, from: &changed)
            let today = try context.today(of: transaction.snapshot)
            if let since { changed.since = try Clock.day(fromArgument: since, today: today) }
            // The rules are the library's: a member stays a check habit, the days before
            // the new goal keep theirs (docs/streaks.md).
            changed = try transaction.edit(habit.id, to: changed, newGoalFrom: try Self.start(from, today: today))
            // Naming a field settles a sync conflict on it, even to the value it has (docs/sync.md).
            transaction.habitsFile.settle(habit.id, fields: options.conflictFields)
            let summary =
                context.json
                ? RecordJSON.summary(
                    of: habit.id, after: transaction, today: try context.today(of: transaction.snapshot))
                : nil
            return (changed, summary)
        }
        if let summary {
            context.write(RecordJSON.habit(summary).text())
            return .ok
        }
        let goal = habit.goal.isNumeric ? ", \(Describe.goal(habit.goal, schedule: habit.schedule))" : ""
        // A change that leaves the days before it their goal says where it starts.
        let changesGoal = options.every != nil || options.target != nil || options.max != nil
        let kept =
            changesGoal
            ? habit.formerGoals.last.map { ", from \($0.until.adding(1)); the days before keep their goal" } ?? "" : ""
        let tags = options.tags.isEmpty && untag.isEmpty ? "" : ", " + Describe.tags(habit.tags)
        context.write(
            "Updated '\(habit.id)': \(habit.name), \(habit.schedule)\(goal)\(kept)"
                + (since != nil ? ", since \(habit.since)" : "") + tags + ".\n")
        return .ok
    }

    /// The day a new schedule or goal starts: `--from DATE`, today without it, `nil` for
    /// `--from since` (the whole history). Refused after today: a goal is changed for days
    /// that have begun.
    static func start(_ from: String?, today: Day) throws -> Day? {
        guard let from else { return today }
        if from.lowercased() == "since" { return nil }
        let day = try Clock.day(fromArgument: from, today: today)
        if day > today { throw HabitError.futureDate(day, today: today, command: "start a goal on") }
        return day
    }

    /// Takes `tags` off `habit`: refused for a tag it does not have. The tag of the
    /// `! Heading` it stands under belongs to its place, which the library's edit refuses
    /// to take (`HabitChangeError.headingTag`, docs/data-format.md).
    static func untag(_ tags: [HabitTag], from habit: inout Habit) throws(TagError) {
        for tag in tags {
            guard habit.tags.contains(tag) else {
                throw .notTagged(habit: habit.id.rawValue, tag: tag.rawValue, tags: habit.tags.map { $0.rawValue })
            }
            habit.tags.removeAll { $0 == tag }
        }
    }
}
