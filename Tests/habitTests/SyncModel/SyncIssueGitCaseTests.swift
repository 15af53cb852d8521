import Foundation
import Testing

/// The cases of issue 42's "Why" that go through git, each with the right numbers: the
/// built binary, real `git`, a local bare remote, and devices with their own state
/// directories (docs/sync.md, "Device files"). They read what each device shows (`habit
/// export --format json`), never the files' text, so they hold for any layout that gives
/// the right state. Each failed on the layout of one `log` merged by a driver.
@Suite(.serialized, .enabled(if: SyncEndToEndTests.hasGit)) struct SyncIssueGitCaseTests {
    static let yesterday = "2026-11-20"
    static let today = "2026-11-21"

    /// Device `a` with water (8 glasses) and `habits`, both devices set up on the remote.
    static func twoDevices(_ world: DeviceWorld, _ habits: [[String]] = []) throws {
        let since = ["--since", "2026-11-01"]
        try world.habit("a", ["add", "water", "--target", "8", "--unit", "glasses", "--name", "Water"] + since)
        for arguments in habits { try world.habit("a", ["add"] + arguments + since) }
        #expect(try world.habit("a", ["sync", "init", world.remote]).status == 0)
        #expect(try world.habit("b", ["sync", "init", world.remote]).status == 0)
    }

    /// Syncs `devices` in turn, each exiting 0, and returns their outputs.
    @discardableResult
    static func sync(_ world: DeviceWorld, _ devices: [String] = ["a", "b", "a"]) throws -> String {
        var said = ""
        for device in devices {
            let synced = try world.habit(device, ["sync"])
            #expect(synced.status == 0, "sync on \(device): \(synced.stderr)")
            said += synced.stdout + synced.stderr
        }
        return said
    }

    /// Both devices show the same state, `verify` is clean on each, and the state is returned.
    static func agreed(_ world: DeviceWorld, devices: [String] = ["a", "b"]) throws -> ExportedState {
        let states = try devices.map { try world.export($0) }
        for (device, state) in zip(devices, states) {
            #expect(state == states[0], "\(device) shows another state than \(devices[0])")
            let verify = try world.habit(device, ["verify"])
            #expect(verify.status == 0, "verify on \(device): \(verify.stdout)\(verify.stderr)")
        }
        return states[0]
    }

    @Test func identicalWritesOnTwoDevicesBothCount() throws {
        let world = try DeviceWorld()
        defer { world.cleanUp() }
        do {
            try Self.twoDevices(world)
            for device in ["a", "b"] { try world.habit(device, ["check", "water", "--value", "2"]) }
            try Self.sync(world)
            let state = try Self.agreed(world)
            #expect(state.habit(named: "Water")?.days == [Self.today: "=4"])
        }
    }

    /// A data directory copied to a second machine, both writing after the copy, then
    /// `sync init` on both (histories with no common commit): what they shared counts once.
    @Test func aCopiedDataDirectorySetUpOnBothDoesNotDouble() throws {
        let world = try DeviceWorld()
        defer { world.cleanUp() }
        do {
            try world.habit("a", ["add", "water", "--target", "8", "--name", "Water", "--since", "2026-11-01"])
            try world.habit("a", ["check", "water", "--value", "2", "--date", Self.yesterday])
            try world.copy("a", to: "b")
            try world.habit("a", ["check", "water", "--value", "2"])
            try world.habit("b", ["check", "water", "--value", "1"])
            for device in ["a", "b"] {
                let set = try world.habit(device, ["sync", "init", world.remote])
                #expect(set.status == 0, "sync init on \(device): \(set.stderr)")
            }
            try Self.sync(world, ["a", "b"])
            let state = try Self.agreed(world)
            #expect(state.habit(named: "Water")?.days == [Self.yesterday: "=2", Self.today: "=3"])
        }
    }

    @Test func aCheckOfAHabitRemovedOnTheOtherDeviceNeverLandsOnAnother() throws {
        let world = try DeviceWorld()
        defer { world.cleanUp() }
        do {
            try world.habit("a", ["add", "yoga", "--name", "Yoga", "--since", "2026-11-01"])
            try world.habit("a", ["add", "read", "--name", "Read", "--since", "2026-11-01"])
            try world.habit("a", ["check", "yoga", "--date", Self.yesterday])
            #expect(try world.habit("a", ["sync", "init", world.remote]).status == 0)
            #expect(try world.habit("b", ["sync", "init", world.remote]).status == 0)
            #expect(try world.habit("a", ["remove", "yoga", "--yes"]).status == 0)
            #expect(try world.habit("a", ["check", "read", "--date", Self.yesterday]).status == 0)
            #expect(try world.habit("b", ["check", "yoga"]).status == 0)
            try Self.sync(world)
            let state = try Self.agreed(world)
            #expect(state.habit(named: "Yoga") == nil)
            #expect(state.habit(named: "Read")?.days == [Self.yesterday: "done"])
        }
    }

    /// `run` renamed to `jog`, a new `run` added and synced, then removed on one device
    /// while the other checks it: the check meant the new `run`, so it counts for nothing.
    @Test func aCheckOfARemovedHabitWhoseIdWasAnothersNeverLandsOnThatOne() throws {
        let world = try DeviceWorld()
        defer { world.cleanUp() }
        do {
            try Self.twoDevices(world, [["run", "--name", "Run"]])
            try world.habit("a", ["check", "run", "--date", Self.yesterday])
            #expect(try world.habit("a", ["rename", "run", "jog"]).status == 0)
            #expect(try world.habit("a", ["add", "run", "--name", "New run"]).status == 0)
            try Self.sync(world, ["a", "b"])
            #expect(try world.habit("a", ["remove", "run", "--yes"]).status == 0)
            #expect(try world.habit("b", ["check", "run"]).status == 0)
            try Self.sync(world)
            let state = try Self.agreed(world)
            #expect(state.habit(named: "Run")?.id == "jog")
            #expect(state.habit(named: "Run")?.days == [Self.yesterday: "done"])
            #expect(state.habit(named: "New run") == nil)
        }
    }

    /// docs/sync.md, "Keys": an entry goes to the habit its device resolved the id to.
    @Test func aReusedIdLeavesTheOtherDevicesCheckWithTheHabitItMeant() throws {
        let world = try DeviceWorld()
        defer { world.cleanUp() }
        do {
            try Self.twoDevices(world, [["x", "--name", "Old"]])
            #expect(try world.habit("a", ["rename", "x", "y"]).status == 0)
            #expect(try world.habit("a", ["add", "x", "--name", "New"]).status == 0)
            #expect(try world.habit("b", ["check", "x"]).status == 0)
            try Self.sync(world)
            let state = try Self.agreed(world)
            #expect(state.habit(named: "Old")?.id == "y")
            #expect(state.habit(named: "Old")?.days == [Self.today: "done"])
            #expect(state.habit(named: "New")?.id == "x")
            #expect(state.habit(named: "New")?.days == [:])
        }
    }

    /// docs/sync.md, "The fold": of two live habits with one id the first to claim it
    /// keeps it, the other is shown as `ID-2`, and this is reported.
    @Test func aRenameOntoAnIdAddedOnTheOtherDeviceKeepsBothHabits() throws {
        let world = try DeviceWorld()
        defer { world.cleanUp() }
        do {
            try Self.twoDevices(world, [["run", "--name", "Run"]])
            #expect(try world.habit("a", ["rename", "run", "jog"]).status == 0)
            #expect(try world.habit("b", ["add", "jog", "--name", "Jog"]).status == 0)
            #expect(try world.habit("a", ["check", "jog"]).status == 0)
            #expect(try world.habit("b", ["check", "jog", "--date", Self.yesterday]).status == 0)
            try Self.sync(world, ["a"])
            let said = try Self.sync(world, ["b"])
            #expect(said.contains("jog-2"), "sync does not report the id claimed twice: \(said)")
            try Self.sync(world, ["a"])
            let state = try Self.agreed(world)
            #expect(state.habit(named: "Run")?.id == "jog")
            #expect(state.habit(named: "Run")?.days == [Self.today: "done"])
            #expect(state.habit(named: "Jog")?.id == "jog-2")
            #expect(state.habit(named: "Jog")?.days == [Self.yesterday: "done"])
        }
    }

    /// `run` renamed to `jog` and a new `run` added on one device while the other renames
    /// the first `run` to `sprint`: two habits once had the id `run`, both are kept, and the
    /// later rename of the first stands (docs/sync.md, "The fold").
    @Test func twoHabitsThatOnceHadOneIdAreBothKept() throws {
        let world = try DeviceWorld()
        defer { world.cleanUp() }
        do {
            try Self.twoDevices(world, [["run", "--name", "Run"]])
            #expect(try world.habit("a", ["rename", "run", "jog"]).status == 0)
            #expect(try world.habit("a", ["add", "run", "--name", "Second"]).status == 0)
            #expect(try world.habit("a", ["check", "run"]).status == 0)
            #expect(try world.habit("b", ["rename", "run", "sprint"]).status == 0)
            #expect(try world.habit("b", ["check", "sprint", "--date", Self.yesterday]).status == 0)
            try Self.sync(world)
            let state = try Self.agreed(world)
            #expect(state.habit(named: "Run")?.id == "sprint")
            #expect(state.habit(named: "Run")?.days == [Self.yesterday: "done"])
            #expect(state.habit(named: "Second")?.id == "run")
            #expect(state.habit(named: "Second")?.days == [Self.today: "done"])
        }
    }

    /// A plain `git pull` (no merge driver: git's own line merge) after a rename on the
    /// other device merges cleanly, and nothing comes back or doubles.
    @Test func aPlainGitPullAfterARenameOnTheOtherDeviceDoublesNothing() throws {
        let world = try DeviceWorld()
        defer { world.cleanUp() }
        do {
            try Self.twoDevices(world)
            try world.habit("a", ["check", "water", "--value", "2"])
            try Self.sync(world, ["a"])
            try world.habit("b", ["check", "water", "--value", "2"])
            try Self.sync(world, ["b", "a"])
            #expect(try world.habit("a", ["rename", "water", "drink"]).status == 0)
            try Self.sync(world, ["a"])
            #expect(try world.habit("b", ["check", "water", "--value", "3"]).status == 0)
            try world.git("b", ["commit", "-qam", "by hand"])
            let info = world.directory("b") + "/.git/info"
            try FileManager.default.createDirectory(atPath: info, withIntermediateDirectories: true)
            try Data("* merge=text\n".utf8).write(to: URL(fileURLWithPath: info + "/attributes"))
            #expect(try world.git("b", ["pull", "-q", "--no-rebase", "--no-edit", "origin", "main"]) == 0)
            try Self.sync(world, ["b", "a"])
            let state = try Self.agreed(world)
            #expect(state.habit(named: "Water")?.id == "drink")
            #expect(state.habit(named: "Water")?.days == [Self.today: "=7"])
        }
    }

    /// One field changed to two values without either device seeing the other's, then the
    /// habit renamed: the later change stands (docs/sync.md, "The fold"), nothing blocks.
    @Test func aFieldChangedOnTwoDevicesThenRenamedSettlesWithoutBlocking() throws {
        let world = try DeviceWorld()
        defer { world.cleanUp() }
        do {
            try Self.twoDevices(world)
            #expect(try world.habit("a", ["edit", "water", "--target", "10"]).status == 0)
            #expect(try world.habit("b", ["edit", "water", "--target", "12"]).status == 0)
            try Self.sync(world, ["a", "b"])
            #expect(try world.habit("a", ["rename", "water", "drink"]).status == 0)
            try Self.sync(world)
            let state = try Self.agreed(world)
            #expect(state.habit(named: "Water")?.id == "drink")
            #expect(state.habit(named: "Water")?.target == "12")
            #expect(try world.habit("a", ["check", "drink", "--value", "1"]).status == 0)
        }
    }
}
