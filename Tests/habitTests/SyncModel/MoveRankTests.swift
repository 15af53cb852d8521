import Foundation
import Testing

/// `habit move` writes only the moved habit's rank, between its new neighbours' (docs/sync.md,
/// "Snapshots"), so two devices that move different habits unseen keep both moves.
@Suite(.serialized, .enabled(if: SyncEndToEndTests.hasGit)) struct MoveRankTests {
    typealias Cases = SyncIssueGitCaseTests

    @Test func twoMovesOfDifferentHabitsOnTwoDevicesBothHold() throws {
        let world = try DeviceWorld()
        defer { world.cleanUp() }
        try Cases.twoDevices(world, [["read"], ["run"], ["yoga"]])
        let before = try DeviceLayoutCommandTests.deviceFile("a", in: world)
        #expect(try world.habit("a", ["move", "yoga", "--to", "1"]).status == 0)
        let written = try DeviceLayoutCommandTests.deviceFile("a", in: world).dropFirst(before.count)
        let lines = written.split(separator: "\n")
        #expect(lines.count == 1 && lines.first?.contains(" order ") == true, "\(written)")
        #expect(try world.habit("b", ["move", "water", "--to", "4"]).status == 0)
        try Cases.sync(world)
        #expect(try Cases.agreed(world).habits.map(\.id) == ["yoga", "read", "run", "water"])
    }
}
