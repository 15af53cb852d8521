import Foundation
import Testing

@testable import habit

/// `habit sync init` run again, in a repository that exists and in a folder a file-sync
/// tool shares, and what a remote may not change (docs/sync.md, "Commands" and "A remote
/// is not trusted"), with the built binary, real `git` and a local bare remote.
@Suite(.serialized, .enabled(if: SyncEndToEndTests.hasGit)) struct SyncSetupTests {
    @Test func initTwiceChangesNothing() throws {
        let world = try SyncScenarioTests.twoDevices()
        defer { world.cleanUp() }
        let b = world.directory("b")
        let head = try SyncEndToEndTests.output(["rev-parse", "HEAD"], root: b)
        let before = try Self.files(b)
        #expect(before.keys.contains("base/habits"))
        let again = try world.habit("b", ["sync", "init", world.remote])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stdout.contains("Nothing new on b. Up to date with origin."), "\(again.stdout)")
        #expect(try SyncEndToEndTests.output(["rev-parse", "HEAD"], root: b) == head)
        #expect(try SyncEndToEndTests.output(["status", "--porcelain"], root: b).isEmpty)
        #expect(try Self.files(b) == before)
    }

    /// Every file of a data directory but those under `.git/` (and `.git/config`), by path.
    static func files(_ directory: String) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for path in try FileManager.default.subpathsOfDirectory(atPath: directory)
        where !path.hasPrefix(".git/") || path == ".git/config" {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: directory + "/" + path, isDirectory: &isFolder),
                !isFolder.boolValue
            else { continue }
            files[path] = FileManager.default.contents(atPath: directory + "/" + path)
        }
        return files
    }

    /// A repository the user made, set up as an earlier `habit` set one up (with its merge
    /// driver): `sync init` keeps its history, drops the driver, and moves it to device files.
    @Test func aDirectoryThatIsAlreadyARepositoryIsSetUpInPlace() throws {
        let world = try DeviceWorld(today: "2026-11-01")
        defer { world.cleanUp() }
        let a = world.directory("a")
        try world.habit("a", ["add", "read", "--since", "2026-10-01"])
        for arguments in [
            ["init", "-q"], ["add", "habits"], ["commit", "-qm", "mine"],
            ["config", "merge.habit.driver", "habit merge-file %O %A %B %P"],
        ] {
            #expect(try world.git("a", arguments) == 0)
        }
        let first = try SyncEndToEndTests.output(["rev-parse", "HEAD"], root: a)
        #expect(try world.habit("a", ["sync", "init"]).status == 0)
        // The history the user made stays; the setup is a commit on top of it.
        #expect(try SyncEndToEndTests.output(["rev-list", "HEAD"], root: a).hasSuffix(first))
        #expect(try SyncEndToEndTests.git(["config", "--get", "merge.habit.driver"], root: a) == 1)
        #expect(try SyncEndToEndTests.output(["ls-files"], root: a) == ".gitattributes\n.gitignore\nbase/habits\n")
        #expect(try SyncEndToEndTests.output(["status", "--porcelain"], root: a).isEmpty)
        #expect(try world.export("a").habits.map(\.id) == ["read"])
    }

    /// Two devices that shared a history before device files (set up by an earlier
    /// `habit`: `habits`, `log` and `config` in git, its merge driver's attributes), each
    /// with the same entry appended and not yet synced: `habit sync` moves both to device
    /// files and both entries count (docs/sync.md, "Upgrade").
    @Test func anOldLayoutRepositoryUpgradesOnSyncWithoutLosingUnsyncedEntries() throws {
        let world = try DeviceWorld(today: "2026-11-01")
        defer { world.cleanUp() }
        try SyncUpgradeOrderTests.olderDevice(world, "a")
        try FileManager.default.createDirectory(atPath: world.root + "/b", withIntermediateDirectories: true)
        #expect(try SyncEndToEndTests.git(["clone", "-q", world.remote, world.directory("b")], root: world.root) == 0)
        let shared = try world.export("b").habit(id: "water")
        #expect(shared?.days == ["2026-10-31": "=3", "2026-11-01": "=1"])
        for device in ["a", "b"] {
            let log = try FileHandle(forWritingTo: URL(fileURLWithPath: world.directory(device) + "/log"))
            try log.seekToEnd()
            try log.write(contentsOf: Data("2026-11-01 water +2\n".utf8))
            try log.close()
        }
        let said = try SyncScenarioTests.settle(world)
        #expect(said.components(separatedBy: "to device files").count == 3, "\(said)")
        for device in ["a", "b"] {
            #expect(try world.export(device).habit(id: "water")?.days == ["2026-10-31": "=3", "2026-11-01": "=5"])
            let root = world.directory(device)
            let files = try SyncEndToEndTests.output(["ls-files"], root: root).split(separator: "\n")
            #expect(files.filter { $0.hasPrefix("devices/") }.count == 2, "\(files)")
            #expect(!files.contains("log") && !files.contains("habits"), "\(files)")
            // The snapshots stay out of git; an earlier `.gitignore` does not name them.
            let status = try SyncEndToEndTests.output(["status", "--porcelain"], root: root)
            #expect(status.isEmpty, "\(status)")
        }
    }

    /// A folder Syncthing shares (it holds `.stfolder`) is refused: git inside it would be
    /// copied half-written. `habit sync` there is file sync.
    @Test func initRefusesAFolderAFileSyncToolShares() throws {
        let world = try DeviceWorld(today: "2026-11-01")
        defer { world.cleanUp() }
        try world.habit("a", ["add", "read"])
        let shared = world.root + "/a"
        #expect(FileManager.default.createFile(atPath: shared + "/.stfolder", contents: Data()))
        let refused = try world.habit("a", ["sync", "init", world.remote])
        #expect(refused.status == 1, "\(refused.stderr)")
        #expect(
            refused.stderr.contains("'\(shared)' is shared by a file-sync tool (it holds '.stfolder')"),
            "\(refused.stderr)")
        #expect(refused.stderr.contains("run 'habit sync' without 'init' there"))
        #expect(!FileManager.default.fileExists(atPath: world.directory("a") + "/.git"))
        #expect(try world.habit("a", ["sync"]).status == 0)
        #expect(!FileManager.default.fileExists(atPath: world.directory("a") + "/.git"))
    }

    /// A commit on the remote made with plain git, then `habit sync` on device a.
    func pushed(_ world: DeviceWorld, _ change: (String) throws -> Void) throws -> RunResult {
        let clone = world.root + "/evil"
        #expect(try SyncEndToEndTests.git(["clone", "-q", "-b", "main", world.remote, clone], root: world.root) == 0)
        try change(clone)
        for arguments in [
            ["add", "-A"], ["-c", "user.name=x", "-c", "user.email=x@x", "commit", "-qm", "x"], ["push", "-q"],
        ] {
            #expect(try SyncEndToEndTests.git(arguments, root: clone) == 0)
        }
        return try world.habit("a", ["sync"])
    }

    @Test func aRemoteThatAddsAFileIsRefused() throws {
        let world = try SyncScenarioTests.twoDevices()
        defer { world.cleanUp() }
        let synced = try pushed(world) { clone in
            #expect(FileManager.default.createFile(atPath: clone + "/hook.sh", contents: Data("x\n".utf8)))
        }
        #expect(synced.status == 1)
        #expect(synced.stderr.contains("it adds 'hook.sh', which is not a data file"), "\(synced.stderr)")
        #expect(!FileManager.default.fileExists(atPath: world.directory("a") + "/hook.sh"))
    }

    @Test(arguments: [".gitattributes", ".gitignore"]) func aRemoteThatChangesOrRemovesTheSetupIsRefused(
        name: String
    ) throws {
        for remove in [false, true] {
            let world = try SyncScenarioTests.twoDevices()
            defer { world.cleanUp() }
            let before = FileManager.default.contents(atPath: world.directory("a") + "/" + name)
            let synced = try pushed(world) { clone in
                if remove {
                    try FileManager.default.removeItem(atPath: clone + "/" + name)
                } else {
                    #expect(
                        FileManager.default.createFile(atPath: clone + "/" + name, contents: Data("* -merge\n".utf8)))
                }
            }
            #expect(synced.status == 1, "\(name) \(remove): \(synced.stderr)")
            let what = remove ? "it removes" : "it changes"
            #expect(synced.stderr.contains("\(what) '\(name)', which 'habit sync init' wrote"), "\(synced.stderr)")
            #expect(FileManager.default.contents(atPath: world.directory("a") + "/" + name) == before)
        }
    }
}
