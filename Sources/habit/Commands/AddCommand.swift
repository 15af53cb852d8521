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
              habit add exercise --any-of run,bike,swim --every 3/week
            A habit made of others (--any-of) is done on a day any member is done; it has
            no entries of its own, and starts with its earliest member by default.
            """,
        readsJSON: true)

    enum Option: HabitOptionsCarrying {
        case habit(HabitOptions.Option)
        case since, anyOf

        static let allCases = HabitOptions.Option.allCases.map { Option.habit($0) } + [.since, .anyOf]

        var spec: OptionSpec {
            switch self {
            case .habit(let option): option.spec
            case .since:
                OptionSpec(
                    name: "since", value: "DATE", summary: "first day it counts (default today)", completion: .date)
            case .anyOf:
                OptionSpec(
                    name: "any-of", value: "ID,ID…",
                    summary: "made of these check habits: done on a day any of them is done")
            }
        }
    }

    let id: String
    let options: HabitOptions
    let since: String?
    /// The `--any-of` list as typed (comma-separated ids), if given.
    let anyOf: String?

    init(parsing arguments: inout Arguments<Option>) throws {
        options = try HabitOptions(parsing: &arguments)
        since = try arguments.value(.since)
        anyOf = try arguments.value(.anyOf)
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
        let (habit, summary, members) = try HabitEditing.stage(in: context) {
            (transaction, today) throws -> (Habit, HabitSummary?, [Habit]) in
            let since = try self.since.map { text throws(ClockError) in try Clock.day(fromArgument: text, today: today)
            }
            var habit = Habit(id: habitID, since: since ?? today)
            if let anyOf {
                habit.members = try Self.members(anyOf, of: habitID, among: transaction.snapshot.habits)
                // Its days are its members': it starts with the earliest of them.
                if since == nil, let first = habit.members.compactMap(transaction.snapshot.habit).map(\.since).min() {
                    habit.since = first
                }
            }
            try options.apply(to: &habit)
            // The rules of a new habit are the library's (docs/library.md, "Changing a habit").
            do throws(HabitChangeError) {
                try transaction.add(habit)
            } catch {
                throw HabitEditing.refusal(error, in: transaction.habitsFile)
            }
            let members = habit.members.compactMap { transaction.snapshot.habit($0) }
            return (
                habit, context.json ? RecordJSON.summary(of: habitID, after: transaction, today: today) : nil, members
            )
        }
        if let summary {
            context.write(RecordJSON.habit(summary).text())
            return .ok
        }
        let goal = habit.goal.isNumeric ? ", \(Describe.goal(habit.goal, schedule: habit.schedule))" : ""
        let tags = habit.tags.isEmpty ? "" : ", " + Describe.tags(habit.tags)
        if habit.isComposite {
            context.write(
                "Added '\(id)' (\(habit.schedule), any of \(habit.members.map { $0.rawValue }.joinedText(separator: ", ")), "
                    + "since \(habit.since)\(tags)). It is done on a day you check \(habit.membersInWords).\n"
                    + Self.scheduledMembers(members, of: habit))
            return .ok
        }
        let remind =
            habit.reminders.isEmpty
            ? "" : ", reminds at " + habit.reminders.map { $0.description }.joinedText(separator: ", ")
        // A limit is logged, never checked off (docs/cli.md, "Writing commands").
        let how =
            habit.goal.isLimit
            ? "Log \(habit.goal.unit ?? "amounts") with 'habit check \(id) --value 1'; a day without any: 'habit check \(id)'."
            : "Check it off with 'habit check \(id)'."
        context.write("Added '\(id)' (\(habit.schedule)\(goal)\(remind)\(tags)). \(how)\n")
        return .ok
    }

    /// For a habit made of others: its members that are due on days of their own (not
    /// `anytime`) break on those days when not done, whatever the habit made of them
    /// does; the line says so and how to have them count only through it, or nothing
    /// (docs/streaks.md, "Habits made of others").
    static func scheduledMembers(_ members: [Habit], of habit: Habit) -> String {
        let scheduled = members.filter { $0.schedule != .anytime }
        guard !scheduled.isEmpty else { return "" }
        let list = Describe.and(scheduled.map { "\($0.id) (\($0.schedule))" })
        return "\(list) \(scheduled.count == 1 ? "breaks" : "break") on \(scheduled.count == 1 ? "its" : "their") own "
            + "on days \(scheduled.count == 1 ? "it is" : "they are") not done; to have "
            + "\(scheduled.count == 1 ? "it" : "them") count only through \(habit.id): "
            + scheduled.map { "'habit edit \($0.id) --every anytime'" }.joinedText(separator: ", ") + ".\n"
    }

    /// The members typed as `text` (`run,bike,swim`): valid ids of check habits with
    /// entries of their own (docs/streaks.md, "Habits made of others").
    static func members(_ text: String, of id: HabitID, among habits: [Habit]) throws(UsageError) -> [HabitID] {
        var members: [HabitID] = []
        for piece in text.split(separator: ",", omittingEmptySubsequences: false).map(String.init) {
            guard let member = HabitID(piece) else { throw .invalidValue(.invalidID(piece)) }
            members.append(member)
        }
        let composite = Habit(id: id, since: Day(number: 0), members: members)
        do { try composite.validateMembers() } catch { throw .invalidValue(error) }
        if let problem = composite.memberProblem(among: habits) { throw .invalidValue(problem) }
        if let archived = composite.archivedMember(among: habits) { throw .archivedMember(archived.rawValue) }
        return members
    }
}
