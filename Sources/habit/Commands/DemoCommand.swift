import Foundation
import HabitCore

/// `habit demo`: builds a demo data set ending today in a private temporary directory,
/// tours the views on it and removes it. Your own data directory, `HABIT_HOME`, `HOME`
/// and your config are never read, so the demo runs where no data directory can be found.
struct DemoCommand: Command {
    static let info = CommandInfo(
        name: "demo", summary: "a tour of the views on a generated data set (your data is untouched)",
        discussion: """
            The demo data lives in a temporary directory under $TMPDIR (else /tmp) for the
            length of the tour and is removed at its end; your own data is never read.
            """)

    init(parsing arguments: inout Arguments<Option>) throws {}

    func run(in context: Context) throws -> ExitCode {
        // Today from --today, HABIT_TODAY or the clock in TZ or the system's zone: the
        // user's config is part of the data the demo leaves alone.
        let today = try context.today(config: Config())
        // The data set spans the two years before today: they must be days a file can hold.
        guard today.offset(by: -DemoData.span) != nil else { throw UsageError.demoOutOfRange(today) }
        let base = context.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array((base + "/habit-demo-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else {
            throw HabitError.demoFailed("cannot create a directory in '\(base)'")
        }
        let directory = String(cString: made)
        // A closed pipe (`habit demo | head -1`) must not kill the demo before it removes its
        // directory: while it runs, SIGPIPE is ignored, so a write fails with EPIPE, which
        // ends the output quietly (`FileSink`), and the tour runs on to the removal.
        let previous = signal(SIGPIPE, SIG_IGN)
        defer {
            try? FileManager.default.removeItem(atPath: directory)
            signal(SIGPIPE, previous)
        }
        let data = DemoData.make(today: today)
        try Store(directory: directory).transaction { transaction in
            for habit in data.habits { try transaction.add(habit) }
            for entry in data.entries { transaction.append(entry) }
        }
        var shared = ["--data-dir", directory, "--today", today.description]
        shared += ["--color", context.style.color ? "always" : "never"]
        if !context.style.unicode { shared.append("--ascii") }
        // The tour's own runs see only what shapes the output, never where data lives.
        var environment = context.environment.filter { ["LANG", "LC_ALL", "LC_CTYPE"].contains($0.key) }
        environment["COLUMNS"] = String(context.style.width)
        let tour: [[String]] = [["today"], ["list"], ["show", "water", "--month"], ["show", "water", "--year"]]
        for (index, step) in tour.enumerated() {
            if index > 0 { context.write("\n") }
            let shown = step == ["today"] ? "habit" : "habit " + step.joinedText(separator: " ")
            context.write(context.style.paint("$ \(shown)", .dim) + "\n\n")
            let status = CLI.run(
                shared + step, environment: environment, stdout: context.stdout, stderr: context.stderr,
                terminal: .pipe, now: context.now)
            if status != 0 { return ExitCode(rawValue: status) ?? .failure }
        }
        try askTour(directory: directory, today: today, environment: environment, in: context)
        context.write(
            "\n" + TodayView.wrap("That was generated data, now removed. Start your own:", style: context.style)
                + "  habit add meditate\n  habit check meditate\n")
        return .ok
    }

    /// The last step: `habit ask` on the demo data, answered through a pipe.
    private func askTour(directory: String, today: Day, environment: [String: String], in context: Context) throws {
        let answers = ["y", "n", "s", "q"]
        let shown = "printf '\(answers.joinedText(separator: "\\n"))\\n' | habit ask"
        context.write("\n" + context.style.paint("$ \(shown)", .dim) + "\n\n")
        var globals = GlobalOptions()
        globals.dataDirectory = directory
        globals.today = today.description
        let demo = Context(
            environment: environment, stdout: context.stdout, stderr: context.stderr, style: context.style,
            globals: globals, now: context.now)
        _ = try AskCommand().run(in: demo, input: .lines(answers))
    }
}
