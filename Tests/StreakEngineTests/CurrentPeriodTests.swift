import HabitCore
import HabitTestSupport
import Testing

@testable import StreakEngine

/// The standing of a day table that starts on `since`.
private func standing(
    _ schedule: String = "daily", goal: Goal = .check, since: String, _ table: String, today: String
) -> Standing {
    let h = habit(schedule, goal: goal, since: since)
    let history = History(folding: entries(table, from: h.since), goal: goal)
    return Engine.standing(h, history: history, today: day(today), weekStart: .monday)
}

/// 3/week, done Monday and Tuesday, the rest of the week skipped ahead: the week is
/// excused, not open, so nothing is left to do in it.
@Test func aWeekSkippedAheadIsExcusedNotOpen() throws {
    let s = standing("3/week", since: "2026-11-16", "x x s s s s s", today: "2026-11-18")
    let week = try #require(s.currentPeriod)
    #expect(week.kind == .week)
    #expect(week.outcome == .excused)
    #expect(week.end == day("2026-11-22"))
    #expect(week.done == Amount(2))
    #expect(week.target == Amount(3))
    #expect(s.today.status == .skipped)
    #expect(!s.isDoneToday)
}

// swift-format-ignore
private let kinds: [(schedule: String, goal: Goal, kind: PeriodKind, target: Int, isLimit: Bool)] = [
    ("daily",       .check,     .day,      1, false),
    ("mon,wed,fri", .check,     .day,      1, false),
    ("daily",       atLeast(8), .day,      8, false),
    ("daily",       atMost(2),  .day,      2, true),
    ("3/week",      .check,     .week,     3, false),
    ("week",        .check,     .week,     1, false),
    ("week",        atLeast(20), .week,   20, false),
    ("2/month",     .check,     .month,    2, false),
    ("3 days",      .check,     .interval, 1, false),
    ("3 in 7 days", .check,     .window,   3, false),
]

/// Each schedule's current period says its kind and what it asks.
@Test func theCurrentPeriodHasTheKindAndTargetOfTheSchedule() throws {
    for row in kinds {
        // Wednesday 2026-11-18: a due day of every schedule in the table.
        let s = standing(row.schedule, goal: row.goal, since: "2026-11-16", ". .", today: "2026-11-18")
        let period = try #require(s.currentPeriod, "\(row.schedule)")
        #expect(period.kind == row.kind, "\(row.schedule)")
        #expect(period.target == Amount(row.target), "\(row.schedule)")
        #expect(period.isLimit == row.isLimit, "\(row.schedule)")
    }
}

// swift-format-ignore
private let doneToday: [(name: String, schedule: String, goal: Goal, table: String, done: Bool)] = [
    ("daily, done today",                    "daily",       .check,     "x x x",   true),
    ("daily, not yet",                       "daily",       .check,     "x x .",   false),
    ("daily, skipped",                       "daily",       .check,     "x x s",   false),
    ("week met before today",                "3/week",      .check,     "x x x",   true),
    ("week met before today, mid-week",      "3/week",      .check,     "x x x .", true),
    ("week open",                            "3/week",      .check,     "x x . .", false),
    ("numeric day short of the target",      "daily",       atLeast(8), "8 8 5",   false),
    ("numeric day at the target",            "daily",       atLeast(8), "8 8 8",   true),
    ("a limit kept is not done",             "daily",       atMost(2),  "1 1 1",   false),
    ("window met, today not done",           "2 in 7 days", .check,     "x x .",   false),
    ("interval checked in today",            "3 days",      .check,     ". . x",   true),
]

/// `isDoneToday`: today is done, or its week or month is met; never for a limit.
@Test func doneTodayFollowsTheDayAndTheWeek() {
    for row in doneToday {
        let days = row.table.split(separator: " ").count
        let today = day("2026-11-16").adding(days - 1)
        let s = standing(row.schedule, goal: row.goal, since: "2026-11-16", row.table, today: today.description)
        #expect(s.isDoneToday == row.done, "\(row.name)")
    }
}

/// An at-most period over its max is over the limit; within it, not.
@Test func overTheLimitIsTheDoneAmountAboveTheMax() throws {
    let over = try #require(standing(goal: atMost(2), since: "2026-11-16", "1 3", today: "2026-11-17").currentPeriod)
    #expect(over.isOverLimit)
    #expect(over.outcome == .failed)
    let within = try #require(standing(goal: atMost(2), since: "2026-11-16", "3 2", today: "2026-11-17").currentPeriod)
    #expect(!within.isOverLimit)
}

/// Today's point in the standing is the last point of the series, for every schedule.
@Test func todayIsTheLastPointOfTheSeriesOnRandomHistories() {
    var random = SeededRandom(seed: 0x544F_4441_59)
    var failures = 0
    for _ in 0..<3_000 {
        let c = RandomCase.make(using: &random)
        let history = History(folding: c.entries, goal: c.habit.goal)
        let s = Engine.standing(c.habit, history: history, today: c.today, weekStart: c.weekStart)
        let last = Engine.series(c.habit, history: history, today: c.today, weekStart: c.weekStart, span: .week).last
        if s.today != last {
            failures += 1
            if failures <= 3 { Issue.record("standing \(s.today), series \(String(describing: last)) for\n\(c)") }
        }
    }
    #expect(failures == 0)
}

/// The next day a habit wants a check-in, worked out by hand: `3 days` since Mon, Nov 16.
/// Done Mon and today, Thu, Nov 19: the next interval ends Sun, Nov 22. Done only Mon,
/// today Tue: the open interval ends Thu, Nov 19 (`due_by`). Daily, today open: today. A met week:
/// nothing.
@Test func nextDueIsTheDayTheNextCheckInIsWanted() {
    #expect(standing("3 days", since: "2026-11-16", "x . . x", today: "2026-11-19").nextDue == day("2026-11-22"))
    #expect(standing("3 days", since: "2026-11-16", "x", today: "2026-11-17").nextDue == day("2026-11-19"))
    #expect(standing("daily", since: "2026-11-16", "x x", today: "2026-11-18").nextDue == day("2026-11-18"))
    #expect(standing("week", since: "2026-11-16", "x", today: "2026-11-18").nextDue == nil)
}

// swift-format-ignore
private let leftRows: [(name: String, schedule: String, goal: Goal, table: String, left: Amount)] = [
    ("week, 1 of 3 done",          "3/week",  .check,      "x . .",   Amount(2)),
    ("week met",                   "3/week",  .check,      "x x x",   .zero),
    ("numeric day, 5 of 8",        "daily",   atLeast(8),  "8 8 5",   Amount(3)),
    ("numeric day over the target", "daily",  atLeast(8),  "8 8 9",   .zero),
    ("numeric week, 12.5 of 20",   "week",    atLeast(20), "10 2.5",  Amount(thousandths: 7_500)),
    ("a limit asks for nothing",   "daily",   atMost(2),   "1 1 1",   .zero),
]

/// `left`: what the current period still asks for, never below zero, nothing for a limit.
@Test func leftIsWhatThePeriodStillAsksFor() throws {
    for row in leftRows {
        let days = row.table.split(separator: " ").count
        let today = day("2026-11-16").adding(days - 1)
        let s = standing(row.schedule, goal: row.goal, since: "2026-11-16", row.table, today: today.description)
        let period = try #require(s.currentPeriod, "\(row.name)")
        #expect(period.left == row.left, "\(row.name): \(period.done) of \(period.target)")
    }
}
