import HabitCore
import HabitTestSupport
import Testing

@testable import StreakEngine

/// The series of a day table as one letter per day: d done, p partial, s skipped,
/// m missed, P pending, n not due, b before start.
private func statuses(
    every schedule: String = "daily", goal: Goal = .check, since: String = "2026-11-02", _ table: String,
    today: String, span: SeriesSpan = .week, weekStart: Weekday = .monday
) -> String {
    series(every: schedule, goal: goal, since: since, table, today: today, span: span, weekStart: weekStart)
        .map { point -> String in
            switch point.status {
            case .done: "d"
            case .partial: "p"
            case .skipped: "s"
            case .missed: "m"
            case .pending: "P"
            case .notDue: "n"
            case .beforeStart: "b"
            }
        }.joined()
}

private func series(
    every schedule: String = "daily", goal: Goal = .check, since: String = "2026-11-02", _ table: String,
    today: String, span: SeriesSpan = .week, weekStart: Weekday = .monday
) -> [SeriesPoint] {
    let h = habit(schedule, goal: goal, since: since)
    let history = History(folding: entries(table, from: h.since), goal: goal)
    return Engine.series(h, history: history, today: day(today), weekStart: weekStart, span: span)
}

@Test func dailyWeekSeries() {
    #expect(statuses("x . s x", today: "2026-11-08") == "dmsdmmP")
    #expect(statuses("x . s x . . x", today: "2026-11-08") == "dmsdmmd")
    let points = series("x . s x", today: "2026-11-08")
    #expect(points.first?.date == day("2026-11-02"))
    #expect(points.last?.date == day("2026-11-08"))
    #expect(points.map(\.value) == [Amount(1), nil, nil, Amount(1), nil, nil, nil])
}

@Test func beforeStartDays() {
    #expect(statuses(since: "2026-11-05", "x", today: "2026-11-08") == "bbbdmmP")
}

@Test func numericPartialDays() {
    #expect(statuses(goal: atLeast(8), since: "2026-11-06", "8 3 2", today: "2026-11-08") == "bbbbdpp")
    let values = series(goal: atLeast(8), since: "2026-11-06", "8 3 .", today: "2026-11-08").map(\.value)
    #expect(values.suffix(3) == [Amount(8), Amount(3), nil])
    #expect(statuses(goal: atLeast(8), since: "2026-11-06", "8 3 .", today: "2026-11-08") == "bbbbdpP")
}

@Test func atMostDays() {
    #expect(statuses(goal: atMost(2), since: "2026-11-06", "1 3 .", today: "2026-11-08") == "bbbbdmd")
    #expect(statuses(goal: atMost(2), since: "2026-11-06", "1 s 5", today: "2026-11-08") == "bbbbdsm")
}

@Test func weekdayListSeries() {
    #expect(statuses(every: "mon,wed,fri", "x x . . x . .", today: "2026-11-08") == "ddmndnn")
    #expect(statuses(every: "mon,wed,fri", "x . x . .", today: "2026-11-06").suffix(5) == "dndnP")
}

@Test func weekQuotaSeries() {
    // Week of 11-02 failed (1 of 3), week of 11-09 open with today Wed not done.
    #expect(
        statuses(every: "3/week", "x . . . . . . x x .", today: "2026-11-11", span: .month).suffix(10)
            == "dmmmmmmddP")
    // A met week shows its off days as not due.
    #expect(statuses(every: "3/week", "x x x . . . .", today: "2026-11-08") == "dddnnnn")
}

@Test func numericWeekSeries() {
    // 20 km a week: days of a met week are done, of a short week partial.
    #expect(statuses(every: "week", goal: atLeast(20), "10 . 10 . . . .", today: "2026-11-08") == "dndnnnn")
    // The short week still open on its last day; then failed once the next week starts.
    #expect(statuses(every: "week", goal: atLeast(20), "10 . 5 . . . .", today: "2026-11-08") == "pnpnnnP")
    #expect(statuses(every: "week", goal: atLeast(20), "10 . 5 . . . .", today: "2026-11-09") == "mpmmmmP")
}

@Test func intervalSeries() {
    // 3d: 02 done, deadline 05 missed (broken), today 08 pending.
    #expect(statuses(every: "3d", "x . . . . .", today: "2026-11-08") == "dnnmnnP")
}

@Test func anytimeSeries() {
    #expect(statuses(every: "anytime", "x . x s", today: "2026-11-08") == "dndsnnn")
}

@Test(arguments: [Weekday.monday, .sunday])
func yearSeriesIsWholeWeeksEndingToday(weekStart: Weekday) {
    let today = day("2026-11-21")  // a Saturday
    let points = series(since: "2025-01-01", "", today: today.description, span: .year, weekStart: weekStart)
    let first = points[0].date
    #expect(first.weekday == weekStart)
    #expect(points.last?.date == today)
    #expect(first == today.startOfWeek(firstWeekday: weekStart).adding(-364))
    #expect(points.count == (weekStart == .monday ? 370 : 371))
    #expect(zip(points, points.dropFirst()).allSatisfy { $1.date == $0.date.adding(1) })
}

@Test func monthSeriesHasThirtyDays() {
    let points = series(since: "2026-10-01", "", today: "2026-11-21", span: .month)
    #expect(points.count == 30)
    #expect(points.first?.date == day("2026-10-23"))
}

@Test func weeklyBuckets() {
    let h = habit(since: "2026-11-02")
    let history = History(folding: entries("x x . . . . . x . x", from: h.since), goal: .check)
    let buckets = Engine.weeklyTotals(h, history: history, today: day("2026-11-18"), weekStart: .monday, count: 3)
    #expect(buckets.map(\.start) == [day("2026-11-02"), day("2026-11-09"), day("2026-11-16")])
    #expect(buckets.map(\.total) == [Amount(2), Amount(2), Amount(0)])
    #expect(buckets.last?.end == day("2026-11-22"))
}

@Test func weeklyBucketsWithSundayStart() {
    let h = habit(goal: atLeast(5), since: "2026-11-01")
    let history = History(folding: entries("1 2 . . . . . 4", from: h.since), goal: h.goal)
    let buckets = Engine.weeklyTotals(h, history: history, today: day("2026-11-09"), weekStart: .sunday, count: 2)
    #expect(buckets.map(\.total) == [Amount(3), Amount(4)])
    #expect(buckets.first?.start == day("2026-11-01"))
}

@Test func monthlyBucketsCrossTheYear() {
    let h = habit(goal: atLeast(5), since: "2026-11-01")
    let history = History(
        folding: entries("@2026-11-30 2.5 @2026-12-31 1 @2027-01-01 4 @2027-01-20 6", from: h.since), goal: h.goal)
    let buckets = Engine.monthlyTotals(h, history: history, today: day("2027-01-15"), count: 4)
    #expect(buckets.map(\.start) == [day("2026-10-01"), day("2026-11-01"), day("2026-12-01"), day("2027-01-01")])
    #expect(buckets.map(\.end) == [day("2026-10-31"), day("2026-11-30"), day("2026-12-31"), day("2027-01-31")])
    #expect(buckets.map(\.total) == [.zero, Amount("2.5"), Amount(1), Amount(4)])
}
