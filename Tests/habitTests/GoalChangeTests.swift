import Foundation
import Testing

@testable import habit

/// `habit edit --every/--target/--max [--from DATE|since]`: a new goal counts from a day
/// on and every day before keeps the verdict it had (docs/streaks.md, "Goals that change").
@Suite struct GoalChangeTests {
    /// `water` at 8 glasses, met Mon Nov 16 – Fri Nov 20; today is Sat Nov 21.
    static func water() -> Harness {
        Harness(
            habits: "water target=8 unit=glasses since=2026-11-16\n",
            log: (16...20).map { "2026-11-\($0) water +8\n" }.joined())
    }

    /// The reproduction: `edit water --target 10` kept the 5-day streak met at 8.
    @Test func aRaisedTargetKeepsThePastStreak() {
        let harness = Self.water()
        defer { harness.cleanUp() }
        let edited = harness.ok(["edit", "water", "--target", "10"])
        #expect(edited.contains("from 2026-11-21; the days before keep their goal"))
        #expect(
            harness.read("habits")
                == "water every=daily target=10 unit=glasses since=2026-11-16 goals=\"daily target 8 until 2026-11-20\" name=water\n"
        )
        let status = harness.ok(["status"])
        #expect(status.contains("5 days"))
        #expect(status.contains("0/10 glasses"))
        let json = harness.ok(["show", "water", "--json"])
        #expect(json.contains("\"current\": 5"))
        #expect(json.contains("\"until\": \"2026-11-20\""))
    }

    /// `--from since` judges the whole history by the new goal, as before this change.
    @Test func fromSinceJudgesEveryDayAgain() {
        let harness = Self.water()
        defer { harness.cleanUp() }
        _ = harness.ok(["edit", "water", "--target", "10"])
        _ = harness.ok(["edit", "water", "--target", "10", "--from", "since"])
        #expect(harness.read("habits") == "water every=daily target=10 unit=glasses since=2026-11-16 name=water\n")
        #expect(harness.ok(["status"]).contains("not started"))  // never 10 glasses
    }

    /// A change from a day in the past re-judges only the days from it on.
    @Test func fromADayInThePast() {
        let harness = Self.water()
        defer { harness.cleanUp() }
        _ = harness.ok(["edit", "water", "--target", "10", "--from", "2026-11-19"])
        #expect(harness.read("habits")?.contains("goals=\"daily target 8 until 2026-11-18\"") == true)
        // Thu 19 and Fri 20 (8 glasses) fail the target of 10: the streak is broken.
        #expect(harness.ok(["status"]).contains("broken"))
        let show = harness.ok(["show", "water"])
        #expect(show.contains("Goals     daily · at least 8 glasses a day · 2026-11-16 to 2026-11-18"))
        #expect(show.contains("daily · at least 10 glasses a day · from 2026-11-19"))
        #expect(show.contains("Longest   ● 3 days"))
    }

    /// At least 8 → at most 2 (the same habit now kept under a limit): a `done` of the
    /// former goal still folds to its target.
    @Test func atLeastToAtMostKeepsTheFormerDoneDays() {
        let harness = Harness(
            habits: "water target=8 since=2026-11-18\n",
            log: "2026-11-18 water\n2026-11-19 water\n2026-11-20 water\n")
        defer { harness.cleanUp() }
        _ = harness.ok(["edit", "water", "--max", "2"])
        let json = harness.ok(["show", "water", "--json"])
        #expect(json.contains("\"current\": 4"))  // three days of 8, and today within 2
        #expect(json.contains("\"total\": 24"))
    }

    /// Daily → 3/week on a Wednesday: the days before keep their daily verdicts; the week
    /// of the change is the new goal's first, partial week.
    @Test func dailyToThreeAWeekOnAWednesday() {
        let harness = Harness(
            today: "2026-11-11", habits: "gym since=2026-11-02\n",
            log: (2...10).map { String(format: "2026-11-%02d gym\n", $0) }.joined())
        defer { harness.cleanUp() }
        _ = harness.ok(["edit", "gym", "--every", "3/week"])
        #expect(harness.read("habits")?.contains("goals=\"daily until 2026-11-10\"") == true)
        // A live streak of days ended by the change, not broken: 0 weeks, still due.
        let status = harness.ok(["status"])
        #expect(status.contains("0 weeks"))
        #expect(status.contains("pending") || status.contains("due by"))
        #expect(!status.contains("broken"))
    }

    /// `--from` after today, and `--from` without a schedule or goal, are refused.
    @Test func refusedFroms() {
        let harness = Self.water()
        defer { harness.cleanUp() }
        let future = harness.run(["edit", "water", "--target", "10", "--from", "2026-11-30"])
        #expect(future.status == 1)
        #expect(future.stderr.contains("after today"))
        let alone = harness.run(["edit", "water", "--name", "Water", "--from", "2026-11-19"])
        #expect(alone.status == 64)
        #expect(harness.read("habits") == "water target=8 unit=glasses since=2026-11-16\n")
    }

    /// With `day-start = 04:00`, 02:30 on Sun Nov 22 is still Sat Nov 21: the new goal
    /// starts that day.
    @Test func theChangeDayFollowsDayStart() {
        var harness = Self.water()
        defer { harness.cleanUp() }
        harness.environment["HABIT_TODAY"] = nil
        harness.environment["HABIT_NOW"] = "2026-11-22T02:30:00Z"
        harness.write("config", "day-start = 04:00\n")
        _ = harness.ok(["edit", "water", "--target", "10"])
        #expect(harness.read("habits")?.contains("until 2026-11-20") == true)
    }
}
