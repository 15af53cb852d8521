import Foundation
import HabitCore
import HabitTestSupport
import Testing

@testable import StreakEngine

/// `Day(containing:in:)` and `Day.start(in:)` against Foundation's Gregorian calendar, at
/// every hour around each zone's awkward day (docs/library.md).
@Suite struct DayPlacementTests {
    @Test(arguments: Set(ZoneCase.zoneDays.map(\.0)).sorted())
    func everyHourFallsOnFoundationsDay(_ zone: String) throws {
        let calendar = try ZoneCase(zone: zone, today: "2024-01-01", firstWeekday: 2).calendar()
        for (other, today) in ZoneCase.zoneDays where other == zone {
            for instant in hourlyInstants(from: day(today).adding(-40), through: day(today)) {
                #expect(try Day(containing: instant, in: calendar) == foundationDay(instant, calendar), "\(instant)")
            }
        }
    }

    @Test(arguments: ZoneCase.zoneDays)
    func startIsTheFirstInstantOfTheDay(_ zone: String, _ today: String) throws {
        let calendar = try ZoneCase(zone: zone, today: today, firstWeekday: 2).calendar()
        for offset in -40...1 {
            let civil = day(today).adding(offset)
            let start = civil.start(in: calendar)
            let hours = try hoursOf(civil, calendar)
            #expect(try foundationDay(start.addingTimeInterval(-1), calendar) < civil, "\(civil) in \(zone)")
            if hours.isEmpty {  // a day the zone skips: the next day's start
                #expect(start == civil.adding(1).start(in: calendar), "\(civil) in \(zone)")
            } else {
                #expect(try foundationDay(start, calendar) == civil, "\(civil) in \(zone)")
                #expect(hours.allSatisfy { $0 >= start }, "\(civil) in \(zone)")
            }
        }
    }

    @Test func whereDSTSkipsMidnightTheDayStartsAtOne() throws {
        for (zone, text) in [
            ("America/Havana", "2024-03-10"), ("America/Sao_Paulo", "2018-11-04"), ("Asia/Tehran", "2022-03-22"),
        ] {
            let calendar = try ZoneCase(zone: zone, today: text, firstWeekday: 2).calendar()
            let start = day(text).start(in: calendar)
            #expect(
                calendar.dateComponents([.hour, .minute], from: start) == DateComponents(hour: 1, minute: 0), "\(zone)")
        }
    }

    @Test func apiaSkippedTheThirtiethOfDecember2011() throws {
        let calendar = try ZoneCase(zone: "Pacific/Apia", today: "2012-01-02", firstWeekday: 2).calendar()
        let thirtyFirst = day("2011-12-31").start(in: calendar)
        #expect(day("2011-12-30").start(in: calendar) == thirtyFirst)
        #expect(try Day(containing: thirtyFirst.addingTimeInterval(-1), in: calendar) == day("2011-12-29"))
        #expect(try Day(containing: thirtyFirst, in: calendar) == day("2011-12-31"))
    }
}
