import Foundation
import HabitCore
import Testing

@testable import habit

/// Today, weeks and zones as the command line wires them: config and environment reach
/// the clock and the engine.
@Suite struct CalendarTests {
    @Test(arguments: [
        ("America/Sao_Paulo", "2026-11-22T02:30:00Z", "Saturday, November 21, 2026"),
        ("Asia/Kolkata", "2026-11-21T18:29:00Z", "Saturday, November 21, 2026"),
        ("Asia/Kolkata", "2026-11-21T18:31:00Z", "Sunday, November 22, 2026"),
        ("Pacific/Chatham", "2026-11-21T10:14:00Z", "Saturday, November 21, 2026"),
        ("Pacific/Chatham", "2026-11-21T10:16:00Z", "Sunday, November 22, 2026"),
        ("America/Havana", "2026-03-08T05:30:00Z", "Sunday, March 8, 2026"),
    ])
    func todayFollowsTheZone(zone: String, now: String, title: String) {
        let harness = Harness()
        defer { harness.cleanUp() }
        let result = harness.run([], extra: ["HABIT_TODAY": "", "HABIT_NOW": now, "TZ": zone])
        #expect(result.stdout.hasPrefix(title + "\n"))
    }

    @Test func configTimezoneWinsOverTZ() {
        let harness = Harness()
        defer { harness.cleanUp() }
        _ = harness.ok(["config", "timezone", "Asia/Tokyo"])
        let result = harness.run([], extra: ["HABIT_TODAY": "", "HABIT_NOW": "2026-11-21T16:00:00Z", "TZ": "UTC"])
        #expect(result.stdout.hasPrefix("Sunday, November 22, 2026\n"))
    }

    @Test(arguments: ["monday", "sunday"])
    func weekStartShapesQuotasAndTheHeatMap(weekStart: String) throws {
        let harness = Harness()
        defer { harness.cleanUp() }
        try harness.loadDemo()
        _ = harness.ok(["config", "week-start", weekStart])
        let year = harness.ok(["show", "gym", "--year"])
        let firstRow = year.split(separator: "\n").first { $0.hasPrefix("Mon") || $0.hasPrefix("Sun") }
        #expect(firstRow?.hasPrefix(weekStart == "monday" ? "Mon" : "Sun") == true)
        let upcoming = harness.ok(["upcoming", "--days", "2", "--json"])
        // Today is a Saturday. Monday weeks: gym's quota is met, nothing left this week.
        // Sunday weeks end today, so the quota shown is next week's, in full.
        if weekStart == "monday" {
            #expect(!upcoming.contains("\"period\": \"week\""))
        } else {
            #expect(upcoming.contains("\"title\": \"Next week\""))
            #expect(upcoming.contains("0 of 3 next week"))
        }
    }
}
