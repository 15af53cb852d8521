import Foundation
import Testing

/// The scenarios of two devices on one history (docs/sync.md), each with the built
/// binary, real `git` and a local bare remote.
@Suite(.serialized, .enabled(if: SyncEndToEndTests.hasGit)) struct SyncScenarioTests {
    typealias World = SyncEndToEndTests.World

    /// A laptop `a` with `meditate` and `read`, and a server `b`, both synced.
    static func twoDevices() throws -> World {
        let world = try World()
        for id in ["meditate", "read"] { try world.habit("a", ["add", id, "--since", "2026-10-01"]) }
        try world.habit("a", ["check", "read", "--date", "2026-10-31"])
        #expect(try world.habit("a", ["sync", "init", world.remote]).status == 0)
        #expect(try world.habit("b", ["sync", "init", world.remote]).status == 0)
        return world
    }

    func settle(_ world: World) throws {
        for device in ["a", "b", "a"] { #expect(try world.habit(device, ["sync"]).status == 0) }
        for name in ["habits", "log", "config"] { #expect(world.file("a", name) == world.file("b", name)) }
    }

    @Test func oneCheckOnEachDeviceOnOneDayMergesWithoutAConflict() throws {
        let world = try Self.twoDevices()
        defer { world.cleanUp() }
        try world.habit("a", ["check", "meditate"])
        try world.habit("b", ["check", "meditate"])
        try world.habit("b", ["check", "read"])
        try settle(world)
        let log = String(decoding: world.file("b", "log"), as: UTF8.self)
        #expect(log.components(separatedBy: "2026-11-01 meditate\n").count == 3)
        #expect(log.contains("2026-11-01 read\n"))
        let verify = try world.habit("b", ["verify"])
        #expect(verify.status == 0, "\(verify.stdout)\(verify.stderr)")
        #expect(verify.stderr.isEmpty)
    }

    @Test func editsOfTwoHabitsOnTwoDevicesDoNotConflict() throws {
        let world = try Self.twoDevices()
        defer { world.cleanUp() }
        try world.habit("a", ["edit", "meditate", "--name", "Morning meditation"])
        try world.habit("b", ["edit", "read", "--name", "Reading"])
        try settle(world)
        let habits = String(decoding: world.file("a", "habits"), as: UTF8.self)
        #expect(habits.contains("name=\"Morning meditation\""))
        #expect(habits.contains("name=Reading"))
        #expect(try world.habit("a", ["verify"]).status == 0)
    }

    @Test func oneFieldChangedToTwoValuesExitsOneNamingHabitAndField() throws {
        let world = try Self.twoDevices()
        defer { world.cleanUp() }
        try world.habit("a", ["edit", "read", "--name", "Reading"])
        try world.habit("b", ["edit", "read", "--name", "Books"])
        #expect(try world.habit("a", ["sync"]).status == 0)
        let synced = try world.habit("b", ["sync"])
        #expect(synced.status == 1)
        #expect(synced.stderr.contains("name of 'read' was changed to two values, Books (on its line) and Reading"))
        #expect(synced.stderr.contains("'habit edit read --name VALUE'"))
        #expect(try world.habit("b", ["verify"]).status == 65)
        try world.habit("b", ["edit", "read", "--name", "Reading"])
        try settle(world)
        #expect(try world.habit("a", ["verify"]).status == 0)
    }

    @Test func theStoresPrivateFilesAreNeverCommitted() throws {
        let world = try Self.twoDevices()
        defer { world.cleanUp() }
        try world.habit("a", ["edit", "read", "--name", "Reading"])
        try world.habit("a", ["remove", "meditate", "--yes"])
        #expect(try world.habit("a", ["sync"]).status == 0)
        let files = try World.output(["ls-files"], root: world.root + "/a")
        #expect(files == ".gitattributes\n.gitignore\nhabits\nlog\n")
    }

    @Test func aCheckOnTheServerFollowsARenameOnTheLaptop() throws {
        let world = try Self.twoDevices()
        defer { world.cleanUp() }
        try world.habit("a", ["rename", "read", "books"])
        try world.habit("b", ["check", "read", "--note", "server"])
        try settle(world)
        let log = String(decoding: world.file("b", "log"), as: UTF8.self)
        #expect(log.contains("2026-11-01 books done # server\n"))
        #expect(!log.contains(" read"))
        let verify = try world.habit("b", ["verify"])
        #expect(verify.status == 0)
        #expect(verify.stdout.contains("2 habits, 2 entries"), "\(verify.stdout)")
    }

    @Test func aSyncthingConflictCopyIsNamedByEveryCommandAndFoldedBySync() throws {
        let world = try Self.twoDevices()
        defer { world.cleanUp() }
        let copy = "log.sync-conflict-20261120-081500-ABCDEF7"
        let phone = "2026-10-31 read\n2026-11-01 meditate # phone\n"
        #expect(FileManager.default.createFile(atPath: world.root + "/a/" + copy, contents: Data(phone.utf8)))
        let list = try world.habit("a", ["list"])
        #expect(list.stderr.contains("'\(copy)' is a file-sync tool's conflict copy of 'log'"))
        #expect(list.stderr.contains("'habit sync' folds it in"))
        #expect(try world.habit("a", ["sync"]).status == 0)
        #expect(
            String(decoding: world.file("a", "log"), as: UTF8.self)
                == "2026-10-31 read\n2026-11-01 meditate done # phone\n")
        #expect(FileManager.default.fileExists(atPath: world.root + "/a/.backup/" + copy))
        #expect(try world.habit("a", ["list"]).stderr.isEmpty)
    }

    @Test func aRemoteThatMakesADataFileASymbolicLinkIsRefused() throws {
        let world = try Self.twoDevices()
        defer { world.cleanUp() }
        let clone = world.root + "/evil"
        #expect(try World.git(["clone", "-q", "-b", "main", world.remote, clone], root: world.root) == 0)
        try FileManager.default.removeItem(atPath: clone + "/log")
        try FileManager.default.createSymbolicLink(atPath: clone + "/log", withDestinationPath: "/etc/passwd")
        for arguments in [
            ["add", "-A"], ["-c", "user.name=x", "-c", "user.email=x@x", "commit", "-qm", "x"], ["push", "-q"],
        ] {
            #expect(try World.git(arguments, root: clone) == 0)
        }
        let before = world.file("a", "log")
        let synced = try world.habit("a", ["sync"])
        #expect(synced.status == 1)
        #expect(synced.stderr.contains("refusing the remote's changes: 'log' is not a plain file there"))
        #expect(world.file("a", "log") == before)
    }

    @Test func gitFailingIsExit74AndChangesNothing() throws {
        let world = try Self.twoDevices()
        defer { world.cleanUp() }
        try world.habit("a", ["check", "meditate"])
        try FileManager.default.removeItem(atPath: world.remote)
        let before = world.file("a", "log")
        #expect(try world.habit("a", ["sync"]).status == 74)
        #expect(world.file("a", "log") == before)
    }

    @Test func syncBeforeInitSaysHowToSetUp() throws {
        let world = try World()
        defer { world.cleanUp() }
        try world.habit("a", ["add", "meditate"])
        let synced = try world.habit("a", ["sync"])
        #expect(synced.status == 1)
        #expect(synced.stderr.contains("run 'habit sync init [REMOTE]' first"))
    }

    @Test func syncFinishesAMergeAPlainGitPullLeftWithMarkers() throws {
        let world = try Self.twoDevices()
        defer { world.cleanUp() }
        try world.habit("a", ["check", "meditate"])
        #expect(try world.habit("a", ["sync"]).status == 0)
        try world.habit("b", ["check", "read"])
        let b = world.root + "/b"
        let identity = ["-c", "user.name=x", "-c", "user.email=x@x"]
        #expect(try World.git(identity + ["commit", "-qam", "b"], root: b) == 0)
        // A pull by git's own line merge leaves its markers, as one before `sync init` does.
        let attributes = b + "/.git/info/attributes"
        try FileManager.default.createDirectory(atPath: b + "/.git/info", withIntermediateDirectories: true)
        #expect(FileManager.default.createFile(atPath: attributes, contents: Data("log merge=text\n".utf8)))
        #expect(try World.git(identity + ["pull", "-q", "--no-rebase", "origin", "main"], root: b) != 0)
        try FileManager.default.removeItem(atPath: attributes)
        let verify = try world.habit("b", ["verify"])
        #expect(verify.stdout.contains("unresolved merge conflict; run 'habit sync' or resolve it"))
        #expect(try world.habit("b", ["sync"]).status == 0)
        try settle(world)
        let log = String(decoding: world.file("b", "log"), as: UTF8.self)
        #expect(log == "2026-10-31 read\n2026-11-01 meditate\n2026-11-01 read\n")
    }

    @Test func entriesForAHabitRemovedOnTheOtherDeviceAreKeptAndReported() throws {
        let world = try Self.twoDevices()
        defer { world.cleanUp() }
        try world.habit("a", ["remove", "read", "--yes"])
        try world.habit("b", ["check", "read", "--note", "server"])
        #expect(try world.habit("a", ["sync"]).status == 0)
        let synced = try world.habit("b", ["sync"])
        #expect(synced.status == 0)
        #expect(synced.stderr.contains("log:1:1: entry for unknown habit 'read'"), "\(synced.stderr)")
        try settle(world)
        #expect(String(decoding: world.file("a", "log"), as: UTF8.self) == "2026-11-01 read done # server\n")
        #expect(try world.habit("a", ["verify"]).stdout.contains("entry for unknown habit 'read'"))
    }
}
