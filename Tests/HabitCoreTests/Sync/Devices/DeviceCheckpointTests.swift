import Foundation
import HabitTestSupport
import Testing

@testable import HabitCore

/// The proof of the device checkpoint (docs/performance.md, "The device checkpoint"):
/// seeded data directories of a base and two devices, then random steps — entries on
/// either device (the other's arriving later, with earlier stamps), answers, renames,
/// removes and adds (onto reused ids too), a third device appearing, lines appended by
/// hand, same-size edits in the middle of a device file or the base's `log` with the times
/// put back, truncations, a file replaced, the checkpoint corrupted or cut short — and
/// after each, the read of every history through the checkpoint (twice: the second as if
/// written long after) must give what the whole fold gives with no cache directory: the
/// habits, every history, the reports and the notes. The expected answer never comes from
/// a checkpoint. `HABIT_DEVICE_CHECKPOINT_SEED=N` runs one more seed.
@Suite(.serialized) struct DeviceCheckpointTests {
    static var seeds: [UInt64] {
        let extra = ProcessInfo.processInfo.environment["HABIT_DEVICE_CHECKPOINT_SEED"].flatMap { UInt64($0) }
        return [1, 2, 3, 4] + (extra.map { [$0] } ?? [])
    }

    static let today = day("2026-11-20")

    @Test(arguments: seeds)
    func readsThroughTheCheckpointAreTheWholeFold(seed: UInt64) throws {
        var world = try World(seed: seed)
        defer { try? FileManager.default.removeItem(atPath: world.root) }
        world.randomizesWorthWriting = true
        try world.compare("start")
        for step in 0..<48 {
            let what = try world.step()
            try world.compare("step \(step): \(what)")
        }
        // The checkpoint was used: taken as it was, and folded on from. The fixed seeds
        // reach every way; another seed (`HABIT_DEVICE_CHECKPOINT_SEED`) may draw too few
        // writes of its own, and is held to the comparisons alone.
        guard seed <= 4 else { return }
        let uses = world.uses.map { "\($0)" }
        #expect(uses.contains("current") || uses.contains("verified"), "\(Set(uses))")
        #expect(uses.contains { $0.hasPrefix("grown") }, "\(Set(uses))")
        #expect(uses.contains("unused(HabitCore.Store.CheckpointMiss.changes)"), "\(Set(uses))")
        #expect(world.settledThroughCheckpoint > 10)
        #expect(world.hashesKept > 0)
        #expect(world.writtenThroughCheckpoint > 0)
    }

    /// An answer on a day the base holds an entry of the same habit: such a fold is read
    /// through the state's `log` (`Store.readDeviceHistories`), and no checkpoint is
    /// written for it; every read is still the whole fold's.
    @Test func anAnswerOnADayOfTheBaseWritesNoCheckpoint() throws {
        var world = try World(seed: 9)
        defer { try? FileManager.default.removeItem(atPath: world.root) }
        world.writes = false
        let state = world.a.state
        let entry = try #require(
            world.a.base?.entries.first { state.habit(HabitKey(legacy: $0.habit))?.isComposite == false })
        let id = try #require(state.habit(HabitKey(legacy: entry.habit))?.id.rawValue)
        try world.a.record(id, .done, on: entry.day.description, answer: true)
        try world.write()
        try world.compare("start")
        for step in 0..<5 {
            let what = try world.step()
            try world.compare("step \(step): \(what)")
        }
        #expect(world.uses.allSatisfy { $0 == .unused(.missing) }, "\(world.uses)")
    }

    /// An entry appended on this device folds on from the checkpoint, and the read is the
    /// whole fold's; a change appended after it takes the whole fold again.
    @Test func anAppendedEntryFoldsOnAndAChangeFoldsAll() throws {
        var world = try World(seed: 9)
        defer { try? FileManager.default.removeItem(atPath: world.root) }
        // Files that last changed 20 ms before a checkpoint was written are settled here.
        try world.startSettled(after: 20_000_000)
        #expect(world.uses.last == .current)
        #expect(world.uses.suffix(2).allSatisfy { $0 == .current || $0 == .verified })
        let id = try #require(world.a.state.habits.first?.id.rawValue)
        try world.a.record(id, .done, on: "2026-11-20")
        try world.write()
        try world.compare("an entry")
        #expect(world.uses.suffix(2).first == .grown(lines: 1))
        try world.a.rename(id, "renamed")
        try world.write()
        try world.compare("a rename")
        #expect(world.uses.suffix(2).first == .unused(.changes))
    }

    /// Another device's entry stamped before an entry of the same habit that was folded on
    /// from the checkpoint comes before it in the fold: the whole fold, whose order of the
    /// two (`=1` then `=2`) gives 2 on that day.
    @Test func anEntryStampedBeforeOneFoldedOnTakesTheWholeFold() throws {
        var world = try World(seed: 11)
        defer { try? FileManager.default.removeItem(atPath: world.root) }
        // Files that last changed 20 ms before a checkpoint was written are settled here.
        world.settle = 20_000_000
        let id = try #require(world.a.state.habits.first { $0.goal.isNumeric }?.id.rawValue)
        sync(&world.a, &world.b)
        try world.write()
        try world.compare("start")
        // The other device, having seen everything here, sets 1; this one then sets 2.
        try world.b.record(id, .set(Amount(1)), on: "2026-11-20")
        try world.a.record(id, .set(Amount(2)), on: "2026-11-20")
        try world.write()
        try world.compare("2 here")
        #expect(world.uses.suffix(2).first == .grown(lines: 1))
        // Once the files have settled, a read writes the checkpoint with the 2 folded on.
        usleep(30_000)
        try world.compare("2 here, settled")
        sync(&world.a, &world.b)
        try world.write()
        try world.compare("1 there, stamped before")
        #expect(world.uses.suffix(2).first == .unused(.changes))
        let scope = TransactionScope.histories(of: nil, today: DeviceCheckpointTests.today)
        let history = try #require(try world.store(cached: true).read(scope).histories[HabitID(id)!])
        #expect(history.state(on: day("2026-11-20")) == .amount(Amount(2)))
    }

    /// A clock set back more than a day after the checkpoint was written: lines it folded
    /// are now stamped far ahead of the clock, which the whole fold reports.
    @Test func aClockSetBackTakesTheWholeFold() throws {
        var world = try World(seed: 12)
        defer { try? FileManager.default.removeItem(atPath: world.root) }
        try world.compare("start")
        world.now -= 3 * 86_400_000
        try world.compare("the clock three days back")
        #expect(world.uses.suffix(2).allSatisfy { $0 == .unused(.changes) })
        let scope = TransactionScope.histories(of: nil, today: DeviceCheckpointTests.today)
        #expect(try world.store(cached: false).read(scope).deviceReports?.contains { $0.contains("ahead") } == true)
    }

    /// A data directory on disk (device `a`'s view: its files) and the devices that write it.
    struct World {
        var random: SeededRandom
        var a: TestDevice
        var b: TestDevice
        var c: TestDevice
        let root: String
        /// How many bytes of each device file were written to disk from `a.files`.
        var written: [String: Int] = [:]
        var uses: [Store.CheckpointUse] = []
        /// This machine's clock, in milliseconds.
        var now: Int64 = 1_795_100_000_000
        /// How many times `settleDeviceLayout` found the state in the checkpoint.
        var settledThroughCheckpoint = 0
        /// Whether steps include writes through the store (`compareWrite`).
        var writes = true
        /// How many writes of one habit found the state in the checkpoint.
        var writtenThroughCheckpoint = 0
        /// How many histories read through the checkpoint kept the hash its bytes gave.
        var hashesKept = 0
        /// `CheckpointSettings.settle` of the store with the cache.
        var settle: Int64 = 2_000_000_000
        /// `CheckpointSettings.foldedOnWorthWriting` of the store with the cache.
        var foldedOnWorthWriting = Self.defaultWorthWriting
        static let defaultWorthWriting = CheckpointSettings(directory: nil, build: "test").foldedOnWorthWriting
        /// Whether each `compare` draws `foldedOnWorthWriting` afresh (the random steps).
        var randomizesWorthWriting = false

        init(seed: UInt64) throws {
            random = SeededRandom(seed: seed &+ 0xdc4e)
            let since = day("2026-10-01")
            var habitsFile = HabitsFile()
            let goals: [Goal] = [.check, .atLeast(Amount(3), unit: nil), .atMost(Amount(2), unit: nil), .check]
            for number in 0..<4 {
                habitsFile.append(Habit(id: HabitID("h\(number)")!, goal: goals[number], since: since))
            }
            var entries: [Entry] = []
            let actions: [Action] = [.done, .add(Amount(1)), .set(Amount(2)), .skip, .clear, .no]
            for _ in 0..<150 {
                entries.append(
                    Entry(
                        day: since.adding(Int.random(in: 0...45, using: &random)),
                        habit: HabitID("h\(Int.random(in: 0...3, using: &random))")!,
                        action: actions.randomElement(using: &random)!,
                        note: Int.random(in: 0..<4, using: &random) == 0 ? "n" : nil))
            }
            a = TestDevice("laptop-1a2b3c", seed: seed)
            a.base = LegacyBase(habitsFile: habitsFile, entries: entries)
            b = TestDevice("server-4d5e6f", clock: 1_794_999_000_000, seed: seed &+ 1)
            b.base = a.base
            c = TestDevice("phone-7a8b9c", clock: 1_795_000_500_000, seed: seed &+ 2)
            c.base = a.base
            root =
                FileManager.default.temporaryDirectory.appendingPathComponent("habit-devcp-\(UUID().uuidString)")
                .path
            for folder in ["/base", "/devices", "/cache"] {
                try FileManager.default.createDirectory(atPath: root + folder, withIntermediateDirectories: true)
            }
            try Data(habitsFile.encoded()).write(to: URL(fileURLWithPath: root + "/base/habits"))
            try Data(LogFile.serialize(entries)).write(to: URL(fileURLWithPath: root + "/base/log"))
            // A data directory a write has used: `settleDeviceLayout` takes its lock.
            #expect(FileManager.default.createFile(atPath: root + "/.lock", contents: nil))
            for _ in 0..<20 { Self.command(&a, &random) }
            for _ in 0..<10 { Self.command(&b, &random) }
            sync(&a, &b)
            try write()
        }

        /// The store of the data directory: with the cache, or with none.
        func store(cached: Bool) -> Store {
            var store = Store(directory: root)
            let now = self.now
            store.devices = DeviceSettings(registryPath: nil, host: "test", now: { now })
            if cached {
                store.checkpoints = CheckpointSettings(directory: root + "/cache", build: "test")
                store.checkpoints?.settle = settle
                store.checkpoints?.foldedOnWorthWriting = foldedOnWorthWriting
            }
            return store
        }

        var checkpointPath: String? {
            CheckpointSettings(directory: root + "/cache", build: "test").file(for: root)
        }

        /// With files settled `settle` nanoseconds after they last changed: the whole fold
        /// compared, then again once the files have settled, which makes the checkpoint
        /// current.
        mutating func startSettled(after settle: Int64) throws {
            self.settle = settle
            try compare("start")
            usleep(UInt32(settle / 1000 * 3 / 2))
            try compare("settled")
        }

        /// Appends to each device file on disk what `a` holds beyond what was written.
        mutating func write() throws {
            for (name, bytes) in a.files {
                let path = root + "/devices/\(name).log"
                let done = written[name] ?? 0
                guard bytes.count > done else { continue }
                if !FileManager.default.fileExists(atPath: path) {
                    #expect(FileManager.default.createFile(atPath: path, contents: nil))
                }
                let handle = try #require(FileHandle(forWritingAtPath: path))
                try handle.seekToEnd()
                try handle.write(contentsOf: Data(bytes[done...]))
                try handle.close()
                written[name] = bytes.count
            }
        }

        /// One random command on `device`: mostly entries, some answers, renames (onto
        /// former ids too), removes and adds that may reuse an id.
        static func command(_ device: inout TestDevice, _ random: inout SeededRandom) {
            let ids = device.state.habits.map(\.id.rawValue)
            guard let id = ids.randomElement(using: &random) else { return }
            // Most on the last few days, where two devices' entries meet and their order counts.
            let date = day(Bool.random(using: &random) ? "2026-11-17" : "2026-10-01")
                .adding(Int.random(in: 0...(Bool.random(using: &random) ? 3 : 50), using: &random)).description
            let actions: [Action] = [.done, .add(Amount(2)), .set(Amount(1)), .skip, .clear, .no]
            let action = actions.randomElement(using: &random)!
            switch Int.random(in: 0..<20, using: &random) {
            case 0..<15: try? device.record(id, action, on: date)
            // An answer is for a recent day (an answer on a day of the base's entries is
            // `anAnswerOnADayOfTheBaseWritesNoCheckpoint`).
            case 15:
                try? device.record(id, action, on: "2026-11-\(Int.random(in: 16...20, using: &random))", answer: true)
            case 16: try? device.rename(id, "h\(Int.random(in: 0...5, using: &random))")
            case 17: try? device.remove(id)
            default: try? device.add("h\(Int.random(in: 0...5, using: &random))")
            }
        }

        /// One random step; what it was.
        mutating func step() throws -> String {
            // A change falls in a later tick of the file system's clock than the last.
            usleep(15_000)
            switch Int.random(in: 0..<(writes ? 22 : 20), using: &random) {
            case 20, 21:
                return try compareWrite()
            case 0..<7:
                let count = Int.random(in: 1...4, using: &random)
                for _ in 0..<count {
                    guard let id = a.state.habits.randomElement(using: &random)?.id.rawValue else { break }
                    let actions: [Action] = [.add(Amount(1)), .set(Amount(2)), .clear, .done, .no, .skip]
                    try? a.record(
                        id, actions.randomElement(using: &random)!,
                        on: "2026-11-\(Int.random(in: 17...20, using: &random))")
                }
                try write()
                return "\(count) entries here"
            case 7, 8:
                for _ in 0..<3 { Self.command(&b, &random) }
                sync(&a, &b)
                try write()
                return "the other device's commands arrive"
            case 9:
                Self.command(&a, &random)
                try write()
                return "a command here"
            case 10:
                c.receive(from: a)
                for _ in 0..<2 { Self.command(&c, &random) }
                a.receive(from: c)
                try write()
                return "a third device"
            case 11:
                try append(a.name, "2026-11-19 h1 +2 # by hand\n")
                return "a line by hand"
            case 12, 13:
                let file = Bool.random(using: &random) ? "/base/log" : "/devices/\(a.name).log"
                return try edit(root + file)
            case 14:
                let path = root + "/devices/\(b.name).log"
                let bytes = try Array(Data(contentsOf: URL(fileURLWithPath: path)))
                let cut = Int.random(in: 0...bytes.count, using: &random)
                try Data(bytes[..<cut]).write(to: URL(fileURLWithPath: path))
                // The rest comes back with the next write (a file-sync tool's copy caught
                // midway), so the lines after it are whole again.
                written[b.name] = min(cut, written[b.name] ?? 0)
                return "device b cut at \(cut)"
            case 15:
                let path = root + "/devices/\(a.name).log"
                let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
                try bytes.write(to: URL(fileURLWithPath: path), options: .atomic)
                return "device a's file replaced by a copy"
            case 16, 17:
                guard let path = checkpointPath, var bytes = FileManager.default.contents(atPath: path),
                    !bytes.isEmpty
                else { return "no checkpoint to corrupt" }
                if Bool.random(using: &random) {
                    bytes[Int.random(in: 0..<bytes.count, using: &random)] ^= 0x04
                } else {
                    bytes = bytes.prefix(Int.random(in: 0..<bytes.count, using: &random))
                }
                try bytes.write(to: URL(fileURLWithPath: path))
                return "checkpoint corrupted"
            default:
                guard let id = a.state.habits.randomElement(using: &random)?.id.rawValue else { return "nothing" }
                try? a.record(id, .done, on: "2026-11-20", answer: true)
                try write()
                return "an answer here"
            }
        }

        func append(_ device: String, _ text: String) throws {
            let handle = try #require(FileHandle(forWritingAtPath: root + "/devices/\(device).log"))
            try handle.seekToEnd()
            try handle.write(contentsOf: Data(text.utf8))
            try handle.close()
        }

        /// A same-size edit of an amount (`+1` and `+2`, `=1` and `=2`) in the middle of the
        /// file at `path`, its times put back.
        mutating func edit(_ path: String) throws -> String {
            let times = try #require(FileTimes(of: path))
            var bytes = try Array(Data(contentsOf: URL(fileURLWithPath: path)))
            let digits = bytes.indices.dropFirst().filter { place in
                (bytes[place] == UInt8(ascii: "1") || bytes[place] == UInt8(ascii: "2"))
                    && (bytes[place - 1] == UInt8(ascii: "+") || bytes[place - 1] == UInt8(ascii: "="))
            }
            guard let place = digits.randomElement(using: &random) else { return "no edit" }
            bytes[place] = bytes[place] == UInt8(ascii: "1") ? UInt8(ascii: "2") : UInt8(ascii: "1")
            let handle = try #require(FileHandle(forWritingAtPath: path))
            try handle.write(contentsOf: Data(bytes))
            try handle.close()
            #expect(times.restore(path))
            return "edited \(path.hasSuffix("/base/log") ? "the base's log" : "a device file") at \(place)"
        }

        /// The read through the checkpoint, twice (the second as if written an hour after
        /// the files last changed), against the whole fold with no cache.
        mutating func compare(_ what: String) throws {
            let scope = TransactionScope.histories(of: nil, today: DeviceCheckpointTests.today)
            // Half the steps write a fresh checkpoint after a read that folds a line on, the
            // files not yet settled; the others leave it as it is until they have settled.
            if randomizesWorthWriting {
                foldedOnWorthWriting = Bool.random(using: &random) ? 1 : Self.defaultWorthWriting
            }
            let expected = try store(cached: false).read(scope)
            for settled in [false, true] {
                if settled, let path = checkpointPath, FileManager.default.fileExists(atPath: path) {
                    try FileManager.default.setAttributes(
                        [.modificationDate: Date(timeIntervalSinceNow: 3600)], ofItemAtPath: path)
                }
                let (snapshot, use) = try #require(try store(cached: true).readReportingCheckpoint(scope))
                uses.append(use)
                let context = "\(what)\(settled ? ", settled" : ""): \(use)"
                #expect(snapshot.habitsFile.habits == expected.habitsFile.habits, "\(context)")
                #expect(snapshot.histories == expected.histories, "\(context)")
                #expect(snapshot.deviceReports == expected.deviceReports, "\(context)")
                #expect(snapshot.notes == expected.notes, "\(context)")
                #expect(snapshot.configFile.config == expected.configFile.config, "\(context)")
                // A history taken unchanged keeps the hash its checkpoint bytes gave it.
                for (id, hash) in snapshot.log.historyHashes {
                    #expect(hash == snapshot.histories[id]?.contentHash, "\(context): \(id)")
                }
                hashesKept += snapshot.log.historyHashes.count
            }
            try compareSettling(what)
        }

        /// `settleDeviceLayout` (what `habit sync` does after git) through the checkpoint
        /// against the same with no cache: the snapshots it writes and the reports it gives.
        mutating func compareSettling(_ what: String) throws {
            let snapshots = ["/habits", "/config"]
            if try store(cached: true).resumedDeviceRead() != nil { settledThroughCheckpoint += 1 }
            let reports = try store(cached: true).settleDeviceLayout()
            let written = snapshots.map { FileManager.default.contents(atPath: root + $0) }
            for name in snapshots { try? FileManager.default.removeItem(atPath: root + name) }
            let expected = try store(cached: false).settleDeviceLayout()
            #expect(reports == expected, "\(what): settled")
            #expect(written == snapshots.map { FileManager.default.contents(atPath: root + $0) }, "\(what): settled")
        }
    }
}
