import Foundation
import HabitTestSupport
import Testing

@testable import HabitCore

/// The checkpoint file as read and written (docs/performance.md, "The fold checkpoint"):
/// mapped where the file system can, read where it cannot, written a piece at a time;
/// either way every byte of it is checked before any is used.
@Suite struct CheckpointFileTests {
    /// Two habits over 10,000 days: a checkpoint of several of `encode`'s pieces.
    static let longLog: String = {
        var text = ""
        let first = day(2000, 1, 1)
        for offset in 0..<10_000 {
            let date = Day(number: first.number + offset)
            text += "\(date) a\n\(date) water +3\n"
        }
        return text
    }()

    /// A world with the long log whose checkpoint is current, long settled.
    func settledWorld() throws -> FoldCheckpointTests.World {
        let world = try FoldCheckpointTests.World(log: Self.longLog)
        world.settings.settle = -3_600_000_000_000
        #expect(try world.read() == .unused(.missing))
        return world
    }

    /// The read through a file system that maps nothing: every byte goes through `read`.
    func readWithoutMapping(_ world: FoldCheckpointTests.World) throws -> Store.CheckpointUse {
        let reading = TestFileSystem()
        var store = Store(directory: world.tmp.data, fileSystem: reading)
        store.checkpoints = world.settings
        let (snapshot, use) = try #require(try store.readReportingCheckpoint(FoldCheckpointTests.scope))
        #expect(snapshot.histories == (try Store(directory: world.tmp.data).read(FoldCheckpointTests.scope)).histories)
        if use == .current { #expect(reading.bytesRead(of: world.checkpointFile) > 0) }
        return use
    }

    /// A checkpoint of many pieces reads back, mapped and read.
    @Test func aCheckpointOfManyPiecesReadsBack() throws {
        let world = try settledWorld()
        let size = try #require(try FileManager.default.attributesOfItem(atPath: world.checkpointFile)[.size] as? Int)
        #expect(size > 2 * FoldCheckpoint.pieceSize)
        #expect(try world.read() == .current)
        #expect(try readWithoutMapping(world) == .current)
    }

    /// One byte changed anywhere — the header, a history in the first piece, one in the
    /// last, the hash at the end — and the checkpoint is not used, mapped or read.
    @Test(arguments: [0, 1, 2, 3])
    func aChangedByteIsSeen(place: Int) throws {
        for mapped in [true, false] {
            let world = try settledWorld()
            let url = URL(fileURLWithPath: world.checkpointFile)
            var bytes = try Data(contentsOf: url)
            let offset = [40, FoldCheckpoint.pieceSize / 2, bytes.count - 100, bytes.count - 1][place]
            bytes[offset] ^= 0x01
            try bytes.write(to: url)
            #expect(try (mapped ? world.read() : readWithoutMapping(world)) == .unused(.missing))
            #expect(try world.read() == .current)
        }
    }

    /// A checkpoint that would be larger than the limit is not kept, and the one before
    /// it goes.
    @Test func aCheckpointAboveTheLimitIsNotKept() throws {
        let world = try settledWorld()
        #expect(FileManager.default.fileExists(atPath: world.checkpointFile))
        world.settings.sizeLimit = FoldCheckpoint.pieceSize + 1
        #expect(try world.read() == .unused(.missing))
        #expect(!FileManager.default.fileExists(atPath: world.checkpointFile))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: world.settings.directory ?? "")
        #expect(leftovers.isEmpty)
    }

    /// A line appended just now: folded on from the checkpoint, which is not written again
    /// (the log's times cannot vouch for it yet); once they can, a fresh one is written
    /// and the next read is current. Many lines appended are worth a write at once.
    @Test func aFreshCheckpointWaitsForTheLogToSettle() throws {
        let world = try FoldCheckpointTests.World()
        #expect(try world.read() == .unused(.missing))
        try world.append("2026-01-04 a\n")
        #expect(try world.read() == .grown(lines: 1))
        #expect(try world.read() == .grown(lines: 1))
        world.settings.settle = -3_600_000_000_000
        #expect(try world.read() == .grown(lines: 1))
        #expect(try world.read() == .current)
        world.settings.settle = 2_000_000_000
        world.settings.foldedOnWorthWriting = 20
        try world.append("2026-01-05 a\n2026-01-06 a\n")
        #expect(try world.read() == .grown(lines: 2))
        #expect(try world.read() == .verified)
    }

    /// The first read makes the cache directory and writes the checkpoint without an
    /// `fsync`: a cache lost in a crash costs one read's time, and a disk's flush would
    /// cost every first read more than its fold.
    @Test func aFirstReadWaitsOnNoFlush() throws {
        let world = try FoldCheckpointTests.World()
        let disk = TestFileSystem()
        var store = Store(directory: world.tmp.data, fileSystem: disk)
        store.checkpoints = world.settings
        #expect(!FileManager.default.fileExists(atPath: world.settings.directory ?? ""))
        let (_, use) = try #require(try store.readReportingCheckpoint(FoldCheckpointTests.scope))
        #expect(use == .unused(.missing))
        #expect(FileManager.default.fileExists(atPath: world.checkpointFile))
        #expect(disk.count(.fsync) == 0)
    }

    /// A checkpoint written again takes the old one's place by removing it, then renaming
    /// the new one to its name (a rename over a file, which ext4 answers by writing the new
    /// one out at once, is not made): the cache holds the new checkpoint and no temporary
    /// file, and the next read finds it current.
    @Test func aCheckpointWrittenAgainTakesTheOldOnesPlace() throws {
        let world = try settledWorld()
        let before = try #require(try SystemFileSystem().status(world.checkpointFile, followingLinks: false))
        try world.append("2027-05-19 a\n")
        let disk = TestFileSystem()
        var store = Store(directory: world.tmp.data, fileSystem: disk)
        store.checkpoints = world.settings
        #expect(try store.readReportingCheckpoint(FoldCheckpointTests.scope)?.1 == .grown(lines: 1))
        let renames = disk.namings.filter { $0.hasPrefix("rename ") && $0.hasSuffix(" " + world.checkpointFile) }
        #expect(renames.count == 1 && renames[0].hasPrefix("rename " + world.checkpointFile + ".tmp-"))
        let (removed, renamed) = (
            disk.namings.firstIndex(of: "unlink " + world.checkpointFile), disk.namings.firstIndex(of: renames[0])
        )
        #expect(removed != nil && renamed != nil && removed! < renamed!)
        let after = try #require(try SystemFileSystem().status(world.checkpointFile, followingLinks: false))
        #expect(after.inode != before.inode)
        let names = try FileManager.default.contentsOfDirectory(atPath: world.settings.directory ?? "")
        #expect(!names.contains { $0.contains(".tmp-") })
        #expect(try world.read() == .current)
    }
}
