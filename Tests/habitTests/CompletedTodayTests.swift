import Foundation
import Testing

@testable import habit

/// "N completed today" and `report`'s "Done today" count only what today's entries complete
/// (docs/cli.md, "Views"): a quota met on earlier days shows in its own words.
@Suite struct CompletedTodayTests {
    /// gym 3/week done Mon, Tue and Wed; meditate daily done today only when `meditated`.
    /// Today is Thursday, Nov 19.
    static func prepared(meditated: Bool) -> Harness {
        let harness = Harness(today: "2026-11-19")
        harness.write("habits", "meditate since=2026-11-01\ngym every=3/week since=2026-11-01\n")
        harness.write(
            "log",
            "2026-11-16 gym\n2026-11-17 gym\n2026-11-18 gym\n" + (meditated ? "2026-11-19 meditate\n" : ""))
        return harness
    }

    @Test func aQuotaMetOnEarlierDaysIsNotCompletedToday() throws {
        let harness = Self.prepared(meditated: false)
        defer { harness.cleanUp() }
        let today = harness.ok([])
        #expect(today.contains("0 completed today"))
        #expect(today.contains("3 of 3 this week"))
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(harness.ok(["--json"]).utf8)) as? [String: Any])
        #expect((json["completed"] as? NSNumber)?.intValue == 0)
        let report = harness.ok(["report"])
        #expect(report.contains("Done today: 0 of 2\n"))
        #expect(report.contains("Met before today: gym — 3 of 3 this week\n"))
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(harness.ok(["report", "--json"]).utf8)) as? [String: Any])
        #expect(document["done_today"] as? [String] == [])
        #expect(document["met_before_today"] as? [String] == ["gym"])
    }

    @Test func anEntryTodayCompletesToday() throws {
        let harness = Self.prepared(meditated: true)
        defer { harness.cleanUp() }
        #expect(harness.ok([]).contains("1 completed today"))
        #expect(harness.ok(["report"]).contains("Done today: 1 of 2 (meditate)\n"))
        _ = harness.ok(["check", "gym"])
        #expect(harness.ok([]).contains("2 completed today"))
        #expect(!harness.ok(["report"]).contains("Met before today"))
    }
}
