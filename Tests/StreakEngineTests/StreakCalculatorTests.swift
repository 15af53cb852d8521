import Foundation
import HabitCore
import HabitTestSupport
import Testing

@testable import StreakEngine

/// The seed-style calculator on `[Date]` against Foundation's days and the engine on civil
/// days, at every hour of today, in every zone (docs/library.md).
@Suite struct StreakCalculatorTests {
    /// Completions at random hours (fixed seed) of about two days in three, several on
    /// some days, from 75 days before `today` through today.
    static func completions(through today: Day, seed: UInt64) -> [Date] {
        var random = SeededRandom(seed: seed)
        var result: [Date] = []
        var keep = true
        for instant in hourlyInstants(from: today.adding(-75), through: today) {
            if Int.random(in: 0..<24, using: &random) == 0 { keep.toggle() }
            if keep, Int.random(in: 0..<10, using: &random) == 0 { result.append(instant) }
        }
        return result.shuffled(using: &random)
    }

    @Test(arguments: ZoneCase.all)
    func streakMatchesTheEngineOnFoundationsDays(_ zoneCase: ZoneCase) throws {
        let calendar = try zoneCase.calendar()
        let today = day(zoneCase.today)
        let dates = Self.completions(through: today, seed: 11)
        let id = try #require(HabitID("h"))
        let days = try dates.map { try foundationDay($0, calendar) }.filter { $0 <= today }
        let habit = Habit(id: id, since: try #require(days.min()))
        let streak = Engine.analyze(
            habit, history: History(folding: days.map { Entry(day: $0, habit: id) }, goal: .check), today: today,
            weekStart: zoneCase.weekStart
        ).streak
        #expect(streak.longest > 1)
        for now in try hoursOf(today, calendar) {
            let result = try StreakCalculator.calculateStreak(from: dates, calendar: calendar, now: now)
            #expect(result.current == streak.current && result.longest == streak.longest, "\(now)")
        }
    }

    @Test(arguments: ZoneCase.all)
    func weekChartCountsTheLastSevenDaysPerWeek(_ zoneCase: ZoneCase) throws {
        let calendar = try zoneCase.calendar()
        let today = day(zoneCase.today)
        let dates = Self.completions(through: today, seed: 12)
        let counts = try Dictionary(grouping: dates) { try foundationDay($0, calendar) }.mapValues(\.count)
        for now in try hoursOf(today, calendar) {
            for weeks in [0, 1, 3] {
                let chart = try StreakCalculator.weeklyCompletions(
                    from: dates, weeksBack: weeks, calendar: calendar, now: now)
                let expected = (0..<(7 * weeks)).map { today.adding($0 + 1 - 7 * weeks) }
                #expect(chart.map(\.date) == expected.map { $0.start(in: calendar) })
                #expect(chart.map(\.count) == expected.map { counts[$0] ?? 0 }, "\(now), \(weeks) weeks")
            }
        }
    }

    @Test(arguments: ZoneCase.all)
    func monthChartRunsFromTheSameDateMonthsAgo(_ zoneCase: ZoneCase) throws {
        let calendar = try zoneCase.calendar()
        let today = day(zoneCase.today)
        let dates = Self.completions(through: today, seed: 13)
        let done = Set(try dates.map { try foundationDay($0, calendar) })
        for now in try hoursOf(today, calendar) {
            for months in [0, 1, 2] {
                let chart = try StreakCalculator.monthlyCompletionRate(
                    from: dates, monthsBack: months, calendar: calendar, now: now)
                var gregorian = Calendar(identifier: .gregorian)
                gregorian.timeZone = calendar.timeZone
                let back = try #require(gregorian.date(byAdding: .month, value: -months, to: now))
                let first = try foundationDay(back, calendar).adding(1)
                let expected = first > today ? [] : (first.number...today.number).map { Day(number: $0) }
                #expect(chart.map(\.date) == expected.map { $0.start(in: calendar) }, "\(now), \(months) months")
                #expect(chart.map(\.completed) == expected.map { done.contains($0) }, "\(now), \(months) months")
            }
        }
    }

    @Test func seedScenarioInHavana() throws {
        let calendar = try ZoneCase(zone: "America/Havana", today: "2024-11-04", firstWeekday: 2).calendar()
        // Runs of 5 days over the DST start (2024-03-08…12), 11 days, then 5 days over the
        // DST end (2024-10-31…11-04), each day completed early and late.
        let runs = [(day("2024-03-08"), 5), (day("2024-03-29"), 11), (day("2024-10-31"), 5)]
        var dates: [Date] = []
        for (first, length) in runs {
            for offset in 0..<length {
                let hours = try hoursOf(first.adding(offset), calendar)
                dates += [try #require(hours.first), try #require(hours.last)]
            }
        }
        let hours = try hoursOf(day("2024-11-04"), calendar)
        #expect(try StreakCalculator.calculateStreak(from: dates, calendar: calendar, now: hours[0]) == (5, 11))
        let tomorrow = try hoursOf(day("2024-11-05"), calendar)
        #expect(try StreakCalculator.calculateStreak(from: dates, calendar: calendar, now: tomorrow[12]) == (5, 11))
        let later = try hoursOf(day("2024-11-06"), calendar)
        #expect(try StreakCalculator.calculateStreak(from: dates, calendar: calendar, now: later[0]) == (0, 11))
        let week = try StreakCalculator.weeklyCompletions(from: dates, calendar: calendar, now: hours[0])
        #expect(week.map(\.count) == [0, 0, 2, 2, 2, 2, 2])
        let march = try StreakCalculator.weeklyCompletions(
            from: dates, calendar: calendar, now: try hoursOf(day("2024-03-12"), calendar)[0])
        #expect(march.map { calendar.component(.hour, from: $0.date) } == [0, 0, 0, 0, 1, 0, 0])
    }

    @Test func otherCalendarsCountGregorianDays() throws {
        let gregorian = try ZoneCase(zone: "Asia/Tehran", today: "2022-03-23", firstWeekday: 2).calendar()
        let dates = Self.completions(through: day("2022-03-23"), seed: 14)
        let now = try hoursOf(day("2022-03-23"), gregorian)[5]
        for identifier in [Calendar.Identifier.persian, .buddhist, .hebrew, .islamicUmmAlQura] {
            var other = Calendar(identifier: identifier)
            other.timeZone = gregorian.timeZone
            other.firstWeekday = 2
            #expect(
                try StreakCalculator.calculateStreak(from: dates, calendar: other, now: now)
                    == StreakCalculator.calculateStreak(from: dates, calendar: gregorian, now: now))
            #expect(
                try StreakCalculator.monthlyCompletionRate(from: dates, monthsBack: 2, calendar: other, now: now).map(
                    \.date)
                    == StreakCalculator.monthlyCompletionRate(from: dates, monthsBack: 2, calendar: gregorian, now: now)
                    .map(\.date))
        }
    }

    @Test func refusedCountsThrow() throws {
        let calendar = try ZoneCase(zone: "UTC", today: "2024-03-12", firstWeekday: 2).calendar()
        let now = Date(timeIntervalSince1970: 1_710_240_000)
        #expect(throws: EngineError.negativeCount("weeksBack", -1)) {
            try StreakCalculator.weeklyCompletions(from: [], weeksBack: -1, calendar: calendar, now: now)
        }
        #expect(throws: EngineError.negativeCount("monthsBack", -2)) {
            try StreakCalculator.monthlyCompletionRate(from: [], monthsBack: -2, calendar: calendar, now: now)
        }
        #expect(throws: EngineError.spanOutOfRange("weeksBack", 200_000)) {
            try StreakCalculator.weeklyCompletions(from: [], weeksBack: 200_000, calendar: calendar, now: now)
        }
        #expect(throws: EngineError.spanOutOfRange("monthsBack", 30_000)) {
            try StreakCalculator.monthlyCompletionRate(from: [], monthsBack: 30_000, calendar: calendar, now: now)
        }
        #expect(throws: EngineError.unplaceableDate(secondsSince1970: .infinity)) {
            try StreakCalculator.calculateStreak(
                from: [Date(timeIntervalSince1970: .infinity)], calendar: calendar, now: now)
        }
        #expect(try StreakCalculator.calculateStreak(from: [], calendar: calendar, now: now) == (0, 0))
    }
}
