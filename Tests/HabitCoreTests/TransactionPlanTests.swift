import Foundation
import Testing

@testable import HabitCore

/// A transaction's body runs once, on the read under the lock, and stages a plan the
/// store checks and writes (docs/data-format.md, "How writes stay safe").
@Suite struct TransactionPlanTests {
    static let gym = HabitID.test("gym")
    static let habits = "gym every=daily since=2026-01-01 name=Gym\nwalk every=daily since=2026-01-01 name=walk\n"

    /// A data directory a write has used (`.lock` exists), with `habits` and `log`.
    static func directory(log: String) throws -> TemporaryDirectory {
        let tmp = try TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: tmp.data, withIntermediateDirectories: true)
        tmp.write(tmp.data + "/.lock", "")
        tmp.write(tmp.data + "/habits", habits)
        tmp.write(tmp.data + "/log", log)
        return tmp
    }

    /// An app's rewrite on a read of one habit's lines: the other lines are checked after
    /// the body, which is not run again; an error on one of them refuses the plan.
    @Test(arguments: [false, true])
    func aRewriteOnAOneHabitReadRunsTheBodyOnce(otherLineBroken: Bool) throws {
        let log = "2026-11-01 gym\n" + (otherLineBroken ? "2026-02-30 walk\n" : "2026-11-02 walk\n")
        let tmp = try Self.directory(log: log)
        var runs = 0
        let write = {
            try Store(directory: tmp.data).transaction(reading: .habit(Self.gym)) { transaction in
                runs += 1
                #expect(transaction.snapshot.issues.isEmpty)
                transaction.moveSince(of: Self.gym, backTo: Day("2025-06-01")!)
                transaction.append(Entry(day: Day("2025-06-01")!, habit: Self.gym))
            }
        }
        if otherLineBroken {
            let issue = ParseIssue(file: .log, line: 2, column: 1, problem: .value(.invalidDate("2026-02-30")))
            #expect(throws: StoreError.malformed([issue])) { try write() }
            #expect(tmp.read(tmp.data + "/habits") == Self.habits)
            #expect(tmp.read(tmp.data + "/log") == log)
        } else {
            try write()
            #expect(tmp.read(tmp.data + "/habits")?.hasPrefix("gym every=daily since=2025-06-01 ") == true)
            #expect(tmp.read(tmp.data + "/log") == log + "2025-06-01 gym\n")
        }
        #expect(runs == 1)
    }

    /// A transaction marked as a rewrite is refused while a file has errors even when it
    /// changes nothing; without errors it writes nothing.
    @Test func aMarkedRewriteIsRefusedOnErrorsEvenWhenItChangesNothing() throws {
        let tmp = try Self.directory(log: "2026-02-30 walk\n")
        let store = Store(directory: tmp.data)
        let issue = ParseIssue(file: .log, line: 1, column: 1, problem: .value(.invalidDate("2026-02-30")))
        #expect(throws: StoreError.malformed([issue])) {
            try store.transaction { transaction in transaction.markAsRewrite() }
        }
        // Unmarked, the same transaction is nothing to write, and no refusal.
        try store.transaction { _ in }
        tmp.write(tmp.data + "/log", "2026-11-02 walk\n")
        try store.transaction { transaction in transaction.markAsRewrite() }
        #expect(tmp.list(tmp.data) == [".lock", "habits", "log"])
    }

    /// In a directory no write has used, the lock is taken before the read: a body with
    /// nothing to write, or one that throws, leaves no directory and no `.lock` behind —
    /// nor the parents made for it.
    @Test func aFirstWriteThatWritesNothingLeavesNothing() throws {
        let tmp = try TemporaryDirectory()
        let store = Store(directory: tmp.root + "/a/b/data")
        struct Refused: Error {}
        #expect(throws: Refused.self) { try store.transaction { _ in throw Refused() } }
        #expect(tmp.list(tmp.root).isEmpty)
        try store.transaction { _ in }
        #expect(tmp.list(tmp.root).isEmpty)
        // A directory that exists keeps what it holds; only `.lock` goes.
        try FileManager.default.createDirectory(atPath: tmp.data, withIntermediateDirectories: true)
        tmp.write(tmp.data + "/habits", Self.habits)
        #expect(throws: Refused.self) { try Store(directory: tmp.data).transaction { _ in throw Refused() } }
        #expect(tmp.list(tmp.data) == ["habits"])
    }

    /// A `.lock` that is a link to nothing is opened as the link says: what it names is
    /// created when its folder exists, else the write fails with the reason.
    @Test func aLockFileLinkedToNothingIsFollowed() throws {
        let tmp = try TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: tmp.data, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: tmp.data + "/.lock", withDestinationPath: tmp.root + "/no/lock")
        let store = Store(directory: tmp.data)
        #expect(throws: StoreError.self) {
            try store.transaction { $0.append(Entry(day: Day("2026-11-02")!, habit: Self.gym)) }
        }
        try FileManager.default.createDirectory(atPath: tmp.root + "/no", withIntermediateDirectories: true)
        try store.transaction { $0.append(Entry(day: Day("2026-11-02")!, habit: Self.gym)) }
        #expect(tmp.exists(tmp.root + "/no/lock"))
        #expect(tmp.read(tmp.data + "/log") == "2026-11-02 gym\n")
    }
}
