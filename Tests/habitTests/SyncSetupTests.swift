import Foundation
import Testing

/// `habit sync init` run again and in a repository that exists, and what a remote may not
/// change (docs/sync.md, "Commands" and "A remote is not trusted"), with the built binary,
/// real `git` and a local bare remote.
@Suite(.serialized, .enabled(if: SyncEndToEndTests.hasGit)) struct SyncSetupTests {
    typealias World = SyncEndToEndTests.World

    @Test func initTwiceChangesNothing() throws {
        let world = try SyncScenarioTests.twoDevices()
        defer { world.cleanUp() }
        let b = world.root + "/b"
        let names = [".gitignore", ".gitattributes", "habits", "log", ".git/config"]
        let head = try World.output(["rev-parse", "HEAD"], root: b)
        let files = names.map { FileManager.default.contents(atPath: b + "/" + $0) }
        let again = try world.habit("b", ["sync", "init", world.remote])
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stdout.contains("Nothing new on b. Up to date with origin."), "\(again.stdout)")
        #expect(try World.output(["rev-parse", "HEAD"], root: b) == head)
        #expect(try World.output(["status", "--porcelain"], root: b).isEmpty)
        #expect(names.map { FileManager.default.contents(atPath: b + "/" + $0) } == files)
    }

    @Test func aDirectoryThatIsAlreadyARepositoryIsSetUpInPlace() throws {
        let world = try World()
        defer { world.cleanUp() }
        let a = world.root + "/a"
        try world.habit("a", ["add", "read", "--since", "2026-10-01"])
        let identity = ["-c", "user.name=x", "-c", "user.email=x@x"]
        for arguments in [["init", "-q"], ["add", "habits"], identity + ["commit", "-qm", "mine"]] {
            #expect(try World.git(arguments, root: a) == 0)
        }
        let first = try World.output(["rev-parse", "HEAD"], root: a)
        #expect(try world.habit("a", ["sync", "init"]).status == 0)
        // The history the user made stays; the setup is a commit on top of it.
        #expect(try World.output(["rev-list", "HEAD"], root: a).hasSuffix(first))
        #expect(try World.output(["config", "merge.habit.driver"], root: a).contains("merge-file %O %A %B %P"))
        #expect(try World.output(["ls-files"], root: a) == ".gitattributes\n.gitignore\nhabits\n")
    }

    /// A commit on the remote made with plain git, then `habit sync` on device a.
    func pushed(_ world: World, _ change: (String) throws -> Void) throws -> RunResult {
        let clone = world.root + "/evil"
        #expect(try World.git(["clone", "-q", "-b", "main", world.remote, clone], root: world.root) == 0)
        try change(clone)
        for arguments in [
            ["add", "-A"], ["-c", "user.name=x", "-c", "user.email=x@x", "commit", "-qm", "x"], ["push", "-q"],
        ] {
            #expect(try World.git(arguments, root: clone) == 0)
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
        #expect(!FileManager.default.fileExists(atPath: world.root + "/a/hook.sh"))
    }

    @Test(arguments: [".gitattributes", ".gitignore"]) func aRemoteThatChangesOrRemovesTheSetupIsRefused(
        name: String
    ) throws {
        for remove in [false, true] {
            let world = try SyncScenarioTests.twoDevices()
            defer { world.cleanUp() }
            let before = world.file("a", name)
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
            #expect(world.file("a", name) == before)
        }
    }
}
