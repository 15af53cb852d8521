import Foundation
import Testing

@testable import HabitCore

/// An import is written all or nothing: whichever system call fails, the data files are
/// left exactly as they were; once nothing fails, everything is there.
@Suite struct ImportAtomicityTests {
    static let before = (
        habits: "gym every=2/week since=2026-03-05 name=Gym\n",
        log: "2026-03-06 gym\n"
    )

    func read(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    @available(macOS 15.0, iOS 18.0, *)
    @Test(arguments: ["open", "write", "fsync", "rename", "fchmod"])
    func aFailureAnywhereLeavesTheDataFilesAsTheyWere(operation: String) throws {
        let batch = try HarshImporter.read(directory: ImportFixture.path("harsh"))
        let today = ImportFixture.day("2026-03-10")
        var succeeded = false
        var failures = 0
        for occurrence in 1...60 {
            let dir = try ImportTempDir()
            defer { dir.remove() }
            try dir.write("data/habits", Self.before.habits)
            try dir.write("data/log", Self.before.log)
            let data = dir.file("data")
            let faulty = FaultyFileSystem(failing: operation, occurrence: occurrence, code: 5)
            do {
                let plan = try ImportPlan.apply(batch, to: Store(directory: data, fileSystem: faulty), today: today)
                succeeded = true
                let snapshot = try Store(directory: data).load()
                #expect(snapshot.habits.count == 9)
                #expect(snapshot.habit(ImportFixture.id("gym"))?.since == ImportFixture.day("2026-03-02"))
                #expect(snapshot.entries.count == 1 + plan.newEntries.count)
                #expect(!snapshot.hasErrors)
                break
            } catch {
                failures += 1
                #expect(read(data + "/habits") == Self.before.habits, "\(operation) #\(occurrence)")
                #expect(read(data + "/log") == Self.before.log, "\(operation) #\(occurrence)")
                let names = (try? FileManager.default.contentsOfDirectory(atPath: data)) ?? []
                #expect(!names.contains { $0.hasSuffix(".tmp") }, "\(operation) #\(occurrence)")
            }
        }
        #expect(succeeded)
        #expect(failures > 0)
    }
}
