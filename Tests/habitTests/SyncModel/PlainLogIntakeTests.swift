import Foundation
import Testing

/// A plain `log` an older `habit` appended to beside device files (docs/sync.md, "An older
/// habit in a data directory of device files"): the next write of a current `habit` moves
/// its entries into this device's file, each once, so git carries them; a write killed
/// after the rename or after the append leaves a `.log-moving-STAMP` that counts once.
@Suite(.serialized, .enabled(if: SyncEndToEndTests.hasGit)) struct PlainLogIntakeTests {
    typealias Cases = SyncIssueGitCaseTests

    /// Water's amount today on `device`.
    static func water(_ world: DeviceWorld, _ device: String) throws -> Int? {
        try world.export(device).habit(id: "water")?.amount(on: Cases.today)
    }

    /// The names in `device`'s data directory that a moving or plain log has.
    static func plainLogs(_ world: DeviceWorld, _ device: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: world.directory(device)).filter {
            $0 == "log" || $0.hasPrefix(".log-moving-")
        }
    }

    @Test func theNextWriteMovesAnOlderHabitsLogIntoTheDeviceFileOnce() throws {
        let world = try DeviceWorld()
        defer { world.cleanUp() }
        try Cases.twoDevices(world)
        let a = world.directory("a")
        // As an older habit appends: two identical lines, both meant.
        try "\(Cases.today) water +3\n\(Cases.today) water +3\n".write(
            toFile: a + "/log", atomically: false, encoding: .utf8)
        #expect(try Self.water(world, "a") == 6)
        #expect(try world.habit("a", ["check", "water", "--value", "1"]).status == 0)
        #expect(try Self.plainLogs(world, "a").isEmpty)
        let moved = try DeviceLayoutCommandTests.deviceFile("a", in: world).split(separator: "\n").filter {
            $0.hasSuffix(" \(Cases.today) water +3")
        }
        #expect(moved.count == 2, "\(moved)")
        #expect(try Self.water(world, "a") == 7)
        try Cases.sync(world)
        #expect(try Cases.agreed(world).habit(id: "water")?.amount(on: Cases.today) == 7)

        // Killed after the append, before the renamed log was deleted: it counts for nothing.
        let stamp = try #require(moved.first?.split(separator: " ").first)
        try "\(Cases.today) water +3\n\(Cases.today) water +3\n".write(
            toFile: a + "/.log-moving-\(stamp)", atomically: false, encoding: .utf8)
        #expect(try Self.water(world, "a") == 7)
        #expect(try world.habit("a", ["check", "water", "--value", "1"]).status == 0)
        #expect(try Self.plainLogs(world, "a").isEmpty)
        #expect(try Self.water(world, "a") == 8)

        // Killed after the rename, before the append: it counts, and the next write takes it in.
        try "\(Cases.today) water +2\n".write(
            toFile: a + "/.log-moving-\(Cases.today)T07:00:00.000Z", atomically: false, encoding: .utf8)
        #expect(try Self.water(world, "a") == 10)
        #expect(try world.habit("a", ["check", "water", "--value", "1"]).status == 0)
        #expect(try Self.plainLogs(world, "a").isEmpty)
        #expect(try Self.water(world, "a") == 11)
        try Cases.sync(world)
        #expect(try Cases.agreed(world).habit(id: "water")?.amount(on: Cases.today) == 11)
    }

    /// A `log` renamed while a write takes it in stays out of git, as `log` itself does.
    @Test func aLogBeingTakenInStaysOutOfGit() throws {
        let world = try DeviceWorld()
        defer { world.cleanUp() }
        try Cases.twoDevices(world)
        let a = world.directory("a")
        try "\(Cases.today) water +2\n".write(
            toFile: a + "/.log-moving-\(Cases.today)T07:00:00.000Z", atomically: false, encoding: .utf8)
        #expect(try SyncEndToEndTests.output(["status", "--porcelain"], root: a) == "")
    }
}
