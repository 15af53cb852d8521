import Foundation
import Testing

/// The scenarios of two devices on one history (docs/sync.md, "Device files"), each with
/// the built binary, real `git` and a local bare remote. They read what each device shows
/// (`habit log`, `habit export`, `habit verify`); the files only where the layout is the point.
@Suite(.serialized, .enabled(if: SyncEndToEndTests.hasGit)) struct SyncScenarioTests {
    typealias Cases = SyncIssueGitCaseTests

    /// A laptop `a` with `meditate` and `read` (read done on 2026-10-31), and a server
    /// `b`, both synced; today is 2026-11-01.
    static func twoDevices() throws -> DeviceWorld {
        let world = try DeviceWorld(today: "2026-11-01")
        for id in ["meditate", "read"] { try world.habit("a", ["add", id, "--since", "2026-10-01"]) }
        try world.habit("a", ["check", "read", "--date", "2026-10-31"])
        #expect(try world.habit("a", ["sync", "init", world.remote]).status == 0)
        #expect(try world.habit("b", ["sync", "init", world.remote]).status == 0)
        return world
    }

    /// `sync` on a, b, a; then both devices hold the same device files and base, show the
    /// same state, and `verify` is clean. Returns what the syncs said.
    @discardableResult
    static func settle(_ world: DeviceWorld, _ devices: [String] = ["a", "b", "a"]) throws -> String {
        let said = try Cases.sync(world, devices)
        for folder in ["devices", "base"] {
            #expect(shared(world, "a", folder) == shared(world, "b", folder), "\(folder)/ differs")
        }
        _ = try Cases.agreed(world)
        return said
    }

    /// Each file in `folder` of `device`'s data directory, by name.
    static func shared(_ world: DeviceWorld, _ device: String, _ folder: String) -> [String: Data] {
        let path = world.directory(device) + "/" + folder
        var files: [String: Data] = [:]
        for name in (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [] {
            files[name] = FileManager.default.contents(atPath: path + "/" + name)
        }
        return files
    }

    /// The rows `habit log` prints on `device`, newest first, each as its words
    /// (date, habit, action, note), without the heading.
    static func log(_ world: DeviceWorld, _ device: String) throws -> [[String]] {
        let log = try world.habit(device, ["log"])
        #expect(log.status == 0, "log on \(device): \(log.stderr)")
        return log.stdout.split(separator: "\n").dropFirst().map { $0.split(separator: " ").map(String.init) }
    }

    @Test func oneCheckOnEachDeviceOnOneDayMergesWithoutAConflict() throws {
        let world = try Self.twoDevices()
        defer { world.cleanUp() }
        try world.habit("a", ["check", "meditate"])
        try world.habit("b", ["check", "meditate"])
        try world.habit("b", ["check", "read"])
        let said = try Self.settle(world)
        #expect(!said.contains("Note:"), "\(said)")
        // Each device's check is kept: the log shows both, the day is done once.
        let log = try Self.log(world, "b")
        #expect(log.filter { $0 == ["2026-11-01", "meditate", "done"] }.count == 2, "\(log)")
        #expect(log.contains(["2026-11-01", "read", "done"]))
        let state = try world.export("b")
        #expect(state.habit(id: "meditate")?.days == ["2026-11-01": "done"])
        #expect(state.habit(id: "read")?.days == ["2026-10-31": "done", "2026-11-01": "done"])
        let verify = try world.habit("b", ["verify"])
        #expect(verify.stdout.contains("2 habits, 4 entries"), "\(verify.stdout)")
        #expect(verify.stderr.isEmpty)
    }

    @Test func editsOfTwoHabitsOnTwoDevicesDoNotConflict() throws {
        let world = try Self.twoDevices()
        defer { world.cleanUp() }
        try world.habit("a", ["edit", "meditate", "--name", "Morning meditation"])
        try world.habit("b", ["edit", "read", "--name", "Reading"])
        let said = try Self.settle(world)
        #expect(!said.contains("Note:"), "\(said)")
        let state = try world.export("a")
        #expect(state.habit(id: "meditate")?.name == "Morning meditation")
        #expect(state.habit(id: "read")?.name == "Reading")
    }

    /// Two values of one field settle by stamp: `sync` exits 0 and says which it kept,
    /// with the command that takes the other (docs/sync.md, "The fold").
    @Test func oneFieldChangedToTwoValuesKeepsTheLaterAndNamesTheOther() throws {
        let world = try Self.twoDevices()
        defer { world.cleanUp() }
        try world.habit("a", ["edit", "read", "--name", "Reading"])
        try world.habit("b", ["edit", "read", "--name", "Books"])
        #expect(try world.habit("a", ["sync"]).status == 0)
        let synced = try world.habit("b", ["sync"])
        #expect(synced.status == 0, "\(synced.stderr)")
        #expect(
            synced.stdout.contains(
                "Note: name of 'read' was changed on two devices at once: kept 'Books' over 'Reading'; "
                    + "to take the other, 'habit edit read --name Reading'"), "\(synced.stdout)")
        try Self.settle(world, ["a"])
        #expect(try world.export("a").habit(id: "read")?.name == "Books")
        let verify = try world.habit("a", ["verify"])
        #expect(verify.status == 0, "\(verify.stdout)\(verify.stderr)")
        #expect(verify.stdout.contains("habit edit read --name Reading"), "\(verify.stdout)")
        // The command the note gives takes the other value, and settles it.
        #expect(try world.habit("b", ["edit", "read", "--name", "Reading"]).status == 0)
        let said = try Self.settle(world, ["b", "a"])
        #expect(try world.export("a").habit(id: "read")?.name == "Reading")
        #expect(!said.contains("Note:"), "\(said)")
    }

    /// What git carries: the device files, the base and the two set-up files; never a
    /// snapshot, the lock or a backup, in any commit.
    @Test func onlyDeviceFilesAndTheBaseAreEverCommitted() throws {
        let world = try Self.twoDevices()
        defer { world.cleanUp() }
        try world.habit("a", ["edit", "read", "--name", "Reading"])
        try world.habit("a", ["remove", "meditate", "--yes"])
        try world.habit("b", ["check", "read"])
        try Self.settle(world)
        for device in ["a", "b"] {
            let root = world.directory(device)
            #expect(FileManager.default.fileExists(atPath: root + "/.lock"))
            // The laptop wrote backups before it was set up.
            #expect(FileManager.default.fileExists(atPath: root + "/.backup") == (device == "a"))
            let committed = Set(
                try SyncEndToEndTests.output(["log", "--all", "--name-only", "--format="], root: root)
                    .split(separator: "\n").map(String.init))
            let devices = committed.filter { $0.hasPrefix("devices/") }
            #expect(devices.count == 2 && devices.allSatisfy { $0.hasSuffix(".log") }, "\(committed.sorted())")
            #expect(
                committed.subtracting(devices)
                    == [".gitattributes", ".gitignore", "base/habits", "base/log"], "\(committed.sorted())")
            #expect(try SyncEndToEndTests.output(["status", "--porcelain"], root: root).isEmpty)
        }
    }

    @Test func aCheckOnTheServerFollowsARenameOnTheLaptop() throws {
        let world = try Self.twoDevices()
        defer { world.cleanUp() }
        try world.habit("a", ["rename", "read", "books"])
        try world.habit("b", ["check", "read", "--note", "server"])
        try Self.settle(world)
        let log = try Self.log(world, "b")
        #expect(log == [["2026-11-01", "books", "done", "server"], ["2026-10-31", "books", "done"]], "\(log)")
        let state = try world.export("b")
        #expect(state.habits.map(\.id) == ["meditate", "books"])
        #expect(try world.habit("b", ["verify"]).stdout.contains("2 habits, 2 entries"))
    }

    /// A file-sync tool's conflict copy of `habits` (docs/sync.md, "Snapshots"): every
    /// command names it, and `habit sync` takes the edit it holds in and moves it away.
    @Test func aSyncthingConflictCopyIsNamedByEveryCommandAndSettledBySync() throws {
        let world = try DeviceWorld(today: "2026-11-01")
        defer { world.cleanUp() }
        for id in ["meditate", "read"] { try world.habit("a", ["add", id, "--since", "2026-10-01"]) }
        try world.habit("a", ["check", "read", "--date", "2026-10-31"])
        #expect(try world.habit("a", ["sync"]).status == 0)
        let directory = world.directory("a")
        let copy = "habits.sync-conflict-20261120-081500-ABCDEF7"
        let habits = String(
            decoding: FileManager.default.contents(atPath: directory + "/habits") ?? Data(), as: UTF8.self)
        let phone = habits.replacingOccurrences(of: "name=meditate", with: "name=Sitting")
        #expect(phone != habits)
        #expect(FileManager.default.createFile(atPath: directory + "/" + copy, contents: Data(phone.utf8)))
        let list = try world.habit("a", ["list"])
        #expect(list.stderr.contains("'\(copy)' is a file-sync tool's conflict copy of 'habits'"), "\(list.stderr)")
        #expect(list.stderr.contains("'habit sync' folds it in"))
        let synced = try world.habit("a", ["sync"])
        #expect(synced.status == 0, "\(synced.stderr)")
        #expect(synced.stdout.contains("Settled '\(copy)'; the copy is now in .backup/."), "\(synced.stdout)")
        #expect(!FileManager.default.fileExists(atPath: directory + "/" + copy))
        #expect(FileManager.default.fileExists(atPath: directory + "/.backup/" + copy))
        let state = try world.export("a")
        #expect(state.habit(id: "meditate")?.name == "Sitting")
        #expect(state.habit(id: "read")?.days == ["2026-10-31": "done"])
        #expect(try world.habit("a", ["list"]).stderr.isEmpty)
    }

    @Test func aRemoteThatMakesADeviceFileASymbolicLinkIsRefused() throws {
        let world = try Self.twoDevices()
        defer { world.cleanUp() }
        try world.habit("a", ["check", "meditate"])
        try Cases.sync(world, ["a"])
        let clone = world.root + "/evil"
        #expect(try SyncEndToEndTests.git(["clone", "-q", "-b", "main", world.remote, clone], root: world.root) == 0)
        let file = try #require(try FileManager.default.contentsOfDirectory(atPath: clone + "/devices").first)
        try FileManager.default.removeItem(atPath: clone + "/devices/" + file)
        try FileManager.default.createSymbolicLink(
            atPath: clone + "/devices/" + file, withDestinationPath: "/etc/passwd")
        for arguments in [
            ["add", "-A"], ["-c", "user.name=x", "-c", "user.email=x@x", "commit", "-qm", "x"], ["push", "-q"],
        ] {
            #expect(try SyncEndToEndTests.git(arguments, root: clone) == 0)
        }
        let before = Self.shared(world, "a", "devices")
        let synced = try world.habit("a", ["sync"])
        #expect(synced.status == 1)
        #expect(
            synced.stderr.contains("refusing the remote's changes: 'devices/\(file)' is not a plain file there"),
            "\(synced.stderr)")
        #expect(Self.shared(world, "a", "devices") == before)
        #expect(try world.export("a").habit(id: "meditate")?.days == ["2026-11-01": "done"])
    }

    @Test func gitFailingIsExit74AndLosesNothing() throws {
        let world = try Self.twoDevices()
        defer { world.cleanUp() }
        try world.habit("a", ["check", "meditate"])
        try FileManager.default.removeItem(atPath: world.remote)
        let before = Self.shared(world, "a", "devices")
        let synced = try world.habit("a", ["sync"])
        #expect(synced.status == 74, "\(synced.stderr)")
        #expect(synced.stderr.contains("'git fetch -q' failed"), "\(synced.stderr)")
        #expect(Self.shared(world, "a", "devices") == before)
        #expect(try Self.log(world, "a").first == ["2026-11-01", "meditate", "done"])
    }

    /// Without git, `habit sync` is file sync: the folder moves to device files and the
    /// tool that shares it carries them (docs/sync.md). Only a data directory that does not
    /// exist is not set up.
    @Test func syncWithoutGitIsFileSync() throws {
        let world = try DeviceWorld(today: "2026-11-01")
        defer { world.cleanUp() }
        try world.habit("a", ["add", "meditate"])
        try world.habit("a", ["check", "meditate"])
        let synced = try world.habit("a", ["sync"])
        #expect(synced.status == 0, "\(synced.stderr)")
        #expect(synced.stdout.contains("Up to date: no git here; the folder's sync tool carries the device files."))
        #expect(FileManager.default.fileExists(atPath: world.directory("a") + "/devices"))
        #expect(!FileManager.default.fileExists(atPath: world.directory("a") + "/.git"))
        #expect(try world.export("a").habit(id: "meditate")?.days == ["2026-11-01": "done"])
        let nowhere = try world.habit("b", ["sync"])
        #expect(nowhere.status == 1)
        #expect(nowhere.stderr.contains("is not set up for sync; run 'habit sync init [REMOTE]' first"))
    }

    /// A plain `git pull` never stops on device files: each device writes its own, and two
    /// versions of one merge as both (docs/sync.md); `habit sync` afterwards has nothing to fix.
    @Test func aPlainGitPullMergesDeviceFilesWithoutStopping() throws {
        let world = try Self.twoDevices()
        defer { world.cleanUp() }
        try world.habit("a", ["check", "meditate"])
        try Cases.sync(world, ["a"])
        try world.habit("b", ["check", "read"])
        #expect(try world.git("b", ["add", "-A", "devices"]) == 0)
        #expect(try world.git("b", ["commit", "-qm", "b"]) == 0)
        #expect(try world.git("b", ["pull", "-q", "--no-rebase", "--no-edit", "origin", "main"]) == 0)
        #expect(!FileManager.default.fileExists(atPath: world.directory("b") + "/.git/MERGE_HEAD"))
        // What the pull brought counts at once, before any `habit sync`.
        let before = try world.export("b")
        #expect(before.habit(id: "meditate")?.days == ["2026-11-01": "done"])
        #expect(before.habit(id: "read")?.days == ["2026-10-31": "done", "2026-11-01": "done"])
        try Self.settle(world, ["b", "a"])
        #expect(try world.export("a") == before)
    }

    /// An entry for a habit the other device removed stays in its device file, counts for
    /// nothing, and `sync` says so.
    @Test func entriesForAHabitRemovedOnTheOtherDeviceAreKeptAndReported() throws {
        let world = try Self.twoDevices()
        defer { world.cleanUp() }
        try world.habit("a", ["remove", "read", "--yes"])
        try world.habit("b", ["check", "read", "--note", "server"])
        #expect(try world.habit("a", ["sync"]).status == 0)
        let synced = try world.habit("b", ["sync"])
        #expect(synced.status == 0)
        #expect(synced.stdout.contains("Note: an entry for 'read' on 2026-11-01 from device b-"), "\(synced.stdout)")
        #expect(synced.stdout.contains("came after the habit was removed: it counts for nothing"))
        try Self.settle(world)
        #expect(try world.export("a").habits.map(\.id) == ["meditate"])
        let kept = Self.shared(world, "a", "devices").filter { $0.key.hasPrefix("b-") }.values
            .map { String(decoding: $0, as: UTF8.self) }
        #expect(kept.count == 1 && kept.allSatisfy { $0.contains(" 2026-11-01 read done # server\n") }, "\(kept)")
    }
}
