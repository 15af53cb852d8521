import Foundation
import Testing

/// Renames across two devices (docs/sync.md, "Renames"), with the built binary, real
/// `git` and a local bare remote: the habit line keeps the ids it was renamed from, so an
/// edit or a check on the other device lands on the renamed habit.
@Suite(.serialized, .enabled(if: SyncEndToEndTests.hasGit)) struct SyncRenameTests {
    typealias World = SyncEndToEndTests.World

    func settle(_ world: World) throws {
        for device in ["a", "b", "a"] { #expect(try world.habit(device, ["sync"]).status == 0) }
        for name in ["habits", "log", "config"] { #expect(world.file("a", name) == world.file("b", name)) }
    }

    func text(_ world: World, _ device: String, _ name: String) -> String {
        String(decoding: world.file(device, name), as: UTF8.self)
    }

    @Test func anEditOnTheServerOfAHabitTheLaptopRenamedLands() throws {
        let world = try SyncScenarioTests.twoDevices()
        defer { world.cleanUp() }
        try world.habit("a", ["rename", "read", "books"])
        try world.habit("b", ["edit", "read", "--every", "3/week"])
        try world.habit("b", ["check", "read", "--note", "server"])
        try settle(world)
        // The edit from the server lands with the goal history it started (docs/streaks.md).
        #expect(
            text(world, "a", "habits").contains(
                "books every=3/week since=2026-10-01 goals=\"daily until 2026-10-31\" was=read name=books\n"))
        #expect(!text(world, "a", "habits").contains("\nread "))
        #expect(text(world, "a", "log").contains("2026-11-01 books done # server\n"))
        let verify = try world.habit("a", ["verify"])
        #expect(verify.status == 0, "\(verify.stdout)\(verify.stderr)")
        #expect(verify.stdout.contains("2 habits, 2 entries"), "\(verify.stdout)")
    }

    /// The seed 207 and 214 rounds of the end-to-end suite: the server merges the
    /// laptop's rename of a habit it has no entry of yet; its log alone shows no rename,
    /// only the merged `was=` list does.
    @Test func aCheckOfAHabitRenamedBeforeItHadEntriesFollowsTheRename() throws {
        let world = try SyncScenarioTests.twoDevices()
        defer { world.cleanUp() }
        try world.habit("a", ["rename", "meditate", "sit"])
        try world.habit("b", ["check", "meditate", "--note", "server"])
        try settle(world)
        #expect(text(world, "b", "habits").contains("sit every=daily since=2026-10-01 was=meditate name=sit\n"))
        #expect(text(world, "b", "log").contains("2026-11-01 sit done # server\n"), "\(text(world, "b", "log"))")
        let verify = try world.habit("b", ["verify"])
        #expect(verify.status == 0, "\(verify.stdout)\(verify.stderr)")
        #expect(verify.stdout.contains("2 habits, 2 entries"), "\(verify.stdout)")
        #expect(!verify.stdout.contains("unknown habit"))
        let list = try world.habit("b", ["list"])
        #expect(list.stderr.isEmpty, "\(list.stderr)")
    }

    @Test func oneHabitRenamedOnBothDevicesKeepsOneIdAndEveryEntry() throws {
        let world = try SyncScenarioTests.twoDevices()
        defer { world.cleanUp() }
        try world.habit("a", ["rename", "read", "novels"])
        try world.habit("a", ["check", "novels", "--note", "laptop"])
        try world.habit("b", ["rename", "read", "books"])
        try world.habit("b", ["check", "books", "--note", "server"])
        try settle(world)
        #expect(text(world, "a", "habits").contains("books every=daily since=2026-10-01 was=read,novels name="))
        let log = text(world, "a", "log")
        for note in ["# laptop\n", "# server\n"] { #expect(log.components(separatedBy: note).count == 2, "\(log)") }
        let verify = try world.habit("a", ["verify"])
        #expect(verify.status == 0, "\(verify.stdout)\(verify.stderr)")
        #expect(verify.stdout.contains("2 habits, 3 entries"), "\(verify.stdout)")
        #expect(try world.habit("a", ["verify"]).status == 0)
    }

    /// The seed 207 round of the end-to-end suite: a habit renamed before (`read` to
    /// `reading`, on both devices), then renamed again on each device to a different id,
    /// with entries before and after. Whichever device merges, every entry ends under the
    /// id that sorts first (`books`), the one the merged `habits` keeps.
    @Test(arguments: ["a", "b"]) func aHabitRenamedTwoWaysEndsWithEveryEntryUnderTheKeptId(merging: String) throws {
        let world = try SyncScenarioTests.twoDevices()
        defer { world.cleanUp() }
        try world.habit("a", ["rename", "read", "reading"])
        try settle(world)
        try world.habit("a", ["rename", "reading", "books"])
        try world.habit("a", ["check", "books", "--note", "laptop"])
        try world.habit("b", ["rename", "reading", "novels"])
        try world.habit("b", ["check", "novels", "--note", "server"])
        let first = merging == "a" ? "b" : "a"
        for device in [first, merging, first] { #expect(try world.habit(device, ["sync"]).status == 0) }
        for name in ["habits", "log", "config"] { #expect(world.file("a", name) == world.file("b", name)) }
        #expect(text(world, "a", "habits").contains("books every=daily since=2026-10-01 was=read,reading,novels name="))
        #expect(
            text(world, "a", "log")
                == "2026-10-31 books\n2026-11-01 books done # laptop\n2026-11-01 books done # server\n",
            "\(text(world, "a", "log"))")
        let verify = try world.habit("a", ["verify"])
        #expect(verify.status == 0, "\(verify.stdout)\(verify.stderr)")
    }

    @Test func anEntryUnderAFormerIdCountsUntilTheNextRewrite() throws {
        let world = try World()
        defer { world.cleanUp() }
        let directory = world.root + "/a"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let habits = "books every=daily since=2026-10-01 was=read name=Books\n"
        #expect(FileManager.default.createFile(atPath: directory + "/habits", contents: Data(habits.utf8)))
        let log = "2026-10-31 read\n2026-11-01 books\n"
        #expect(FileManager.default.createFile(atPath: directory + "/log", contents: Data(log.utf8)))
        let verify = try world.habit("a", ["verify"])
        #expect(verify.status == 0, "\(verify.stdout)\(verify.stderr)")
        #expect(!verify.stdout.contains("unknown habit"))
        #expect(try world.habit("a", ["list"]).stderr.isEmpty)
        let stats = try world.habit("a", ["stats", "books", "--json"])
        #expect(stats.stdout.contains("\"met\": 2") || stats.stdout.contains("\"met\":2"), "\(stats.stdout)")
    }

    /// `check` and `show` read one habit's lines; a habit with a `was=` list reads the
    /// entries under those ids too, so its streak is the one `list` shows.
    @Test func oneHabitsReadCountsTheEntriesUnderItsFormerIds() throws {
        let world = try World()
        defer { world.cleanUp() }
        let directory = world.root + "/a"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let habits = "books every=daily since=2026-10-01 was=read name=Books\n"
        #expect(FileManager.default.createFile(atPath: directory + "/habits", contents: Data(habits.utf8)))
        let log = "2026-10-31 read\n2026-11-01 read\n"
        #expect(FileManager.default.createFile(atPath: directory + "/log", contents: Data(log.utf8)))
        let check = try world.habit("a", ["check", "books"], today: "2026-11-02")
        #expect(check.status == 0, "\(check.stderr)")
        #expect(check.stdout.contains("3 days"), "\(check.stdout)")
        let show = try world.habit("a", ["show", "books"], today: "2026-11-02")
        #expect(show.stdout.contains("Current   ● 3 days"), "\(show.stdout)")
    }
}
