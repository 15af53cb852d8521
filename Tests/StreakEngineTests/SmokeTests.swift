import HabitCore
import HabitTestSupport
import Testing

@testable import StreakEngine

@Test func dailyRunWithGraceToday() {
    // 2026-11-16 is a Monday.
    let a = analyze(since: "2026-11-16", "x x x x .", today: "2026-11-20")
    #expect(a.streak.current == 4)
    #expect(a.streak.longest == 4)
    #expect(a.streak.status == .atRisk)
    #expect(a.streak.dueBy == day("2026-11-20"))
    #expect(a.statistics.met == 4)
    #expect(a.statistics.failed == 0)
}

@Test func badgeThresholds() {
    #expect(Badge(streak: 0) == .zero)
    #expect(Badge(streak: 6) == .active)
    #expect(Badge(streak: 7) == .milestone)
}
