import Foundation
import Testing

@testable import habit

/// `stats --week|--month|--year` and `report --week`: the engine's statistics over the
/// current week, month or year so far (docs/cli.md, "stats").
@Suite struct StatsSpanTests {
    /// A daily habit since October. Today is Saturday, Nov 21. This week (from Monday,
    /// Nov 16): done Mon, Tue, Thu, Fri; Wed skipped; today not yet done. Earlier in
    /// November: done Nov 2 and Nov 3; nothing else.
    static func prepared(_ config: String = "") -> Harness {
        let harness = Harness()
        harness.write("habits", "meditate since=2026-10-01\nwater since=2026-10-01 target=8 unit=glasses\n")
        harness.write(
            "log",
            """
            2026-10-20 meditate
            2026-11-02 meditate
            2026-11-03 meditate
            2026-11-15 meditate
            2026-11-16 meditate
            2026-11-17 meditate
            2026-11-18 meditate skip
            2026-11-19 meditate
            2026-11-20 meditate
            2026-11-20 water +5
            2026-11-21 water =8

            """)
        if !config.isEmpty { harness.write("config", config) }
        return harness
    }

    static func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    static func habits(_ document: [String: Any], key: String = "habits") throws -> [String: [String: Any]] {
        let list = try #require(document[key] as? [[String: Any]])
        return Dictionary(uniqueKeysWithValues: list.map { ($0["id"] as? String ?? "", $0) })
    }

    static func counts(_ object: [String: Any]?) -> [Double] {
        ["total", "met", "failed", "excused"].map { (object?[$0] as? NSNumber)?.doubleValue ?? -1 }
    }

    @Test func weekCountsFromTheFirstDayOfTheWeekThroughToday() throws {
        let harness = Self.prepared()
        defer { harness.cleanUp() }
        let document = try Self.object(harness.ok(["stats", "--week", "--json"]))
        let span = try #require(document["span"] as? [String: Any])
        #expect(span["kind"] as? String == "week")
        #expect(span["from"] as? String == "2026-11-16")
        #expect(span["to"] as? String == "2026-11-21")
        let habits = try Self.habits(document)
        // Mon, Tue, Thu, Fri met; Wed skipped; today open (not counted until met).
        #expect(Self.counts(habits["meditate"]) == [4, 4, 0, 1])
        #expect((habits["meditate"]?["completion_rate"] as? NSNumber)?.doubleValue == 1)
        // Mon–Thu failed, Fri partial (failed), today met: 13 glasses.
        #expect(Self.counts(habits["water"]) == [13, 1, 5, 0])
    }

    @Test func monthAndYearStartOnTheFirstDayOfTheMonthAndTheYear() throws {
        let harness = Self.prepared()
        defer { harness.cleanUp() }
        let month = try Self.object(harness.ok(["stats", "meditate", "--month", "--json"]))
        #expect((month["span"] as? [String: Any])?["from"] as? String == "2026-11-01")
        // Nov 1–20: done 2, 3, 15, 16, 17, 19, 20 (7); skipped 18; failed the other 12.
        #expect(Self.counts(month) == [7, 7, 12, 1])
        let year = try Self.object(harness.ok(["stats", "meditate", "--year", "--json"]))
        #expect((year["span"] as? [String: Any])?["from"] as? String == "2026-01-01")
        // Since Oct 1 (later than Jan 1): the all-time counts.
        let all = try Self.object(harness.ok(["stats", "meditate", "--json"]))
        #expect(Self.counts(year) == Self.counts(all))
        #expect(all["span"] is NSNull)
    }

    @Test func theWeekStartsOnTheConfiguredWeekday() throws {
        let harness = Self.prepared("week-start = sunday\n")
        defer { harness.cleanUp() }
        let document = try Self.object(harness.ok(["stats", "--week", "--json"]))
        #expect((document["span"] as? [String: Any])?["from"] as? String == "2026-11-15")
        // Sunday Nov 15 is done as well.
        #expect(Self.counts(try Self.habits(document)["meditate"]) == [5, 5, 0, 1])
    }

    @Test func theFirstWeekOfYearOneStartsOnItsFirstDay() throws {
        // 0001-01-01 is a Monday: with Sunday weeks its week would start on 0000-12-31.
        let harness = Harness(today: "0001-01-01")
        defer { harness.cleanUp() }
        harness.write("habits", "meditate since=0001-01-01\n")
        harness.write("config", "week-start = sunday\n")
        let document = try Self.object(harness.ok(["stats", "--week", "--json"]))
        #expect((document["span"] as? [String: Any])?["from"] as? String == "0001-01-01")
        #expect(harness.ok(["stats", "--week"]).hasPrefix("This week (today)\n"))
    }

    @Test func aSpanKeepsTheStrengthOfToday() throws {
        let harness = Self.prepared()
        defer { harness.cleanUp() }
        let week = try Self.habits(Self.object(harness.ok(["stats", "--week", "--json"])))
        let all = try Self.habits(Self.object(harness.ok(["stats", "--json"])))
        for id in ["meditate", "water"] {
            #expect((week[id]?["strength"] as? NSNumber) == (all[id]?["strength"] as? NSNumber))
        }
    }

    @Test func statsAloneStaysAllTime() throws {
        let harness = Self.prepared()
        defer { harness.cleanUp() }
        let document = try Self.object(harness.ok(["stats", "--json"]))
        #expect(document["span"] is NSNull)
        // Oct 1 – Nov 20: 51 days, 7 done + Oct 20 = 8 met, 1 skipped, 42 failed.
        #expect(Self.counts(try Self.habits(document)["meditate"]) == [8, 8, 42, 1])
    }

    @Test func aRollingWindowLooksBackBeforeTheSpan() throws {
        // `run` on 3 in 7 days, Mon/Wed/Fri-ish since Nov 2; today Sunday Nov 22: every
        // window of Nov 16–22 holds three runs, two of them before the span for Nov 16.
        let harness = Harness(today: "2026-11-22")
        defer { harness.cleanUp() }
        harness.write("habits", "run every=\"3 in 7 days\" since=2026-11-02\n")
        let days = [2, 4, 6, 9, 11, 13, 16, 18, 20]
        harness.write("log", days.map { "2026-11-\($0 < 10 ? "0" : "")\($0) run\n" }.joined())
        let week = try Self.object(harness.ok(["stats", "run", "--week", "--json"]))
        #expect(Self.counts(week) == [3, 7, 0, 0])
        #expect(week["since"] as? String == "2026-11-02")
        #expect(harness.ok(["stats", "run", "--week"]).contains("2026-11-02"))
        let all = try Self.object(harness.ok(["stats", "run", "--json"]))
        #expect(Self.counts(all) == [9, 17, 0, 4])
    }

    @Test func theTextNamesTheSpan() {
        let harness = Self.prepared()
        defer { harness.cleanUp() }
        let table = harness.ok(["stats", "--week"])
        #expect(table.hasPrefix("This week (Mon, Nov 16 – today)\nID "))
        #expect(harness.ok(["stats", "meditate", "--month"]).contains("\nThis month (Sun, Nov 1 – today)\n  Total "))
        #expect(!harness.ok(["stats"]).contains("This "))
    }

    @Test(arguments: [["--week", "--month"], ["--month", "--year"], ["--year", "--week"]])
    func spansAreMutuallyExclusive(_ flags: [String]) {
        let harness = Self.prepared()
        defer { harness.cleanUp() }
        let result = harness.run(["stats"] + flags)
        #expect(result.status == 64)
        // Named in the order of the help: week, month, year.
        let named = ["--week", "--month", "--year"].filter(flags.contains)
        #expect(result.stderr == "habit: error: options '\(named[0])' and '\(named[1])' cannot be used together\n")
        #expect(result.stdout.isEmpty)
    }

    @Test func reportWeekEndsWithTheWeeksStatistics() throws {
        let harness = Self.prepared()
        defer { harness.cleanUp() }
        let plain = harness.ok(["report"])
        let week = harness.ok(["report", "--week"])
        #expect(week.hasPrefix(plain))
        let added = String(week.dropFirst(plain.count))
        #expect(added == "\n" + harness.ok(["stats", "--week"]))
        #expect(harness.run(["report", "--month"]).status == 64)
    }

    @Test func reportWeekJSONCarriesTheSpanAndTheStatistics() throws {
        let harness = Self.prepared()
        defer { harness.cleanUp() }
        let plain = try Self.object(harness.ok(["report", "--json"]))
        #expect(plain["span"] is NSNull)
        #expect(plain["week_stats"] is NSNull)
        let week = try Self.object(harness.ok(["report", "--week", "--json"]))
        let stats = try Self.object(harness.ok(["stats", "--week", "--json"]))
        #expect((week["span"] as? NSDictionary) == (stats["span"] as? NSDictionary))
        #expect((week["week_stats"] as? NSArray) == (stats["habits"] as? NSArray))
        #expect(Set(week.keys) == Set(plain.keys))
    }
}
