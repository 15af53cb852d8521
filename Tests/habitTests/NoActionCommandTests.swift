import Foundation
import Testing

@testable import habit

/// `no` lines ("asked, not done") in the views: `log` lists them, charts mark them apart
/// from misses, streaks treat them as nothing recorded.
@Suite struct NoActionCommandTests {
    static func harness() -> Harness {
        Harness(
            habits: "meditate since=2026-11-01\n",
            log: "2026-11-18 meditate\n2026-11-19 meditate no\n2026-11-20 meditate\n")
    }

    /// Today's `no` is drawn as every view draws it: `✗` (ASCII `n`) in Today and `show`,
    /// as in the sparkline; a later check on the same day makes it done.
    @Test func todayAndShowMarkANoAnswerAsTheGlyphTableDoes() {
        let harness = Harness(habits: "meditate since=2026-11-01\n", log: "2026-11-21 meditate no\n")
        defer { harness.cleanUp() }
        #expect(harness.ok([]).contains("  ✗  meditate"))
        #expect(harness.ok(["--ascii"]).contains("  [n]  meditate"))
        #expect(harness.ok(["show", "meditate"]).contains("  Today     ✗ not done\n"))
        #expect(harness.ok(["list"]).contains("✗\n"))
        _ = harness.ok(["check", "meditate"])
        #expect(harness.ok([]).contains("  ✓  meditate"))
    }

    @Test func logListsNo() {
        let harness = Self.harness()
        defer { harness.cleanUp() }
        #expect(harness.ok(["log"]).contains("2026-11-19  meditate  no"))
    }

    @Test func chartsMarkNoApartFromMisses() {
        let harness = Self.harness()
        defer { harness.cleanUp() }
        let week = harness.ok(["show", "meditate", "--week"])
        #expect(week.contains("✗✗✗"))
        #expect(week.contains("✗ not done"))
        #expect(harness.ok(["show", "meditate", "--week", "--ascii"]).contains("nnn"))
        #expect(harness.ok(["list"]).contains("·█✗█○"))
        #expect(harness.ok(["show", "meditate", "--year"]).contains("✗"))
        // For the streak a `no` is a miss: one day, not three.
        #expect(harness.ok(["status"]).contains("1 day"))
    }
}
