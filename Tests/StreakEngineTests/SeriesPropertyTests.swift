import HabitCore
import HabitTestSupport
import Testing

@testable import StreakEngine

/// Invariants every series must keep, checked on random histories against the
/// reference's own reading of the log.
@Test func seriesKeepsItsInvariantsOnRandomHistories() {
    var random = SeededRandom(seed: 0x5345_5249_4553)
    var failures = 0
    for _ in 0..<2_000 {
        let c = RandomCase.make(using: &random)
        let reference = Reference(habit: c.habit, entries: c.entries, today: c.today, weekStart: c.weekStart)
        let history = History(folding: c.entries, goal: c.habit.goal)
        for span in SeriesSpan.allCases {
            let points = Engine.series(c.habit, history: history, today: c.today, weekStart: c.weekStart, span: span)
            if let problem = seriesProblem(points, span: span, c: c, reference: reference) {
                failures += 1
                if failures <= 3 { Issue.record("\(problem) in the \(span) series of\n\(c)") }
            }
        }
    }
    #expect(failures == 0)
}

private func seriesProblem(_ points: [SeriesPoint], span: SeriesSpan, c: RandomCase, reference: Reference) -> String? {
    let expectedCount: Int
    switch span {
    case .week: expectedCount = 7
    case .month: expectedCount = 30
    case .year: expectedCount = 364 + (c.today - c.today.startOfWeek(firstWeekday: c.weekStart)) + 1
    }
    guard points.count == expectedCount else { return "\(points.count) points, expected \(expectedCount)" }
    guard points.last?.date == c.today else { return "the series does not end today" }
    for (previous, point) in zip(points, points.dropFirst()) where point.date != previous.date.adding(1) {
        return "a gap before \(point.date)"
    }
    let perDay: Bool
    switch c.habit.schedule {
    case .daily, .weekdays: perDay = true
    default: perDay = false
    }
    for point in points {
        let d = point.date
        if (d < c.habit.since) != (point.status == .beforeStart) { return "\(d): before_start is wrong" }
        guard d >= c.habit.since else { continue }
        if reference.isSkipped(d) != (point.status == .skipped) { return "\(d): skipped is wrong" }
        if point.status == .pending, d != c.today { return "\(d): pending on a day that is not today" }
        let recorded: Amount? = {
            if case .amount(let a) = reference.mark(d) { return Amount(thousandths: a) }
            return nil
        }()
        let expectedValue = c.habit.goal.isNumeric ? recorded : (reference.isDone(d) ? Amount(1) : nil)
        if point.value != expectedValue { return "\(d): value \(String(describing: point.value))" }
        if perDay, !c.habit.goal.isNumeric, c.habit.schedule.isDueDay(d), !reference.isSkipped(d) {
            let expected: DayStatus = reference.isDone(d) ? .done : d == c.today ? .pending : .missed
            if point.status != expected { return "\(d): \(point.status), expected \(expected)" }
        }
        if case .anytime = c.habit.schedule, point.status != .skipped {
            if point.status != (reference.isDone(d) ? .done : .notDue) { return "\(d): anytime shows \(point.status)" }
        }
    }
    return nil
}

/// A series scans only the periods of its span, or from its first day on; it must be the
/// series classified from every period of the history, and a shorter span the tail of a
/// longer one. A series from any day (`list`'s history of as many days as fit, `habit
/// ask`'s days) starts its scan at the period that holds the day, never at a span's first
/// day.
@Test func seriesOverItsSpanOrFromAnyDayMatchesTheSeriesOfTheWholeHistory() {
    var random = SeededRandom(seed: 0x5350_414E)
    var failures = 0
    for _ in 0..<3_000 {
        let c = RandomCase.make(using: &random)
        let history = History(folding: c.entries, goal: c.habit.goal)
        let all = Engine.periods(c.habit, history: history, today: c.today, weekStart: c.weekStart)
        // The series classified from every period, from `from` on.
        func whole(from: Day) -> [SeriesPoint] {
            Engine.points(c.habit, history: history, today: c.today, from: from, periods: all.filter { $0.end >= from })
        }
        var series: [SeriesSpan: [SeriesPoint]] = [:]
        for span in SeriesSpan.allCases {
            let from = Engine.firstDay(of: span, today: c.today, weekStart: c.weekStart)
            let points = Engine.series(c.habit, history: history, today: c.today, weekStart: c.weekStart, span: span)
            series[span] = points
            if points != whole(from: from) {
                failures += 1
                if failures <= 3 { Issue.record("the \(span) series differs from the whole scan's for\n\(c)") }
            }
        }
        let (week, month, year) = (series[.week] ?? [], series[.month] ?? [], series[.year] ?? [])
        if Array(month.suffix(7)) != week || Array(year.suffix(30)) != month {
            failures += 1
            if failures <= 3 { Issue.record("a shorter series is not the tail of a longer one for\n\(c)") }
        }
        let from = c.today.adding(-Int.random(in: 0...400, using: &random))
        let points = Engine.series(c.habit, history: history, today: c.today, weekStart: c.weekStart, from: from)
        if points != whole(from: from) || points.count != c.today - from + 1 {
            failures += 1
            if failures <= 3 { Issue.record("the series from \(from) differs from the whole scan's for\n\(c)") }
        }
    }
    #expect(failures == 0)
}
