/// `habit verify`: checks the data files and lists every problem as `file:line:col: message`.
struct VerifyCommand: Command {
    static let info = CommandInfo(
        name: "verify", summary: "check the data files; list every problem (exit 65 if any)",
        discussion: "Problems are printed as 'file:line:col: message', one per line, for editors to jump to.")

    init(parsing arguments: inout Arguments) throws {}

    func run(in context: Context) throws -> ExitCode {
        let workspace = context.workspace
        let snapshot = try workspace.load()
        for problem in snapshot.problems { context.write(problem.description + "\n") }
        if !snapshot.problems.isEmpty { throw HabitError.verifyFailed(count: snapshot.problems.count) }
        context.write(
            "No problems in \(workspace.directory): \(Describe.count(snapshot.habits.count, "habit")), "
                + "\(Describe.count(snapshot.entries.count, "entry", "entries")).\n")
        return .ok
    }
}
