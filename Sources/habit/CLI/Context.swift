import Foundation
import HabitCore

/// Everything a command may touch: the outputs, the terminal, the style, the global
/// options, the environment and the clock. Built once per run by `CLI.run`.
final class Context {
    let environment: [String: String]
    let stdout: any TextSink
    let stderr: any TextSink
    /// Whether standard input and output are a terminal (injected; tests pin it).
    let terminal: TerminalInfo
    /// Standard input, where every prompt reads its answer (injected; tests give lines).
    let stdin: any LineSource
    let style: Style
    let globals: GlobalOptions
    /// The instant the run started (injected; tests pin it).
    let now: Date
    /// The seam every data-file system call goes through (tests inject faults here).
    let fileSystem: any FileSystem

    init(
        environment: [String: String], stdout: any TextSink, stderr: any TextSink, terminal: TerminalInfo = .pipe,
        stdin: any LineSource = GivenLines([]), style: Style, globals: GlobalOptions, now: Date,
        fileSystem: any FileSystem = SystemFileSystem()
    ) {
        self.environment = environment
        self.stdout = stdout
        self.stderr = stderr
        self.terminal = terminal
        self.stdin = stdin
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
    /// `~/.local/share/habit` (docs/data-format.md, "Where").
    func dataDirectory() throws(StoreError) -> String {
        try DataDirectory.resolve(option: globals.dataDirectory, environment: environment)
    }

    /// The store over the data directory.
    func store() throws(StoreError) -> Store {
        let store = Store(directory: try dataDirectory(), fileSystem: fileSystem)
        if !warnedAboutCopies {
            warnedAboutCopies = true
            for copy in store.conflictCopies() { warn(copy.warning) }
        }
        return store
    }

    /// Whether the conflict copies in the data directory were named (once a run).
    private var warnedAboutCopies = false

    /// What a session says about problems in the data files it reads.
    enum Problems: Sendable {
        /// Each as a warning: reading commands go on with the valid lines.
        case warn
        /// Nothing: the command reads only what a later step reads again and reports.
        case silent
    }

    /// The data files with every entry, and today: for the commands that show or copy
    /// entries (`log`, `export`).
    func session(_ problems: Problems = .warn) throws -> Session {
        let snapshot = try store().load()
        if problems == .warn { warn(about: snapshot.issues) }
        return Session(snapshot: snapshot, today: try today(config: snapshot.config))
    }

    /// The data files read for their histories, and today: for the commands that show
    /// analyses. With `id` (as typed), only that habit's history is folded. Every line is
    /// checked either way, and every problem reported as a warning. With `notesOfLast`,
    /// that habit's notes of about that many days before today come with it (a view that
    /// lists the notes of its span: `show`).
    func historySession(of id: String? = nil, notesOfLast days: Int? = nil) throws -> HistorySession {
        // Today in UTC is near enough to size the arrays the read fills and to say which
        // notes to keep (two days early: the zone and day start move today by one at
        // most); the zone that gives today's civil date is in the files being read.
        let day =
            (try? Clock.resolveToday(option: globals.today, environment: environment, config: Config(), now: now))
            ?? Day(secondsSince1970: Clock.seconds(now))
        let snapshot = try store().loadHistories(
            only: id.flatMap(HabitID.init), today: day, notesSince: days.map { day.adding(-$0 - 2) })
        warn(about: snapshot.issues)
        return HistorySession(snapshot: snapshot, today: try today(config: snapshot.config))
    }

    /// Today's civil date: `--today` > `HABIT_TODAY` > the clock in the configured zone.
    func today(config: Config) throws(ClockError) -> Day {
        try Clock.resolveToday(option: globals.today, environment: environment, config: config, now: now)
    }

    /// Up to five issues as warnings, then how many more there are.
    func warn(about issues: [ParseIssue]) {
        for issue in issues.prefix(5) { warn(issue.description) }
        if issues.count > 5 { warn("\(issues.count - 5) more problems; run 'habit verify' to list them all") }
    }
}
