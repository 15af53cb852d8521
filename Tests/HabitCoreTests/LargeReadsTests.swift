import Foundation
import Testing

@testable import HabitCore

/// The store reads no clock: `today` only sizes the histories' first allocations.
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
