import Foundation
import Testing

@testable import HabitCore
@testable import HabitImport

/// Paths and helpers shared by the import tests.
enum ImportFixture {
    /// `Fixtures/import` in the package.
    static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.appendingPathComponent("Fixtures/import").path
    }()

    static func path(_ name: String) -> String { root + "/" + name }

    static func id(_ text: String) -> HabitID {
        guard let id = HabitID(text) else { preconditionFailure("bad test id \(text)") }
        return id
    }
}

/// A fresh directory under the system temporary directory, removed by `remove()`.
struct ImportTempDir {
    let path: String

    init() throws {
        path = NSTemporaryDirectory() + "habit-import-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    func file(_ name: String) -> String { path + "/" + name }

    func write(_ name: String, _ text: String) throws {
        let target = file(name)
        try FileManager.default.createDirectory(
            atPath: (target as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: target))
    }

    func remove() { try? FileManager.default.removeItem(atPath: path) }
}

extension ImportBatch {
    func habit(_ id: String) -> ImportedHabit? { habits.first { $0.id.rawValue == id } }
    func entries(of id: String) -> [ImportedEntry] { entries.filter { $0.habit.rawValue == id } }
    func skipped(at location: String) -> SkippedLine? { skipped.first { $0.location == location } }
}

/// Habits and entries as the exporter is given them from a data directory that holds
/// them: the entries with the one grouping by habit (`Snapshot.entryIndicesByHabit()`,
/// which puts an entry written under a former id with the habit that lists it).
struct ExportInput {
    let habits: [Habit]
    let entries: EntryList
    let groups: [HabitID: [Int]]

    init(_ habits: [Habit], _ entries: [Entry]) {
        let log = LogFile(
            entries: EntryList(entries), lines: entries.indices.map { $0 + 1 }, issues: [], tornTailOffset: nil)
        let snapshot = Snapshot(
            directory: "/nonexistent", habitsFile: HabitsFile(lines: habits.map { .habit($0) }), log: log,
            configFile: ConfigFile(), issues: [])
        self.habits = habits
        self.entries = log.entries
        groups = snapshot.entryIndicesByHabit()
    }

    func csv() throws(ExportError) -> String { try Exporter.csv(habits: habits, entries: entries, groups: groups) }
    func json() throws(ExportError) -> String { try Exporter.json(habits: habits, entries: entries, groups: groups) }
    func effectiveEntries() throws(ExportError) -> [Entry] {
        try Exporter.effectiveEntries(habits: habits, entries: entries, groups: groups)
    }
    func writeCSV(_ emit: @escaping (String) -> Void) throws(ExportError) {
        try Exporter.writeCSV(habits: habits, entries: entries, groups: groups, to: emit)
    }
    func writeJSON(_ emit: @escaping (String) -> Void) throws(ExportError) {
        try Exporter.writeJSON(habits: habits, entries: entries, groups: groups, to: emit)
    }
}
