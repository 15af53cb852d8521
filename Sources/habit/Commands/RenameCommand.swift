import HabitCore

/// `habit rename ID NEW`: changes a habit's id, rewriting its history to the new id.
struct RenameCommand: Command {
    static let info = CommandInfo(
        name: "rename", summary: "change a habit's id (keeps its history)",
        arguments: [
            ArgumentSpec(name: "ID", completion: .habitID(IDChoice(habits: .all))),
            ArgumentSpec(name: "NEW", completion: .none),
        ],
        discussion: """
            The log may hold lines for an id no habit defines (written by hand, say).
            Renaming onto such an id is refused unless '--merge' says that those lines
            belong to the renamed habit's history.
            """,
        readsJSON: true)

    enum Option: CommandOption {
        case merge

        var spec: OptionSpec {
            OptionSpec(name: "merge", value: nil, summary: "keep log lines already written under NEW, as history")
        }
    }

    let id: String
    let newID: String
    let merge: Bool

    init(parsing arguments: inout Arguments<Option>) throws {
        merge = try arguments.flag(.merge)
        id = try arguments.required("ID")
        newID = try arguments.required("NEW")
    }

    func run(in context: Context) throws -> ExitCode {
        guard let target = HabitID(newID) else { throw UsageError.invalidValue(.invalidID(newID)) }
        // Counts and a rewrite that streams the log through, no entry kept; `--json`'s
        // habit object needs the history as renamed, so it reads every entry
        // (docs/performance.md, "Wide data sets").
        let (count, summary) = try HabitEditing.update(id, in: context, reading: context.json ? .everything : .tally) {
            (transaction, habit) throws -> (Int, HabitSummary?) in
            // The rule is the library's: `was=`, members, the log or device files (docs/sync.md, "Keys").
            let count = try transaction.rename(habit.id, to: target, merge: merge)
            guard context.json else { return (count, nil) }
            let today = try context.today(of: transaction.snapshot)
            return (count, RecordJSON.summary(of: target, after: transaction, today: today))
        }
        if let summary {
            context.write(
                RecordJSON.habit(summary, extra: [("renamed_from", .string(id)), ("kept_entries", .int(count))]).text())
            return .ok
        }
        context.write("Renamed '\(id)' to '\(newID)' (\(Describe.count(count, "entry", "entries")) kept).\n")
        return .ok
    }
}
