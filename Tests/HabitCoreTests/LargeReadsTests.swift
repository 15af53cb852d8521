import Foundation
import Testing

@testable import HabitCore

/// A preparation that only counts what it is asked for.
final class RecordingMemory: LargeReadMemory, @unchecked Sendable {
    var requests: [Int] = []

    func preparing<T, Failure: Error>(forAbout bytes: Int, _ body: () throws(Failure) -> T) throws(Failure) -> T {
        requests.append(bytes)
        return try body()
    }
}

/// The store prepares memory for a long read only through the hook its program passes
/// (docs/library.md), and reads no clock: `today` only sizes arrays.
@Suite struct LargeReadsTests {
    static func directory() throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("habit-large-\(UUID().uuidString)")
            .path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        try Data("a every=daily since=2026-01-01 name=a\nb every=3/week since=2026-01-01 name=b\n".utf8)
            .write(to: URL(fileURLWithPath: root + "/habits"))
        try Data("2026-01-01 a\n2026-01-02 b\n2026-01-03 a\n".utf8).write(to: URL(fileURLWithPath: root + "/log"))
        return root
    }

    @Test func aStoreHasNoPreparationUnlessGivenOne() {
        #expect(Store(directory: "/nowhere").largeReads == nil)
    }

    @Test func theHookIsAskedOnceForAWholeFoldAndNotForOneHabit() throws {
        let root = try Self.directory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let memory = RecordingMemory()
        var store = Store(directory: root)
        store.largeReads = memory
        let all = try store.loadHistories(today: Day("2026-01-10"))
        #expect(memory.requests == [2 * 39])
        _ = try store.loadHistories(only: HabitID("a"), today: Day("2026-01-10"))
        #expect(memory.requests == [2 * 39])
        #expect(
            all.history(of: all.habits[0]) == (try Store(directory: root).loadHistories()).history(of: all.habits[0]))
    }

    @Test(arguments: [nil, "2026-01-01", "2026-01-10", "2036-01-01", "1999-01-01"])
    func todayNeverChangesTheHistories(today: String?) throws {
        let root = try Self.directory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let store = Store(directory: root)
        let plain = try store.loadHistories()
        let sized = try store.loadHistories(today: today.flatMap { Day($0) })
        for habit in plain.habits { #expect(sized.history(of: habit) == plain.history(of: habit)) }
        #expect(plain.habits.count == 2)
    }
}
