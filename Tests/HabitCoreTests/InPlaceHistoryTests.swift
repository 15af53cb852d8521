import Foundation
import HabitTestSupport
import Synchronization
import Testing

@testable import HabitCore

/// Histories a warm read takes in place from the mapped fold checkpoint
/// (docs/performance.md, "Histories read in place"): the same histories as a read that
/// copies them, a change that never reaches the mapping, and a mapping that lives as long
/// as a history reads it, no longer.
@Suite struct InPlaceHistoryTests {
    static let habits = """
        a every=daily since=2026-01-01 name=A
        water every=daily target=10 unit=glasses since=2026-01-01 name=W
        b every=daily since=2026-01-01 name=B

        """

    /// Three habits over 400 days: amounts too large for a word, skips, `no` answers, a
    /// line logged late.
    static let log: String = {
        var text = ""
        let first = day(2026, 1, 1)
        for offset in 0..<400 {
            let date = Day(number: first.number + offset)
            if offset % 3 != 1 { text += "\(date) a\n" }
            if offset % 7 == 2 { text += "\(date) a skip\n" }
            text += offset % 50 == 5 ? "\(date) water +3000000\n" : "\(date) water +\(offset % 4)\n"
            if offset % 11 == 3 { text += "\(date) b no\n" } else if offset % 2 == 0 { text += "\(date) b\n" }
            if offset == 200 { text += "\(day(2026, 1, 2)) b skip\n" }
        }
        return text
    }()

    /// A world whose checkpoint is current, long settled.
    func settledWorld() throws -> FoldCheckpointTests.World {
        let world = try FoldCheckpointTests.World(log: Self.log, habits: Self.habits)
        world.settings.settle = -3_600_000_000_000
        #expect(try world.read() == .unused(.missing))
        #expect(try world.read() == .current)
        return world
    }

    func store(_ world: FoldCheckpointTests.World, _ fileSystem: any FileSystem) -> Store {
        var store = Store(directory: world.tmp.data, fileSystem: fileSystem)
        store.checkpoints = world.settings
        return store
    }

    @Test func aHistoryReadInPlaceIsTheHistoryReadByCopy() throws {
        let world = try settledWorld()
        let mapping = MappingFileSystem()
        let (inPlace, _) = try #require(store(world, mapping).loadCheckpoint(world.checkpointFile))
        let (copied, _) = try #require(store(world, TestFileSystem()).loadCheckpoint(world.checkpointFile))
        let folded = try Store(directory: world.tmp.data).read(FoldCheckpointTests.scope).histories
        #expect(Set(inPlace.folds.keys) == Set(folded.keys))
        #expect(folded.count == 3)
        #expect(mapping.live == 1)
        for (id, expected) in folded {
            let viewed = try #require(inPlace.folds[id]?.history)
            let copy = try #require(copied.folds[id]?.history)
            #expect(viewed.dayColumn.isMapped && viewed.noDayColumn.isMapped == !expected.noDays.isEmpty)
            #expect(!copy.dayColumn.isMapped && !copy.noDayColumn.isMapped)
            for history in [viewed, copy] {
                #expect(history.days == expected.days)
                #expect(history.states == expected.states)
                #expect(history.noDays == expected.noDays)
                #expect(history.firstEntryDay == expected.firstEntryDay)
                #expect(history == expected)
            }
            #expect(inPlace.historyHashes[id] == copied.historyHashes[id])
            #expect(inPlace.historyHashes[id] == expected.contentHash)
            #expect(viewed.contentHash == expected.contentHash)
        }
        // The amounts too large for a word are read in place too.
        #expect(inPlace.folds[HabitID("water")!]?.history.dayStates.storage.large.isMapped == true)
        #expect(inPlace.folds[HabitID("water")!]?.history.state(on: day(2026, 1, 6)) == .amount(Amount(3_000_000)))
    }

    @Test func aWarmReadHandsOnHistoriesInPlace() throws {
        let world = try settledWorld()
        let (snapshot, use) = try #require(
            try store(world, MappingFileSystem()).readReportingCheckpoint(FoldCheckpointTests.scope))
        #expect(use == .current)
        #expect(snapshot.histories.count == 3)
        for history in snapshot.histories.values { #expect(history.dayColumn.isMapped) }
    }

    @Test func aChangeCopiesTheColumnAndLeavesTheMappingAlone() throws {
        let world = try settledWorld()
        let (checkpoint, _) = try #require(store(world, MappingFileSystem()).loadCheckpoint(world.checkpointFile))
        let bytes = try #require(checkpoint.folds.values.first?.history.dayColumn.mapping?.bytes)
        let before = Array(bytes)
        let fileBefore = try Data(contentsOf: URL(fileURLWithPath: world.checkpointFile))
        let snapshot = try Store(directory: world.tmp.data).read(FoldCheckpointTests.scope)
        let water = try #require(snapshot.habits.first { $0.id.rawValue == "water" })
        let others = checkpoint.folds.filter { $0.key != water.id }.mapValues(\.history)
        let othersBefore = others.mapValues { ($0.days, $0.states, $0.noDays) }
        var history = try #require(checkpoint.folds[water.id]?.history)
        let entries = [
            Entry(day: day(2026, 1, 6), habit: water.id, action: .add(Amount(1))),
            Entry(day: day(2026, 1, 7), habit: water.id, action: .clear),
            Entry(day: day(2027, 3, 1), habit: water.id, action: .no),
            Entry(day: day(2027, 3, 2), habit: water.id, action: .add(Amount(5_000_000))),
        ]
        history.append(entries, for: water)
        // The oracle: a whole fold of the log with these entries as lines after it.
        let logged = try #require(snapshot.histories[water.id])
        let grown = try FoldCheckpointTests.World(
            log: Self.log
                + "2026-01-06 water +1\n2026-01-07 water clear\n2027-03-01 water no\n2027-03-02 water +5000000\n",
            habits: Self.habits)
        let expected = try #require(
            try Store(directory: grown.tmp.data).read(FoldCheckpointTests.scope).histories[water.id])
        #expect(history == expected)
        #expect(history.days == expected.days && history.states == expected.states)
        #expect(history.noDays == expected.noDays)
        #expect(history.state(on: day(2026, 1, 6)) == .amount(Amount(3_000_001)))
        #expect(history.state(on: day(2026, 1, 7)) == nil)
        #expect(history.answeredNo(on: day(2027, 3, 1)))
        #expect(!history.dayColumn.isMapped && !history.noDayColumn.isMapped)
        #expect(Array(bytes) == before)
        #expect(try Data(contentsOf: URL(fileURLWithPath: world.checkpointFile)) == fileBefore)
        for (id, other) in others {
            #expect(other.dayColumn.isMapped)
            #expect(other.days == othersBefore[id]?.0)
            #expect(other.states == othersBefore[id]?.1)
            #expect(other.noDays == othersBefore[id]?.2)
        }
        #expect(checkpoint.folds[water.id]?.history.dayColumn.isMapped == true)
        #expect(checkpoint.folds[water.id]?.history == logged)
    }

    @Test func aHistoryOutlivesTheReadAndItsMappingGoesWithIt() throws {
        let world = try settledWorld()
        let fileSystem = MappingFileSystem()
        let expected = try Store(directory: world.tmp.data).read(FoldCheckpointTests.scope).histories
        let id = try #require(HabitID("b"))
        var history: History? = try {
            let (snapshot, use) = try #require(
                try store(world, fileSystem).readReportingCheckpoint(FoldCheckpointTests.scope))
            #expect(use == .current)
            return snapshot.histories[id]
        }()
        #expect(fileSystem.maps == 1)
        #expect(fileSystem.live == 1)
        #expect(history?.dayColumn.isMapped == true)
        #expect(history == expected[id])
        #expect(history?.noDays == expected[id]?.noDays)
        history = nil
        #expect(fileSystem.live == 0)
        #expect(fileSystem.maps == 1)
    }

    @Test func aCheckpointThatDoesNotReadWholeIsUnmappedAtOnce() throws {
        let world = try settledWorld()
        let url = URL(fileURLWithPath: world.checkpointFile)
        var bytes = try Data(contentsOf: url)
        bytes[bytes.count - 1] ^= 1
        try bytes.write(to: url)
        let fileSystem = MappingFileSystem()
        #expect(store(world, fileSystem).loadCheckpoint(world.checkpointFile)?.0 == nil)
        #expect(fileSystem.maps == 1)
        #expect(fileSystem.live == 0)
    }

    @Test func eachHistoryStartsAlignedAndHashesAsItsOwnBytes() throws {
        let world = try settledWorld()
        let (checkpoint, _) = try #require(store(world, MappingFileSystem()).loadCheckpoint(world.checkpointFile))
        for point in checkpoint.folds.values {
            let history = point.history
            let base = try #require(history.dayColumn.mapping?.bytes.baseAddress)
            history.dayColumn.withUnsafeBufferPointer { days in
                let offset = UnsafeRawPointer(days.baseAddress!) - base
                #expect(offset % 4 == 0)
            }
            history.dayStates.storage.large.withUnsafeBufferPointer { large in
                if let start = large.baseAddress { #expect((UnsafeRawPointer(start) - base) % 8 == 0) }
            }
        }
    }
}

/// The real file system, mapping files, that counts the mappings it made and took back.
@available(macOS 15.0, iOS 18.0, *)
final class MappingFileSystem: FileSystem {
    private let base = SystemFileSystem()
    private let counts = Mutex((maps: 0, unmaps: 0))

    /// How many files it mapped.
    var maps: Int { counts.withLock { $0.maps } }
    /// How many of its mappings are still mapped.
    var live: Int { counts.withLock { $0.maps - $0.unmaps } }

    func map(_ fd: Int32, size: Int) -> UnsafeRawBufferPointer? {
        let region = base.map(fd, size: size)
        if region != nil { counts.withLock { $0.maps += 1 } }
        return region
    }

    func unmap(_ region: UnsafeRawBufferPointer) {
        counts.withLock { $0.unmaps += 1 }
        base.unmap(region)
    }

    func open(_ path: String, _ options: OpenOptions, mode: UInt32) throws(SystemCallError) -> Int32 {
        try base.open(path, options, mode: mode)
    }
    func close(_ fd: Int32) throws(SystemCallError) { try base.close(fd) }
    func read(_ fd: Int32, into buffer: UnsafeMutableRawBufferPointer) throws(SystemCallError) -> Int {
        try base.read(fd, into: buffer)
    }
    func pread(_ fd: Int32, into buffer: UnsafeMutableRawBufferPointer, at offset: Int) throws(SystemCallError) -> Int {
        try base.pread(fd, into: buffer, at: offset)
    }
    func write(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) throws(SystemCallError) -> Int {
        try base.write(fd, bytes)
    }
    func fsync(_ fd: Int32) throws(SystemCallError) { try base.fsync(fd) }
    func ftruncate(_ fd: Int32, to length: Int) throws(SystemCallError) { try base.ftruncate(fd, to: length) }
    func fchmod(_ fd: Int32, mode: UInt32) throws(SystemCallError) { try base.fchmod(fd, mode: mode) }
    func fstat(_ fd: Int32) throws(SystemCallError) -> FileStatus { try base.fstat(fd) }
    func status(_ path: String, followingLinks: Bool) throws(SystemCallError) -> FileStatus? {
        try base.status(path, followingLinks: followingLinks)
    }
    func readLink(_ path: String) throws(SystemCallError) -> String { try base.readLink(path) }
    func makeDirectory(_ path: String, mode: UInt32) throws(SystemCallError) {
        try base.makeDirectory(path, mode: mode)
    }
    func rename(_ from: String, to: String) throws(SystemCallError) { try base.rename(from, to: to) }
    func unlink(_ path: String) throws(SystemCallError) { try base.unlink(path) }
    func removeDirectory(_ path: String) throws(SystemCallError) { try base.removeDirectory(path) }
    func contentsOfDirectory(_ path: String) throws(SystemCallError) -> [String] {
        try base.contentsOfDirectory(path)
    }
    func tryLock(_ fd: Int32, exclusive: Bool) throws(SystemCallError) -> Bool {
        try base.tryLock(fd, exclusive: exclusive)
    }
    func monotonicSeconds() -> Double { base.monotonicSeconds() }
    func sleep(seconds: Double) { base.sleep(seconds: seconds) }
}
