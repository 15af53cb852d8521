import Foundation
import HabitCore
import HabitTestSupport
import Testing

@testable import StreakEngine

/// The `Date` API against the engine on civil days: the same history, with its days
/// found by Foundation's Gregorian calendar, must give the same analysis and series at
/// every hour of today, in every zone (docs/library.md).
@Suite struct DateAPITests {
    /// A habit of every kind of schedule and goal, with the actions its history draws from.
    static let habits: [(Schedule, Goal, [Action])] = [
        (.daily, .check, [.done, .done, .skip, .clear]),
        (.perWeek(3), .check, [.done, .done, .skip]),
        (.rolling(times: 3, days: 7), .check, [.done, .done, .skip]),
        (.weekdays([.monday, .wednesday, .friday]), .check, [.done, .skip]),
        (.everyNDays(2), .check, [.done, .skip]),
        (.perMonth(10), .check, [.done, .skip]),
        (
            .daily, .atLeast(Amount(8), unit: "glasses"),
            [.add(Amount(3)), .add(Amount(5)), .set(Amount(9)), .done, .skip]
        ),
        (.perWeek(1), .atLeast(Amount(20), unit: "km"), [.add(Amount(5)), .set(Amount(12)), .skip]),
        (.daily, .atMost(Amount(2), unit: "cups"), [.add(Amount(1)), .add(Amount(2)), .done, .skip]),
        (.anytime, .check, [.done]),
    ]

    /// A history drawn at random (fixed seed) from instants at every hour, in shuffled
    /// order, so that records of one day often come in another order than their times.
    static func records(_ actions: [Action], from first: Day, through today: Day, seed: UInt64) -> [(
        date: Date, action: Action
    )] {
        var random = SeededRandom(seed: seed)
        var result: [(date: Date, action: Action)] = []
        for instant in hourlyInstants(from: first, through: today) where Int.random(in: 0..<14, using: &random) == 0 {
            result.append((instant, actions.randomElement(using: &random) ?? .done))
        }
        result.shuffle(using: &random)
        return result
    }

    @Test(arguments: ZoneCase.all)
    func analysisAndSeriesMatchTheEngineOnCivilDays(_ zoneCase: ZoneCase) throws {
        let calendar = try zoneCase.calendar()
        let today = day(zoneCase.today)
        for (index, (schedule, goal, actions)) in Self.habits.enumerated() {
            let records = Self.records(actions, from: today.adding(-75), through: today, seed: UInt64(index + 1))
            let id = try #require(HabitID("h"))
            let entries = try records.map {
                try Entry(day: foundationDay($0.date, calendar), habit: id, action: $0.action)
            }
            let since = try #require(entries.map(\.day).min())
            let habit = Habit(id: id, schedule: schedule, goal: goal, since: since)
            let history = History(folding: entries, goal: goal)
            for now in try hoursOf(today, calendar) {
                let label = "\(schedule) \(goal) at \(now)"
                let analysis = try Engine.analyze(
                    schedule: schedule, goal: goal, records: records, calendar: calendar, now: now)
                #expect(
                    analysis == Engine.analyze(habit, history: history, today: today, weekStart: zoneCase.weekStart),
                    "\(label)")
                let series = try Engine.series(
                    schedule: schedule, goal: goal, records: records, days: 30, calendar: calendar, now: now)
                #expect(
                    series
                        == Engine.series(
                            habit, history: history, today: today, weekStart: zoneCase.weekStart, span: .month),
                    "\(label)")
            }
        }
    }

    @Test func recordsOfOneDayApplyInArrayOrderNotTimeOrder() throws {
        let calendar = try ZoneCase(zone: "America/Havana", today: "2024-03-10", firstWeekday: 2).calendar()
        let hours = try hoursOf(day("2024-03-10"), calendar)
        let late = try #require(hours.last)
        let early = try #require(hours.first)
        let now = late
        let cleared = try Engine.analyze(
            schedule: .daily, records: [(late, .done), (early, .clear)], calendar: calendar, now: now)
        #expect(cleared.todayState == nil)
        let done = try Engine.analyze(
            schedule: .daily, records: [(early, .clear), (late, .done)], calendar: calendar, now: now)
        #expect(done.todayState == .amount(Amount(1)))
        #expect(done.streak.current == 1)
    }

    @Test func sinceDefaultsToTheEarliestRecordAndCanBeGiven() throws {
        let calendar = try ZoneCase(zone: "Asia/Kathmandu", today: "2024-03-12", firstWeekday: 2).calendar()
        let twelfth = try hoursOf(day("2024-03-12"), calendar)
        let now = try #require(twelfth.first)
        var records: [(date: Date, action: Action)] = []
        for civil in [day("2024-03-11"), day("2024-03-05")] {
            records.append((try #require(try hoursOf(civil, calendar).last), .done))
        }
        let analysis = try Engine.analyze(schedule: .daily, records: records, calendar: calendar, now: now)
        #expect(analysis.statistics.since == day("2024-03-05"))
        let firstOfMarch = try hoursOf(day("2024-03-01"), calendar)
        let start: Date = try #require(firstOfMarch.first)
        let given = try Engine.analyze(
            schedule: .daily, since: start, records: records, calendar: calendar, now: now)
        #expect(given.statistics.since == day("2024-03-01"))
        let empty = try Engine.analyze(schedule: .perWeek(3), records: [], calendar: calendar, now: now)
        #expect(empty.statistics.since == day("2024-03-12"))
        #expect(empty.streak.status == .unstarted)
    }

    @Test func schedulesParseTheCommandLinesWords() throws {
        #expect(try Schedule(parsing: "3/week") == .perWeek(3))
        #expect(try Schedule(parsing: "3 in 7 days") == .rolling(times: 3, days: 7))
        #expect(try Schedule(parsing: "mon,wed,fri") == .weekdays([.monday, .wednesday, .friday]))
        #expect(throws: ValueError.invalidSchedule("3 in 7")) { try Schedule(parsing: "3 in 7") }
        #expect(ValueError.invalidSchedule("3 in 7").description.hasSuffix("did you mean '3 in 7 days'?"))
    }

    @Test func refusedInputThrowsTypedErrors() throws {
        let calendar = try ZoneCase(zone: "UTC", today: "2024-03-12", firstWeekday: 2).calendar()
        let now = Date(timeIntervalSince1970: 1_710_240_000)
        let nan = Date(timeIntervalSince1970: .nan)
        // A NaN date cannot describe itself, nor equal itself: the case is matched.
        do {
            _ = try Engine.analyze(schedule: .daily, records: [(nan, .done)], calendar: calendar, now: now)
            Issue.record("a NaN date was placed on a day")
        } catch {
            guard case .unplaceableDate(let seconds) = error else { throw error }
            #expect(seconds.isNaN)
        }
        let far = Date(timeIntervalSince1970: 1e15)
        #expect(throws: EngineError.dateOutOfRange(secondsSince1970: 1e15, zone: calendar.timeZone.identifier)) {
            try Engine.analyze(schedule: .daily, records: [], calendar: calendar, now: far)
        }
        #expect(throws: EngineError.negativeCount("days", -1)) {
            try Engine.series(schedule: .daily, records: [], days: -1, calendar: calendar, now: now)
        }
        #expect(
            throws: EngineError.invalidHabit(.scheduleNotAllowedForGoal(.perWeek(3), .atLeast(Amount(5), unit: nil)))
        ) {
            try Engine.analyze(
                schedule: .perWeek(3), goal: .atLeast(Amount(5), unit: nil), records: [], calendar: calendar, now: now)
        }
        #expect(try Engine.series(schedule: .daily, records: [], days: 0, calendar: calendar, now: now).isEmpty)
    }

    @Test func everyFirstWeekdayStartsItsWeek() throws {
        var calendar = Calendar(identifier: .gregorian)
        let expected: [Weekday] = [.sunday, .monday, .tuesday, .wednesday, .thursday, .friday, .saturday]
        for (index, weekday) in expected.enumerated() {
            calendar.firstWeekday = index + 1
            #expect(try CivilTime.weekStart(of: calendar) == weekday)
        }
    }
}
