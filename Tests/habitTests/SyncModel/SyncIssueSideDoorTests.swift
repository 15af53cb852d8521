import Foundation
import Testing

/// The cases of issue 42's "Why" that come in by a side door: a file-sync tool with no
/// git and its conflict copies, the modes of files sync brings, a stale git lock, a remote
/// that is not trusted, an id added again after a remove. Built binary, right numbers,
/// read through what the devices show. Each failed on the layout of one `log` merged by a
/// driver.
@Suite(.serialized, .enabled(if: SyncEndToEndTests.hasGit)) struct SyncIssueSideDoorTests {
    typealias Cases = SyncIssueGitCaseTests
    static let yesterday = Cases.yesterday
    static let today = Cases.today

    /// `habit sync` on each of `devices` without git, then the folder carried between them.
    static func settle(_ world: DeviceWorld, _ carrier: inout FolderCarrier) throws {
        for _ in 0..<2 {
            for device in ["a", "b"] {
                let synced = try world.habit(device, ["sync"])
                #expect(synced.status == 0, "sync on \(device) without git: \(synced.stderr)")
            }
            try carrier.exchange(newer: world.directory("a"))
        }
        for device in ["a", "b"] {
            #expect(FolderCarrier.conflictCopies(in: world.directory(device)) == [], "left on \(device)")
        }
    }

    /// A laptop `a` with water, sharing its folder with a phone `b` through a file-sync tool.
    static func sharedFolder(_ world: DeviceWorld) throws -> FolderCarrier {
        try world.habit("a", ["add", "water", "--target", "8", "--name", "Water", "--since", "2026-11-01"])
        #expect(try world.habit("a", ["sync"]).status == 0, "sync in a folder git does not manage")
        try FileManager.default.createDirectory(atPath: world.directory("b"), withIntermediateDirectories: true)
        var carrier = FolderCarrier(world.directory("a"), world.directory("b"))
        try carrier.exchange(newer: world.directory("a"))
        #expect(try world.habit("b", ["sync"]).status == 0)
        try carrier.exchange(newer: world.directory("b"))
        return carrier
    }

    @Test func identicalChecksInAFileSyncFolderBothCount() throws {
        let world = try DeviceWorld()
        defer { world.cleanUp() }
        do {
            var carrier = try Self.sharedFolder(world)
            for device in ["a", "b"] { try world.habit(device, ["check", "water", "--value", "2"]) }
            try carrier.exchange(newer: world.directory("b"))
            try Self.settle(world, &carrier)
            let state = try Cases.agreed(world)
            #expect(state.habit(named: "Water")?.days == [Self.today: "=4"])
        }
    }

    /// A conflict copy of `habits` made before a rename (the phone edited the habit while
    /// the laptop renamed it) and folded after it: nothing doubles, both changes land.
    @Test func aConflictCopyMadeBeforeARenameFoldedAfterItDoublesNothing() throws {
        let world = try DeviceWorld()
        defer { world.cleanUp() }
        do {
            var carrier = try Self.sharedFolder(world)
            try world.habit("a", ["check", "water", "--value", "3", "--date", Self.yesterday])
            try carrier.exchange(newer: world.directory("a"))
            #expect(try world.habit("b", ["check", "water", "--value", "1"]).status == 0)
            #expect(try world.habit("b", ["edit", "water", "--target", "10"]).status == 0)
            #expect(try world.habit("a", ["rename", "water", "drink"]).status == 0)
            let copies = try carrier.exchange(newer: world.directory("a"))
            #expect(!copies.isEmpty, "the carrier made no conflict copy")
            try Self.settle(world, &carrier)
            let state = try Cases.agreed(world)
            let water = state.habit(named: "Water")
            #expect(water?.id == "drink")
            #expect(water?.days == [Self.yesterday: "=3", Self.today: "=1"])
            #expect(water?.target == "10")
        }
    }

    @Test func filesSyncBringsKeepTheStoresMode() throws {
        let world = try DeviceWorld()
        defer { world.cleanUp() }
        do {
            try Cases.twoDevices(world)
            try world.habit("a", ["check", "water", "--value", "2"])
            try world.habit("a", ["rename", "water", "drink"])
            try Cases.sync(world, ["a", "b"])
            let directory = world.directory("b")
            let names = try FileManager.default.subpathsOfDirectory(atPath: directory).filter {
                ["habits", "log", "config"].contains($0) || $0.hasPrefix("devices/")
            }
            #expect(!names.isEmpty)
            for name in names where name != "devices" {
                let attributes = try FileManager.default.attributesOfItem(atPath: directory + "/" + name)
                let mode = (attributes[.posixPermissions] as? NSNumber)?.intValue ?? 0
                #expect(mode == 0o600, "\(name) has mode \(String(mode, radix: 8))")
            }
        }
    }

    /// A killed `sync` can leave git's `index.lock`: the next `sync` clears it or names it.
    @Test func aStaleGitLockIsClearedOrNamed() throws {
        let world = try DeviceWorld()
        defer { world.cleanUp() }
        do {
            try Cases.twoDevices(world)
            try world.habit("a", ["check", "water", "--value", "2"])
            let lock = world.directory("a") + "/.git/index.lock"
            #expect(FileManager.default.createFile(atPath: lock, contents: Data()))
            let synced = try world.habit("a", ["sync"])
            #expect(synced.status == 0 || synced.stderr.contains(".git/index.lock"), "\(synced.stderr)")
            try? FileManager.default.removeItem(atPath: lock)
            try Cases.sync(world)
            #expect(try Cases.agreed(world).habit(named: "Water")?.days == [Self.today: "=2"])
        }
    }

    /// A `sync` killed inside `git commit` or a ref update leaves `HEAD.lock` or the
    /// branch's lock, and killed during the automatic maintenance after a commit or a
    /// fetch, `objects/maintenance.lock`: once a minute old, the next `sync` clears it with
    /// a warning and syncs, where every later sync used to fail (or, for maintenance, no
    /// maintenance ran again); a younger one is named (exit 1).
    @Test(arguments: ["HEAD.lock", "refs/heads/main.lock", "objects/maintenance.lock"])
    func aStaleLockOfAKilledGitCommitIsCleared(lockName: String) throws {
        let world = try DeviceWorld()
        defer { world.cleanUp() }
        try Cases.twoDevices(world)
        try world.habit("a", ["check", "water", "--value", "2"])
        let lock = world.directory("a") + "/.git/" + lockName
        #expect(FileManager.default.createFile(atPath: lock, contents: Data()))
        let young = try world.habit("a", ["sync"])
        #expect(young.status == 1, "\(young.stderr)")
        #expect(young.stderr.contains("' is held by another git command"), "\(young.stderr)")
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -120)], ofItemAtPath: lock)
        let synced = try world.habit("a", ["sync"])
        #expect(synced.status == 0, "\(synced.stderr)")
        #expect(synced.stderr.contains(".git/\(lockName)', left by a git command that was killed"), "\(synced.stderr)")
        #expect(!FileManager.default.fileExists(atPath: lock))
        try Cases.sync(world)
        #expect(try Cases.agreed(world).habit(named: "Water")?.days == [Self.today: "=2"])
    }

    /// A remote whose shared `log` holds a NUL is refused, and the device stays as it was.
    @Test func aRemoteFileThatDoesNotParseIsRefused() throws {
        let world = try DeviceWorld()
        defer { world.cleanUp() }
        do {
            try Cases.twoDevices(world)
            try world.habit("a", ["check", "water", "--value", "2"])
            try Cases.sync(world, ["a"])
            let before = try world.export("a")
            let clone = world.root + "/evil"
            #expect(
                try DeviceWorld.run(
                    ["git", "clone", "-q", "-b", "main", world.remote, clone], in: world.root, environment: [:]) == 0)
            // A device file of the remote's, with a NUL appended.
            let devices = clone + "/devices"
            let name = try #require(try FileManager.default.contentsOfDirectory(atPath: devices).first)
            let log = URL(fileURLWithPath: devices + "/" + name)
            let text = try Data(contentsOf: log)
            try (text + Data("2026-11-21T00:00:00.000Z .water 2026-11-21 water +1\u{0}\n".utf8)).write(to: log)
            let identity = ["-c", "user.name=x", "-c", "user.email=x@x"]
            for arguments in [["add", "-A"], identity + ["commit", "-qm", "x"], ["push", "-q"]] {
                #expect(try DeviceWorld.run(["git"] + arguments, in: clone, environment: [:]) == 0)
            }
            let synced = try world.habit("a", ["sync"])
            #expect(synced.status != 0, "sync took a remote file with a NUL")
            #expect(try world.export("a") == before)
            #expect(try world.habit("a", ["verify"]).status == 0)
        }
    }

    /// A remote that deleted every data file: `sync` never fails without a word, and the
    /// history the device holds stays.
    @Test func aRemoteThatDeletedTheDataTakesNothingAwaySilently() throws {
        let world = try DeviceWorld()
        defer { world.cleanUp() }
        do {
            try world.habit("a", ["add", "water", "--target", "8", "--name", "Water", "--since", "2026-11-01"])
            try world.habit("a", ["check", "water", "--value", "2", "--date", Self.yesterday])
            #expect(try world.habit("a", ["sync", "init", world.remote]).status == 0)
            let before = try world.export("a")
            let clone = world.root + "/evil"
            let git = { (arguments: [String], directory: String) in
                try DeviceWorld.run(
                    ["git", "-c", "user.name=x", "-c", "user.email=x@x"] + arguments, in: directory, environment: [:])
            }
            #expect(try git(["clone", "-q", "-b", "main", world.remote, clone], world.root) == 0)
            #expect(
                try git(["rm", "-r", "-q", "--ignore-unmatch", "log", "habits", "config", "devices", "base"], clone)
                    == 0)
            #expect(try git(["commit", "-qm", "x"], clone) == 0)
            #expect(try git(["push", "-q"], clone) == 0)
            let synced = try world.habit("a", ["sync"])
            #expect(synced.status == 0 || !synced.stderr.isEmpty, "sync exited \(synced.status) with no message")
            #expect(try world.export("a") == before)
            #expect(before.habit(named: "Water")?.days == [Self.yesterday: "=2"])
        }
    }

    /// An id removed on one device while the other checks it, then added again: the
    /// new habit starts empty, the check stays with the habit removed.
    @Test func anIdAddedAgainAfterARemoveStartsEmpty() throws {
        let world = try DeviceWorld()
        defer { world.cleanUp() }
        do {
            try Cases.twoDevices(world, [["yoga", "--name", "Yoga"]])
            try world.habit("a", ["check", "yoga", "--date", Self.yesterday])
            try Cases.sync(world, ["a", "b"])
            #expect(try world.habit("b", ["check", "yoga"]).status == 0)
            #expect(try world.habit("a", ["remove", "yoga", "--yes"]).status == 0)
            try Cases.sync(world)
            #expect(try world.habit("a", ["add", "yoga", "--name", "New yoga"]).status == 0)
            try Cases.sync(world, ["a", "b"])
            let state = try Cases.agreed(world)
            #expect(state.habit(named: "Yoga") == nil)
            #expect(state.habit(named: "New yoga")?.days == [:])
        }
    }
}
