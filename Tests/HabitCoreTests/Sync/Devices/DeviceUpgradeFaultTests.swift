import Foundation
import HabitTestSupport
import Testing

@testable import HabitCore

/// A move to device files stopped at any file-system call, then finished as the next
/// `habit sync` finishes it, counts every entry once (docs/sync.md, "Upgrade"): the
/// entries this directory holds beyond the version it shared stay in its `log` until a
/// write takes them into its device file, so no instant holds them in both.
@Suite struct DeviceUpgradeFaultTests {
    static let habits = "water every=daily target=8 unit=glasses since=2026-10-01 name=Water\n"
    static let shared = "2026-10-31 water +3\n2026-11-01 water +1\n"
    /// The shared lines, one of them again (an identical check made here), and one more.
    static let local = shared + "2026-11-01 water +1\n2026-11-01 water +2\n"
    static let days: [(Day, Amount)] = [(day("2026-10-31"), Amount(3)), (day("2026-11-01"), Amount(4))]

    /// A data directory as an earlier `habit` left it in a git repository.
    static func directory(log: String = local) throws -> TemporaryDirectory {
        let tmp = try TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: tmp.data + "/.git", withIntermediateDirectories: true)
        tmp.write(tmp.data + "/habits", habits)
        tmp.write(tmp.data + "/log", log)
        return tmp
    }

    static func store(_ tmp: TemporaryDirectory, _ fileSystem: any FileSystem = SystemFileSystem()) -> Store {
        var store = Store(directory: tmp.data, fileSystem: fileSystem)
        store.devices = DeviceSettings(
            registryPath: tmp.root + "/state/devices", host: "laptop", now: { 1_793_000_000_000 })
        return store
    }

    static let sharedFiles = Store.PlainFiles(habits: Array(habits.utf8), log: Array(shared.utf8), config: nil)

    /// Water's amount on each day of `days`.
    static func amounts(_ store: Store) throws -> [Amount?] {
        let snapshot = try store.loadHistories()
        let water = try #require(snapshot.habits.first)
        let history = snapshot.history(of: water)
        return days.map { day, _ in
            if case .amount(let amount) = history.state(on: day) { return amount }
            return nil
        }
    }

    @Test func aMoveStoppedAtAnyCallCountsEachEntryOnce() throws {
        let counter = TestFileSystem()
        let probe = try Self.directory()
        try Self.store(probe, counter).useDeviceLayout(base: Self.sharedFiles, shared: Self.sharedFiles)
        #expect(counter.calls > 20)
        let expected: [Amount?] = Self.days.map(\.1)
        for k in 1...counter.calls {
            let tmp = try Self.directory()
            let stopped = Self.store(tmp, TestFileSystem(fault: Fault(call: k, .fromThenOn)))
            // Some calls fail unseen (a lock's release): the move may end all the same.
            _ = try? stopped.useDeviceLayout(base: Self.sharedFiles, shared: Self.sharedFiles)
            let store = Self.store(tmp)
            #expect(try Self.amounts(store) == expected, "read after a stop at call \(k)")
            // What `habit sync` does next: the move when it is not done, then a write.
            if try !store.usesDeviceLayout() {
                try store.useDeviceLayout(base: Self.sharedFiles, shared: Self.sharedFiles)
            }
            try store.settleDeviceLayout()
            #expect(try Self.amounts(store) == expected, "read after the sync that follows a stop at call \(k)")
            #expect(!tmp.exists(tmp.data + "/log"), "call \(k): the log was not taken in")
            let files = tmp.list(tmp.data + "/devices")
            #expect(files.count == 1, "call \(k): \(files)")
            let own = tmp.read(tmp.data + "/devices/" + (files.first ?? "")) ?? ""
            #expect(own.split(separator: "\n").filter { $0.contains(" water +") }.count == 2, "call \(k): \(own)")
        }
    }

    /// A `log` with a comment is taken in all the same: made anew of its entries first,
    /// the old one kept in `.backup/`.
    @Test func aLogWithACommentIsTakenInAndKeptInTheBackup() throws {
        let tmp = try Self.directory(log: "# mine\n" + Self.local)
        let store = Self.store(tmp)
        try store.useDeviceLayout(base: Self.sharedFiles, shared: Self.sharedFiles)
        try store.settleDeviceLayout()
        #expect(try Self.amounts(store) == Self.days.map(\.1))
        #expect(!tmp.exists(tmp.data + "/log"))
        #expect(tmp.read(tmp.data + "/.backup/log.000001") == "# mine\n" + Self.local)
    }
}
