import Testing

@testable import habit

/// At-most habits mean what they say: a bare `check` never discards a recorded amount,
/// they are never "completed today" nor due, and over the limit is failed everywhere.
@Suite struct AtMostTests {
    static func harness() -> Harness {
        Harness(habits: "coffee max=2 unit=cups since=2026-11-16\nmeditate since=2026-11-16\n", log: "")
    }

    @Test func aBareCheckOnADayWithAnAmountIsRefused() {
        let harness = Self.harness()
        defer { harness.cleanUp() }
        _ = harness.ok(["check", "coffee", "--value", "2"])
        let refused = harness.run(["check", "coffee"])
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("a bare check would reset it to 0; use 'habit check coffee --value N'"))
        #expect(harness.read("log") == "2026-11-21 coffee +2\n", "the two cups are kept")
        // On a day without an amount, a bare check records "kept the limit".
        #expect(harness.ok(["check", "coffee", "--date", "yesterday"]).hasPrefix("· coffee kept the limit yesterday"))
        #expect(harness.ok(["check", "coffee", "--value", "1"]).hasPrefix("· coffee +1 cup today (3/2 cups — over)"))
    }

    @Test func neverCompletedTodayAndNeverDue() {
        let harness = Self.harness()
        defer { harness.cleanUp() }
        let today = harness.ok([])
        #expect(today.contains("0 completed today"))
        #expect(!today.contains("✓"))
        #expect(today.contains("coffee    0/2 cups"))
        #expect(!harness.ok(["upcoming"]).contains("coffee"))
        _ = harness.ok(["check", "coffee", "--value", "1"])
        #expect(harness.ok([]).contains("0 completed today"))
        #expect(harness.ok(["status"]).contains("1/2 cups"))
        #expect(harness.ok(["report"]).contains("Done today: 0 of 1\n"))
    }

    @Test func upcomingLeavesOutDaysASkipCovers() {
        let harness = Self.harness()
        defer { harness.cleanUp() }
        _ = harness.ok(["skip", "meditate", "--from", "2026-11-22", "--to", "2026-11-23"])
        let upcoming = harness.ok(["upcoming", "--days", "3"])
        #expect(!upcoming.contains("Tomorrow"), "Sun and Mon are skipped: \(upcoming)")
        #expect(upcoming.contains("Tue, Nov 24\n  meditate"))
    }

    @Test func overTheLimitIsFailedInEveryView() {
        let harness = Self.harness()
        defer { harness.cleanUp() }
        _ = harness.ok(["check", "coffee", "--value", "3"])
        #expect(harness.ok([]).contains("3/2 cups — over"))
        #expect(harness.ok(["status"]).contains("coffee    over the limit  ○ 0 days  3/2 cups — over"))
        let report = harness.ok(["report"])
        #expect(report.contains("Over the limit: coffee (3/2 cups)\n"))
        #expect(report.contains("Broken: coffee"))
        let show = harness.ok(["show", "coffee", "--week"])
        #expect(show.contains("Today     ✗ 3/2 cups — over"))
        #expect(show.contains("▓"))
    }
}
