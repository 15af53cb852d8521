import Foundation
import Testing

/// Renames across two devices (docs/sync.md, "Keys"), with the built binary, real `git`
/// and a local bare remote: an entry names the key of the habit its device meant, so an
/// edit or a check on the other device lands on the renamed habit.
@Suite(.serialized, .enabled(if: SyncEndToEndTests.hasGit)) struct SyncRenameTests {
    typealias Scenario = SyncScenarioTests

    @Test func anEditOnTheServerOfAHabitTheLaptopRenamedLands() throws {
        let world = try Scenario.twoDevices()
        defer { world.cleanUp() }
        try world.habit("a", ["rename", "read", "books"])
        try world.habit("b", ["edit", "read", "--every", "3/week"])
        try world.habit("b", ["check", "read", "--note", "server"])
        try Scenario.settle(world)
        let state = try world.export("a")
        #expect(state.habits.map(\.id) == ["meditate", "books"])
        #expect(state.habit(id: "books")?.days == ["2026-10-31": "done", "2026-11-01": "done"])
        let list = try world.habit("a", ["list", "--json"])
        #expect(list.stdout.contains("\"schedule\": \"3/week\""), "\(list.stdout)")
        #expect(try world.habit("a", ["verify"]).stdout.contains("2 habits, 2 entries"))
        // The edit from the server starts a goal; the days before keep theirs (docs/streaks.md).
        #expect(list.stdout.contains("\"until\": \"2026-10-31\""), "\(list.stdout)")
    }

    /// The seed 207 and 214 rounds of the first end-to-end suite: the server checks a habit
    /// the laptop renamed before it had entries.
    @Test func aCheckOfAHabitRenamedBeforeItHadEntriesFollowsTheRename() throws {
        let world = try Scenario.twoDevices()
        defer { world.cleanUp() }
        try world.habit("a", ["rename", "meditate", "sit"])
        try world.habit("b", ["check", "meditate", "--note", "server"])
        let said = try Scenario.settle(world)
        #expect(!said.contains("Note:"), "\(said)")
        #expect(try Scenario.log(world, "b").first == ["2026-11-01", "sit", "done", "server"])
        let state = try world.export("b")
        #expect(state.habits.map(\.id) == ["sit", "read"])
        #expect(state.habit(id: "sit")?.days == ["2026-11-01": "done"])
        #expect(try world.habit("b", ["verify"]).stdout.contains("2 habits, 2 entries"))
        #expect(try world.habit("b", ["list"]).stderr.isEmpty)
    }

    /// One habit renamed on both devices without either seeing the other's: the later
    /// rename stands, `sync` names the other with the command that takes it, and every
    /// entry stays with the habit.
    @Test func oneHabitRenamedOnBothDevicesKeepsOneIdAndEveryEntry() throws {
        let world = try Scenario.twoDevices()
        defer { world.cleanUp() }
        try world.habit("a", ["rename", "read", "novels"])
        try world.habit("a", ["check", "novels", "--note", "laptop"])
        try world.habit("b", ["rename", "read", "books"])
        try world.habit("b", ["check", "books", "--note", "server"])
        let said = try Scenario.settle(world)
        #expect(
            said.contains(
                "Note: id of 'books' was changed on two devices at once: kept 'books' over 'novels'; "
                    + "to take the other, 'habit rename books novels'"), "\(said)")
        let log = try Scenario.log(world, "a")
        #expect(log.count == 3, "\(log)")
        for note in ["laptop", "server"] { #expect(log.contains(["2026-11-01", "books", "done", note]), "\(log)") }
        #expect(try world.export("a").habits.map(\.id) == ["meditate", "books"])
        #expect(try world.habit("a", ["verify"]).stdout.contains("2 habits, 3 entries"))
    }

    /// The seed 207 round of the first end-to-end suite: a habit renamed before (`read` to
    /// `reading`, on both devices), then renamed again on each device to a different id,
    /// with entries before and after. Whichever device syncs first, the later rename
    /// (`novels`, on b) stands and every entry is under it.
    @Test(arguments: ["a", "b"]) func aHabitRenamedTwoWaysEndsWithEveryEntryUnderTheKeptId(merging: String) throws {
        let world = try Scenario.twoDevices()
        defer { world.cleanUp() }
        try world.habit("a", ["rename", "read", "reading"])
        try Scenario.settle(world)
        try world.habit("a", ["rename", "reading", "books"])
        try world.habit("a", ["check", "books", "--note", "laptop"])
        try world.habit("b", ["rename", "reading", "novels"])
        try world.habit("b", ["check", "novels", "--note", "server"])
        let first = merging == "a" ? "b" : "a"
        let said = try Scenario.settle(world, [first, merging, first])
        #expect(said.contains("to take the other, 'habit rename novels books'"), "\(said)")
        #expect(try world.export("a").habits.map(\.id) == ["meditate", "novels"])
        let log = try Scenario.log(world, "a")
        #expect(log.count == 3, "\(log)")
        #expect(log.last == ["2026-10-31", "novels", "done"])
        for note in ["laptop", "server"] { #expect(log.contains(["2026-11-01", "novels", "done", note]), "\(log)") }
    }

    /// A data directory from before device files whose `log` names a habit by an id on its
    /// `was=` list: the entry counts for that habit, and still does once `habit sync` moved
    /// the directory to device files (docs/sync.md, "Upgrade").
    @Test func anEntryUnderAFormerIdCountsBeforeAndAfterTheMoveToDeviceFiles() throws {
        let world = try DeviceWorld(today: "2026-11-01")
        defer { world.cleanUp() }
        try Self.write(
            world, habits: "books every=daily since=2026-10-01 was=read name=Books\n",
            log: "2026-10-31 read\n2026-11-01 books\n")
        for moved in [false, true] {
            if moved { #expect(try world.habit("a", ["sync"]).status == 0) }
            let verify = try world.habit("a", ["verify"])
            #expect(verify.status == 0, "\(verify.stdout)\(verify.stderr)")
            #expect(verify.stdout.contains("1 habit, 2 entries"), "\(verify.stdout)")
            #expect(try world.habit("a", ["list"]).stderr.isEmpty)
            let stats = try world.habit("a", ["stats", "books", "--json"])
            #expect(stats.stdout.contains("\"met\": 2"), "moved \(moved): \(stats.stdout)")
        }
        #expect(FileManager.default.fileExists(atPath: world.directory("a") + "/devices"))
        #expect(try world.export("a").habit(id: "books")?.days == ["2026-10-31": "done", "2026-11-01": "done"])
    }

    /// `check` and `show` read one habit's lines; a habit with a `was=` list reads the
    /// entries under those ids too, so its streak is the one `list` shows.
    @Test func oneHabitsReadCountsTheEntriesUnderItsFormerIds() throws {
        let world = try DeviceWorld(today: "2026-11-02")
        defer { world.cleanUp() }
        try Self.write(
            world, habits: "books every=daily since=2026-10-01 was=read name=Books\n",
            log: "2026-10-31 read\n2026-11-01 read\n")
        let check = try world.habit("a", ["check", "books"])
        #expect(check.status == 0, "\(check.stderr)")
        #expect(check.stdout.contains("3 days"), "\(check.stdout)")
        let show = try world.habit("a", ["show", "books"])
        #expect(show.stdout.contains("Current   ● 3 days"), "\(show.stdout)")
    }

    /// Device `a`'s data directory from before device files, with these `habits` and `log`.
    static func write(_ world: DeviceWorld, habits: String, log: String) throws {
        let directory = world.directory("a")
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        #expect(FileManager.default.createFile(atPath: directory + "/habits", contents: Data(habits.utf8)))
        #expect(FileManager.default.createFile(atPath: directory + "/log", contents: Data(log.utf8)))
    }
}
