import HabitCore
import HabitTestSupport
import Testing

@testable import StreakEngine

/// `Engine.standing` skips the statistics and the strength score; what it does give must
/// be exactly what `analyze` says, for every schedule.
@Test func standingEqualsTheAnalysisOnRandomHistories() {
    var random = SeededRandom(seed: 0x5354_414E_44)
    var failures = 0
    for _ in 0..<5_000 {
        let c = RandomCase.make(using: &random)
        let history = History(folding: c.entries, goal: c.habit.goal)
        let a = Engine.analyze(c.habit, history: history, today: c.today, weekStart: c.weekStart)
        let s = Engine.standing(c.habit, history: history, today: c.today, weekStart: c.weekStart)
        let expected = a.standing
        if s != expected {
            failures += 1
            if failures <= 3 { Issue.record("standing \(s)\nanalysis \(expected)\nfor\n\(c)") }
        }
    }
    #expect(failures == 0)
}

/// `DayRule` is the one-day case of `PeriodTally.outcome`, for every goal and amount near
/// the limits.
@Test func dayRuleIsTheOutcomeOfOnePastDay() {
    let limits: [Int64] = [0, 1, 500, 1_000, 2_000, 8_000]
    let goals: [GoalKind] = [.check] + limits.map { .atLeast($0) } + limits.map { .atMost($0) }
    for goal in goals {
        let rule = DayRule(goal)
        for thousandths in [-1_000, -1, 0, 1, 499, 500, 501, 999, 1_000, 1_001, 1_999, 2_000, 2_001, 8_000, 9_000] {
            var tally = PeriodTally()
            tally.add(.amount(Amount(thousandths: Int64(thousandths))))
            let outcome = tally.outcome(
                goal: goal, quota: 1, length: 1, existing: 1, isCurrent: false, isFirstPartial: false)
            let expected: PeriodOutcome = rule.isMet(Amount(thousandths: Int64(thousandths))) ? .met : .failed
            #expect(outcome == expected, "\(goal) with \(thousandths) thousandths")
        }
    }
}

/// `DueMask.count` counts due days without a loop; it must be the day-by-day count for
/// every mask, every first weekday (before and after 1970) and stretches past a week.
@Test func dueMaskCountIsTheDayByDayCount() {
    var wrong = 0
    for mask in 0..<128 {
        for first in -14..<14 {
            for length in 0..<30 {
                let last = first + length - 1
                var expected = 0
                for number in first..<(first + length) where mask & (1 << DueMask.weekdayIndex(number)) != 0 {
                    expected += 1
                }
                if DueMask.count(mask, from: first, through: last) != expected { wrong += 1 }
            }
        }
    }
    #expect(wrong == 0)
}
