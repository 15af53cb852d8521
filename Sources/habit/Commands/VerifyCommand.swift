import HabitCore

/// `habit verify`: checks the data files and lists every problem as `file:line:col: message`.
struct VerifyCommand: Command {
    static let info = CommandInfo(
        name: "verify", summary: "check the data files; list every problem (exit 65 if any)",
        discussion: "Problems are printed as 'file:line:col: message', one per line, for editors to jump to.")

    init(parsing arguments: inout Arguments) throws {}

    func run(in context: Context) throws -> ExitCode {
        let store = try context.store()
        let snapshot = try store.load()
        for issue in snapshot.issues { context.write(Echo.line(issue.description) + "\n") }
        if snapshot.hasErrors { throw HabitError.verifyFailed(count: snapshot.errors.count) }
        context.write(
            "No errors in \(Echo.line(store.directory)): \(Describe.count(snapshot.habits.count, "habit")), "
                + "\(Describe.count(snapshot.entries.count, "entry", "entries")).\n")
        return .ok
    }
}
