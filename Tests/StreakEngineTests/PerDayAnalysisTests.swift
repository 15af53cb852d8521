import HabitCore
import HabitTestSupport
import Testing

@testable import StreakEngine

/// Daily and weekday-list habits are analysed in one pass (`PerDayAnalysis`); every
/// figure, the strength score to the last bit, must be the general path's.
@Test func onePassAnalysisEqualsTheGeneralPathOnRandomHistories() {
    var random = SeededRandom(seed: 0x5045_5244_4159)
    var failures = 0
    var checked = 0
    while checked < 4_000 {
        let c = RandomCase.make(using: &random)
        switch c.habit.schedule {
        case .daily, .weekdays: break
        default: continue
        }
        checked += 1
        let history = History(folding: c.entries, goal: c.habit.goal)
        let fast = Engine.analyze(c.habit, history: history, today: c.today, weekStart: c.weekStart)
        let general = Engine.analyzeByPeriods(c.habit, history: history, today: c.today, weekStart: c.weekStart)
        if fast != general {
            failures += 1
            if failures <= 3 { Issue.record("one pass \(fast)\ngeneral  \(general)\nfor\n\(c)") }
        }
    }
    #expect(failures == 0)
}

/// Sparse histories over years: long empty stretches (strength updates of more than 64
/// days at once, runs of failed due days) and entries before `since` and after today.
@Test func onePassAnalysisEqualsTheGeneralPathOnSparseHistories() {
    var random = SeededRandom(seed: 0x5350_4152_5345)
    let schedules: [Schedule] = [.daily, .weekdays([.monday, .wednesday, .friday]), .weekdays([.saturday, .sunday])]
    let goals: [Goal] = [.check, atLeast(3), atMost(2), .atMost(.zero, unit: nil), .atLeast(.zero, unit: nil)]
    var failures = 0
    for _ in 0..<1_500 {
        let schedule = schedules.randomElement(using: &random)!
        let goal = goals.randomElement(using: &random)!
        let since = Day(number: Day("2020-01-01")!.number + Int.random(in: 0..<400, using: &random))
        let today = since.adding(Int.random(in: 0...2_500, using: &random))
        let id = HabitID("h")!
        var entries: [Entry] = []
        var number = since.number - Int.random(in: 0...30, using: &random)
        while number <= today.number + 5 {
            let action: Action = [.done, .skip, .add(Amount(2)), .set(Amount(4)), .clear].randomElement(using: &random)!
            entries.append(Entry(day: Day(number: number), habit: id, action: action))
            number += Int.random(in: 1...(Bool.random(using: &random) ? 3 : 200), using: &random)
        }
        let habit = Habit(id: id, schedule: schedule, goal: goal, since: since)
        let history = History(folding: entries, goal: goal)
        let fast = Engine.analyze(habit, history: history, today: today, weekStart: .monday)
        let general = Engine.analyzeByPeriods(habit, history: history, today: today, weekStart: .monday)
        if fast != general {
            failures += 1
            if failures <= 3 { Issue.record("one pass \(fast)\ngeneral  \(general)\nfor \(schedule) \(goal)") }
        }
    }
    #expect(failures == 0)
}
