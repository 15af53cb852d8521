import Foundation
import HabitCore
import Testing

@testable import habit

/// `habit remind` (docs/reminders.md) with a simulated clock: `HABIT_NOW` in the data's
/// zone, today from the clock (`HABIT_TODAY` unset). Sat 2026-11-21 in UTC.
@Suite struct RemindCommandTests {
    static let habits = """
        meditate since=2026-11-01 remind=07:30 name="Morning meditation"
        water target=8 unit=glasses since=2026-11-01 remind=12:00,18:00
        coffee max=2 unit=cups since=2026-11-01 remind=09:00
        gym every=3/week since=2026-11-01 remind=19:00

        """

    static func harness(config: String? = nil) -> Harness {
        Harness(
            habits: habits, log: "2026-11-19 meditate\n2026-11-20 meditate\n2026-11-21 water +3\n", config: config)
    }

    /// Runs `remind` at `now` (a local `YYYY-MM-DDTHH:MM`, or an instant with an offset).
    static func remind(_ harness: Harness, at now: String, _ extra: [String] = []) -> RunResult {
        harness.run(["remind"] + extra, extra: ["HABIT_TODAY": "", "HABIT_NOW": now])
    }

    @Test func eachReminderIsSaidOnceWhenItsTimeHasPassedAndSomethingIsLeft() {
        let harness = Self.harness()
        defer { harness.cleanUp() }
        #expect(Self.remind(harness, at: "2026-11-21T07:29").stdout == "")
        let first = Self.remind(harness, at: "2026-11-21T07:31")
        #expect(first.status == 0)
        #expect(first.stdout == "meditate — Morning meditation: not done yet (streak ● 2 days at risk)\n")
        #expect(Self.remind(harness, at: "2026-11-21T07:46").stdout == "")
        let noon = Self.remind(harness, at: "2026-11-21T12:05")
        // coffee is a limit and gym's week does not end today: neither nags.
        #expect(noon.stdout == "water: 3 of 8 glasses\n")
        _ = harness.ok(["check", "water", "--set", "8"])
        #expect(Self.remind(harness, at: "2026-11-21T18:01").stdout == "")
    }

    @Test func aCheckedHabitIsNotNaggedAndNothingIsWrittenWhenNothingIsDue() {
        let harness = Self.harness()
        defer { harness.cleanUp() }
        _ = harness.ok(["check", "meditate"])
        let result = Self.remind(harness, at: "2026-11-21T07:31")
        #expect(result.status == 0 && result.stdout == "" && result.stderr == "")
        #expect(harness.read(".reminded") == nil)
    }

    /// Every slot once, at the first run at or after its time, whatever the interval.
    @Test(arguments: [1, 7, 60])
    func aTimerOfAnyIntervalSaysEachSlotOnce(every minutes: Int) {
        let harness = Self.harness()
        defer { harness.cleanUp() }
        var said: [String: Int] = [:]
        for minute in stride(from: 0, to: 1440, by: minutes) {
            let now = String(format: "2026-11-21T%02d:%02d", minute / 60, minute % 60)
            for line in Self.remind(harness, at: now).stdout.split(separator: "\n") {
                said[String(line.prefix { $0 != ":" }) + "@" + now, default: 0] += 1
            }
        }
        let firstAfter = { (hour: Int, minute: Int) -> String in
            let at = ((hour * 60 + minute + minutes - 1) / minutes) * minutes
            return String(format: "2026-11-21T%02d:%02d", at / 60, at % 60)
        }
        #expect(
            said == [
                "meditate — Morning meditation@" + firstAfter(7, 30): 1, "water@" + firstAfter(12, 0): 1,
                "water@" + firstAfter(18, 0): 1,
            ])
    }

    @Test func aSlotMissedWhileNothingRanIsSaidAtTheNextRunThatDayNeverTheDayAfter() {
        let harness = Self.harness()
        defer { harness.cleanUp() }
        #expect(Self.remind(harness, at: "2026-11-21T06:00").stdout == "")
        // Five hours asleep: 07:30 is said once at 11:00.
        #expect(Self.remind(harness, at: "2026-11-21T11:00").stdout.hasPrefix("meditate"))
        #expect(Self.remind(harness, at: "2026-11-21T11:15").stdout == "")
        // 12:00 and 18:00 never ran; the next day at 06:00 none of Saturday's is said.
        #expect(Self.remind(harness, at: "2026-11-22T06:00").stdout == "")
        #expect(Self.remind(harness, at: "2026-11-22T07:30").stdout.hasPrefix("meditate"))
        #expect(harness.read(".reminded")?.contains("2026-11-21") == false)
    }

    @Test func aReminderBeforeTheDayStartBelongsToTheDayBefore() {
        let harness = Harness(
            habits: "late since=2026-11-01 remind=01:00\n", log: "", config: "day-start = 04:00\n")
        defer { harness.cleanUp() }
        #expect(Self.remind(harness, at: "2026-11-21T23:00").stdout == "")
        #expect(Self.remind(harness, at: "2026-11-22T01:05").stdout == "late: not done yet\n")
        // Still Nov 21 until 04:00: checked for that day, then never again.
        #expect(Self.remind(harness, at: "2026-11-22T01:20").stdout == "")
        #expect(
            harness.read(".reminded")
                == "# habit remind: reminders sent today (docs/reminders.md)\n2026-11-21 late 01:00\n")
    }

    @Test func aReminderOnADayWithoutItsTimeComesWhenTheClockJumpsPastIt() {
        let harness = Harness(
            habits: "night since=2026-03-01 remind=02:30\n", log: "", config: "timezone = Europe/Berlin\n")
        defer { harness.cleanUp() }
        #expect(Self.remind(harness, at: "2026-03-29T00:59:00Z").stdout == "")  // 01:59 CET
        #expect(Self.remind(harness, at: "2026-03-29T01:00:00Z").stdout == "night: not done yet\n")  // 03:00 CEST
        // Oct 25 has 02:30 twice: said once.
        #expect(Self.remind(harness, at: "2026-10-25T00:31:00Z").stdout == "night: not done yet\n")
        #expect(Self.remind(harness, at: "2026-10-25T01:31:00Z").stdout == "")
    }

    @Test func jsonListsTheRemindersSaid() {
        let harness = Self.harness()
        defer { harness.cleanUp() }
        let json = Self.remind(harness, at: "2026-11-21T12:30", ["--json"]).stdout
        #expect(json.contains("\"today\": \"2026-11-21\""))
        #expect(json.contains("\"id\": \"meditate\""))
        #expect(json.contains("\"time\": \"12:00\""))
        #expect(json.contains("\"left\": \"3 of 8 glasses\""))
        #expect(Self.remind(harness, at: "2026-11-21T12:31", ["--json"]).stdout.contains("\"due\": []"))
    }

    @Test func badTimesAndOptionsAreRefusedWithNothingWritten() {
        let harness = Self.harness()
        defer { harness.cleanUp() }
        let before = harness.read("habits")
        let bad = harness.run(["add", "tea", "--remind", "25:00"])
        #expect(bad.status == 64)
        #expect(bad.stderr == "habit: error: invalid time '25:00': expected HH:MM from 00:00 to 23:59, like 07:30\n")
        #expect(harness.run(["edit", "water", "--remind", "8:00", "--no-remind"]).status == 64)
        #expect(harness.run(["remind", "--every", "15m"]).status == 64)
        #expect(harness.run(["remind", "install", "upstart"]).stderr.contains("unknown timer 'upstart'"))
        #expect(harness.run(["remind", "install", "cron", "--every", "90m"]).status == 64)
        #expect(harness.run(["remind", "install", "cron", "--write"]).status == 64)
        #expect(harness.run(["remind", "later"]).status == 64)
        #expect(harness.read("habits") == before)
        harness.write("habits", "tea since=2026-11-01 remind=8:00,7.30\n")
        let verify = harness.run(["verify"])
        #expect(verify.status == 65)
        #expect((verify.stdout + verify.stderr).contains("habits:1:22: invalid time '7.30': expected HH:MM"))
    }

    @Test func addAndEditSetTheReminderTimes() {
        let harness = Harness()
        defer { harness.cleanUp() }
        _ = harness.ok(["add", "meditate", "--remind", "20:30", "--remind", "7:30"])
        #expect(harness.read("habits") == "meditate every=daily since=2026-11-21 remind=07:30,20:30 name=meditate\n")
        _ = harness.ok(["edit", "meditate", "--remind", "08:00"])
        #expect(harness.read("habits") == "meditate every=daily since=2026-11-21 remind=08:00 name=meditate\n")
        #expect(harness.ok(["show", "meditate", "--json"]).contains("\"reminders\": [\n    \"08:00\"\n  ]"))
        #expect(harness.ok(["show", "meditate"]).contains("daily · check · since 2026-11-21 · remind 08:00\n"))
        #expect(harness.ok(["today"]).contains("  ○  meditate  remind 08:00\n"))
        _ = harness.ok(["check", "meditate"])
        #expect(!harness.ok(["today"]).contains("remind"))
        _ = harness.ok(["edit", "meditate", "--no-remind"])
        #expect(harness.read("habits") == "meditate every=daily since=2026-11-21 name=meditate\n")
    }

    @Test func helpCompletionsAndSyncKnowTheCommand() {
        let harness = Harness()
        defer { harness.cleanUp() }
        let help = harness.ok(["help", "remind"])
        #expect(help.contains("remind [ACTION] [TIMER] [--notify] [--every INTERVAL] [--write]"))
        #expect(harness.ok(["help"]).contains("  remind "))
        #expect(harness.ok(["help", "add"]).contains("--remind HH:MM"))
        for shell in ["bash", "zsh", "fish"] {
            let script = harness.ok(["completions", shell])
            #expect(script.contains("remind") && script.contains("systemd") && script.contains("no-remind"), "\(shell)")
        }
        // The record is private: `sync init` ignores it, and a remote set up before it is trusted.
        #expect(SyncFiles.gitignore.split(separator: "\n").contains(".reminded"))
        #expect(SyncFiles.formerGitignores.contains { !$0.contains(".reminded") })
    }
}
