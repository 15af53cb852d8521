import Foundation
import HabitCore

/// `habit demo`: builds a demo data set ending today in a new temporary directory and
/// tours the views on it. Your own data is never touched.
struct DemoCommand: Command {
    static let info = CommandInfo(
        name: "demo", summary: "a tour of the views on a generated data set (your data is untouched)",
        discussion: "The demo data stays in a temporary directory; the tour ends with the command to explore it.")

    init(parsing arguments: inout Arguments) throws {}

    func run(in context: Context) throws -> ExitCode {
        let session = try context.session(warnAboutProblems: false)
        // The data set spans the two years before today: they must be days a file can hold.
        guard session.today.offset(by: -DemoData.span) != nil else { throw UsageError.demoOutOfRange(session.today) }
        let base = context.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array((base + "/habit-demo-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else {
            throw HabitError.demoFailed("cannot create a directory in '\(base)'")
        }
        let directory = String(cString: made)
        let data = DemoData.make(today: session.today)
        try Store(directory: directory).transaction { transaction in
            for habit in data.habits { transaction.habitsFile.append(habit) }
            for entry in data.entries { transaction.append(entry) }
        }
        var shared = ["--data-dir", directory, "--today", session.today.description]
        shared += ["--color", context.style.color ? "always" : "never"]
        if !context.style.unicode { shared.append("--ascii") }
        var environment = context.environment
        environment["COLUMNS"] = String(context.style.width)
        let tour: [[String]] = [["today"], ["list"], ["show", "water", "--month"], ["show", "water", "--year"]]
        for (index, step) in tour.enumerated() {
            if index > 0 { context.write("\n") }
            let shown = step == ["today"] ? "habit" : "habit " + step.joined(separator: " ")
            context.write(context.style.paint("$ \(shown)", .dim) + "\n\n")
            let status = CLI.run(
                shared + step, environment: environment, stdout: context.stdout, stderr: context.stderr,
                terminal: .pipe, now: context.now)
            if status != 0 { return ExitCode(rawValue: status) ?? .failure }
        }
        try askTour(directory: directory, today: session.today, in: context)
        context.write(
            "\nThe demo data is in \(directory). Explore it with --data-dir, for example:\n"
                + "  habit --data-dir \(directory) check gym\n"
                + "  habit --data-dir \(directory) upcoming\n"
                + "(from the source tree: swift run habit --data-dir \(directory) upcoming)\n")
        return .ok
    }

    /// The last step: `habit ask` on the demo data, answered through a pipe.
    private func askTour(directory: String, today: Day, in context: Context) throws {
        let answers = ["y", "n", "s", "q"]
        let shown = "printf '\(answers.joined(separator: "\\n"))\\n' | habit ask"
        context.write("\n" + context.style.paint("$ \(shown)", .dim) + "\n\n")
        var globals = GlobalOptions()
        globals.dataDirectory = directory
        globals.today = today
        let demo = Context(
            environment: context.environment, stdout: context.stdout, stderr: context.stderr, style: context.style,
            globals: globals, now: context.now)
        _ = try AskCommand().run(in: demo, input: .lines(answers))
    }
}
