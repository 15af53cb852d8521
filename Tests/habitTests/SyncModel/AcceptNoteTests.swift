import Foundation
import Testing

/// `habit verify --accept` (docs/sync.md, "What is reported"): a note of a field or setting
/// changed on two devices at once stands until a change that has seen both settles it;
/// `--accept` writes that change, to the value kept, and the note goes on every device.
@Suite(.serialized, .enabled(if: SyncEndToEndTests.hasGit)) struct AcceptNoteTests {
    typealias Cases = SyncIssueGitCaseTests

    /// The `Note:` lines `habit verify` prints on `device`.
    static func notes(_ world: DeviceWorld, _ device: String) throws -> [String] {
        let verify = try world.habit(device, ["verify"])
        #expect(verify.status == 0, "verify on \(device): \(verify.stderr)")
        return verify.stdout.split(separator: "\n").map(String.init).filter { $0.hasPrefix("Note: ") }
    }

    @Test func acceptingKeepsTheValuesTheNotesNameAndTheNotesGoEverywhere() throws {
        let world = try DeviceWorld()
        defer { world.cleanUp() }
        try Cases.twoDevices(world)
        try world.habit("a", ["config", "day-start", "03:00"])
        try Cases.sync(world, ["a", "b"])
        // Neither device sees the other's change before they meet; b's is later.
        try world.habit("a", ["edit", "water", "--target", "10"])
        try world.habit("a", ["config", "day-start", "04:00"])
        try world.habit("b", ["edit", "water", "--target", "12"])
        try world.habit("b", ["config", "day-start", "05:00"])
        try Cases.sync(world)
        let notes = try Self.notes(world, "a")
        #expect(notes.count == 2, "\(notes)")
        #expect(notes.contains { $0.contains("kept '--target 12' over '--target 10'") }, "\(notes)")
        #expect(notes.contains { $0.contains("setting day-start") && $0.contains("kept '05:00'") }, "\(notes)")
        // Setting the value kept is no change: the notes stay.
        try world.habit("a", ["edit", "water", "--target", "12"])
        #expect(try Self.notes(world, "a").count == 2)

        let accepted = try world.habit("a", ["verify", "--accept"])
        #expect(accepted.status == 0, "\(accepted.stderr)")
        let kept = accepted.stdout.split(separator: "\n").filter { $0.hasPrefix("Kept: ") }
        #expect(kept.count == 2, "\(accepted.stdout)")
        #expect(!accepted.stdout.contains("Note: "), "\(accepted.stdout)")
        #expect(try Self.notes(world, "a").isEmpty)
        try Cases.sync(world, ["a", "b"])
        #expect(try Self.notes(world, "b").isEmpty)
        let state = try Cases.agreed(world)
        #expect(state.habit(named: "Water")?.target == "12")
        #expect(try world.habit("b", ["config", "day-start"]).stdout.contains("05:00"))
        // Nothing left to accept writes nothing.
        let again = try world.habit("b", ["verify", "--accept"])
        #expect(again.stdout.hasPrefix("Nothing to accept: no change was made on two devices at once.\n"))
    }
}
