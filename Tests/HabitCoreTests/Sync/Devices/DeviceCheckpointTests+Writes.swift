import Foundation
import HabitTestSupport
import Testing

@testable import HabitCore

/// A write of one habit's entries (`check`, `uncheck`, `skip`) through the device
/// checkpoint against the same write with no cache, on two copies of one data directory:
/// the history the command sees, the lines it appends and the snapshots it leaves must be
/// the same. The write with no cache runs on a copy; the data directory itself, its files'
/// identities untouched, then takes the write through the checkpoint and goes on.
extension DeviceCheckpointTests.World {
    /// The registry of the machine the store runs on, in a folder of the data directory
    /// that no read takes for data.
    var registryPath: String { root + "/.machine/devices" }

    /// The store of this machine, which writes a device file of its own.
    func writingStore(cached: Bool) -> Store {
        var store = store(cached: cached)
        let now = self.now
        store.devices = DeviceSettings(registryPath: registryPath, host: "test", now: { now })
        return store
    }

    /// What one write did: the history its body saw, or the error it threw; then every
    /// device file and snapshot as it left them.
    struct Written: Equatable {
        var seen: String
        var files: [String: Data]
    }

    /// Records `action` for `id` on `date` through `store` (whose directory is `directory`).
    func record(_ id: HabitID, _ action: Action, on date: String, _ store: Store, in directory: String) -> Written {
        var seen = ""
        do {
            try store.transaction(reading: ReadScope(.habit(id, recording: .day(date), entries: false))) {
                transaction in
                guard let habit = transaction.snapshot.habit(id) else {
                    seen = "no habit"
                    return
                }
                seen = "\(transaction.snapshot.recordedHistory(of: habit))"
                transaction.append(Entry(day: day(date), habit: id, action: action))
            }
        } catch {
            seen = "\(error)"
        }
        var files: [String: Data] = [:]
        let devices = directory + "/devices"
        for name in (try? FileManager.default.contentsOfDirectory(atPath: devices)) ?? [] {
            files["devices/" + name] = FileManager.default.contents(atPath: devices + "/" + name)
        }
        for name in ["habits", "config"] { files[name] = FileManager.default.contents(atPath: directory + "/" + name) }
        return Written(seen: seen, files: files)
    }

    /// One write of a random habit here, through the checkpoint and without it.
    mutating func compareWrite() throws -> String {
        let ids = a.state.habits.filter { !$0.isComposite }.map(\.id) + [HabitID("nobody")!]
        guard let id = ids.randomElement(using: &random) else { return "no habit to write" }
        let actions: [Action] = [.add(Amount(1)), .set(Amount(2)), .clear, .done, .no, .skip]
        let action = actions.randomElement(using: &random)!
        let date = "2026-11-\(Int.random(in: 17...20, using: &random))"
        if !FileManager.default.fileExists(atPath: registryPath) {
            // This machine's first write picks its device file's name, at random.
            _ = record(id, action, on: date, writingStore(cached: false), in: root)
            return "a first write here"
        }
        if try writingStore(cached: true).resumedDeviceRead() != nil { writtenThroughCheckpoint += 1 }
        let kept = root + "-kept"
        try FileManager.default.moveItem(atPath: root, toPath: kept)
        defer { try? FileManager.default.removeItem(atPath: kept) }
        // Copied in process: Foundation's `Process` leaks an object that the address
        // sanitizer run (scripts/sanitize.sh) reports.
        try FileManager.default.copyItem(atPath: kept, toPath: root)
        let expected = record(id, action, on: date, writingStore(cached: false), in: root)
        try FileManager.default.removeItem(atPath: root)
        try FileManager.default.moveItem(atPath: kept, toPath: root)
        let written = record(id, action, on: date, writingStore(cached: true), in: root)
        #expect(written == expected, "\(id) \(action) on \(date)")
        return "\(action) of \(id) on \(date) through the store"
    }
}

extension DeviceCheckpointTests {
    /// A `check` through the device checkpoint sees the history the whole fold gives and
    /// appends what it appends; the next read folds the line on.
    @Test func aWriteOfOneHabitTakesItsHistoryFromTheCheckpoint() throws {
        var world = try World(seed: 13)
        defer { try? FileManager.default.removeItem(atPath: world.root) }
        world.settle = 20_000_000
        _ = try world.compareWrite()
        try world.compare("start")
        usleep(30_000)
        for _ in 0..<6 {
            let what = try world.compareWrite()
            try world.compare(what)
        }
        #expect(world.writtenThroughCheckpoint == 6)
        #expect(world.uses.contains { if case .grown = $0 { true } else { false } }, "\(world.uses)")
    }
}
