import Foundation
import Testing

@testable import habit

/// `skip` of several habits and `skip --all` read only the entries on the days they write
/// (`TransactionScope.entries`), not whole histories, unless `--json` prints the habits
/// after the write (docs/performance.md, "Wide data sets"): a range still keeps the days
/// recorded, `--force` replaces them, one day says what it replaces, archived habits are
/// left out or refused, a backdate moves `since`, and every line is still checked.
@Suite struct SkipDaysReadTests {
    /// meditate and water (8 glasses) recorded Nov 16–21, and stretch recorded nowhere.
    static func harness() -> Harness {
        var log = ""
        for day in 16...21 { log += "2026-11-\(day) meditate\n2026-11-\(day) water =8\n" }
        return Harness(
            habits: """
                meditate since=2026-11-01
                water target=8 unit=glasses since=2026-11-01
                stretch since=2026-11-01
                gym since=2026-11-01 archived

                """, log: log)
    }

    /// Days that fold to no answer (a `clear`, a check habit's `=0`) or to one (`no`, an
    /// amount of 0, a day logged late, an entry under a former id), an unknown id, a
    /// malformed line and an archived habit; today Sat Nov 21.
    static func tricky() -> Harness {
        Harness(
            habits: """
                meditate since=2026-11-01
                water target=8 unit=glasses since=2026-11-01
                books since=2026-11-01 was=read
                gym since=2026-11-01 archived

                """,
            log: """
                2026-11-19 meditate
                2026-11-19 water +3
                2026-11-19 books =0
                2026-11-20 meditate
                2026-11-20 meditate clear
                2026-11-20 water =0
                2026-11-20 read
                2026-11-21 ghost
                2026-11-21 meditate no # tired
                2026-13-01 water
                2026-11-18 books
                2026-11-19 gym

                """)
    }

    @Test func aRangeOfSeveralHabitsKeepsRecordedDays() {
        let harness = Self.harness()
        defer { harness.cleanUp() }
        let before = harness.read("log") ?? ""
        let result = harness.run(["skip", "meditate", "water", "stretch", "--from", "2026-11-20", "--to", "2026-11-22"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout
                == "Skipped meditate, water, stretch for 3 days, Fri, Nov 20 to Sun, Nov 22; "
                + "kept 4 days already recorded (--force replaces them).\n")
        #expect(
            harness.read("log")
                == before + """
                    2026-11-22 meditate skip
                    2026-11-22 water skip
                    2026-11-20 stretch skip
                    2026-11-21 stretch skip
                    2026-11-22 stretch skip

                    """)
        #expect(harness.ok(["show", "meditate"]).contains("6 days"))
    }

    @Test func forceReplacesTheDaysOfSeveralHabits() {
        let harness = Self.harness()
        defer { harness.cleanUp() }
        let before = harness.read("log") ?? ""
        let result = harness.run(["skip", "water", "meditate", "--from", "2026-11-21", "--to", "2026-11-22", "--force"])
        #expect(result.stdout == "Skipped water, meditate for 2 days, Sat, Nov 21 to Sun, Nov 22.\n")
        #expect(
            harness.read("log")
                == before
                + "2026-11-21 water skip\n2026-11-22 water skip\n2026-11-21 meditate skip\n2026-11-22 meditate skip\n")
    }

    @Test func oneDayOfEveryHabitSaysWhatItReplaces() {
        let harness = Self.harness()
        defer { harness.cleanUp() }
        let forced = harness.run(["skip", "--all", "--force", "--note", "sick"])
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(
            forced.stdout
                == "Skipped meditate, water, stretch for today, replacing meditate done, water 8/8 glasses; "
                + "the streaks are safe.\n")
        #expect(harness.read("log")?.hasSuffix("2026-11-21 stretch skip # sick\n") == true)
        // A day nothing was recorded on replaces nothing.
        let empty = harness.ok(["skip", "meditate", "stretch", "--date", "2026-11-10"])
        #expect(empty == "Skipped meditate, stretch for Tue, Nov 10; the streaks are safe.\n")
    }

    @Test func archivedHabitsAreLeftOutOrRefused() {
        let harness = Self.harness()
        defer { harness.cleanUp() }
        let before = harness.read("log")
        let refused = harness.run(["skip", "meditate", "gym", "--from", "2026-11-22", "--to", "2026-11-23"])
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("'gym'"), "\(refused.stderr)")
        #expect(harness.read("log") == before)
        let all = harness.ok(["skip", "--all", "--from", "2026-11-22", "--to", "2026-11-23"])
        #expect(all == "Skipped meditate, water, stretch for 2 days, Sun, Nov 22 to Mon, Nov 23.\n")
        #expect(harness.read("log")?.contains("gym") == false)
    }

    @Test func aBackdateMovesSinceOfEachHabit() {
        let harness = Self.harness()
        defer { harness.cleanUp() }
        let result = harness.run(["skip", "meditate", "stretch", "--from", "2026-10-30", "--to", "2026-10-31"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout == """
                Skipped meditate, stretch for 2 days, Fri, Oct 30 to Sat, Oct 31.
                Moved the start of meditate back to Fri, Oct 30 (was Sun, Nov 1); 'habit edit meditate --since D' sets it.
                Moved the start of stretch back to Fri, Oct 30 (was Sun, Nov 1); 'habit edit stretch --since D' sets it.

                """)
        let habits = harness.read("habits") ?? ""
        #expect(habits.hasPrefix("meditate every=daily since=2026-10-30 name=meditate\n"), "\(habits)")
        #expect(habits.contains("stretch every=daily since=2026-10-30 name=stretch\n"), "\(habits)")
        #expect(habits.contains("since=2026-11-01"), "water's start stays: \(habits)")
    }

    /// The message's read and the JSON document's read judge every day alike: the same
    /// lines written, the same days kept, the same warnings.
    @Test(arguments: [
        ["skip", "--all", "--from", "2026-11-18", "--to", "2026-11-21"],
        ["skip", "books", "water", "meditate", "--from", "2026-11-17", "--to", "2026-11-22"],
        ["skip", "--all", "--force", "--from", "2026-11-19", "--to", "2026-11-20"],
        ["skip", "--all"], ["skip", "--all", "--date", "yesterday"],
    ])
    func theDaysReadAgreesWithTheHistoriesRead(arguments: [String]) throws {
        let text = Self.tricky()
        let json = Self.tricky()
        defer {
            text.cleanUp()
            json.cleanUp()
        }
        let said = text.run(arguments)
        let document = json.run(["--json"] + arguments)
        #expect(said.status == 0, "\(said.stderr)")
        #expect(document.status == 0, "\(document.stderr)")
        #expect(text.read("log") == json.read("log"))
        #expect(said.stderr == document.stderr)
        let kept = AskMeanwhileTests.pairs(try AskMeanwhileTests.object(document.stdout)["kept"])
        if kept.isEmpty {
            #expect(!said.stdout.contains("kept"), "\(said.stdout)")
        } else {
            #expect(said.stdout.contains("kept \(kept.count) day"), "\(said.stdout) \(kept)")
        }
    }

    @Test func theDaysHeldAreJudgedAsTheFoldJudgesThem() {
        let harness = Self.tricky()
        defer { harness.cleanUp() }
        let before = harness.read("log") ?? ""
        let result = harness.run(["skip", "--all", "--from", "2026-11-18", "--to", "2026-11-21"])
        // Kept: meditate 19, 21 (a `no`); water 19, 20 (0 glasses); books 18 (late), 20
        // (as `read`). Cleared days and a check habit's 0 hold no answer.
        #expect(
            result.stdout
                == "Skipped meditate, water, books for 4 days, Wed, Nov 18 to Sat, Nov 21; "
                + "kept 6 days already recorded (--force replaces them).\n")
        #expect(
            harness.read("log")
                == before + """
                    2026-11-18 meditate skip
                    2026-11-20 meditate skip
                    2026-11-18 water skip
                    2026-11-21 water skip
                    2026-11-19 books skip
                    2026-11-21 books skip

                    """)
        let one = harness.run(["skip", "--all", "--force", "--date", "2026-11-20"])
        #expect(
            one.stdout
                == "Skipped meditate, water, books for yesterday, replacing meditate skipped, water 0/8 glasses, "
                + "books done; the streaks are safe.\n")
    }

    @Test func everyLineIsStillChecked() {
        let harness = Self.tricky()
        defer { harness.cleanUp() }
        let result = harness.run(["skip", "meditate", "water", "--date", "2026-11-10"])
        #expect(result.status == 0)
        #expect(result.stderr.contains("log:8:"), "\(result.stderr)")  // the unknown id
        #expect(result.stderr.contains("log:10:"), "\(result.stderr)")  // the malformed date
        // A backdate rewrites `habits`: refused while a file has errors.
        let before = harness.read("log")
        let backdate = harness.run(["skip", "meditate", "water", "--date", "2026-10-10"])
        #expect(backdate.status == 65, "\(backdate.stderr)")
        #expect(harness.read("log") == before)
    }

    @Test func daysThatCannotBeWorkedOutWriteNothing() {
        let harness = Self.harness()
        defer { harness.cleanUp() }
        let before = harness.read("log")
        let result = harness.run(["skip", "--all", "--date", "2026-02-30"])
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr.contains("'2026-02-30'"))
        #expect(harness.read("log") == before)
    }
}
