import HabitCore
import HabitImport

/// `habit import FORMAT PATH`: merges history from harsh, habitctl, Loop Habit Tracker
/// or a `habit export` into the data directory (docs/import.md).
struct ImportCommand: Command {
    static let info = CommandInfo(
        name: "import", summary: "bring in history from harsh, habitctl, Loop or an export",
        arguments: [
            ArgumentSpec(name: "FORMAT", completion: .choices(ImportFormat.allCases.map { $0.rawValue })),
            ArgumentSpec(name: "PATH", completion: .path),
        ],
        discussion: """
            FORMAT is harsh, habitctl or loop (PATH is their directory; for Loop the unzipped
            CSV export), or csv or json (PATH is a file written by 'habit export').
            The import merges: habits you have keep their definitions, days you recorded keep
            their records, nothing is deleted, and importing twice adds nothing the second
            time. It prints what was added and every line it skipped, as file:line.
            Examples:
              habit import harsh ~/.config/harsh --dry-run
              habit import loop "Loop Habits CSV 2026-03-07"
              habit import csv backup.csv
            """,
        readsJSON: true)

    enum Option: CommandOption {
        case dryRun

        var spec: OptionSpec { OptionSpec(name: "dry-run", value: nil, summary: "print the summary and write nothing") }
    }

    let format: ImportFormat
    let path: String
    let dryRun: Bool

    init(parsing arguments: inout Arguments<Option>) throws {
        dryRun = try arguments.flag(.dryRun)
        let name = try arguments.required("FORMAT")
        guard let format = ImportFormat(rawValue: name) else {
            throw UsageError.invalidChoice(
                option: "FORMAT", value: name, choices: ImportFormat.allCases.map { $0.rawValue })
        }
        self.format = format
        path = try arguments.required("PATH")
    }

    func run(in context: Context) throws -> ExitCode {
        let batch = try Importer.read(format, path: path)
        let plan: ImportPlan
        // Today and the habits as they were, for `--json`.
        var before: (today: Day, habits: [Habit])
        if dryRun {
            let session = try context.session()
            plan = ImportPlan(
                merging: batch, into: session.snapshot.habits, entries: session.snapshot.entries, today: session.today)
            before = (session.today, session.habits)
        } else {
            // Planned and written in one transaction, against the files as read under the
            // lock; adding habits rewrites `habits`, which is refused while any data file
            // has errors.
            var issues: [ParseIssue] = []
            defer { context.warn(about: issues) }
            (plan, before) = try context.store().transaction { transaction in
                let snapshot = transaction.snapshot
                issues = snapshot.issues
                let today = try context.today(of: snapshot)
                let plan = ImportPlan(merging: batch, into: snapshot.habits, entries: snapshot.entries, today: today)
                plan.stage(on: &transaction)
                return (plan, (today, snapshot.habits))
            }
        }
        if context.json {
            context.write(
                ImportJSON.document(plan, batch: batch, today: before.today, dryRun: dryRun, habits: before.habits)
                    .text())
            return .ok
        }
        context.write(ImportReport.render(plan, batch: batch, format: format, path: path, dryRun: dryRun))
        return .ok
    }
}
