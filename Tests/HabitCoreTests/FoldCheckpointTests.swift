import Foundation
import HabitTestSupport
import Testing

@testable import HabitCore

/// Each way a fold checkpoint is used or refused (docs/performance.md, "The fold
/// checkpoint"): whatever it says, the read's histories, issues and first lines are those
/// of a read without one.
@Suite struct FoldCheckpointTests {
    static let habits = """
        a every=daily since=2026-01-01 name=A
        water every=daily target=10 unit=glasses since=2026-01-01 name=W

        """
    static let log = "2026-01-01 a\n2026-01-02 water +3\n2026-01-02 stray\n2026-01-03 a skip\n"
    static let scope = TransactionScope.histories(of: nil)

    /// A data directory with `habits` and `log` and a cache directory beside it.
    final class World {
        let tmp: TemporaryDirectory
        var settings: CheckpointSettings

        init(log: String = FoldCheckpointTests.log, habits: String = FoldCheckpointTests.habits) throws {
            tmp = try TemporaryDirectory()
            try FileManager.default.createDirectory(atPath: tmp.data, withIntermediateDirectories: true)
            tmp.write(tmp.data + "/habits", habits)
            tmp.write(tmp.data + "/log", log)
            settings = CheckpointSettings(directory: tmp.root + "/cache/habit", build: "test")
        }

        var logPath: String { tmp.data + "/log" }

        func store(_ directory: String? = nil) -> Store {
            var store = Store(directory: directory ?? tmp.data)
            store.checkpoints = settings
            return store
        }

        /// The read through the checkpoint, its use, and whether it agrees with a read
        /// without one.
        func read(
            _ scope: TransactionScope = FoldCheckpointTests.scope, sourceLocation: SourceLocation = #_sourceLocation
        )
            throws -> Store.CheckpointUse
        {
            let (snapshot, use) = try #require(try store().readReportingCheckpoint(scope))
            let plain = try Store(directory: tmp.data).read(scope)
            #expect(snapshot.histories == plain.histories, sourceLocation: sourceLocation)
            #expect(snapshot.issues == plain.issues, sourceLocation: sourceLocation)
            #expect(
                snapshot.log.firstLines?.map { "\($0.id):\($0.line)" }
                    == plain.log.firstLines?.map { "\($0.id):\($0.line)" },
                sourceLocation: sourceLocation)
            return use
        }

        var checkpointFile: String { settings.file(for: tmp.data) ?? "" }

        /// Writes the log in place (the same file).
        func overwrite(_ text: String) throws {
            let handle = try #require(FileHandle(forWritingAtPath: logPath))
            try handle.truncate(atOffset: 0)
            try handle.write(contentsOf: Data(text.utf8))
            try handle.close()
        }

        func append(_ text: String) throws {
            let handle = try #require(FileHandle(forWritingAtPath: logPath))
            try handle.seekToEnd()
            try handle.write(contentsOf: Data(text.utf8))
            try handle.close()
        }
    }

    /// The same bytes, long settled: the log is not read at all.
    @Test func theSameLogIsNotReadAgain() throws {
        let world = try World()
        world.settings.settle = -3_600_000_000_000
        #expect(try world.read() == .unused(.missing))
        #expect(try world.read() == .current)
        // Not one byte of the log: it is replaced by a file the read would choke on.
        let counting = TestFileSystem()
        var store = Store(directory: world.tmp.data, fileSystem: counting)
        store.checkpoints = world.settings
        let (_, use) = try #require(try store.readReportingCheckpoint(Self.scope))
        #expect(use == .current)
        #expect(counting.bytesRead(of: world.logPath) == 0 && counting.opens(of: world.logPath) == 0)
    }

    /// A read that writes a checkpoint reads the log once, through one descriptor, its
    /// bytes hashed as the fold reads them — whether the log settled long before or just
    /// changed — and the checkpoint it writes is current for the next read.
    @Test(arguments: [false, true])
    func aCheckpointIsWrittenFromOnePass(settled: Bool) throws {
        let world = try World()
        world.settings.settle = settled ? -3_600_000_000_000 : 3_600_000_000_000
        let counting = TestFileSystem()
        var store = Store(directory: world.tmp.data, fileSystem: counting)
        store.checkpoints = world.settings
        let (_, use) = try #require(try store.readReportingCheckpoint(Self.scope))
        #expect(use == .unused(.missing))
        #expect(counting.opens(of: world.logPath) == 1)
        #expect(counting.bytesRead(of: world.logPath) == Self.log.utf8.count)
        world.settings.settle = -3_600_000_000_000
        #expect(try world.read() == .current)
    }

    /// Every read that takes or writes a checkpoint gives each history its `contentHash`
    /// (what the kept engine tallies are keyed by): the read that writes one takes them
    /// from the write, a current one from the checkpoint's bytes as they were checked, and a
    /// read that folds on and writes a fresh one (the log long settled) gives the history
    /// folded on its new hash.
    @Test func historiesTakenUnchangedKeepTheirHashes() throws {
        let world = try World()
        world.settings.settle = -3_600_000_000_000
        let (first, firstUse) = try #require(try world.store().readReportingCheckpoint(Self.scope))
        #expect(firstUse == .unused(.missing))
        #expect(first.log.historyHashes.count == 3)
        #expect(first.log.historyHashes == first.histories.mapValues(\.contentHash))
        let (current, use) = try #require(try world.store().readReportingCheckpoint(Self.scope))
        #expect(use == .current)
        #expect(current.log.historyHashes.count == 3)
        #expect(current.log.historyHashes == current.histories.mapValues(\.contentHash))
        try world.append("2026-01-04 a\n")
        let (grown, grownUse) = try #require(try world.store().readReportingCheckpoint(Self.scope))
        #expect(grownUse == .grown(lines: 1))
        #expect(grown.log.historyHashes.count == 3)
        #expect(grown.log.historyHashes == grown.histories.mapValues(\.contentHash))
        #expect(grown.histories[HabitID("a")!]?.contentHash != current.histories[HabitID("a")!]?.contentHash)
    }

    /// A read that folds on without writing a fresh checkpoint (the log changed just now,
    /// one line too few to be worth one) keeps the hashes of the histories it took
    /// unchanged and none for the one it folded on; a read without a cache, none.
    @Test func aHistoryFoldedOnLosesItsKeptHash() throws {
        let world = try World()
        world.settings.settle = -3_600_000_000_000
        _ = try world.store().readReportingCheckpoint(Self.scope)
        world.settings.settle = 3_600_000_000_000
        try world.append("2026-01-04 a\n")
        let (grown, use) = try #require(try world.store().readReportingCheckpoint(Self.scope))
        #expect(use == .grown(lines: 1))
        #expect(grown.log.historyHashes.keys.map(\.rawValue).sorted() == ["stray", "water"])
        #expect(grown.log.historyHashes[HabitID("water")!] == grown.histories[HabitID("water")!]?.contentHash)
        #expect(try Store(directory: world.tmp.data).read(Self.scope).log.historyHashes.isEmpty)
    }

    /// The seal holds each history's hash, not its bytes as they lie: a checkpoint sealed
    /// by a hash of every byte before it (as format 2 was) is refused, and the one written
    /// is read.
    @Test func theSealHoldsTheHistoriesHashes() throws {
        let world = try World()
        world.settings.settle = -3_600_000_000_000
        _ = try world.read()
        #expect(try world.read() == .current)
        let bytes = Array(try #require(FileManager.default.contents(atPath: world.checkpointFile)))
        var flat = Array(bytes.dropLast(8))
        withUnsafeBytes(of: ContentHash.of(flat).littleEndian) { flat += $0 }
        #expect(flat != bytes)
        #expect(flat.withUnsafeBytes { FoldCheckpoint.decode($0) } == nil)
        #expect(bytes.withUnsafeBytes { FoldCheckpoint.decode($0) } != nil)
    }

    /// Times too close to the checkpoint's: the bytes are read and hashed.
    @Test func aLogChangedJustBeforeIsHashed() throws {
        let world = try World()
        #expect(try world.read() == .unused(.missing))
        #expect(try world.read() == .verified)
    }

    /// Lines appended: only they are folded, numbered on.
    @Test func appendedLinesAreFoldedOn() throws {
        let world = try World()
        _ = try world.read()
        try world.append("2026-01-03 a clear\n2026-01-04 water =12\n2026-01-02 water +1\n2026-01-05 new done\nbad\n")
        #expect(try world.read() == .grown(lines: 5))
        // A problem in the lines appended: no checkpoint of them; the next read goes on
        // from the old one again.
        #expect(try world.read() == .grown(lines: 5))
    }

    @Test func aReplacedLogIsReadWhole() throws {
        let world = try World()
        _ = try world.read()
        world.tmp.write(world.tmp.root + "/other", Self.log + "2026-01-09 a\n")
        try FileManager.default.removeItem(atPath: world.logPath)
        try FileManager.default.moveItem(atPath: world.tmp.root + "/other", toPath: world.logPath)
        #expect(try world.read() == .unused(.otherFile))
        try FileManager.default.removeItem(atPath: world.logPath)
        #expect(try world.read() == .unused(.otherFile))
    }

    @Test func aShorterLogIsReadWhole() throws {
        let world = try World()
        _ = try world.read()
        let handle = try #require(FileHandle(forWritingAtPath: world.logPath))
        try handle.truncate(atOffset: 20)
        try handle.close()
        #expect(try world.read() == .unused(.shorter))
    }

    /// An edit in the middle that keeps the size and puts the time back.
    @Test(arguments: [false, true])
    func anEditInTheMiddleIsSeen(settled: Bool) throws {
        let world = try World()
        if settled { world.settings.settle = -3_600_000_000_000 }
        _ = try world.read()
        let times = try #require(FileTimes(of: world.logPath))
        let before = try #require(try SystemFileSystem().status(world.logPath, followingLinks: true))
        usleep(20_000)
        try world.overwrite(Self.log.replacingOccurrences(of: "a skip", with: "a done"))
        #expect(times.restore(world.logPath))
        let after = try #require(try SystemFileSystem().status(world.logPath, followingLinks: true))
        #expect(after.size == before.size && after.modified == before.modified && after.changed != before.changed)
        #expect(try world.read() == .unused(.edited))
    }

    @Test func aCorruptOrCutCheckpointIsNotRead() throws {
        let world = try World()
        _ = try world.read()
        var bytes = try #require(FileManager.default.contents(atPath: world.checkpointFile))
        bytes[bytes.count / 2] ^= 0x20
        try bytes.write(to: URL(fileURLWithPath: world.checkpointFile))
        #expect(try world.read() == .unused(.missing))
        let whole = try #require(FileManager.default.contents(atPath: world.checkpointFile))
        try whole.prefix(whole.count - 3).write(to: URL(fileURLWithPath: world.checkpointFile))
        #expect(try world.read() == .unused(.missing))
        try Data().write(to: URL(fileURLWithPath: world.checkpointFile))
        #expect(try world.read() == .unused(.missing))
    }

    @Test func anotherDirectorysCheckpointIsNotRead() throws {
        let world = try World()
        let other = try World(log: "2026-01-01 water =99\n")
        other.settings.directory = world.settings.directory
        _ = try other.read()
        try FileManager.default.copyItem(atPath: other.checkpointFile, toPath: world.checkpointFile)
        #expect(try world.read() == .unused(.otherDirectory))
    }

    @Test func anotherBuildsCheckpointIsNotRead() throws {
        let world = try World()
        _ = try world.read()
        world.settings.build = "another"
        #expect(try world.read() == .unused(.otherBuild))
    }

    /// A goal changed: the fold is made again under it.
    @Test func changedSettingsAreFoldedAgain() throws {
        let world = try World()
        _ = try world.read()
        world.tmp.write(world.tmp.data + "/habits", Self.habits.replacingOccurrences(of: "target=10", with: "target=2"))
        #expect(try world.read() == .unused(.settings))
        world.tmp.write(world.tmp.data + "/config", "week-start = sunday\n")
        #expect(try world.read() == .unused(.settings))
    }

    /// A read of some habits, or with notes, does not use it.
    @Test func otherScopesAreReadWhole() throws {
        let world = try World()
        _ = try world.read()
        #expect(try world.read(.histories(of: [HabitID.test("a")])) == .unused(.scope))
        #expect(try world.read(.histories(of: nil, today: day(2026, 1, 9), notesOfLast: 30)) == .unused(.scope))
    }

    /// A log that names an id on a `was=` list is read whole, and no checkpoint kept.
    @Test func aFormerIDNamedIsReadWhole() throws {
        let world = try World(habits: Self.habits.replacingOccurrences(of: "name=A", with: "was=stray name=A"))
        #expect(try world.read() == .unused(.formerIDs))
        #expect(!FileManager.default.fileExists(atPath: world.checkpointFile))
    }

    /// A log with a problem (here a torn last line) keeps no checkpoint.
    @Test func aLogWithAProblemKeepsNone() throws {
        let world = try World(log: Self.log + "2026-01-04 a +")
        #expect(try world.read() == .unused(.missing))
        #expect(!FileManager.default.fileExists(atPath: world.checkpointFile))
    }

    /// A pending journal: the read undoes its change, without a checkpoint.
    @Test func aPendingJournalIsReadWithout() throws {
        let world = try World()
        _ = try world.read()
        let newer = Self.log + "2026-01-05 a\n"
        try world.store().writeJournal(
            Journal(changes: [.replace(.log, old: Array(Self.log.utf8), new: Array(newer.utf8))]))
        try world.overwrite(newer)
        #expect(try world.read() == .unused(.journal))
    }

    /// A cache directory that cannot be written costs time only.
    @Test func anUnwritableCacheOnlyCostsTime() throws {
        let world = try World()
        world.tmp.write(world.tmp.root + "/cache", "a file where the directory would go")
        #expect(try world.read() == .unused(.missing))
        #expect(try world.read() == .unused(.missing))
        world.settings.directory = nil
        #expect(try world.read() == .unused(.disabled))
    }

    /// The engine's kept tallies (docs/performance.md, "Kept engine tallies") are read
    /// only by the build, data directory and `habits` and `config` that wrote them, whole.
    @Test func keptTalliesAreStamped() throws {
        let world = try World()
        let snapshot = try #require(try world.store().readReportingCheckpoint(Self.scope)?.0)
        let sources = try #require(snapshot.sourcesHash)
        let words: [Int64] = [1, 2, 3]
        world.store().saveTallies(words, sourcesHash: sources)
        #expect(world.store().loadTallies(sourcesHash: sources) == words)
        #expect(world.store().loadTallies(sourcesHash: sources &+ 1) == nil)
        let other = try World()
        other.settings.directory = world.settings.directory
        #expect(other.store(world.tmp.data).loadTallies(sourcesHash: sources) == words)
        try FileManager.default.copyItem(
            atPath: world.checkpointFile + ".tallies", toPath: other.checkpointFile + ".tallies")
        #expect(other.store().loadTallies(sourcesHash: sources) == nil)
        world.settings.build = "another"
        #expect(world.store().loadTallies(sourcesHash: sources) == nil)
        world.settings.build = "test"
        var bytes = try #require(FileManager.default.contents(atPath: world.checkpointFile + ".tallies"))
        bytes[bytes.count / 2] ^= 0x20
        try bytes.write(to: URL(fileURLWithPath: world.checkpointFile + ".tallies"))
        #expect(world.store().loadTallies(sourcesHash: sources) == nil)
    }

    /// A read of `habits` and `config` as they are stamps its snapshot with their hash; a
    /// change to either moves it, and so does a change in memory (it is then `nil`).
    @Test func theSourcesHashFollowsHabitsAndConfig() throws {
        let world = try World()
        let first = try #require(try world.store().readReportingCheckpoint(Self.scope)?.0)
        let again = try #require(try world.store().readReportingCheckpoint(Self.scope)?.0)
        #expect(first.sourcesHash != nil && first.sourcesHash == again.sourcesHash)
        world.tmp.write(world.tmp.data + "/config", "week-start = sunday\n")
        let config = try #require(try world.store().readReportingCheckpoint(Self.scope)?.0)
        world.tmp.write(world.tmp.data + "/habits", Self.habits.replacingOccurrences(of: "name=W", with: "name=V"))
        let habits = try #require(try world.store().readReportingCheckpoint(Self.scope)?.0)
        #expect(Set([first.sourcesHash, config.sourcesHash, habits.sourcesHash]).count == 3)
        var changed = habits
        changed.habitsFile = first.habitsFile
        #expect(changed.sourcesHash == nil)
        #expect(try world.store().readReportingCheckpoint(.histories(of: [HabitID.test("a")]))?.0.sourcesHash == nil)
    }

    /// A pruned checkpoint takes its kept tallies with it.
    @Test func prunedCheckpointsTakeTheirTallies() throws {
        let world = try World()
        world.settings.kept = 1
        let first = world.tmp.root + "/data0"
        try FileManager.default.copyItem(atPath: world.tmp.data, toPath: first)
        let snapshot = try #require(try world.store(first).readReportingCheckpoint(Self.scope)?.0)
        world.store(first).saveTallies([1], sourcesHash: try #require(snapshot.sourcesHash))
        usleep(10_000)
        _ = try world.read()
        let names = try FileManager.default.contentsOfDirectory(atPath: world.settings.directory ?? "")
        #expect(names.count == 1 && !names.contains { $0.hasSuffix(".tallies") })
    }

    /// At most `kept` checkpoints stay, the oldest going first.
    @Test func theCacheKeepsAFewCheckpoints() throws {
        let world = try World()
        world.settings.kept = 2
        for index in 0..<4 {
            let directory = world.tmp.root + "/data\(index)"
            try FileManager.default.copyItem(atPath: world.tmp.data, toPath: directory)
            _ = try world.store(directory).readReportingCheckpoint(Self.scope)
            usleep(10_000)
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: world.settings.directory ?? "")
        #expect(names.count == 2)
        #expect(names.contains { world.settings.file(for: world.tmp.root + "/data3")?.hasSuffix($0) ?? false })
    }
}
