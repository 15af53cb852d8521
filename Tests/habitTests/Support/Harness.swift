import Foundation
import HabitCore
import Testing

@testable import habit

/// A temporary data directory and a pinned clock, zone and locale for running `habit`
/// in process through `CLI.run`.
struct Harness {
    /// The pinned "today" of every test unless a test says otherwise: a Saturday.
    static let today = "2026-11-21"
    /// A fixed instant on that day (12:00 UTC).
    static let now = Date(timeIntervalSince1970: 1_795_262_400)

    let root: String
    var directory: String { root + "/data" }
    var environment: [String: String]

    init(today: String = Harness.today) {
        let base = FileManager.default.temporaryDirectory.path
        var template = Array((base + "/habit-tests-XXXXXX").utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        root = made.map { String(cString: $0) } ?? base + "/habit-tests-\(UUID().uuidString)"
        environment = [
            "HABIT_HOME": root + "/data", "HABIT_TODAY": today, "TZ": "UTC", "LANG": "en_US.UTF-8",
            "HOME": root, "TMPDIR": root,
        ]
    }

    /// A harness whose data directory holds `habits` and `log`, and `config` when given.
    init(today: String = Harness.today, habits: String, log: String, config: String? = nil) {
        self.init(today: today)
        write("habits", habits)
        write("log", log)
        if let config { write("config", config) }
    }

    /// Runs `habit arguments` with colour off, at `columns` wide, through `fileSystem`.
    func run(
        _ arguments: [String], columns: Int = 80, extra: [String: String] = [:],
        fileSystem: any FileSystem = SystemFileSystem()
    ) -> RunResult {
        let out = BufferSink()
        let err = BufferSink()
        var environment = self.environment
        environment["COLUMNS"] = String(columns)
        environment.merge(extra) { $1 }
        let status = CLI.run(
            arguments, environment: environment, stdout: out, stderr: err, terminal: .pipe, now: Harness.now,
            fileSystem: fileSystem)
        return RunResult(status: status, stdout: out.text, stderr: err.text)
    }

    /// Runs and requires success, returning standard output.
    func ok(_ arguments: [String], columns: Int = 80) -> String {
        let result = run(arguments, columns: columns)
        if result.status != 0 { Issue.record("habit \(arguments) failed with \(result.status): \(result.stderr)") }
        return result.stdout
    }

    /// Writes a data file directly.
    func write(_ name: String, _ text: String) {
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: directory + "/" + name, contents: Data(text.utf8))
    }

    /// Reads a data file, or `nil`.
    func read(_ name: String) -> String? {
        FileManager.default.contents(atPath: directory + "/" + name).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Every file under the data directory with its bytes (backups included).
    func contents() -> [String: Data] {
        var result: [String: Data] = [:]
        guard let walker = FileManager.default.enumerator(atPath: directory) else { return result }
        for case let path as String in walker {
            var isDirectory: ObjCBool = false
            let full = directory + "/" + path
            _ = FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory)
            result[path] = isDirectory.boolValue ? Data() : FileManager.default.contents(atPath: full)
        }
        return result
    }

    /// Fills the data directory with the demo data set ending on `today`.
    func loadDemo(today: String = Harness.today) throws {
        let data = DemoData.make(today: Day(today)!)
        try Store(directory: directory).transaction { transaction in
            for habit in data.habits { transaction.habitsFile.append(habit) }
            for entry in data.entries { transaction.append(entry) }
        }
    }

    /// Removes the temporary directory.
    func cleanUp() { try? FileManager.default.removeItem(atPath: root) }

    /// The package's root directory, found from this file's path.
    static var packageRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
    }
}
