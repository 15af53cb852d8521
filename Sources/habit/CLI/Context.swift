import Foundation
import HabitCore

/// Everything a command may touch: the outputs, the style, the global options, the
/// environment and the clock. Built once per run by `CLI.run`.
final class Context {
    let environment: [String: String]
    let stdout: any TextSink
    let stderr: any TextSink
    let style: Style
    let globals: GlobalOptions
    /// The instant the run started (injected; tests pin it).
    let now: Date

    init(
        environment: [String: String], stdout: any TextSink, stderr: any TextSink, style: Style,
        globals: GlobalOptions, now: Date
    ) {
        self.environment = environment
        self.stdout = stdout
        self.stderr = stderr
        self.style = style
        self.globals = globals
        self.now = now
    }

    /// Whether `--json` was given.
    var json: Bool { globals.json }

    /// Writes `text` to standard output.
    func write(_ text: String) { stdout.write(text) }

    /// Writes `habit: warning: …` to standard error.
    func warn(_ message: String) { stderr.write("habit: warning: \(message)\n") }

    /// The data directory: `--data-dir` > `HABIT_HOME` > `$XDG_DATA_HOME/habit` >
    /// `~/.local/share/habit` (SPEC §7).
    var dataDirectory: String {
        DataDirectory.resolve(option: globals.dataDirectory, environment: environment)
    }

    /// The workspace over the data directory.
    var workspace: Workspace { Workspace(directory: dataDirectory) }

    /// Loads the data files and works out today. Problems in the files are reported as
    /// warnings (reading commands go on with the valid lines).
    func session(warnAboutProblems: Bool = true) throws -> Session {
        let snapshot = try workspace.load()
        if warnAboutProblems, !snapshot.problems.isEmpty {
            for problem in snapshot.problems.prefix(5) { warn(problem.description) }
            if snapshot.problems.count > 5 {
                warn("\(snapshot.problems.count - 5) more problems; run 'habit verify' to list them all")
            }
        }
        let today = try TodayResolver.today(
            option: globals.today, environment: environment, now: now, settings: snapshot.settings)
        return Session(workspace: workspace, snapshot: snapshot, today: today)
    }
}
