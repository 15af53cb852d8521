import Foundation
import Testing

/// What `habit sync` says of the fold and takes in (docs/sync.md, "What is reported"): the
/// notes come from the fold its settling write made, and are those `habit verify` prints;
/// a person's edit of a snapshot goes into the device file before git moves files.
@Suite(.serialized, .enabled(if: SyncEndToEndTests.hasGit)) struct SyncNoteTests {
    typealias Cases = SyncIssueGitCaseTests

    /// The `Note:` lines of `output`.
    static func notes(_ output: String) -> [String] {
        output.split(separator: "\n").map(String.init).filter { $0.hasPrefix("Note: ") }
    }

    /// A line of the history from before device files for a habit no one has: the fold
    /// that left the base's entries out cannot tell it, so `sync` reads them to say it.
    @Test func aBaseEntryOfAnUnknownHabitIsNotedBySync() throws {
        let world = try DeviceWorld()
        defer { world.cleanUp() }
        try world.habit("a", ["add", "water", "--since", "2026-11-01"])
        try world.habit("a", ["check", "water", "--date", "2026-11-02"])
        let log = world.directory("a") + "/log"
        let handle = try #require(FileHandle(forWritingAtPath: log))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("2026-11-03 ghost\n".utf8))
        try handle.close()
        let initialised = try world.habit("a", ["sync", "init", world.remote])
        #expect(initialised.status == 0, "\(initialised.stderr)")
        let synced = try world.habit("a", ["sync"])
        #expect(synced.status == 0, "\(synced.stderr)")
        let said = Self.notes(synced.stdout)
        #expect(said.count == 1, "\(synced.stdout)")
        #expect(said.first?.contains("2026-11-03 from the history from before device files") == true, "\(said)")
        #expect(said == Self.notes(try world.habit("a", ["verify"]).stdout))
    }

    /// Notes of changes made on two devices at once: those `verify` prints, in its order.
    @Test func syncNotesAreThoseOfVerify() throws {
        let world = try DeviceWorld()
        defer { world.cleanUp() }
        try Cases.twoDevices(world, [["run", "--name", "Run"]])
        try Cases.sync(world, ["a", "b"])
        try world.habit("a", ["edit", "water", "--target", "10"])
        try world.habit("a", ["edit", "run", "--name", "Morning run"])
        try world.habit("b", ["edit", "water", "--target", "12"])
        try world.habit("b", ["edit", "run", "--name", "Evening run"])
        try Cases.sync(world, ["a"])
        let synced = try world.habit("b", ["sync"])
        #expect(synced.status == 0, "\(synced.stderr)")
        let said = Self.notes(synced.stdout)
        #expect(said.count == 2, "\(synced.stdout)")
        #expect(said == Self.notes(try world.habit("b", ["verify"]).stdout))
    }

    /// An edit of `habits` by hand, then `sync`: the edit is taken in before the merge and
    /// reaches the other device; a snapshot as `habit` wrote it is left to the merge.
    @Test func anEditOfHabitsIsSentBySync() throws {
        let world = try DeviceWorld()
        defer { world.cleanUp() }
        try Cases.twoDevices(world)
        try Cases.sync(world, ["a", "b"])
        let path = world.directory("a") + "/habits"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        try text.replacingOccurrences(of: "name=Water", with: "name=\"Still water\"")
            .write(toFile: path, atomically: false, encoding: .utf8)
        try world.habit("b", ["check", "water"])
        let synced = try Cases.sync(world, ["b", "a", "b"])
        #expect(synced.contains("Sent 1 change from a."), "\(synced)")
        let state = try Cases.agreed(world)
        #expect(state.habit(named: "Still water") != nil)
    }
}
