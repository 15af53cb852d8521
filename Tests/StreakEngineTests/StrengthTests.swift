import Foundation
import HabitCore
import HabitTestSupport
import Testing

@testable import StreakEngine

/// The strength score of a day table starting on `since`.
private func strength(
    every schedule: String = "daily", goal: Goal = .check, since: String = "2026-11-02", _ table: String, today: String
) -> Double? {
    let h = habit(schedule, goal: goal, since: since)
    return Engine.strength(h, history: History(folding: entries(table, from: h.since), goal: goal), today: day(today))
}

private func repeated(_ token: String, _ count: Int) -> String {
    Array(repeating: token, count: count).joined(separator: " ")
}

@Test func perfectDailyAfter30Days() throws {
    // 30 updates with p = 1: 1 − m³⁰ with m = 0.5^(1/13), = 1 − 0.5^(30/13) ≈ 0.79802.
    let score = try #require(strength(repeated("x", 30), today: day("2026-11-02").adding(29).description))
    #expect(abs(score - 0.7980) <= 0.0005)
}

@Test func perfectDailyAfter87Days() throws {
    // 1 − 0.5^(87/13) ≈ 0.99033.
    let score = try #require(strength(repeated("x", 87), today: day("2026-11-02").adding(86).description))
    #expect(score >= 0.99)
    #expect(score < 1)
}

@Test func skippedDayLeavesScoreUnchanged() {
    let before = strength("x x . x x", today: "2026-11-06")
    let after = strength("x x . x x s", today: "2026-11-07")
    #expect(before != nil)
    #expect(before == after)
    // A skip in the middle also freezes: same as the day not existing at all, except
    // that the window for p is measured in calendar days (daily: 1 day, so no effect).
    #expect(strength("x s x", today: "2026-11-04") == strength("x x", today: "2026-11-03"))
}

@Test func uncheckedTodayLowersTheScore() throws {
    let done = try #require(strength("x x x", today: "2026-11-04"))
    let open = try #require(strength("x x .", today: "2026-11-04"))
    #expect(open < done)
}

@Test func threePerWeekByHand() throws {
    // 3/week: f = 3/7 < 1, so num and den double: p = min(1, done in last 14 days ÷ 6).
    // m = 0.5^(√(3/7) / 13) = 0.965697.
    // Mon/Wed/Fri for two weeks from Mon 2026-11-02, today Fri 2026-11-13 (12 updates):
    //   done so far: 1 1 2 2 3 3 3 4 4 5 5 6 → p = 1/6 1/6 2/6 2/6 3/6 3/6 3/6 4/6 4/6 5/6 5/6 1
    //   score = Σ pᵢ·(1 − m)·m^(12 − i) = 0.195728
    let score = try #require(strength(every: "3/week", "x . x . x . . x . x . x", today: "2026-11-13"))
    #expect(abs(score - 0.195728) < 0.000001)
}

@Test func atMostByHand() throws {
    // daily, max 2: f = 1, m = 0.5^(1/13) = 0.948078, w = 1 day, no doubling.
    // The score starts on since (at-most habits), not on the first entry, and at 1.
    //   day 1: s = 1 → p = clamp(1 − (1 − 2) ÷ 2) = clamp(1.5) = 1
    //   day 2: s = 3 → p = 1 − (3 − 2) ÷ 2 = 0.5
    //   day 3: nothing logged, s = 0 → p = 1
    //   day 4: s = 4 → p = 1 − (4 − 2) ÷ 2 = 0
    //   score = ((((1·m + 1·(1 − m))·m + 0.5·(1 − m))·m + 1·(1 − m))·m + 0 = 0.924742
    let score = try #require(strength(goal: atMost(2), "1 3 . 4", today: "2026-11-05"))
    #expect(abs(score - 0.924742) < 0.000001)
}

@Test func atMostZeroIsAllOrNothing() throws {
    // max 0: p = 1 when s = 0, else 0. From 1, one clean day (stays 1) then one slip: m.
    let m = pow(0.5, 1.0 / 13)
    let score = try #require(strength(goal: atMost(0), ". 1", today: "2026-11-03"))
    #expect(abs(score - m) < 1e-12)
}

@Test func atLeastUsesTheRatio() throws {
    // daily, target 8: p = min(1, s ÷ 8). 4 glasses on the only day: 0.5·(1 − m).
    let m = pow(0.5, 1.0 / 13)
    let score = try #require(strength(goal: atLeast(8), "4", today: "2026-11-02"))
    #expect(abs(score - 0.5 * (1 - m)) < 1e-12)
}

@Test func scoreStartsAtTheFirstEntry() {
    // Days between since and the first entry do not pull the score down.
    #expect(
        strength(since: "2026-10-01", "@2026-11-02 x x", today: "2026-11-03") == strength("x x", today: "2026-11-03"))
    #expect(strength("", today: "2026-11-10") == 0)
    #expect(strength(every: "anytime", "x", today: "2026-11-02") == nil)
}

/// The windowed score looks p and mᵏ up in tables; every score must be, to the last bit,
/// the one computed with `p` and `power` at each step.
@Test func windowedScoreWithTablesIsTheDirectScore() {
    var random = SeededRandom(seed: 0x5441_424C_45)
    var checked = 0
    var failures = 0
    while checked < 3_000 {
        let c = RandomCase.make(using: &random)
        guard let rule = StrengthRule(habit: c.habit), rule.window > 1 else { continue }
        let history = History(folding: c.entries, goal: c.habit.goal)
        guard let start = rule.firstDay(c.habit, history: history), start <= c.today else { continue }
        checked += 1
        let first = history.firstIndex(onOrAfter: c.habit.since)
        let (fast, direct) = history.withColumns { days, states in
            (
                rule.score(days: days, states: states, from: first, start: start.number, last: c.today.number),
                directScore(
                    rule, days: days, states: states, from: first, start: start.number,
                    last: c.today.number)
            )
        }
        if fast.bitPattern != direct.bitPattern {
            failures += 1
            if failures <= 3 { Issue.record("table \(fast), direct \(direct) for\n\(c)") }
        }
    }
    #expect(failures == 0)
}

/// The windowed score with p and mᵏ computed at every step.
private func directScore(
    _ rule: StrengthRule, days: UnsafeBufferPointer<Day>, states: StateWords, from first: Int,
    start: Int, last: Int
) -> Double {
    var (lead, trail, sum, score, current) = (first, first, Int64(0), rule.initial, start)
    while true {
        var skipped = false
        while lead < days.count, days[lead].number <= current {
            sum += rule.contribution(states[lead], on: days[lead].number)
            if days[lead].number == current, case .skipped = states[lead] { skipped = true }
            lead += 1
        }
        while trail < lead, days[trail].number <= current - rule.window {
            sum -= rule.contribution(states[trail], on: days[trail].number)
            trail += 1
        }
        var next = last + 1
        if lead < days.count, days[lead].number < next { next = days[lead].number }
        if trail < lead, days[trail].number + rule.window < next { next = days[trail].number + rule.window }
        let count = next - current - (skipped ? 1 : 0)
        if count > 0 {
            let p = rule.p(sum)
            score = p + (score - p) * rule.power(count)
        }
        if next > last { break }
        current = next
    }
    return score
}

@Test func numericWeekdayListKeptPerfectlyReadsFull() throws {
    // 8 glasses on mon,wed,fri, every due day for a year: the days that are not due do not
    // count, so every 7-day window holds 3 × 8 and p = 1 every day.
    let year = (0..<52).map { _ in "8 . 8 . 8 . ." }.joined(separator: " ")
    let score = try #require(
        strength(every: "mon,wed,fri", goal: atLeast(8), year, today: day("2026-11-02").adding(52 * 7 - 1).description))
    #expect(score > 0.99)
    // At most 1 coffee on weekdays, 4 on weekend days that are not due: still perfect.
    let coffee = (0..<52).map { _ in "1 1 1 1 1 4 4" }.joined(separator: " ")
    let limit = try #require(
        strength(every: "weekdays", goal: atMost(1), coffee, today: day("2026-11-02").adding(52 * 7 - 1).description))
    #expect(abs(limit - 1) < 1e-12)
}

@Test func numericWeekdayListSumsDueDaysAgainstKTargets() throws {
    // mon,wed,fri at least 8 (f = 3/7, window 7 days, goal 3 × 8 = 24), from Mon 2026-11-02:
    //   Mon 8 → s = 8, p = 1/3; Tue (not due) 20 → s still 8, p = 1/3; Wed 16 → s = 24, p = 1.
    let m = pow(0.5, (3.0 / 7).squareRoot() / 13)
    let expected = ((1.0 / 3) * (1 - m) * m + (1.0 / 3) * (1 - m)) * m + (1 - m)
    let score = try #require(strength(every: "mon,wed,fri", goal: atLeast(8), "8 20 16", today: "2026-11-04"))
    #expect(abs(score - expected) < 1e-12)
}

@Test func fullQuotasScoreLikeDaily() throws {
    // num ≥ den is scored as 1/1 (as in Loop Habit Tracker): 7/week, 30/month and
    // 31/month done every day read what `daily` reads.
    let log = repeated("x", 20)
    let daily = try #require(strength(log, today: "2026-11-21"))
    for schedule in ["7/week", "30/month", "31/month"] {
        let score = try #require(strength(every: schedule, log, today: "2026-11-21"))
        #expect(abs(score - daily) < 1e-12, "\(schedule)")
    }
}
