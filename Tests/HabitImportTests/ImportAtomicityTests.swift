import Foundation
import HabitTestSupport
import Testing

@testable import HabitCore
@testable import HabitImport

/// An import is written all or nothing: whichever system call fails, the data directory
/// then reads either exactly as before or with the whole import (the store's journal
/// finishes a change it had committed to); once nothing fails, everything is there.
@Suite struct ImportAtomicityTests {
    static let before = (
        habits: "gym every=2/week since=2026-03-05 name=Gym\n",
        log: "2026-03-06 gym\n"
    )

    struct State: Equatable {
        var habits: [Habit]
        var entries: [Entry]
    }

    func prepare() throws -> ImportTempDir {
        let dir = try ImportTempDir()
        try dir.write("data/habits", Self.before.habits)
        try dir.write("data/log", Self.before.log)
        return dir
    }

    func state(_ data: String) throws -> State {
        let snapshot = try Store(directory: data).load()
        return State(habits: snapshot.habits, entries: snapshot.entries)
    }

    @available(macOS 15.0, iOS 18.0, *)
    @Test(arguments: [FileSystemOperation.open, .write, .fsync, .rename, .fchmod])
    func aFailureAnywhereLeavesTheDirectoryBeforeOrAfterNeverBetween(operation: FileSystemOperation) throws {
        let batch = try HarshImporter.read(directory: ImportFixture.path("harsh"))
        let today = day("2026-03-10")
        let clean = try prepare()
        defer { clean.remove() }
        let original = try state(clean.file("data"))
        _ = try ImportPlan.apply(batch, to: Store(directory: clean.file("data")), today: today)
        let imported = try state(clean.file("data"))
        #expect(imported.habits.count == 9)
        #expect(imported.habits.first { $0.id.rawValue == "gym" }?.since == day("2026-03-02"))
        #expect(imported != original)

        var succeeded = false
        var failures = 0
        for occurrence in 1...80 {
            let dir = try prepare()
            defer { dir.remove() }
            let data = dir.file("data")
            let faulty = TestFileSystem(fault: Fault(call: occurrence, of: operation), clock: .virtual)
            do {
                _ = try ImportPlan.apply(batch, to: Store(directory: data, fileSystem: faulty), today: today)
                succeeded = true
                #expect(try state(data) == imported)
                break
            } catch {
                failures += 1
                let now = try state(data)
                #expect(now == original || now == imported, "\(operation) #\(occurrence)")
                // The next write finishes or leaves it; importing again gives the whole import.
                _ = try ImportPlan.apply(batch, to: Store(directory: data), today: today)
                #expect(try state(data) == imported, "\(operation) #\(occurrence)")
            }
        }
        #expect(succeeded)
        #expect(failures > 0)
    }
}
