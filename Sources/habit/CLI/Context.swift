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

    /// Writes text given as its UTF-8 bytes to standard output.
    func write(utf8 bytes: [UInt8]) { stdout.write(utf8: bytes) }

    /// Writes `habit: warning: …` to standard error.
    func warn(_ message: String) { stderr.write("habit: warning: \(Echo.line(message))\n") }

    /// The data directory: `--data-dir` > `HABIT_HOME` > `$XDG_DATA_HOME/habit` >
    /// `~/.local/share/habit` (docs/data-format.md, "Where").
    func dataDirectory() throws(StoreError) -> String {
        try DataDirectory.resolve(option: globals.dataDirectory, environment: environment)
    }

    /// The store over the data directory.
    func store() throws(StoreError) -> Store {
        var store = Store(directory: try dataDirectory(), fileSystem: fileSystem)
        store.today = todaySource
        let milliseconds = stampClock
        store.devices = DeviceSettings.from(
            environment: environment, host: DeviceSettings.systemHostName(), now: { milliseconds })
        store.checkpoints = CheckpointSettings.from(
            environment: environment, version: CLI.version, fileSystem: fileSystem)
        store.devices.warn = { [stderr = UncheckedSink(stderr)] in
            stderr.sink.write("habit: warning: \(Echo.line($0))\n")
        }
        if !warnedAboutCopies {
            warnedAboutCopies = true
            for copy in store.conflictCopies() { warn(copy.warning) }
        }
        return store
    }

    /// The wall clock that stamps device-file lines, in milliseconds since 1970:
    /// `HABIT_NOW` when it is set and valid (a time without an offset read in `TZ`, else
    /// the system's zone), else the instant the run started.
    var stampClock: Int64 {
        var seconds = now.timeIntervalSince1970
        if let text = environment["HABIT_NOW"], let reading = WallTime(iso8601: text) {
            switch reading {
            case .instant(let instant): seconds = instant.timeIntervalSince1970
            case .local(let day, let secondOfDay):
                let zone = (try? Clock.zone(config: .standard, environment: environment, systemZone: .system())) ?? .utc
                let local = Double(day.secondsSince1970 + secondOfDay)
                seconds = local - Double(zone.secondsFromGMT(for: Date(timeIntervalSince1970: local)))
            }
        }
        return Int64((seconds * 1000).rounded(.down))
    }

    /// Standard error handed to the store for its warnings, which it calls on this
    /// thread only (a run is single-threaded).
    private struct UncheckedSink: @unchecked Sendable {
        let sink: any TextSink
        init(_ sink: any TextSink) { self.sink = sink }
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

    /// The data files read as `scope` asks (every entry, by default), and today: for
    /// the commands that show or copy entries (`log`, `export`), or count them (`verify`).
    /// Without `grouping`, the session holds no grouping of the entries by habit
    /// (`Session.entryIndices`).
    func session(
        _ problems: Problems = .warn, reading scope: TransactionScope = .everything, grouping: Bool = true
    ) throws -> Session {
        let store = try store()
        let snapshot = try store.read(scope)
        if problems == .warn { warn(about: snapshot.issues) }
        let today = try today(of: snapshot)
        // A read of every history through the fold checkpoint: the engine's kept tallies too.
        let tallies = snapshot.sourcesHash.map { EngineTallies(store: store, sourcesHash: $0, today: today) }
        if let tallies { sessionTallies.append(tallies) }
        return Session(snapshot: snapshot, today: today, tallies: tallies, grouping: grouping)
    }

    /// The engine's tallies of this run's sessions, kept after the command.
    private var sessionTallies: [EngineTallies] = []

    /// Keeps the engine's tallies this run's sessions made (docs/performance.md, "Kept
    /// engine tallies"): called once the command has run.
    func keepTallies() {
        for tallies in sessionTallies { tallies.keep() }
    }

    /// The data files read for their histories, and today: for the commands that show
    /// analyses. With `id` (as typed), only that habit's history is folded. Every line is
    /// checked either way, and every problem reported as a warning. With `notesOfLast`,
    /// that habit's notes of that many days before today come with it (a view that lists
    /// the notes of its span: `show`).
    func historySession(of id: String? = nil, notesOfLast days: Int? = nil) throws -> Session {
        let ids = id.map { text in Set(HabitID(text).map { [$0] } ?? []) }
        return try session(reading: .histories(of: ids, notesOfLast: days))
    }

    /// What today is worked out from: `--today` > `HABIT_TODAY` > the clock in the
    /// configured zone.
    var todaySource: TodaySource { TodaySource(option: globals.today, environment: environment, now: now) }

    /// Today as the store worked it out once, with the settings of the read that gave
    /// `snapshot` (`Snapshot.today`).
    func today(of snapshot: Snapshot) throws(ClockError) -> Day {
        guard let today = snapshot.today else { return try todaySource.today(config: snapshot.config) }
        return try today.get()
    }

    /// Today's civil date under `config`, for a command whose read did not work it out.
    func today(config: Config) throws(ClockError) -> Day {
        try todaySource.today(config: config)
    }

    /// Up to five issues as warnings, then how many more there are.
    func warn(about issues: [ParseIssue]) {
        for issue in issues.prefix(5) { warn(issue.description) }
        if issues.count > 5 { warn("\(issues.count - 5) more problems; run 'habit verify' to list them all") }
    }
}
