import Foundation
import Testing

/// What the commands write in the device layout, each through the built binary
/// (docs/sync.md, "Device files"): fields beyond the plain ones travel as changes, an
/// answer never overrides an entry it had not seen, an entry appended by hand counts and
/// keeps the device's name, and `verify` says which file this device writes.
@Suite(.serialized, .enabled(if: SyncEndToEndTests.hasGit)) struct DeviceLayoutCommandTests {
    typealias Cases = SyncIssueGitCaseTests
    static let yesterday = "2026-11-20"

    /// A goal changed from a day on, and days archived, reach the other device.
    @Test func formerGoalsAndArchivedDaysTravel() throws {
        let world = try DeviceWorld()
        defer { world.cleanUp() }
        try Cases.twoDevices(world, [["run", "--name", "Run"]])
        #expect(try world.habit("a", ["edit", "water", "--target", "10", "--from", "2026-11-15"]).status == 0)
        #expect(try world.habit("a", ["archive", "run"]).status == 0)
        try Cases.sync(world, ["a", "b"])
        let habits = String(
            decoding: FileManager.default.contents(atPath: world.directory("b") + "/habits") ?? Data(), as: UTF8.self)
        #expect(habits.contains("goals=\"daily target 8 until 2026-11-14\""), "\(habits)")
        #expect(habits.contains("run every=daily since=2026-11-01 archived away=2026-11-21.."), "\(habits)")
        // Edited again on b, with nothing written twice.
        #expect(try world.habit("b", ["unarchive", "run"]).status == 0)
        try Cases.sync(world, ["b", "a"])
        let state = try Cases.agreed(world)
        #expect(state.habit(named: "Water")?.target == "10")
    }

    /// `ask` answered `n` on a day another device checked unseen: the check stands.
    @Test func anAnswerNeverOverridesAnEntryItHadNotSeen() throws {
        let world = try DeviceWorld()
        defer { world.cleanUp() }
        try Cases.twoDevices(world, [["run", "--name", "Run"]])
        #expect(try world.habit("a", ["check", "run", "--date", Self.yesterday]).status == 0)
        // b has not seen a's check, and is asked later by the wall clock.
        #expect(try world.habit("b", ["ask", "run", "--date", Self.yesterday], input: "n\n").status == 0)
        try Cases.sync(world)
        let state = try Cases.agreed(world)
        #expect(state.habit(named: "Run")?.days[Self.yesterday] == "done")
    }

    /// An entry a person appends by hand to the device's file counts once, and the device
    /// keeps writing the same file (no warning about another machine).
    @Test func anEntryAppendedByHandCountsAndKeepsTheFile() throws {
        let world = try DeviceWorld()
        defer { world.cleanUp() }
        try Cases.twoDevices(world)
        #expect(try world.habit("a", ["check", "water", "--value", "2", "--date", Self.yesterday]).status == 0)
        let verify = try world.habit("a", ["verify"])
        let said = verify.stdout
        let name = try #require(said.split(separator: "'").first { $0.hasPrefix("devices/") }.map(String.init))
        let path = world.directory("a") + "/" + name
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("\(Self.yesterday) water +3 # by hand\n".utf8))
        try handle.close()
        let checked = try world.habit("a", ["check", "water", "--value", "1", "--date", Self.yesterday])
        #expect(checked.status == 0)
        #expect(!checked.stderr.contains("another machine"), "\(checked.stderr)")
        #expect(try world.habit("a", ["verify"]).stdout.contains(name))
        try Cases.sync(world)
        let state = try Cases.agreed(world)
        #expect(state.habit(named: "Water")?.days[Self.yesterday] == "=6")
    }

    /// A data directory copied to a second machine with its state directory (a cloned
    /// VM): both write one device file until sync brings one's lines to the other; then
    /// each notices the file is not as it left it and moves to a new name, with a warning.
    /// Nothing counts twice and nothing is lost.
    @Test func aClonedMachineMovesToANewFile() throws {
        let world = try DeviceWorld()
        defer { world.cleanUp() }
        try Cases.twoDevices(world)
        #expect(try world.habit("a", ["check", "water", "--value", "2", "--date", Self.yesterday]).status == 0)
        // A cloned machine: the same files, and the same registry for the same directory.
        try world.copy("a", to: "c", withGit: true)
        let registry = try String(contentsOfFile: world.root + "/a/state/habit/devices", encoding: .utf8)
        try FileManager.default.createDirectory(
            atPath: world.root + "/c/state/habit", withIntermediateDirectories: true)
        try registry.replacingOccurrences(of: world.directory("a"), with: world.directory("c"))
            .write(toFile: world.root + "/c/state/habit/devices", atomically: true, encoding: .utf8)
        #expect(try world.habit("a", ["check", "water", "--value", "1", "--date", Self.yesterday]).status == 0)
        #expect(try world.habit("c", ["check", "water", "--value", "1", "--date", Self.yesterday]).status == 0)
        try Cases.sync(world, ["a", "c", "a"])
        let moved = try world.habit("a", ["check", "water", "--value", "1", "--date", Self.yesterday])
        #expect(moved.stderr.contains("written by another machine too"), "\(moved.stderr)")
        try Cases.sync(world, ["a", "c", "b", "a", "c"])
        let state = try Cases.agreed(world, devices: ["a", "b", "c"])
        #expect(state.habit(named: "Water")?.days[Self.yesterday] == "=5")
    }

    /// `edit --target` writes the target and the former goals it starts; an edit to the
    /// target a device shows already is no change and writes nothing, so a change another
    /// device made unseen stands, whatever the clocks (docs/sync.md, "Writing").
    @Test func anEditToTheTargetShownIsNoChange() throws {
        let world = try DeviceWorld()
        defer { world.cleanUp() }
        try Cases.twoDevices(world)
        #expect(try world.habit("a", ["edit", "water", "--target", "10"]).status == 0)
        let written = try Self.deviceFile("a", in: world).split(separator: "\n").suffix(2)
        #expect(written.first?.contains(" target=10 unit=glasses ^") == true, "\(written)")
        #expect(written.last?.contains(" goals=\"daily target 8 until \(Self.yesterday)\" ^") == true, "\(written)")
        // b has not seen a's change, and edits later by the wall clock to the target it shows.
        let before = try Self.deviceFile("b", in: world)
        #expect(try world.habit("b", ["edit", "water", "--target", "8"]).status == 0)
        #expect(try Self.deviceFile("b", in: world) == before)
        try Cases.sync(world)
        #expect(try Cases.agreed(world).habit(named: "Water")?.target == "10")
    }

    /// The lines of the device file `device` writes, "" before it writes one.
    static func deviceFile(_ device: String, in world: DeviceWorld) throws -> String {
        let folder = world.directory(device) + "/devices"
        guard FileManager.default.fileExists(atPath: folder) else { return "" }
        let name = try FileManager.default.contentsOfDirectory(atPath: folder).first { $0.hasPrefix(device + "-") }
        return try name.map { try String(contentsOfFile: folder + "/" + $0, encoding: .utf8) } ?? ""
    }
}
