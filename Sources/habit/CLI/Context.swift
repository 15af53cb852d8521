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
    /// The seam every data-file system call goes through (tests inject faults here).
    let fileSystem: any FileSystem

    init(
        environment: [String: String], stdout: any TextSink, stderr: any TextSink, style: Style,
        globals: GlobalOptions, now: Date, fileSystem: any FileSystem = SystemFileSystem()
    ) {
        self.environment = environment
        self.stdout = stdout
        self.stderr = stderr
        self.style = style
        self.globals = globals
        self.now = now
        self.fileSystem = fileSystem
    }

    /// Whether `--json` was given.
    var json: Bool { globals.json }

    /// Writes `text` to standard output.
    func write(_ text: String) { stdout.write(text) }

    /// Writes `habit: warning: …` to standard error.
    func warn(_ message: String) { stderr.write("habit: warning: \(Echo.line(message))\n") }

    /// The data directory: `--data-dir` > `HABIT_HOME` > `$XDG_DATA_HOME/habit` >
    /// `~/.local/share/habit` (SPEC §7).
    func dataDirectory() throws(StoreError) -> String {
        try DataDirectory.resolve(option: globals.dataDirectory, environment: environment)
    }

    /// The store over the data directory.
    func store() throws(StoreError) -> Store { Store(directory: try dataDirectory(), fileSystem: fileSystem) }

    /// Loads the data files and works out today. Problems in the files are reported as
    /// warnings: reading commands go on with the valid lines.
    ///
    /// With `only`, a valid habit id, the session holds just that habit's entries. Other
    /// habits' lines are skipped unread, and their problems not reported (`verify` and
    /// the all-habit views report them), unless `checkingOthers`.
    ///
    /// With `historiesOnly`, each habit's history (with `only`, that habit's) is folded
    /// while the log is parsed and no entries are kept (`Store.loadHistories()`): the
    /// cheapest read of a long log, for commands that show analyses only. Such a session
    /// has no entries to give. Every line is checked either way.
    func session(
        warnAboutProblems: Bool = true, only: String? = nil, checkingOthers: Bool = false, historiesOnly: Bool = false
    ) throws -> Session {
        let store = try store()
        let snapshot =
            try historiesOnly
            ? store.loadHistories(only: only.flatMap(HabitID.init))
            : only.flatMap(HabitID.init).map { id throws(StoreError) in
                try store.load(only: id, checkingOthers: checkingOthers)
            } ?? store.load()
        if warnAboutProblems { warn(about: snapshot.issues) }
        let today = try Clock.resolveToday(
            option: globals.today?.description, environment: environment, config: snapshot.config, now: now)
        return Session(store: store, snapshot: snapshot, today: today)
    }

    /// Up to five issues as warnings, then how many more there are.
    func warn(about issues: [ParseIssue]) {
        for issue in issues.prefix(5) { warn(issue.description) }
        if issues.count > 5 { warn("\(issues.count - 5) more problems; run 'habit verify' to list them all") }
    }
}
