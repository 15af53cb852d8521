import Foundation
import HabitCore
import HabitTestSupport
import Testing

@testable import StreakEngine

// Loop Habit Tracker's published score scenarios (uhabits-core, `ScoreTest` and
// `ScoreListTest`), translated into `habit`'s terms. Each test names the Loop test it comes
// from; the expected values are Loop's. Loop counts days back from today (offset 0 is
// today); so does `LoopCase`. Loop's score starts on the first entry, so each habit's
// `since` is its first entry's day. The values both models can express agree to 4
// decimals; docs/streaks.md lists the ones that cannot be expressed, and why.

/// Loop's own tolerance is 1e-6; the contract is 4 decimals.
private let tolerance = 0.00005

/// A Loop scenario: a schedule, a goal and entries at day offsets before a fixed today.
private struct LoopCase {
    static let today = day("2026-11-22")
    var schedule: String
    var goal: Goal = .check
    /// (offset back from today, action), in the order Loop adds them: a later entry for a
    /// day replaces an earlier one, as `habit` applies a day's entries in file order.
    var marks: [(Int, Action)] = []

    init(_ schedule: String = "daily", goal: Goal = .check) {
        self.schedule = schedule
        self.goal = goal
    }

    mutating func add(_ offsets: some Sequence<Int>, _ action: Action) {
        for offset in offsets { marks.append((offset, action)) }
    }

    /// The habit: `since` is the oldest entry's day (today when there is none).
    var habit: Habit {
        let oldest = marks.map(\.0).max() ?? 0
        guard let parsed = Schedule(schedule) else { preconditionFailure("bad schedule \(schedule)") }
        return Habit(id: HabitID("h")!, schedule: parsed, goal: goal, since: LoopCase.today.adding(-oldest))
    }

    var history: History {
        let entries = marks.map { Entry(day: LoopCase.today.adding(-$0.0), habit: HabitID("h")!, action: $0.1) }
        return History(folding: entries.sorted { $0.day < $1.day }, goal: goal)
    }

    /// The score on the day `offset` days before today.
    func score(at offset: Int = 0) -> Double {
        Engine.strength(habit, history: history, today: LoopCase.today.adding(-offset)) ?? .nan
    }

    /// Checks Loop's values, today first, one day further back each.
    func expect(_ values: [Double], _ test: String, sourceLocation: SourceLocation = #_sourceLocation) {
        for (offset, value) in values.enumerated() {
            let actual = score(at: offset)
            #expect(
                abs(actual - value) < tolerance, "\(test): day −\(offset) is \(actual), Loop \(value)",
                sourceLocation: sourceLocation)
        }
    }
}

/// Loop's numerical fixture: "Run", at least (or at most) 2 miles a day.
private let twoMiles = Amount(2)
private let dailyValues: [Double] = [
    0.655747, 0.636894, 0.617008, 0.596033, 0.573910, 0.550574, 0.525961, 0.500000, 0.472617, 0.443734, 0.413270,
    0.381137, 0.347244, 0.311495, 0.273788, 0.234017, 0.192067, 0.147820, 0.101149, 0.051922, 0, 0, 0,
]

@Test func loopScoreTestCompute() throws {
    // ScoreTest.test_compute_withDailyHabit and test_compute_withNonDailyHabit:
    // compute(frequency, previous, checkmark) = previous·m + checkmark·(1 − m).
    let cases: [(String, Double, Double, Double)] = [
        ("daily", 0, 1, 0.051922), ("daily", 0.5, 1, 0.525961), ("daily", 0.75, 1, 0.762981),
        ("daily", 0, 0, 0), ("daily", 0.5, 0, 0.474039), ("daily", 0.75, 0, 0.711058),
        ("3 days", 0, 1, 0.030314), ("3 days", 0.5, 1, 0.515157), ("3 days", 0.75, 1, 0.757578),
        ("3 days", 0, 0, 0), ("3 days", 0.5, 0, 0.484842), ("3 days", 0.75, 0, 0.727263),
    ]
    for (schedule, previous, checkmark, expected) in cases {
        let rule = try #require(StrengthRule(habit: habit(schedule, since: "2026-11-02")))
        let value = previous * rule.multiplier + checkmark * (1 - rule.multiplier)
        #expect(abs(value - expected) < tolerance, "\(schedule) \(previous) \(checkmark)")
    }
}

@Test func loopYesNoGetValue() {
    // YesNoScoreListTest.test_getValue: done on the last 20 days.
    var loop = LoopCase()
    loop.add(0..<20, .done)
    loop.expect(dailyValues, "YesNoScoreListTest.test_getValue")
}

@Test func loopFullQuotasAreDaily() {
    // YesNoScoreListTest.test_getValue with Frequency(7, 7) (Loop reduces num = den to
    // 1/1), and the same for 30/month and 31/month: 0.655747 today.
    for schedule in ["7/week", "30/month", "31/month"] {
        var loop = LoopCase(schedule)
        loop.add(0..<20, .done)
        loop.expect(dailyValues, "YesNoScoreListTest.test_getValue as \(schedule)")
    }
}

@Test func loopYesNoGetValueWithSkip() {
    // YesNoScoreListTest.test_getValueWithSkip: done on the last 20 days, then 5, 10 and
    // 11 days ago skipped.
    var loop = LoopCase()
    loop.add(0..<20, .done)
    loop.add([5, 10, 11], .skip)
    loop.expect(
        [
            0.596033, 0.573910, 0.550574, 0.525961, 0.500000, 0.472617, 0.472617, 0.443734, 0.413270, 0.381137,
            0.347244, 0.347244, 0.347244, 0.311495, 0.273788, 0.234017, 0.192067, 0.147820, 0.101149, 0.051922, 0, 0, 0,
        ], "YesNoScoreListTest.test_getValueWithSkip")
}

@Test func loopYesNoGetValueWithSkip2() {
    // YesNoScoreListTest.test_getValueWithSkip2: done 5 days ago, skipped 4 days ago.
    var loop = LoopCase()
    loop.add([5], .done)
    loop.add([4], .skip)
    loop.expect(
        [0.041949, 0.044247, 0.046670, 0.049226, 0.051922, 0.051922, 0], "YesNoScoreListTest.test_getValueWithSkip2")
}

@Test func loopNonDailyWithSkip() {
    // YesNoScoreListTest.test_getValueNonDailyWithSkip (Loop 2.2 on): 6/week, done on the
    // last 18 days, 10, 11 and 12 days ago skipped. From 3 days back to today Loop reads
    // 0.263899, 0.299354, 0.333100, 0.365222: its newer windows stretch over skipped days,
    // so 14 unskipped days hold 12 done ones (p = 1). `habit`'s window is the last 14
    // calendar days (docs/streaks.md), which hold 11 (p = 11/12): those four days
    // read 0.259885, 0.291519, 0.321630, 0.350290 here. Every other day agrees.
    var loop = LoopCase("6/week")
    loop.add(0..<18, .done)
    loop.add([10, 11, 12], .skip)
    loop.expect(
        [
            0.350290, 0.321630, 0.291519, 0.259885, 0.226651, 0.191734, 0.159268, 0.129375, 0.102187, 0.077839,
            0.056477, 0.056477, 0.056477, 0.056477, 0.038251, 0.023319, 0.011848, 0.004014, 0, 0, 0,
        ], "YesNoScoreListTest.test_getValueNonDailyWithSkip")
}

@Test func loopPerfectDailyWithSkips() {
    // YesNoScoreListTest.test_perfectDailyWithSkips: 500 days done, two days of each week
    // skipped: 1.0.
    var loop = LoopCase()
    loop.add(0..<500, .done)
    loop.add((0..<100).flatMap { [7 * $0 + 5, 7 * $0 + 6] }, .skip)
    #expect(abs(loop.score() - 1.0) < tolerance)
}

@Test func loopPerfectNonDailyWithSkips() {
    // YesNoScoreListTest.test_perfectNonDailyWithSkips (Loop 2.2 on): 6/week, 500 days done,
    // two days of each week skipped. Loop reads 1.0, its window stretching over skipped
    // days; `habit`'s last 14 calendar days hold 10 done days of the 12 needed, so the
    // score settles at 10/12 (docs/streaks.md lists the difference).
    var loop = LoopCase("6/week")
    loop.add(0..<500, .done)
    loop.add((0..<100).flatMap { [7 * $0 + 5, 7 * $0 + 6] }, .skip)
    #expect(abs(loop.score() - 10.0 / 12) < tolerance)
}

@Test func loopImperfectNonDaily() {
    // YesNoScoreListTest.test_imperfectNonDaily: two done days and five "no" (as `clear`) in every
    // week for 100 weeks: 3/week converges to 2/3, 4/week to 0.5.
    var marks: [(Int, Action)] = []
    for k in 0..<100 {
        for i in 0..<7 { marks.append((7 * k + i, i < 2 ? .done : .clear)) }
    }
    var three = LoopCase("3/week")
    three.marks = marks
    #expect(abs(three.score() - 2.0 / 3) < tolerance)
    var four = LoopCase("4/week")
    four.marks = marks
    #expect(abs(four.score() - 0.5) < tolerance)
}

@Test func loopIrregularNonDaily() {
    // YesNoScoreListTest.test_irregularNonDaily: once a week, on the first day of one week
    // and the last of the next: 1.0 within 1e-3.
    var loop = LoopCase("week")
    for k in 0..<100 {
        loop.add([14 * k, 14 * k + 13], .done)
    }
    #expect(abs(loop.score() - 1.0) < 1e-3)
}

@Test func loopHighScoreInReasonableTime() {
    // YesNoScoreListTest and NumericalAtLeastScoreListTest.shouldAchieveHighScoreInReasonableTime:
    // daily 90 days, weekly 39 weeks, then monthly (Frequency(1, 30)) 18 months more: > 0.99.
    for goal in [Goal.check, .atLeast(twoMiles, unit: "miles")] {
        let done: Action = goal == .check ? .done : .set(twoMiles)
        var daily = LoopCase("daily", goal: goal)
        daily.add(0..<90, done)
        #expect(daily.score() > 0.99)
        var weekly = LoopCase("week", goal: goal)
        weekly.add((0..<39).map { 7 * $0 }, done)
        #expect(weekly.score() > 0.99)
        var monthly = weekly
        monthly.schedule = "month"
        monthly.add((0..<18).map { 30 * $0 }, done)
        #expect(monthly.score() > 0.99)
    }
}

@Test func loopRecompute() {
    // YesNoScoreListTest.test_recompute: 0 without entries; done today and yesterday
    // 0.101149; as Frequency(1, 2), every 2 days, 0.054816.
    var loop = LoopCase()
    #expect(loop.score() == 0)
    loop.add(0..<2, .done)
    #expect(abs(loop.score() - 0.101149) < tolerance)
    loop.schedule = "2 days"
    #expect(abs(loop.score() - 0.054816) < tolerance)
}

@Test func loopAddThenRemove() {
    // YesNoScoreListTest.test_addThenRemove: 0, then done today 0.051922, then the entry
    // replaced by "unknown" (cleared) 0.
    var loop = LoopCase()
    #expect(loop.score() == 0)
    loop.add([0], .done)
    #expect(abs(loop.score() - 0.051922) < tolerance)
    loop.add([0], .clear)
    #expect(abs(loop.score()) < tolerance)
}
