import Foundation
import Testing

/// Simulated machines that share one history through the built `habit` binary
/// (docs/sync.md): each device has its own data directory (`HABIT_HOME`), its own state
/// directory (`XDG_STATE_HOME`, where a machine keeps its device name), its own `HOME`
/// and host name (`HABIT_HOST`), and they meet at a local bare repository (never the
/// network). Every command runs at a clock of its own: the world's clock moves one second
/// a command unless a test gives `HABIT_NOW`, so later commands are stamped later, as on
/// machines whose clocks agree. Today is pinned (`HABIT_TODAY`).
struct DeviceWorld {
    let root: String
    let today: String
    var remote: String { root + "/remote.git" }
    /// Seconds after `2026-11-21T08:00:00Z` of the next command's default clock.
    private let clock = Counter()

    init(today: String = "2026-11-21") throws {
        root = FileManager.default.temporaryDirectory.path + "/habit-devices-" + UUID().uuidString
        self.today = today
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        #expect(try Self.run(["git", "init", "-q", "--bare", "-b", "main", remote], in: root, environment: [:]) == 0)
    }

    /// The data directory of `device`.
    func directory(_ device: String) -> String { root + "/" + device + "/data" }

    /// The environment `habit` and `git` run in on `device`, at wall clock `now`.
    func environment(_ device: String, now: String) -> [String: String] {
        [
            "PATH": "/usr/bin:/bin:/usr/local/bin", "HOME": root + "/" + device + "/home",
            "XDG_STATE_HOME": root + "/" + device + "/state", "HABIT_HOME": directory(device),
            "HABIT_HOST": device, "HABIT_TODAY": today, "HABIT_NOW": now, "GIT_CONFIG_NOSYSTEM": "1",
            "TZ": "UTC", "COLUMNS": "80", "LANG": "en_US.UTF-8",
        ]
    }

    /// `HABIT_NOW` for `seconds` after 08:00 UTC of today.
    func time(_ seconds: Int) -> String {
        String(format: "%@T%02d:%02d:%02dZ", today, 8 + seconds / 3600, seconds / 60 % 60, seconds % 60)
    }

    /// Runs `habit ARGUMENTS` on `device`, with `input` on standard input, at `now` (else
    /// the world's next second).
    @discardableResult
    func habit(_ device: String, _ arguments: [String], at now: String? = nil, input: String? = nil) throws
        -> RunResult
    {
        try BinaryTests.spawn(
            arguments, environment: environment(device, now: now ?? time(clock.next())), input: input ?? "")
    }

    /// Starts `habit ARGUMENTS` on `device` and kills it (`SIGKILL`) after `microseconds`,
    /// or lets it finish if it is faster; returns its exit status, or nil when it was killed.
    func habitKilled(_ device: String, _ arguments: [String], after microseconds: UInt32, at now: String) throws
        -> Int32?
    {
        let process = Process()
        process.executableURL = try BinaryTests.executable()
        process.arguments = arguments
        process.environment = environment(device, now: now)
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        usleep(microseconds)
        let killed = process.isRunning && kill(process.processIdentifier, SIGKILL) == 0
        process.waitUntilExit()
        return killed && process.terminationReason == .uncaughtSignal ? nil : process.terminationStatus
    }

    /// Runs `git ARGUMENTS` in the data directory of `device`, with an identity for commits.
    @discardableResult
    func git(_ device: String, _ arguments: [String]) throws -> Int32 {
        try Self.run(
            ["git", "-c", "user.name=test", "-c", "user.email=test@example.com"] + arguments, in: directory(device),
            environment: environment(device, now: time(0)))
    }

    /// Copies the data directory of `source` to `device` (as a person carries it to a new
    /// machine), without `.git` unless `withGit`.
    func copy(_ source: String, to device: String, withGit: Bool = false) throws {
        try FileManager.default.createDirectory(atPath: root + "/" + device, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: directory(source), toPath: directory(device))
        let git = directory(device) + "/.git"
        if !withGit, FileManager.default.fileExists(atPath: git) { try FileManager.default.removeItem(atPath: git) }
    }

    /// What `habit export --format json` says on `device`: every habit and every day.
    func export(_ device: String) throws -> ExportedState {
        let result = try habit(device, ["export", "--format", "json"])
        #expect(result.status == 0, "export on \(device): \(result.stderr)")
        return try ExportedState(json: result.stdout)
    }

    /// Removes the place, unless `HABIT_KEEP_TMP=1` keeps it to look into; then its path
    /// is printed.
    func cleanUp() {
        guard ProcessInfo.processInfo.environment["HABIT_KEEP_TMP"] != "1" else {
            print("kept \(root)")
            return
        }
        try? FileManager.default.removeItem(atPath: root)
    }

    /// Runs `arguments` through `/usr/bin/env` in `directory`, output discarded.
    static func run(_ arguments: [String], in directory: String, environment: [String: String]) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        if !environment.isEmpty { process.environment = environment }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// The world's clock: a counter shared by copies of the world.
    private final class Counter {
        private var value = 0
        func next() -> Int {
            value += 1
            return value
        }
    }
}
