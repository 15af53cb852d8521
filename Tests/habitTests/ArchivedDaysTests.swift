import Foundation
import Testing

@testable import habit

/// The days a habit spends archived are excused, kept on its line as `away=`, and a
/// member's archive never changes a composite's past (docs/streaks.md, "Archived days").
@Suite struct ArchivedDaysTests {
    /// The reproduction: a week spent archived counted as a week failed after
    /// `unarchive`.
    @Test func aWeekSpentArchivedBreaksNothing() {
        let harness = Harness(
            today: "2026-11-06", habits: "med since=2026-11-01\n",
            log: (1...5).map { "2026-11-0\($0) med\n" }.joined())
        defer { harness.cleanUp() }
        #expect(harness.ok(["archive", "med"]).contains("the days it stays archived are excused"))
        #expect(harness.read("habits") == "med every=daily since=2026-11-01 archived away=2026-11-06.. name=med\n")
        var later = harness
        later.environment["HABIT_TODAY"] = "2026-11-13"
        _ = later.ok(["unarchive", "med"])
        #expect(later.read("habits") == "med every=daily since=2026-11-01 away=2026-11-06..2026-11-12 name=med\n")
        let status = later.ok(["status"])
        #expect(status.contains("at risk"))
        #expect(status.contains("5 days"))
        let json = later.ok(["show", "med", "--json"])
        #expect(json.contains("\"failed\": 0"))
    }

    /// Archived and unarchived on one day: no whole day was archived, no span is kept.
    @Test func aSpanOfNoWholeDayIsDropped() {
        let harness = Harness(habits: "med since=2026-11-01\n", log: "")
        defer { harness.cleanUp() }
        _ = harness.ok(["archive", "med"])
        _ = harness.ok(["unarchive", "med"])
        #expect(harness.read("habits") == "med every=daily since=2026-11-01 name=med\n")
    }

    /// The reproduction: `archive swim` (a member of cardio) changed cardio's past.
    @Test func archivingAMemberKeepsTheCompositesPast() {
        let harness = Harness(
            today: "2026-11-11",
            habits: "run every=anytime since=2026-11-09\nbike every=anytime since=2026-11-09\n"
                + "swim every=anytime since=2026-11-09\n"
                + "cardio every=3/week any-of=run,bike,swim since=2026-11-09\n",
            log: "2026-11-09 run\n2026-11-10 bike\n2026-11-11 swim\n")
        defer { harness.cleanUp() }
        let before = harness.ok(["status"])
        #expect(before.contains("● 1 week  3/3 this week"))
        _ = harness.ok(["archive", "swim"])
        #expect(harness.read("habits")?.contains("cardio every=3/week any-of=run,bike,swim") == true)
        #expect(harness.ok(["status"]).contains("● 1 week  3/3 this week"))
        _ = harness.ok(["unarchive", "swim"])
        #expect(harness.ok(["status"]) == before)
    }

    /// A hand-written `away=` reads; an open span on a habit that is not archived does not.
    @Test func theAwayField() {
        let harness = Harness(
            habits: "med since=2026-11-01 away=2026-11-02..2026-11-20\nold since=2026-11-01 away=2026-11-02..\n",
            log: "2026-11-01 med\n2026-11-21 med\n")
        defer { harness.cleanUp() }
        let verify = harness.run(["verify"])
        #expect(verify.status == 65)
        #expect(
            verify.stdout.contains(
                "habits:2:22: archived days '2026-11-02..' are still open, but the habit is not archived"))
        #expect(harness.ok(["show", "med", "--json"]).contains("\"current\": 2"))
    }
}
