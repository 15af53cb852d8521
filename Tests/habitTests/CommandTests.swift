import Foundation
import HabitCore
import Testing

@testable import habit

/// What each command does to the data files and prints, end to end through `CLI.run`.
@Suite struct CommandTests {
    @Test func newUserFlowAddCheckTodayShow() {
        let harness = Harness()
        defer { harness.cleanUp() }
        #expect(
            harness.ok(["add", "meditate"]) == "Added 'meditate' (daily). Check it off with 'habit check meditate'.\n")
        #expect(harness.read("habits") == "meditate every=daily since=2026-11-21 name=meditate\n")
        #expect(harness.ok(["check", "meditate"]) == "✓ meditate done today · streak ● 1 day\n")
        #expect(harness.read("log") == "2026-11-21 meditate\n")
        let today = harness.ok([])
        #expect(today.contains("1 completed today"))
        #expect(today.contains("✓  meditate"))
        let show = harness.ok(["show", "meditate", "--month"])
        #expect(show.contains("Last 30 days"))
        #expect(show.contains("Current   ● 1 day"))
    }

    @Test func completedCountFollowsChecksAndUnchecksAndResetsWithTheDate() {
        let harness = Harness()
        defer { harness.cleanUp() }
        _ = harness.ok(["add", "a"])
        _ = harness.ok(["add", "b"])
        #expect(harness.ok([]).contains("0 completed today"))
        _ = harness.ok(["check", "a"])
        _ = harness.ok(["check", "b"])
        #expect(harness.ok([]).contains("2 completed today"))
        _ = harness.ok(["uncheck", "b"])
        #expect(harness.ok([]).contains("1 completed today"))
        #expect(harness.run([], extra: ["HABIT_TODAY": "2026-11-22"]).stdout.contains("0 completed today"))
    }

    @Test func valueAddsAndSetSetsForNumericHabits() {
        let harness = Harness()
        defer { harness.cleanUp() }
        _ = harness.ok(["add", "water", "--target", "8", "--unit", "glasses"])
        #expect(harness.ok(["check", "water", "--value", "3"]).hasPrefix("✓ water +3 glasses today (3/8 glasses)"))
        #expect(harness.ok(["check", "water", "--value", "2.5"]).contains("(5.5/8 glasses)"))
        #expect(harness.ok(["check", "water", "--set", "8", "--note", "done"]).contains("(8/8 glasses)"))
        #expect(harness.read("log") == "2026-11-21 water +3\n2026-11-21 water +2.5\n2026-11-21 water =8 # done\n")
        #expect(harness.ok([]).contains("8/8 glasses"))
    }

    @Test func checkingBeforeSinceMovesSinceBack() {
        let harness = Harness()
        defer { harness.cleanUp() }
        _ = harness.ok(["add", "read"])
        _ = harness.ok(["check", "read", "--date", "2026-11-18"])
        #expect(harness.read("habits") == "read every=daily since=2026-11-18 name=read\n")
        #expect(harness.ok(["check", "read", "--date", "thu"]).contains("Thu, Nov 19"))
    }

    @Test func skipRangesIncludeFutureDays() {
        let harness = Harness()
        defer { harness.cleanUp() }
        _ = harness.ok(["add", "gym", "--every", "3/week"])
        #expect(
            harness.ok(["skip", "gym", "--from", "2026-12-30", "--to", "2027-01-02", "--note", "holiday"])
                == "Skipped gym for 4 days, Wed, Dec 30 to Sat, Jan 2, 2027.\n")
        #expect(harness.read("log")?.split(separator: "\n").count == 4)
        #expect(harness.read("log")?.hasPrefix("2026-12-30 gym skip # holiday\n") == true)
        #expect(harness.ok(["skip", "gym"]) == "Skipped gym for today; the streak is safe.\n")
    }

    @Test func renameKeepsHistoryAndRemoveDropsIt() {
        let harness = Harness()
        defer { harness.cleanUp() }
        _ = harness.ok(["add", "run"])
        _ = harness.ok(["add", "swim"])
        _ = harness.ok(["check", "run", "--date", "yesterday"])
        _ = harness.ok(["check", "run"])
        _ = harness.ok(["check", "swim"])
        #expect(harness.ok(["rename", "run", "jog"]) == "Renamed 'run' to 'jog' (2 entries kept).\n")
        #expect(harness.read("log") == "2026-11-20 jog\n2026-11-21 jog\n2026-11-21 swim\n")
        #expect(harness.ok(["show", "jog"]).contains("Current   ● 2 days"))
        #expect(harness.ok(["remove", "swim", "--yes"]) == "Removed 'swim' and 1 entry.\n")
        #expect(harness.read("log") == "2026-11-20 jog\n2026-11-21 jog\n")
        #expect(harness.read("habits") == "jog every=daily since=2026-11-20 was=run name=jog\n")
    }

    @Test func moveArchiveUnarchiveAndEdit() {
        let harness = Harness()
        defer { harness.cleanUp() }
        for id in ["a", "b", "c"] { _ = harness.ok(["add", id]) }
        _ = harness.ok(["move", "c", "--to", "1"])
        #expect(harness.read("habits")?.split(separator: "\n").map { $0.prefix(1) } == ["c", "a", "b"])
        _ = harness.ok(["archive", "a"])
        #expect(!harness.ok(["list"]).contains("\na "))
        #expect(harness.ok(["list", "--all"]).contains("(archived)"))
        _ = harness.ok(["unarchive", "a"])
        #expect(
            harness.ok(["edit", "b", "--name", "Bee", "--every", "weekdays", "--target", "2", "--unit", "km"])
                == "Updated 'b': Bee, weekdays, at least 2 km a day.\n")
        #expect(harness.read("habits")?.contains("b every=weekdays target=2 unit=km since=2026-11-21 name=Bee") == true)
    }

    @Test func configShowsAndSetsSettings() {
        let harness = Harness()
        defer { harness.cleanUp() }
        #expect(
            harness.ok(["config"])
                == "timezone = (not set: TZ is 'UTC')\nday-start = 00:00\nweek-start = monday\ngroup = on\n")
        #expect(harness.ok(["config", "day-start", "04:00"]) == "day-start = 04:00\n")
        #expect(harness.ok(["config", "day-start"]) == "04:00\n")
        #expect(harness.read("config") == "day-start = 04:00\n")
    }

    @Test func dayStartDecidesTodayFromHabitNow() {
        let harness = Harness()
        defer { harness.cleanUp() }
        _ = harness.ok(["config", "day-start", "04:00"])
        let late = harness.run([], extra: ["HABIT_TODAY": "", "HABIT_NOW": "2026-11-22T02:30:00+00:00"])
        #expect(late.stdout.hasPrefix("Saturday, November 21, 2026"))
        let morning = harness.run([], extra: ["HABIT_TODAY": "", "HABIT_NOW": "2026-11-22T04:30:00"])
        #expect(morning.stdout.hasPrefix("Sunday, November 22, 2026"))
    }

    @Test func upcomingGroupsDaysAndQuotas() {
        let harness = Harness()
        defer { harness.cleanUp() }
        _ = harness.ok(["add", "meditate"])
        _ = harness.ok(["add", "gym", "--every", "3/week"])
        _ = harness.ok(["add", "read", "--every", "mon,wed"])
        _ = harness.ok(["check", "gym"])
        let out = harness.ok(["upcoming", "--days", "3"])
        #expect(out.hasPrefix("Tomorrow\n  meditate\n\nMon, Nov 23\n  meditate\n  read\n\nTue, Nov 24\n  meditate\n\n"))
        #expect(out.contains("This week (until Sun, Nov 22)\n  gym       — 1 of 3 this week\n"))
    }

    @Test func logIsNewestFirstAndFilters() {
        let harness = Harness()
        defer { harness.cleanUp() }
        _ = harness.ok(["add", "a"])
        _ = harness.ok(["add", "b"])
        _ = harness.ok(["check", "a", "--date", "2026-11-19"])
        _ = harness.ok(["check", "b", "--date", "2026-11-20", "--note", "late"])
        _ = harness.ok(["check", "a"])
        #expect(
            harness.ok(["log"]) == """
                DATE        HABIT  ACTION  NOTE
                2026-11-21  a      done
                2026-11-20  b      done    late
                2026-11-19  a      done

                """)
        #expect(harness.ok(["log", "a", "--since", "2026-11-20"]).split(separator: "\n").count == 2)
        #expect(harness.ok(["log", "--since", "today", "b"]).hasPrefix("No entries since 2026-11-21."))
    }

    @Test func verifyReportsCleanFiles() {
        let harness = Harness()
        defer { harness.cleanUp() }
        _ = harness.ok(["add", "a"])
        _ = harness.ok(["check", "a"])
        #expect(harness.ok(["verify"]) == "No errors in \(harness.directory): 1 habit, 1 entry.\n")
    }

    @Test func readingCommandsCreateNothing() {
        let harness = Harness()
        defer { harness.cleanUp() }
        for arguments in [
            [], ["list"], ["upcoming"], ["stats"], ["report"], ["status"], ["log"], ["verify"], ["config"],
        ] {
            #expect(harness.run(arguments).status == 0)
        }
        #expect(!FileManager.default.fileExists(atPath: harness.directory))
    }

    @Test func helpListsEveryCommandAndEveryCommandHasHelp() {
        let harness = Harness()
        defer { harness.cleanUp() }
        let help = harness.ok(["--help"])
        for type in CommandTable.commands {
            let name = type.info.name
            // A hidden command (git's merge driver) has help of its own but no line in the list.
            #expect(help.contains("\n  \(name) ") != type.info.hidden, "help lacks \(name)")
            let own = harness.ok([name, "--help"])
            #expect(own.hasPrefix("Usage: habit \(name)"))
            #expect(harness.ok(["help", name]) == own)
        }
        #expect(harness.ok(["help"]) == help)
    }

    @Test(arguments: ["bash", "zsh", "fish"])
    func completionsNameEveryCommandAndOption(shell: String) {
        let harness = Harness()
        defer { harness.cleanUp() }
        let script = harness.ok(["completions", shell])
        for type in Completions.offered {
            #expect(script.contains(type.info.name))
            for option in type.options { #expect(script.contains(option.name)) }
        }
        // Hidden commands are not offered (docs/cli.md, "demo and completions").
        #expect(script.contains("completions ids"))
    }

    @Test func completionIDsListActiveHabits() {
        let harness = Harness()
        defer { harness.cleanUp() }
        _ = harness.ok(["add", "a"])
        _ = harness.ok(["add", "b"])
        _ = harness.ok(["archive", "b"])
        #expect(harness.ok(["completions", "ids"]) == "a\n")
    }

    @Test func bashCompletionScriptIsValidBash() throws {
        let harness = Harness()
        defer { harness.cleanUp() }
        let path = harness.root + "/habit.bash"
        try harness.ok(["completions", "bash"]).write(toFile: path, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-n", path]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }

    @Test func demoToursTheViewsAndLeavesUserDataAlone() {
        let harness = Harness()
        defer { harness.cleanUp() }
        let result = harness.run(["demo"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        for header in ["$ habit\n", "$ habit list\n", "$ habit show water --month\n", "$ habit show water --year\n"] {
            #expect(result.stdout.contains(header))
        }
        #expect(result.stdout.contains("completed today"))
        #expect(result.stdout.contains("Last 30 days"))
        #expect(result.stdout.contains("Last 53 weeks"))
        #expect(!FileManager.default.fileExists(atPath: harness.directory))
        let mask = { (text: String) in
            text.replacingOccurrences(of: "habit-demo-[A-Za-z0-9]+", with: "habit-demo-X", options: .regularExpression)
        }
        #expect(mask(harness.run(["demo"]).stdout) == mask(result.stdout))
    }

    @Test func demoDataIsDeterministicAndEndsToday() {
        let today = Day("2026-11-21")!
        let first = DemoData.make(today: today)
        let second = DemoData.make(today: today)
        #expect(first.entries == second.entries)
        #expect(first.habits.count == 6)
        #expect(first.entries.map(\.day).max() == today)
        #expect(first.entries.map(\.day).min() == today.adding(-730))
        #expect(first.entries.contains { $0.action == .skip })
    }

    @Test func versionPrintsTheVersion() {
        let harness = Harness()
        defer { harness.cleanUp() }
        #expect(harness.ok(["--version"]) == "habit \(CLI.version)\n")
    }
}
