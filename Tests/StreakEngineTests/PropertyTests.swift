import Foundation
import HabitCore
import HabitTestSupport
import Testing

@testable import StreakEngine

/// One random case: a habit, its entries in file order, today and the week start.
struct RandomCase: CustomStringConvertible {
    var habit: Habit
    var entries: [Entry]
    var today: Day
    var weekStart: Weekday

    /// The case as a reader would want it in a failure: the habit, then the log lines.
    var description: String {
        var text = "habit: every=\(habit.schedule) goal=\(habit.goal) since=\(habit.since) "
        text += "today=\(today) week-start=\(weekStart.fullName)\nlog:\n"
        for entry in entries { text += "  \(entry.day) \(entry.action)\n" }
        return text
    }

    static func make(using random: inout SeededRandom) -> RandomCase {
        let schedule = randomSchedule(&random)
        let goal = randomGoal(for: schedule, &random)
        let since = Day(number: Day("2024-01-01")!.number + Int.random(in: 0..<1000, using: &random))
        let span = [10, 40, 120, 400].randomElement(using: &random)!
        let today = since.adding(Int.random(in: -3...span, using: &random))
        let density = Double.random(in: 0.05...0.97, using: &random)
        let skipRate = Double.random(in: 0...0.25, using: &random)
        var entries: [Entry] = []
        let id = HabitID("h")!
        for number in (since.number - 4)...(today.number + 8) {
            let roll = Double.random(in: 0..<1, using: &random)
            var actions: [Action] = []
            if roll < skipRate {
                actions.append(.skip)
            } else if roll < skipRate + density {
                actions.append(randomDone(goal, &random))
            }
            if Int.random(in: 0..<25, using: &random) == 0 {
                actions.append([.clear, .skip, .done, .add(Amount(1)), .set(.zero)].randomElement(using: &random)!)
            }
            entries += actions.map { Entry(day: Day(number: number), habit: id, action: $0) }
        }
        if Bool.random(using: &random) { entries.shuffle(using: &random) }
        let weekStart = Weekday.allCases.randomElement(using: &random)!
        return RandomCase(
            habit: Habit(id: id, schedule: schedule, goal: goal, since: since), entries: entries, today: today,
            weekStart: weekStart)
    }

    private static func randomSchedule(_ random: inout SeededRandom) -> Schedule {
        switch Int.random(in: 0..<7, using: &random) {
        case 0: return .daily
        case 1:
            let days = Set(Weekday.allCases.filter { _ in Bool.random(using: &random) })
            return days.isEmpty || days.count == 7 ? .weekdays([.wednesday]) : .weekdays(days)
        case 2: return .perWeek(Bool.random(using: &random) ? 1 : Int.random(in: 1...7, using: &random))
        case 3: return .perMonth(Bool.random(using: &random) ? 1 : Int.random(in: 1...31, using: &random))
        case 4: return .everyNDays(Int.random(in: 2...12, using: &random))
        case 5:
            let days = Int.random(in: 1...14, using: &random)
            return .rolling(times: Int.random(in: 1...days, using: &random), days: days)
        default: return .anytime
        }
    }

    private static func randomGoal(for schedule: Schedule, _ random: inout SeededRandom) -> Goal {
        switch schedule {
        case .daily, .weekdays, .perWeek(1), .perMonth(1), .anytime: break
        default: return .check
        }
        let limit = Amount(thousandths: Int64(Int.random(in: 0...12, using: &random)) * 500)
        switch Int.random(in: 0..<3, using: &random) {
        case 0: return .check
        case 1: return .atLeast(limit, unit: nil)
        default: return .atMost(limit, unit: nil)
        }
    }

    private static func randomDone(_ goal: Goal, _ random: inout SeededRandom) -> Action {
        let amount = Amount(thousandths: Int64(Int.random(in: 0...8, using: &random)) * 750)
        switch Int.random(in: 0..<4, using: &random) {
        case 0: return .add(amount)
        case 1: return .set(amount)
        default: return .done
        }
    }
}

@Test func engineAgreesWithDayByDayReference() {
    var random = SeededRandom(seed: 0x4841_4249_54)
    var failures = 0
    var kinds: [String: Int] = [:]
    for _ in 0..<10_000 {
        let c = RandomCase.make(using: &random)
        kinds["\(Engine.unit(of: c.habit.schedule).map { "\($0)" } ?? "none") \(c.habit.goal.isNumeric)", default: 0] +=
            1
        let reference = Reference(habit: c.habit, entries: c.entries, today: c.today, weekStart: c.weekStart)
        let expected = reference.run()
        let history = History(folding: c.entries, goal: c.habit.goal)
        let a = Engine.analyze(c.habit, history: history, today: c.today, weekStart: c.weekStart)
        var actual = Reference.Outcome(
            current: a.streak.current, longest: a.streak.longest, status: a.streak.status, dueBy: a.streak.dueBy,
            met: a.statistics.met, failed: a.statistics.failed, excused: a.statistics.excused,
            total: a.statistics.total.thousandths, bestWeekday: a.statistics.bestWeekday)
        if expected.periods != nil {
            actual.periods = Engine.periods(c.habit, history: history, today: c.today, weekStart: c.weekStart)
                .map { "\($0.start)…\($0.end) \($0.outcome.rawValue)" }
        }
        let strengthAgrees: Bool
        switch (a.strength, reference.strength()) {
        case (nil, nil): strengthAgrees = true
        case (let x?, let y?): strengthAgrees = abs(x - y) < 1e-9
        default: strengthAgrees = false
        }
        if actual != expected || !strengthAgrees {
            failures += 1
            if failures <= 3 {
                Issue.record(
                    """
                    engine and reference disagree
                    \(c)
                    expected \(expected) strength \(String(describing: reference.strength()))
                    actual   \(actual) strength \(String(describing: a.strength))
                    """)
            }
        }
    }
    #expect(failures == 0)
    // Every schedule kind and goal kind was exercised.
    #expect(kinds.keys.count >= 8, "\(kinds)")
}
