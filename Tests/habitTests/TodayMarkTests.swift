import Testing

@testable import habit

/// Marks and badges a new user misread at a real terminal (docs/cli.md, "Output").
@Suite struct TodayMarkTests {
    @Test func anAtMostHabitOverItsLimitIsCrossedInTodayAndShow() {
        let harness = Harness()
        defer { harness.cleanUp() }
        harness.write("habits", "coffee since=2026-11-01 max=2 unit=cups\n")
        harness.write("log", "2026-11-21 coffee +3\n")
        #expect(harness.ok([]).contains("  ✗  coffee  3/2 cups — over"))
        #expect(harness.ok(["show", "coffee"]).contains("  Today     ✗ 3/2 cups — over\n"))
        #expect(harness.ok(["--ascii"]).contains("[!]  coffee  3/2 cups - over"))
        // Within the limit it is still open.
        harness.write("log", "2026-11-21 coffee +1\n")
        #expect(harness.ok([]).contains("  ○  coffee  1/2 cups"))
    }

    @Test func asciiGivesAPartialDayAndABadgeDistinctGlyphs() {
        let glyphs = Glyphs.for(Style(color: false, unicode: false, width: 80))
        let days = DayMark.allCases.map { $0.entry.ascii }.filter { $0 != " " }
        #expect(!days.contains(glyphs.badgeActive))
        #expect(!days.contains(glyphs.badgeMilestone))
        #expect(DayMark.partial.entry.ascii == "=")
    }

    @Test func aShortCheckInStreakCountsDoneMarksAtFortyColumns() {
        let harness = Harness()
        defer { harness.cleanUp() }
        harness.write("habits", "plants every=3d since=2026-11-01\n")
        harness.write("log", "2026-11-21 plants\n")
        let today = harness.ok([], columns: 40)
        #expect(today.contains("● 1✓"), "\(today)")
        #expect(!today.contains("1x"))
        #expect(harness.ok(["--ascii"], columns: 40).contains("+ 1x"))
        #expect(harness.ok([], columns: 80).contains("● 1 check-in"))
    }
}
