import Foundation
import HabitCore
import HabitImport
import StreakEngine
import Testing

@testable import habit

/// `habit import` and `habit export` end to end, in process.
@Suite struct ImportCommandTests {
    static let fixtures = Harness.packageRoot.appendingPathComponent("Fixtures/import").path

    @Test func importingHarshPrintsASummaryAndWritesTheData() {
        let harness = Harness(today: "2026-03-10")
        defer { harness.cleanUp() }
        let result = harness.run(["import", "harsh", Self.fixtures + "/harsh"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("  habits added: 9 (meditated, read-30-pages, yoga-hips"))
        #expect(result.stdout.contains("  entries read: 22 (19 done, 2 no, 1 skip)\n"))
        #expect(result.stdout.contains("  entries added: 22\n"))
        #expect(result.stdout.contains("  lines skipped: 9\n"))
        #expect(result.stdout.contains("    log:16: invalid date '2026-02-30': expected YYYY-MM-DD\n"))
        #expect(!result.stdout.contains("'Piano' has frequency"))
        #expect(harness.read("habits")?.contains("gym every=\"3 in 7 days\" since=2026-03-02 name=Gym\n") == true)
        #expect(harness.read("habits")?.contains("piano every=\"2 in 3 days\" since=") == true)
        #expect(harness.read("log")?.contains("2026-03-04 meditated skip # travelling\n") == true)
        let show = harness.run(["status"])
        #expect(show.status == 0)
        #expect(harness.run(["verify"]).status == 0)
    }

    @Test(arguments: ["harsh", "habitctl", "loop"])
    func importingTheSameSourceTwiceAddsNothingAndChangesNoFile(format: String) {
        let harness = Harness(today: "2026-03-10")
        defer { harness.cleanUp() }
        #expect(harness.run(["import", format, Self.fixtures + "/" + format]).status == 0)
        let before = harness.contents()
        let again = harness.run(["import", format, Self.fixtures + "/" + format])
        #expect(again.status == 0)
        #expect(again.stdout.contains("  habits added: 0\n"))
        #expect(again.stdout.contains("  entries added: 0\n"))
        #expect(again.stdout.contains("Nothing new to add."))
        #expect(harness.contents() == before)
    }

    @Test func aDryRunWritesNothing() {
        let harness = Harness(today: "2026-03-10")
        defer { harness.cleanUp() }
        let result = harness.run(["import", "loop", Self.fixtures + "/loop", "--dry-run"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("Dry run: importing loop"))
        #expect(
            result.stdout.contains(
                "  habits added: 7 (meditate, wake-up-early, water, coffee-black, gym, evening-walk, read-20-min)"))
        #expect(!FileManager.default.fileExists(atPath: harness.directory))
    }

    @Test func importKeepsExistingHabitsAndDays() {
        let harness = Harness(today: "2026-03-10")
        defer { harness.cleanUp() }
        harness.write("habits", "gym every=2/week since=2026-03-01 name=Gym\n")
        harness.write("log", "2026-03-04 gym skip # sore\n")
        let result = harness.run(["import", "harsh", Self.fixtures + "/harsh"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout.contains(
                "  habits defined differently (kept yours): 1\n    gym: schedule '2/week' here, '3 in 7 days' in the import\n"
            ))
        #expect(result.stdout.contains("  entries differing from yours (kept yours): 1\n    2026-03-04 gym done\n"))
        #expect(harness.read("habits")?.hasPrefix("gym every=2/week since=2026-03-01 name=Gym\n") == true)
        #expect(harness.read("log")?.hasPrefix("2026-03-04 gym skip # sore\n") == true)
        #expect(harness.read("log")?.contains("2026-03-04 gym\n") == false)
    }

    @Test func exportThenImportIntoAnEmptyDirectoryReproducesTheDemoData() throws {
        for format in ["csv", "json"] {
            let source = Harness()
            let target = Harness()
            defer {
                source.cleanUp()
                target.cleanUp()
            }
            try source.loadDemo()
            let file = source.root + "/export." + format
            let export = source.run(["export", "--format", format, "--output", file])
            #expect(export.status == 0, "\(export.stderr)")
            let result = target.run(["import", format, file])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.contains("  lines skipped: 0\n"))
            let original = try Store(directory: source.directory).load()
            let copy = try Store(directory: target.directory).load()
            #expect(copy.habits == original.habits)
            #expect(
                try Exporter.effectiveEntries(
                    habits: copy.habits, entries: copy.log.entries, groups: copy.entryIndicesByHabit())
                    == Exporter.effectiveEntries(
                        habits: original.habits, entries: original.log.entries,
                        groups: original.entryIndicesByHabit()))
            let today = Day(Harness.today)!
            for habit in original.habits {
                let a = Engine.analyze(habit, history: original.history(of: habit), today: today, weekStart: .monday)
                let b = Engine.analyze(habit, history: copy.history(of: habit), today: today, weekStart: .monday)
                #expect(a.streak == b.streak, "\(habit.id)")
                #expect(a.statistics == b.statistics, "\(habit.id)")
            }
            // The same export again adds nothing.
            let again = target.run(["import", format, file])
            #expect(again.stdout.contains("  entries added: 0\n"))
            #expect(
                target.run(["export", "--format", format]).stdout == source.run(["export", "--format", format]).stdout)
        }
    }

    @Test func exportWritesToStandardOutputByDefault() throws {
        let harness = Harness()
        defer { harness.cleanUp() }
        try harness.loadDemo()
        let csv = harness.run(["export"])
        #expect(csv.status == 0)
        #expect(
            csv.stdout.hasPrefix(
                "record,id,name,schedule,goal,target,unit,since,archived,date,action,note,tags\nhabit,meditate,"))
        let json = harness.run(["export", "--format", "json"])
        #expect(json.stdout.hasPrefix("{\n  \"format\" : \"habit-export\","))
    }

    @Test func errorsAreClearHaveTheirExitCodeAndWriteNothing() throws {
        let harness = Harness(today: "2026-03-10")
        defer { harness.cleanUp() }
        let missing = harness.run(["import", "harsh", harness.root + "/nowhere"])
        #expect(missing.status == 74)
        #expect(missing.stderr == "habit: error: '\(harness.root)/nowhere' does not exist\n")
        let wrong = harness.run(["import", "harsh", Self.fixtures + "/habitctl"])
        #expect(wrong.status == 65)
        #expect(wrong.stderr.hasPrefix("habit: error: '\(Self.fixtures)/habitctl/habits' is not a harsh file: "))
        let notCSV = harness.run(["import", "csv", Self.fixtures + "/json/export.json"])
        #expect(notCSV.status == 65)
        let format = harness.run(["import", "notion", Self.fixtures])
        #expect(format.status == 64)
        #expect(format.stderr.contains("'notion'"))
        let noPath = harness.run(["import", "harsh"])
        #expect(noPath.status == 64)
        try FileManager.default.createDirectory(atPath: harness.root + "/locked", withIntermediateDirectories: true)
        try Data("Meditated: 1\n".utf8).write(to: URL(fileURLWithPath: harness.root + "/locked/habits"))
        try FileManager.default.createSymbolicLink(
            atPath: harness.root + "/locked/log", withDestinationPath: "/proc/self/mem")
        let unreadable = harness.run(["import", "harsh", harness.root + "/locked"])
        #expect(unreadable.status == 74)
        #expect(unreadable.stderr.hasPrefix("habit: error: cannot read '\(harness.root)/locked/log': "))
        #expect(!FileManager.default.fileExists(atPath: harness.directory))
        let badOutput = harness.run(["export", "--output", harness.root + "/no/such/dir/out.csv"])
        #expect(badOutput.status == 74)
        #expect(badOutput.stderr.hasPrefix("habit: error: cannot write '\(harness.root)/no/such/dir/out.csv': "))
    }

    @Test func anImportThatAddsHabitsIsRefusedWhileTheDataHasErrors() {
        let harness = Harness(today: "2026-03-10")
        defer { harness.cleanUp() }
        harness.write("habits", "gym every=sometimes name=Gym\n")
        let before = harness.contents()
        let result = harness.run(["import", "harsh", Self.fixtures + "/harsh"])
        #expect(result.status == 65)
        #expect(result.stderr.contains("habit: warning: habits:1:5: invalid schedule 'sometimes'"))
        #expect(result.stderr.contains("habit: error: refusing to rewrite the data files"))
        #expect(harness.contents() == before)
    }
}
