import HabitCore
import HabitTestSupport
import Testing

@testable import StreakEngine

@Test func countsMetFailedExcused() {
    let s = analyze(since: "2026-11-02", "x . x s x", today: "2026-11-06").statistics
    #expect(s.met == 3)
    #expect(s.failed == 1)
    #expect(s.excused == 1)
    #expect(s.completionRate == 0.75)
    #expect(s.total == Amount(3))
    #expect(s.since == day("2026-11-02"))
}

@Test func openCurrentPeriodIsNotCounted() {
    let s = analyze(since: "2026-11-02", "x .", today: "2026-11-03").statistics
    #expect(s.met == 1)
    #expect(s.failed == 0)
    #expect(s.completionRate == 1)
}

@Test func skippedTodayIsNotCountedAsExcused() {
    #expect(analyze(since: "2026-11-02", "x s", today: "2026-11-03").statistics.excused == 0)
}

@Test func completionRateIsNilWithNothingDecided() {
    #expect(analyze(since: "2026-11-02", "", today: "2026-11-02").statistics.completionRate == nil)
    #expect(analyze("anytime", since: "2026-11-02", "x x", today: "2026-11-04").statistics.completionRate == nil)
}

@Test func numericTotalIsTheSum() {
    let s = analyze(goal: atLeast(8), since: "2026-11-02", "8 3 10.5", today: "2026-11-04").statistics
    #expect(s.total == Amount("21.5"))
    #expect(s.met == 2)
    #expect(s.failed == 1)
}

@Test func totalStopsAtToday() {
    #expect(analyze(since: "2026-11-02", "x x x", today: "2026-11-03").statistics.total == Amount(2))
}

@Test func anytimeCountsItsTotal() {
    let a = analyze("anytime", since: "2026-11-02", "x x . x", today: "2026-11-05")
    #expect(a.statistics.total == Amount(3))
    #expect(a.statistics.met == 0)
    #expect(a.streak.unit == nil)
    #expect(a.strength == nil)
}

@Test func weeksAreCountedAsPeriods() {
    let s = analyze("3/week", since: "2026-11-02", "x x x . . . . x . . . . . . x", today: "2026-11-16").statistics
    #expect(s.met == 1)
    #expect(s.failed == 1)
    #expect(s.completionRate == 0.5)
}

@Test func intervalCountsCheckInsAndBrokenGaps() {
    let s = analyze("3d", since: "2026-11-02", "x . . . x s x", today: "2026-11-08").statistics
    #expect(s.met == 3)
    #expect(s.failed == 1)
    #expect(s.excused == 1)
    #expect(s.completionRate == 0.75)
}

@Test func bestWeekdayHasMostDoneDays() {
    // Mon 2, Tue 1.
    #expect(analyze(since: "2026-11-02", "x x . . . . . x", today: "2026-11-09").statistics.bestWeekday == .monday)
    // Ties go to the earlier weekday.
    #expect(analyze(since: "2026-11-02", ". x x", today: "2026-11-04").statistics.bestWeekday == .tuesday)
    #expect(analyze(since: "2026-11-02", "", today: "2026-11-04").statistics.bestWeekday == nil)
}

@Test func bestWeekdayOfAtMostCountsDaysWithinTheMax() {
    // Monday exceeded, every other day of the week within (unlogged = 0).
    let s = analyze(goal: atMost(2), since: "2026-11-02", "3", today: "2026-11-08").statistics
    #expect(s.bestWeekday == .tuesday)
}

@Test func unitFollowsTheSchedule() {
    #expect(analyze(since: "2026-11-02", "", today: "2026-11-02").streak.unit == .days)
    #expect(analyze("weekdays", since: "2026-11-02", "", today: "2026-11-02").streak.unit == .days)
    #expect(analyze("3/week", since: "2026-11-02", "", today: "2026-11-02").streak.unit == .weeks)
    #expect(analyze("month", since: "2026-11-02", "", today: "2026-11-02").streak.unit == .months)
    #expect(analyze("3d", since: "2026-11-02", "", today: "2026-11-02").streak.unit == .checkins)
}

@Test func todayStateIsReported() {
    #expect(analyze(since: "2026-11-02", "x s", today: "2026-11-03").todayState == .skipped)
    #expect(analyze(goal: atLeast(8), since: "2026-11-02", "3", today: "2026-11-02").todayState == .amount(Amount(3)))
    #expect(analyze(since: "2026-11-02", "x", today: "2026-11-03").todayState == nil)
}

@Test func currentPeriodCarriesTheValueSoFar() throws {
    let week = try #require(
        analyze("3/week", since: "2026-11-02", "x x x . . . . x", today: "2026-11-09").currentPeriod)
    #expect(week.start == day("2026-11-09"))
    #expect(week.end == day("2026-11-15"))
    #expect(week.done == Amount(1))
    #expect(week.target == Amount(3))
    #expect(week.kind == .week)
    #expect(week.outcome == .open)
    let water = try #require(analyze(goal: atLeast(8), since: "2026-11-02", "3/+2", today: "2026-11-02").currentPeriod)
    #expect(water.done == Amount(5))
    #expect(water.target == Amount(8))
    #expect(water.kind == .day)
    // A weekday list on an off day has no current period.
    #expect(analyze("mon,wed,fri", since: "2026-11-02", "x", today: "2026-11-03").currentPeriod == nil)
}
