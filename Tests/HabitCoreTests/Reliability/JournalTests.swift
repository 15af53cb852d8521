import Foundation
import Testing

@testable import HabitCore

/// The undo journal that makes multi-file changes all-or-nothing (Store+Journal.swift,
/// Journal.swift, JournalFile.swift), and its recovery, which never drops a byte it does
/// not hold.
@Suite struct JournalTests {
    static let oldLog = Array("2026-01-01 b\n".utf8)
    static let newLog = Array("2026-01-01 bee\n".utf8)
    static let oldHabits = Array("b every=daily since=2026-01-01 name=b\n".utf8)
    static let newHabits = Array("bee every=daily since=2026-01-01 name=b\n".utf8)

    /// A store with habit `b` and one entry, and a `rename b bee` cut short just after
    /// its journal was written.
    static func interruptedRename() throws -> (store: Store, root: String) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("habit-journal-\(UUID().uuidString)")
            .path
        let store = Store(directory: root)
        try store.transaction { t in t.habitsFile.append(Habit(id: HabitID("b")!, since: Day("2026-01-01")!)) }
        try store.append([Entry(day: Day("2026-01-01")!, habit: HabitID("b")!)])
        #expect(try store.readFile(root + "/log") == oldLog)
        #expect(try store.readFile(root + "/habits") == oldHabits)
        try store.writeJournal(
            Journal(changes: [
                .replace(.log, old: oldLog, new: newLog), .replace(.habits, old: oldHabits, new: newHabits),
            ]))
        return (store, root)
    }

    static func text(_ path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }
    static func append(_ text: String, to path: String) throws {
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(text.utf8))
        try handle.close()
    }

    @Test func aJournalReadsBackExactly() throws {
        let journal = Journal(changes: [
            .replace(.log, old: Array("x\n".utf8), new: Array("2026-01-01 a\n2026-01-02 a # end\n".utf8)),
            .append(.habits, oldLength: 7, tailFrom: 2, tail: [1, 2, 3, 4, 5], added: [9]),
            .create(.config, new: [0, 10, 255]),
        ])
        #expect(JournalFile(decoding: journal.encoded()) == .undo(journal))
    }

    @Test func aCutOrDamagedJournalIsNotTrusted() {
        let whole = Journal(changes: [
            .create(.log, new: Array("2026-01-01 a\n".utf8)),
            .replace(.habits, old: [1], new: Array("a since=2026-01-01\n".utf8)),
        ]).encoded()
        for length in 0..<whole.count {
            #expect(JournalFile(decoding: Array(whole.prefix(length))) == .damaged, "cut at \(length)")
        }
        #expect(JournalFile(decoding: Array("habit-journal 4\nend\n".utf8)) == .unsupported(version: "4"))
        #expect(JournalFile(decoding: Array("habit-journal 1\nlog 2\na\nend\n".utf8)) == .unsupported(version: "1"))
        #expect(
            JournalFile(decoding: Array("habit-journal 2\nlog replace 1 0 0000000000000000 1\nx\nend\n".utf8))
                == .unsupported(version: "2"))
        #expect(
            JournalFile(
                decoding: Array("habit-journal 3\nlog replace 1 0 00000000000000zz 0 0000000000000000 1\nx\nend\n".utf8)
            )
                == .damaged)
        #expect(JournalFile(decoding: Array("habit-journal 3\nlog 9223372036854775807\nx\nend\n".utf8)) == .damaged)
        // A replacement must save exactly the old content.
        #expect(
            JournalFile(
                decoding: Array("habit-journal 3\nlog replace 2 0 0000000000000000 0 0000000000000000 1\nx\nend\n".utf8)
            )
                == .damaged)
    }

    /// A journal of an earlier design (version 1 recorded only new content, version 2
    /// finished changes rather than undoing them) is refused by every read and write, and
    /// kept with every file as it is.
    @Test(arguments: [
        ("1", "habit-journal 1\nlog 2\na\nend\n"),
        ("2", "habit-journal 2\nlog replace 13 0 0000000000000000 2\na\nend\n"),
    ])
    func aVersionOneJournalIsRefusedAndKept(version: String, journal: String) throws {
        let (store, root) = try Self.interruptedRename()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try Data(journal.utf8).write(to: URL(fileURLWithPath: root + "/.journal"))
        let refused = StoreError.journalRefused(journal: root + "/.journal", version: version)
        #expect(throws: refused) { try store.load() }
        #expect(throws: refused) { try store.transaction { _ in } }
        #expect(throws: refused) { try store.append([Entry(day: Day("2026-01-02")!, habit: HabitID("b")!)]) }
        #expect(Self.text(root + "/log") == String(decoding: Self.oldLog, as: UTF8.self))
        #expect(Self.text(root + "/.journal") == journal)
        try Data("junk".utf8).write(to: URL(fileURLWithPath: root + "/.journal"))
        #expect(throws: StoreError.journalRefused(journal: root + "/.journal", version: nil)) { try store.load() }
        #expect(Self.text(root + "/.journal") == "junk")
    }

    /// A version 3 journal left by a failed `rename b bee` that had replaced the log:
    /// reads see the files as before it, and the next write puts the log back, keeping a
    /// line added by hand in between.
    @Test func anUndoJournalPutsEveryFileBack() throws {
        let (store, root) = try Self.interruptedRename()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try Data(Self.newLog).write(to: URL(fileURLWithPath: root + "/log"))
        try Self.append("2026-01-05 b # by hand\n", to: root + "/log")
        let seen = try store.load()
        #expect(seen.habits.map(\.id.rawValue) == ["b"])
        #expect(seen.entries.map(\.habit.rawValue) == ["b", "b"])
        try store.transaction { _ in }
        #expect(!FileManager.default.fileExists(atPath: root + "/.journal"))
        #expect(Self.text(root + "/log") == "2026-01-01 b\n2026-01-05 b # by hand\n")
        #expect(Self.text(root + "/habits") == String(decoding: Self.oldHabits, as: UTF8.self))
    }

    /// Undoing an append cuts it out (a cut when nothing follows it), and a file that
    /// never got its change, or was created by it, is told apart.
    @Test func undoOutcomes() {
        let old = Array("a\n".utf8)
        let added = Array("x\n".utf8)
        let append = Journal.Change.append(.log, oldLength: 2, tailFrom: 0, tail: old, added: added)
        #expect(Journal.outcome(of: append, on: old + added) == .truncate(2))
        #expect(Journal.outcome(of: append, on: old + added + Array("h\n".utf8)) == .write(Array("a\nh\n".utf8)))
        #expect(Journal.outcome(of: append, on: old) == .done)
        #expect(Journal.outcome(of: append, on: Array("b\n".utf8)) == .conflict)
        let create = Journal.Change.create(.log, new: added)
        #expect(Journal.outcome(of: create, on: nil) == .done)
        #expect(Journal.outcome(of: create, on: added) == .remove)
        #expect(Journal.outcome(of: create, on: added + old) == .write(old))
        let longer = Array("a\nb\n".utf8)
        let grow = Journal.Change.replace(.log, old: old, new: longer)
        #expect(Journal.outcome(of: grow, on: longer) == .write(old))
        #expect(Journal.outcome(of: grow, on: old) == .done)
        let shrink = Journal.Change.replace(.log, old: longer, new: old)
        #expect(Journal.outcome(of: shrink, on: longer) == .done)
        #expect(Journal.outcome(of: shrink, on: old + Array("c\n".utf8)) == .write(longer + Array("c\n".utf8)))
    }

    /// Cut short after the log was replaced, before `habits` was: reads see the files as
    /// before the rename, and the next write puts the log back before it appends.
    @Test func aPendingJournalIsWhatReadsSeeAndTheNextWriteUndoes() throws {
        let (store, root) = try Self.interruptedRename()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try Data(Self.newLog).write(to: URL(fileURLWithPath: root + "/log"))
        let seen = try store.load()
        #expect(seen.habits.map(\.id.rawValue) == ["b"])
        #expect(seen.entries.map(\.habit.rawValue) == ["b"])
        try store.append([Entry(day: Day("2026-01-02")!, habit: HabitID("b")!)])
        #expect(!FileManager.default.fileExists(atPath: root + "/.journal"))
        #expect(Self.text(root + "/habits") == String(decoding: Self.oldHabits, as: UTF8.self))
        #expect(Self.text(root + "/log") == "2026-01-01 b\n2026-01-02 b\n")
    }

    /// A line appended by hand after the crash, before the next write, survives the
    /// recovery, whether or not the interrupted change had replaced the log yet.
    @Test(arguments: [false, true]) func aLineAddedByHandAfterACrashSurvivesRecovery(logReplaced: Bool) throws {
        let (store, root) = try Self.interruptedRename()
        defer { try? FileManager.default.removeItem(atPath: root) }
        if logReplaced { try Data(Self.newLog).write(to: URL(fileURLWithPath: root + "/log")) }
        try Self.append("2026-01-05 b # by hand\n", to: root + "/log")
        #expect(try store.load().entries.map(\.day.description) == ["2026-01-01", "2026-01-05"])
        // A write with nothing to do settles the journal all the same.
        try store.transaction { _ in }
        #expect(!FileManager.default.fileExists(atPath: root + "/.journal"))
        #expect(Self.text(root + "/log") == "2026-01-01 b\n2026-01-05 b # by hand\n")
        #expect(Self.text(root + "/habits") == String(decoding: Self.oldHabits, as: UTF8.self))
    }

    /// A file changed other than by appending cannot take the change: every read and
    /// write is refused with exit 65, and nothing is written.
    @Test func aFileEditedInPlaceAfterACrashIsRefusedNotOverwritten() throws {
        let (store, root) = try Self.interruptedRename()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let edited = "b every=weekdays since=2026-01-01 name=b\n"
        try Data(edited.utf8).write(to: URL(fileURLWithPath: root + "/habits"))
        let conflict = StoreError.journalConflict(journal: root + "/.journal", file: root + "/habits")
        #expect(throws: conflict) { try store.load() }
        #expect(throws: conflict) { try store.transaction { _ in } }
        #expect(Self.text(root + "/habits") == edited)
        #expect(Self.text(root + "/log") == String(decoding: Self.oldLog, as: UTF8.self))
        #expect(FileManager.default.fileExists(atPath: root + "/.journal"))
    }
}
