import HabitCore

/// `habit verify`: checks the data files and lists every problem as `file:line:col: message`.
struct VerifyCommand: Command {
    static let info = CommandInfo(
        name: "verify", summary: "check the data files; list every problem (exit 65 if any)",
        discussion: """
            Problems are printed as 'file:line:col: message', one per line, for editors to jump to:
            habits, then config, then log, each in line order.
            In a data directory of device files, a 'Note:' names a field or setting changed on
            two devices at once with the command that takes the other value; --accept keeps
            every value the notes name as kept, so they go (docs/sync.md).
            """)

    enum Option: CommandOption {
        case accept

        var spec: OptionSpec {
            OptionSpec(name: "accept", value: nil, summary: "keep the values the notes of changes made at once kept")
        }
    }

    /// Whether to keep the fold's choices first (`--accept`).
    let accept: Bool

    init(parsing arguments: inout Arguments<Option>) throws {
        accept = try arguments.flag(.accept)
    }

    func run(in context: Context) throws -> ExitCode {
        let store = try context.store()
        if accept {
            let kept = try store.acceptConcurrentChanges()
            for report in kept { context.write("Kept: \(Echo.line(report))\n") }
            if kept.isEmpty { context.write("Nothing to accept: no change was made on two devices at once.\n") }
        }
        // Every line checked and each id's entries counted; no entry kept
        // (docs/performance.md, "Wide data sets").
        let snapshot = try store.read(.tally)
        let ids = snapshot.habits.map(\.id.rawValue)
        let issues = Self.ordered(snapshot.issues)
        for issue in issues { context.write(Echo.line(Self.message(issue, ids: ids)) + "\n") }
        // The count is of every line printed above, errors and warnings alike.
        // A field left with two values by a sync is no error, but not "no problems" either.
        if snapshot.hasErrors || issues.contains(where: { $0.problem.isConflict }) {
            throw HabitError.verifyFailed(count: issues.count)
        }
        // Device files: what the fold settled on its own is said, never an error.
        for report in snapshot.deviceReports ?? [] { context.write("Note: \(Echo.line(report))\n") }
        if snapshot.usesDeviceLayout {
            context.write(
                snapshot.deviceName.map {
                    "This device writes 'devices/\(Echo.token($0)).log'; entries appended there by hand count.\n"
                } ?? "This device has written no device file here yet.\n")
        }
        context.write(
            "No errors in \(Echo.line(store.directory)): \(Describe.count(snapshot.habits.count, "habit")), "
                + "\(Describe.count(snapshot.entryCount, "entry", "entries"))"
                + (issues.isEmpty ? "" : ", \(Describe.count(issues.count, "warning"))") + ".\n")
        return .ok
    }

    /// `issues` in the order of the files (`habits`, `config`, `log`), each by line and
    /// column; issues at one place keep the order they were found in.
    static func ordered(_ issues: [ParseIssue]) -> [ParseIssue] {
        issues.enumerated().sorted { a, b in
            let (x, y) = (a.element, b.element)
            return (rank(x.file), x.line, x.column, a.offset) < (rank(y.file), y.line, y.column, b.offset)
        }.map(\.element)
    }

    private static func rank(_ file: DataFile) -> Int {
        switch file {
        case .habits: 0
        case .config: 1
        case .log: 2
        }
    }

    /// The issue's line, with a "did you mean" when an entry names an unknown habit close
    /// to a defined one.
    static func message(_ issue: ParseIssue, ids: [String]) -> String {
        guard case .unknownHabit(let id) = issue.problem, let near = Suggestion.closest(to: id.rawValue, in: ids)
        else { return issue.description }
        return issue.description + "; did you mean '\(Echo.token(near))'?"
    }
}
