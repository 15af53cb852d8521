import Foundation
import Testing

@testable import habit

/// `skip` over a range or `--all` keeps the days that already hold an answer unless
/// `--force`; one named day is replaced, and the message says what it held (docs/cli.md,
/// "skip").
@Suite struct SkipKeepsTests {
    /// meditate and water (8 glasses) recorded Nov 16–21.
    static func harness() -> Harness {
        var log = ""
        for day in 16...21 { log += "2026-11-\(day) meditate\n2026-11-\(day) water =8\n" }
        return Harness(
            habits: "meditate since=2026-11-01\nwater target=8 unit=glasses since=2026-11-01\n", log: log)
    }

    @Test func aRangeKeepsRecordedDays() throws {
        let harness = Self.harness()
        defer { harness.cleanUp() }
        let before = harness.read("log")
        let result = harness.run(["skip", "--all", "--from", "2026-11-19", "--to", "2026-11-22", "--note", "sick"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout
                == "Skipped meditate, water for 4 days, Thu, Nov 19 to Sun, Nov 22; "
                + "kept 6 days already recorded (--force replaces them).\n")
        #expect(
            harness.read("log") == (before ?? "") + "2026-11-22 meditate skip # sick\n2026-11-22 water skip # sick\n")
        let streak = harness.ok(["show", "meditate"])
        #expect(streak.contains("6 days"), "\(streak)")
    }

    @Test func allForOneDayKeepsRecordedDays() {
        let harness = Self.harness()
        defer { harness.cleanUp() }
        let before = harness.read("log")
        let result = harness.run(["skip", "--all"])
        #expect(result.stdout == "Nothing skipped: kept 2 days already recorded (--force replaces them).\n")
        #expect(harness.read("log") == before)
    }

    @Test func forceReplaces() {
        let harness = Self.harness()
        defer { harness.cleanUp() }
        let result = harness.run(["skip", "--all", "--from", "2026-11-20", "--to", "2026-11-21", "--force"])
        #expect(result.stdout == "Skipped meditate, water for 2 days, Fri, Nov 20 to Sat, Nov 21.\n")
        #expect(harness.read("log")?.hasSuffix("2026-11-21 water skip\n") == true)
    }

    @Test func oneDaySaysWhatItReplaces() {
        let harness = Self.harness()
        defer { harness.cleanUp() }
        let result = harness.run(["skip", "water", "--date", "2026-11-20"])
        #expect(result.stdout == "Skipped water for yesterday, replacing 8/8 glasses; the streak is safe.\n")
        let both = harness.run(["skip", "meditate", "water"])
        #expect(
            both.stdout == "Skipped meditate, water for today, replacing meditate done, water 8/8 glasses; "
                + "the streaks are safe.\n")
    }

    @Test func jsonListsTheKeptDays() throws {
        let harness = Self.harness()
        defer { harness.cleanUp() }
        let result = harness.run(["--json", "skip", "meditate", "--from", "2026-11-21", "--to", "2026-11-22"])
        let document = try AskMeanwhileTests.object(result.stdout)
        #expect(AskMeanwhileTests.pairs(document["kept"]) == ["meditate 2026-11-21"], "\(result.stdout)")
        #expect(AskMeanwhileTests.pairs(document["entries"]) == ["meditate 2026-11-22"])
    }
}
