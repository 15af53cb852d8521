import Foundation
import HabitTestSupport
import Testing

@testable import HabitCore

/// The state's habits through the device checkpoint: the checkpoint's text of them is the
/// text the snapshot of `habits` is made of, and a read through it takes that text and its
/// parse from the checkpoint instead of writing the habits out and parsing them again.
extension DeviceCheckpointTests {
    @Test func aReadThroughTheCheckpointTakesTheHabitsTextItHolds() throws {
        var world = try World(seed: 5)
        defer { try? FileManager.default.removeItem(atPath: world.root) }
        try world.compare("start")
        let id = try #require(world.a.state.habits.first?.id.rawValue)
        try world.a.rename(id, "renamed")
        try world.write()
        try world.compare("a rename")
        let read = try #require(try world.store(cached: true).resumedDeviceRead())
        let kept = try #require(read.habitsText)
        // The text as a `habits` file writes each habit, made here from the state's habits.
        let written = read.state.habits.map { HabitsFile.line(for: $0) + "\n" }.joined()
        #expect(kept.text == Array(written.utf8))
        #expect(kept.text.count > 0)
        #expect(kept.file == HabitsFile.parse(Array(written.utf8)).file)
        #expect(kept.file.habits.map(\.id.rawValue).contains("renamed"))
        #expect(read.snapshotTexts.habits == kept.text)
        // A change of the state drops them: they no longer hold its habits.
        var changed = read
        changed.state.habits.removeLast()
        #expect(changed.habitsText == nil)
        #expect(changed.snapshotTexts.habits != kept.text)
        // Without the checkpoint, the read makes the text from the state.
        let whole = try world.store(cached: false).readDevices(baseEntries: false)
        #expect(whole.habitsText == nil)
        #expect(whole.snapshotTexts.habits == kept.text)
    }
}

extension DeviceCheckpointTests {
    /// A line just appended folds on from the checkpoint, which is left as it is until the
    /// files have settled: then a read writes it anew, and the next takes it as it is.
    @Test func aCheckpointIsWrittenAnewOnlyOnceTheFilesSettle() throws {
        var world = try World(seed: 9)
        defer { try? FileManager.default.removeItem(atPath: world.root) }
        try world.startSettled(after: 500_000_000)
        let path = try #require(world.checkpointPath)
        let scope = TransactionScope.histories(of: nil, today: DeviceCheckpointTests.today)
        let current = try #require(try world.store(cached: true).readReportingCheckpoint(scope))
        #expect(current.1 == .current)
        let written = try #require(FileManager.default.contents(atPath: path))
        let id = try #require(world.a.state.habits.first { !$0.isComposite }?.id.rawValue)
        try world.a.record(id, .done, on: "2026-11-20")
        try world.write()
        let expected = try world.store(cached: false).read(scope)
        for _ in 0..<2 {
            let (snapshot, use) = try #require(try world.store(cached: true).readReportingCheckpoint(scope))
            #expect(use == .grown(lines: 1))
            #expect(snapshot.histories == expected.histories)
            #expect(FileManager.default.contents(atPath: path) == written)
        }
        usleep(750_000)
        try Self.expectFreshCheckpoint(world, scope, expected, path: path, written: written, next: .current)
    }

    /// The read that folds the one line appended on from the checkpoint and writes the
    /// checkpoint afresh (its bytes no longer `written`), then the read after it, whose use
    /// is `next`: both give `expected`'s histories.
    static func expectFreshCheckpoint(
        _ world: World, _ scope: TransactionScope, _ expected: Snapshot, path: String, written: Data,
        next: Store.CheckpointUse, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let (snapshot, use) = try #require(
            try world.store(cached: true).readReportingCheckpoint(scope), sourceLocation: sourceLocation)
        #expect(use == .grown(lines: 1), sourceLocation: sourceLocation)
        #expect(snapshot.histories == expected.histories, sourceLocation: sourceLocation)
        #expect(FileManager.default.contents(atPath: path) != written, sourceLocation: sourceLocation)
        let (again, nextUse) = try #require(
            try world.store(cached: true).readReportingCheckpoint(scope), sourceLocation: sourceLocation)
        #expect(nextUse == next, sourceLocation: sourceLocation)
        #expect(again.histories == expected.histories, sourceLocation: sourceLocation)
    }
}

extension DeviceCheckpointTests {
    /// Lines folded on worth a fresh checkpoint (`CheckpointSettings.foldedOnWorthWriting`)
    /// have it written at once, the files not yet settled: the next read hashes them and
    /// finds nothing more to fold.
    @Test func linesWorthAFreshCheckpointHaveItWrittenAtOnce() throws {
        var world = try World(seed: 9)
        defer { try? FileManager.default.removeItem(atPath: world.root) }
        try world.startSettled(after: 500_000_000)
        world.foldedOnWorthWriting = 1
        let path = try #require(world.checkpointPath)
        let written = try #require(FileManager.default.contents(atPath: path))
        let id = try #require(world.a.state.habits.first { !$0.isComposite }?.id.rawValue)
        try world.a.record(id, .done, on: "2026-11-20")
        try world.write()
        let scope = TransactionScope.histories(of: nil, today: DeviceCheckpointTests.today)
        let expected = try world.store(cached: false).read(scope)
        try Self.expectFreshCheckpoint(world, scope, expected, path: path, written: written, next: .verified)
    }
}
