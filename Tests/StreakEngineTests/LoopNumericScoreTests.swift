import Foundation
import HabitCore
import HabitTestSupport
import Testing

@testable import StreakEngine

// Loop Habit Tracker's published numeric score scenarios (uhabits-core `ScoreListTest`:
// `NumericalAtLeastScoreListTest`, `NumericalAtLeastScoreListWithSkipTest`,
// `NumericalAtMostScoreListTest`), on its fixture "Run": 2 miles a day, at least or at most.
// Expected values are Loop's; see LoopScoreTests.swift for how the scenarios translate.

private let tolerance = 0.00005
private let today = day("2026-11-22")

/// The strength of a 2-mile habit with `amounts` (offset back from today → miles, later
/// pairs replacing earlier ones), on the day `offset` days before today. `since` is the
/// oldest entry (today without one).
private func score(
    _ goal: Goal, every schedule: String = "daily", _ amounts: [(Int, Action)], at offset: Int = 0
) -> Double {
    let oldest = amounts.map(\.0).max() ?? 0
    let id = HabitID("run")!
    let habit = Habit(id: id, schedule: Schedule(schedule)!, goal: goal, since: today.adding(-oldest))
    let entries = amounts.map { Entry(day: today.adding(-$0.0), habit: id, action: $0.1) }
    let history = History(folding: entries.sorted { $0.day < $1.day }, goal: goal)
    return Engine.strength(habit, history: history, today: today.adding(-offset)) ?? .nan
}

private func miles(_ value: Double) -> Action { .set(Amount(thousandths: Int64((value * 1000).rounded()))) }
private func days(_ range: Range<Int>, _ action: Action) -> [(Int, Action)] { range.map { ($0, action) } }
private let atLeast2 = Goal.atLeast(Amount(2), unit: "miles")
private let atMost2 = Goal.atMost(Amount(2), unit: "miles")

private func expect(_ goal: Goal, _ amounts: [(Int, Action)], _ values: [Double], _ test: String) {
    for (offset, value) in values.enumerated() {
        let actual = score(goal, amounts, at: offset)
        #expect(abs(actual - value) < tolerance, "\(test): day −\(offset) is \(actual), Loop \(value)")
    }
}

@Test func loopAtLeastGetValue() {
    // NumericalAtLeastScoreListTest.test_getValue: 2 miles on each of the last 20 days.
    expect(
        atLeast2, days(0..<20, miles(2)),
        [
            0.655747, 0.636894, 0.617008, 0.596033, 0.573910, 0.550574, 0.525961, 0.500000, 0.472617, 0.443734,
            0.413270, 0.381137, 0.347244, 0.311495, 0.273788, 0.234017, 0.192067, 0.147820, 0.101149, 0.051922, 0, 0, 0,
        ], "NumericalAtLeastScoreListTest.test_getValue")
}

@Test func loopAtLeastRecompute() {
    // NumericalAtLeastScoreListTest.test_recompute: 0, then 2 miles today and yesterday
    // 0.101149. (Its Frequency(1, 2) value, 0.072631, has no `habit` schedule: numeric
    // goals take daily, weekday lists, week or month.)
    #expect(score(atLeast2, []) == 0)
    #expect(abs(score(atLeast2, days(0..<2, miles(2))) - 0.101149) < tolerance)
}

@Test func loopAtLeastComparableToProgress() {
    // NumericalAtLeastScoreListTest.shouldAchieveComparableScoreToProgress: 1 mile a day
    // for 500 days 0.5, then 0.5 miles 0.25.
    #expect(abs(score(atLeast2, days(0..<500, miles(1))) - 0.5) < tolerance)
    #expect(abs(score(atLeast2, days(0..<500, miles(1)) + days(0..<500, miles(0.5))) - 0.25) < tolerance)
}

@Test func loopAtLeastOverachieving() {
    // NumericalAtLeastScoreListTest.overeachievingIsntRelevant: 10,000 miles today 0.051922.
    #expect(abs(score(atLeast2, [(0, miles(10_000))]) - 0.051922) < tolerance)
}

@Test func loopAtLeastWithSkip() {
    // NumericalAtLeastScoreListWithSkipTest.test_getValue: 2 miles a day for 20 days, the
    // days 10 and 15 back skipped.
    let amounts =
        days(0..<10, miles(2)) + [(10, .skip)] + days(11..<15, miles(2)) + [(15, .skip)]
        + days(16..<20, miles(2))
    expect(
        atLeast2, amounts,
        [
            0.617008, 0.596033, 0.573910, 0.550574, 0.525961, 0.500000, 0.472617, 0.443734, 0.413270, 0.381137,
            0.347244, 0.347244, 0.311495, 0.273788, 0.234017, 0.192067, 0.192067, 0.147820, 0.101149, 0.051922, 0, 0, 0,
        ], "NumericalAtLeastScoreListWithSkipTest.test_getValue")
}

@Test func loopAtLeastSkipsDoNotAffectScore() {
    // NumericalAtLeastScoreListWithSkipTest.skipsShouldNotAffectScore: skipped days are as
    // if they never existed.
    let initial = score(atLeast2, days(0..<500, miles(1)))
    let skippedBefore = days(0..<500, miles(1)) + days(500..<1000, .skip)
    #expect(abs(score(atLeast2, skippedBefore) - initial) < tolerance)
    let skippedBetween = skippedBefore + days(0..<300, miles(1)) + days(300..<500, .skip) + days(500..<700, miles(1))
    #expect(abs(score(atLeast2, skippedBetween) - initial) < tolerance)
}

@Test func loopAtMostGetValue() {
    // NumericalAtMostScoreListTest.test_getValue: 1 mile 20 days ago, then 5 miles on each
    // of the last 20 days. The score starts at 1 on the first day.
    expect(
        atMost2, [(20, miles(1))] + days(0..<20, miles(5)),
        [
            0.344253, 0.363106, 0.382992, 0.403967, 0.426090, 0.449426, 0.474039, 0.500000, 0.527383, 0.556266,
            0.586730, 0.618863, 0.652756, 0.688505, 0.726212, 0.765983, 0.807933, 0.852180, 0.898851, 0.948078, 1.0,
            0, 0,
        ], "NumericalAtMostScoreListTest.test_getValue")
}

@Test func loopAtMostRecompute() {
    // NumericalAtMostScoreListTest.test_recompute: 1.0 without entries, 0.898850 after 5
    // miles today and yesterday. (Its Frequency(1, 2) value, 0.927369, has no `habit`
    // schedule.)
    #expect(abs(score(atMost2, []) - 1.0) < tolerance)
    #expect(abs(score(atMost2, days(0..<2, miles(5))) - 0.898850) < tolerance)
}

@Test func loopAtMostComparableToProgress() {
    // NumericalAtMostScoreListTest.shouldAchieveComparableScoreToProgress: 3 miles a day for
    // 500 days 0.5, then 3.5 miles 0.25.
    #expect(abs(score(atMost2, days(0..<500, miles(3))) - 0.5) < tolerance)
    #expect(abs(score(atMost2, days(0..<500, miles(3)) + days(0..<500, miles(3.5))) - 0.25) < tolerance)
}

@Test func loopAtMostUnderachieving() {
    // NumericalAtMostScoreListTest.undereachievingIsntRelevant: 10,000 miles yesterday,
    // nothing today: 0.950773.
    #expect(abs(score(atMost2, [(1, miles(10_000))]) - 0.950773) < tolerance)
}

@Test func loopAtMostOverachieving() {
    // NumericalAtMostScoreListTest.overeachievingIsntRelevant: 5 miles today and 0
    // yesterday 0.948077; yesterday's 0 replaced by 1 mile, still 0.948077.
    #expect(abs(score(atMost2, [(0, miles(5)), (1, miles(0))]) - 0.948077) < tolerance)
    #expect(abs(score(atMost2, [(0, miles(5)), (1, miles(0)), (1, miles(1))]) - 0.948077) < tolerance)
}

@Test func loopZeroTargetsStayFinite() {
    // NumericalAtMostScoreListTest.test_withZeroTarget: a max of 0 gives a finite score.
    // (NumericalAtLeastScoreListTest.test_withZeroTarget has no `habit` counterpart: a
    // target must be above 0.)
    let none = Goal.atMost(Amount(thousandths: 0), unit: "miles")
    #expect(score(none, days(0..<14, miles(1))).isFinite)
    #expect(score(none, []) == 1)
}
