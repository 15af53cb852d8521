import Foundation
import Testing

@testable import HabitCore

/// The redo journal that makes multi-file changes all-or-nothing (Store+Journal.swift).
@Suite struct JournalTests {
    @Test func aJournalReadsBackExactly() throws {
        let files: [(file: DataFile, bytes: [UInt8])] = [
            (.log, Array("2026-01-01 a\n2026-01-02 a # end\n".utf8)), (.habits, []), (.config, [0, 10, 255]),
        ]
        let decoded = try #require(Store.decodeJournal(Store.encodeJournal(files)))
        #expect(decoded.map(\.file) == files.map(\.file))
        #expect(decoded.map(\.bytes) == files.map(\.bytes))
    }

    @Test func aCutOrDamagedJournalIsNotTrusted() {
        let whole = Store.encodeJournal([(.log, Array("2026-01-01 a\n".utf8)), (.habits, Array("a since=2026-01-01\n".utf8))])
        for length in 0..<whole.count {
            #expect(Store.decodeJournal(Array(whole.prefix(length))) == nil, "cut at \(length)")
        }
        #expect(Store.decodeJournal(Array("habit-journal 2\nend\n".utf8)) == nil)
        #expect(Store.decodeJournal(Array("habit-journal 1\nlog 99\nx\nend\n".utf8)) == nil)
        #expect(Store.decodeJournal(Array("habit-journal 1\nnotes 1\nx\nend\n".utf8)) == nil)
    }

    @Test func aPendingJournalIsWhatReadsSeeAndTheNextWriteFinishes() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("habit-journal-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        let store = Store(directory: root)
        try store.transaction { t in t.habitsFile.append(Habit(id: HabitID("b")!, since: Day("2026-01-01")!)) }
        try store.append([Entry(day: Day("2026-01-01")!, habit: HabitID("b")!)])
        // A rename cut short after its journal was written and only the log replaced.
        let newLog = Array("2026-01-01 bee\n".utf8)
        let newHabits = Array("bee every=daily since=2026-01-01 name=b\n".utf8)
        try store.writeJournal([(.log, newLog), (.habits, newHabits)])
        try Data(newLog).write(to: URL(fileURLWithPath: root + "/log"))
        let seen = try store.load()
        #expect(seen.habits.map(\.id.rawValue) == ["bee"])
        #expect(seen.entries.map(\.habit.rawValue) == ["bee"])
        try store.append([Entry(day: Day("2026-01-02")!, habit: HabitID("bee")!)])
        #expect(!FileManager.default.fileExists(atPath: root + "/.journal"))
        #expect(try String(contentsOfFile: root + "/habits", encoding: .utf8) == String(decoding: newHabits, as: UTF8.self))
        #expect(try String(contentsOfFile: root + "/log", encoding: .utf8) == "2026-01-01 bee\n2026-01-02 bee\n")
    }
}
