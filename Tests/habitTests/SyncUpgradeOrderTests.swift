import Foundation
import Testing

@testable import habit

/// Devices upgrading in either order lose nothing (docs/sync.md, "Upgrade"): a data
/// directory that never shared a history with a remote an earlier `habit` set up joins it
/// with `sync init REMOTE`, with the built binary, real `git` and a local bare remote.
@Suite(.serialized, .enabled(if: SyncEndToEndTests.hasGit)) struct SyncUpgradeOrderTests {
    /// Makes `device` a repository as an earlier `habit` set one up — `habits`, `log` and
    /// `config` in git, its `.gitignore` and merge driver's `.gitattributes` — and pushes
    /// it to the world's remote.
    static func olderDevice(_ world: DeviceWorld, _ device: String) throws {
        let directory = world.directory(device)
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        for (name, text) in [
            ("habits", "water every=daily target=8 unit=glasses since=2026-10-01 name=Water\n"),
            ("log", "2026-10-31 water +3\n2026-11-01 water +1\n"), ("config", "week-start = monday\n"),
            (".gitignore", SyncFiles.formerGitignores[0]), (".gitattributes", SyncFiles.formerGitattributes[0]),
        ] {
            #expect(FileManager.default.createFile(atPath: directory + "/" + name, contents: Data(text.utf8)))
        }
        for arguments in [
            ["init", "-q", "-b", "main"], ["add", "-A"], ["commit", "-qm", "before device files"],
            ["remote", "add", "origin", world.remote], ["push", "-q", "-u", "origin", "main"],
        ] {
            #expect(try world.git(device, arguments) == 0, "git \(arguments)")
        }
    }

    /// What `device` and the remote hold after it joined: the set-up files `sync init`
    /// writes now, no data file from before device files in git, nothing left to commit.
    static func expectJoined(_ world: DeviceWorld, _ device: String) throws {
        let root = world.directory(device)
        let files = try SyncEndToEndTests.output(["ls-files"], root: root).split(separator: "\n")
        #expect(!files.contains("log") && !files.contains("habits") && !files.contains("config"), "\(files)")
        #expect(files.contains("base/log"), "\(files)")
        let status = try SyncEndToEndTests.output(["status", "--porcelain"], root: root)
        #expect(status.isEmpty, "\(status)")
        for (name, text) in SyncFiles.setup {
            #expect(FileManager.default.contents(atPath: root + "/" + name) == Data(text.utf8), "\(name)")
            #expect(try SyncEndToEndTests.output(["show", "origin/main:" + name], root: root) == text, "\(name)")
        }
    }

    /// A new device, its data directory empty: the remote's files are the base, and the
    /// set-up files of device files win over the earlier ones without a conflict.
    @Test func anEmptyDirectoryJoinsARemoteAnEarlierHabitSetUp() throws {
        let world = try DeviceWorld(today: "2026-11-01")
        defer { world.cleanUp() }
        try Self.olderDevice(world, "a")
        let joined = try world.habit("b", ["sync", "init", world.remote])
        #expect(joined.status == 0, "\(joined.stderr)")
        #expect(joined.stdout.contains("to device files"), "\(joined.stdout)")
        try Self.expectJoined(world, "b")
        #expect(try world.export("b").habit(id: "water")?.days == ["2026-10-31": "=3", "2026-11-01": "=1"])
    }

    /// A data directory with a history of its own: the remote's history keeps every
    /// habit, entry and setting, and the directory's own habit and entry are added — a
    /// habit the remote has and the directory lacks is neither removed nor renamed.
    @Test func aDirectoryWithItsOwnHistoryJoinsARemoteAnEarlierHabitSetUp() throws {
        let world = try DeviceWorld(today: "2026-11-01")
        defer { world.cleanUp() }
        try Self.olderDevice(world, "a")
        #expect(try world.habit("b", ["add", "read", "--since", "2026-10-01"]).status == 0)
        #expect(try world.habit("b", ["check", "read"]).status == 0)
        let joined = try world.habit("b", ["sync", "init", world.remote])
        #expect(joined.status == 0, "\(joined.stderr)")
        try Self.expectJoined(world, "b")
        let export = try world.export("b")
        #expect(export.habits.map(\.id) == ["water", "read"])
        #expect(export.habit(id: "water")?.days == ["2026-10-31": "=3", "2026-11-01": "=1"])
        #expect(export.habit(id: "read")?.days == ["2026-11-01": "done"])
        let config = FileManager.default.contents(atPath: world.directory("b") + "/config") ?? Data()
        #expect(String(decoding: config, as: UTF8.self).contains("week-start = monday"))
        // A second new device gets the same history from the upgraded remote.
        #expect(try world.habit("c", ["sync", "init", world.remote]).status == 0)
        #expect(try world.export("c") == export)
    }
}
